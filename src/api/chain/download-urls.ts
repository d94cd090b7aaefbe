/** Every download link a wallet definition may carry. */
const downloadUrlKeys = [
  'android',
  'ios',
  'mobile',
  'qrCode',
  'chrome',
  'edge',
  'firefox',
  'opera',
  'safari',
  'browserExtension',
  'macos',
  'windows',
  'linux',
  'desktop',
] as const;
type DownloadUrlKey = (typeof downloadUrlKeys)[number];
export type DownloadUrls = Partial<Record<DownloadUrlKey, string>>;

type BrowserName = 'arc' | 'brave' | 'chrome' | 'edge' | 'firefox' | 'opera' | 'safari' | 'other';
type OsName = 'ios' | 'android' | 'windows' | 'macos' | 'linux' | 'other';

export interface Platform {
  browser: BrowserName;
  os: OsName;
  /** Phones and tablets: the mobile connect flow (deep links) instead of the desktop one. */
  isMobile: boolean;
}

export interface PlatformHints {
  userAgent: string;
  /** Brave exposes `navigator.brave`; its user agent says Chrome. */
  isBrave?: boolean;
  /** Arc sets its palette as CSS variables on the document; its user agent says Chrome. */
  isArc?: boolean;
}

function browserFrom({ userAgent: ua, isBrave, isArc }: PlatformHints): BrowserName {
  if (isArc) return 'arc';
  if (isBrave) return 'brave';
  if (/\bEdg(e|A|iOS)?\//.test(ua)) return 'edge';
  if (/\b(OPR|Opera)\//.test(ua)) return 'opera';
  if (/\b(Firefox|FxiOS)\//.test(ua)) return 'firefox';
  if (/\b(Chrome|CriOS|Chromium)\//.test(ua)) return 'chrome';
  if (/\bSafari\//.test(ua)) return 'safari';
  return 'other';
}

function osFrom(ua: string): OsName {
  if (/\b(iPhone|iPad|iPod)\b/.test(ua)) return 'ios';
  if (/\bAndroid\b/.test(ua)) return 'android';
  if (/\bWindows\b/.test(ua)) return 'windows';
  if (/\bMac OS X\b|\bMacintosh\b/.test(ua)) return 'macos';
  if (/\bLinux\b|\bCrOS\b/.test(ua)) return 'linux';
  return 'other';
}

/** Browser and OS from the user agent (plus the two hints a user agent cannot carry). */
export function detectPlatform(hints: PlatformHints): Platform {
  const os = osFrom(hints.userAgent);
  return { browser: browserFrom(hints), os, isMobile: os === 'ios' || os === 'android' };
}

/** The hints of the running browser; a plain "other" platform outside one. */
export function currentPlatformHints(): PlatformHints {
  if (typeof navigator === 'undefined') return { userAgent: '' };
  const isArc =
    typeof document !== 'undefined' &&
    document.body !== null &&
    getComputedStyle(document.body).getPropertyValue('--arc-palette-focus').trim() !== '';
  return { userAgent: navigator.userAgent, isBrave: 'brave' in navigator, isArc };
}

const extensionKeyByBrowser: Record<BrowserName, readonly DownloadUrlKey[]> = {
  arc: ['chrome'],
  brave: ['chrome'],
  chrome: ['chrome'],
  edge: ['edge', 'chrome'],
  opera: ['opera', 'chrome'],
  firefox: ['firefox'],
  safari: ['safari'],
  other: [],
};

const desktopKeyByOs: Partial<Record<OsName, DownloadUrlKey>> = {
  windows: 'windows',
  macos: 'macos',
  linux: 'linux',
};

function firstOf(urls: DownloadUrls, keys: readonly (DownloadUrlKey | undefined)[]): string | undefined {
  for (const key of keys) {
    const url = key && urls[key];
    if (url) return url;
  }
  return undefined;
}

export interface PickedDownloadUrls {
  /** The browser extension store page for this browser, else the generic extension page. */
  extensionDownloadUrl?: string;
  /** The app store page for this phone (iOS, else Android), else the generic mobile page. */
  mobileDownloadUrl?: string;
  /** The desktop app for this OS, else the generic desktop page. */
  desktopDownloadUrl?: string;
}

/** The three links the GET / instructions steps offer, chosen for this browser and OS. */
export function pickDownloadUrls(urls: DownloadUrls, platform: Platform): PickedDownloadUrls {
  const picked: PickedDownloadUrls = {};
  const extension = firstOf(urls, [...extensionKeyByBrowser[platform.browser], 'browserExtension']);
  const mobile = firstOf(urls, [platform.os === 'ios' ? 'ios' : 'android', 'mobile']);
  const desktop = firstOf(urls, [desktopKeyByOs[platform.os], 'desktop']);
  if (extension) picked.extensionDownloadUrl = extension;
  if (mobile) picked.mobileDownloadUrl = mobile;
  if (desktop) picked.desktopDownloadUrl = desktop;
  return picked;
}
