/** What the browser tells about the device (navigator fields), passed in so the rule is testable. */
export interface AgentHints {
  userAgent: string;
  platform?: string;
  maxTouchPoints?: number;
}

/**
 * Whether the connect dialog uses its mobile layout (docs/wallet-behaviour.md, section 2): chosen by the user
 * agent, not the width. Android, iPhone, iPod and iPad count, and so does an iPad that reports itself as a Mac
 * (platform MacIntel with a touch screen).
 */
export function isMobileAgent({ userAgent, platform = '', maxTouchPoints = 0 }: AgentHints): boolean {
  if (/android|iphone|ipod|ipad/i.test(userAgent)) return true;
  return platform === 'MacIntel' && maxTouchPoints > 1;
}

/** The running browser's hints; a page without a navigator (prerendering) counts as desktop. */
export function currentAgentHints(): AgentHints {
  if (typeof navigator === 'undefined') return { userAgent: '' };
  return {
    userAgent: navigator.userAgent,
    platform: navigator.platform,
    maxTouchPoints: navigator.maxTouchPoints,
  };
}
