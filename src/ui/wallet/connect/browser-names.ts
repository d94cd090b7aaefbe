/**
 * Product names for "Add to Chrome" and "Add to macOS" (proper names, never translated). Null when the browser
 * or the operating system is not one the wallets publish downloads for; the view then says "your browser".
 */
export function browserName(userAgent: string, isBrave = false): string | null {
  if (isBrave) return 'Brave';
  if (/Edg\//.test(userAgent)) return 'Edge';
  if (/OPR\//.test(userAgent)) return 'Opera';
  if (/Firefox\//.test(userAgent)) return 'Firefox';
  if (/Chrome\//.test(userAgent)) return 'Chrome';
  if (/Safari\//.test(userAgent)) return 'Safari';
  return null;
}

export function platformName(userAgent: string): string | null {
  if (/Windows/.test(userAgent)) return 'Windows';
  if (/Macintosh|Mac OS X/.test(userAgent)) return 'macOS';
  if (/Linux|X11/.test(userAgent)) return 'Linux';
  return null;
}

/** The running browser's names (Brave hides behind Chrome's user agent but adds navigator.brave). */
export function currentBrowserNames(): { browser: string | null; platform: string | null } {
  if (typeof navigator === 'undefined') return { browser: null, platform: null };
  const isBrave = 'brave' in navigator;
  return { browser: browserName(navigator.userAgent, isBrave), platform: platformName(navigator.userAgent) };
}
