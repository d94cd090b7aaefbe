import { describe, expect, it } from 'vitest';
import { type DownloadUrls, detectPlatform, type Platform, pickDownloadUrls } from './download-urls';

const agents = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
  operaMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/112.0.0.0',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
};

describe('detectPlatform', () => {
  it.each([
    [agents.chromeWindows, { browser: 'chrome', os: 'windows', isMobile: false }],
    [agents.edgeWindows, { browser: 'edge', os: 'windows', isMobile: false }],
    [agents.operaMac, { browser: 'opera', os: 'macos', isMobile: false }],
    [agents.firefoxLinux, { browser: 'firefox', os: 'linux', isMobile: false }],
    [agents.safariMac, { browser: 'safari', os: 'macos', isMobile: false }],
    [agents.safariIphone, { browser: 'safari', os: 'ios', isMobile: true }],
    [agents.chromeAndroid, { browser: 'chrome', os: 'android', isMobile: true }],
    ['', { browser: 'other', os: 'other', isMobile: false }],
  ])('%s', (userAgent, platform) => {
    expect(detectPlatform({ userAgent })).toEqual(platform);
  });

  it('recognises Brave and Arc from their hints (their user agents say Chrome)', () => {
    expect(detectPlatform({ userAgent: agents.chromeWindows, isBrave: true }).browser).toBe('brave');
    expect(detectPlatform({ userAgent: agents.chromeWindows, isArc: true }).browser).toBe('arc');
  });
});

const every: DownloadUrls = {
  chrome: 'chrome',
  edge: 'edge',
  firefox: 'firefox',
  opera: 'opera',
  safari: 'safari',
  browserExtension: 'extension',
  ios: 'ios',
  android: 'android',
  mobile: 'mobile',
  windows: 'windows',
  macos: 'macos',
  linux: 'linux',
  desktop: 'desktop',
};
const on = (browser: Platform['browser'], os: Platform['os'] = 'windows'): Platform => ({
  browser,
  os,
  isMobile: os === 'ios' || os === 'android',
});

describe('pickDownloadUrls', () => {
  it.each([
    ['chrome', 'chrome'],
    ['brave', 'chrome'],
    ['arc', 'chrome'],
    ['edge', 'edge'],
    ['opera', 'opera'],
    ['firefox', 'firefox'],
    ['safari', 'safari'],
    ['other', 'extension'],
  ] as const)('gives %s the %s extension', (browser, expected) => {
    expect(pickDownloadUrls(every, on(browser)).extensionDownloadUrl).toBe(expected);
  });

  it('falls back from Edge and Opera to the Chrome store, then to the generic extension page', () => {
    const { edge: _e, opera: _o, ...chromeOnly } = every;
    expect(pickDownloadUrls(chromeOnly, on('edge')).extensionDownloadUrl).toBe('chrome');
    expect(pickDownloadUrls(chromeOnly, on('opera')).extensionDownloadUrl).toBe('chrome');
    expect(pickDownloadUrls({ browserExtension: 'extension' }, on('firefox')).extensionDownloadUrl).toBe(
      'extension',
    );
  });

  it('gives iPhones the App Store link and everything else the Android one, then the generic mobile page', () => {
    expect(pickDownloadUrls(every, on('safari', 'ios')).mobileDownloadUrl).toBe('ios');
    expect(pickDownloadUrls(every, on('chrome', 'android')).mobileDownloadUrl).toBe('android');
    expect(pickDownloadUrls(every, on('chrome', 'windows')).mobileDownloadUrl).toBe('android');
    expect(pickDownloadUrls({ mobile: 'mobile' }, on('safari', 'ios')).mobileDownloadUrl).toBe('mobile');
  });

  it('gives each desktop OS its app, then the generic desktop page', () => {
    expect(pickDownloadUrls(every, on('chrome', 'macos')).desktopDownloadUrl).toBe('macos');
    expect(pickDownloadUrls(every, on('firefox', 'linux')).desktopDownloadUrl).toBe('linux');
    expect(pickDownloadUrls({ desktop: 'desktop' }, on('chrome', 'windows')).desktopDownloadUrl).toBe(
      'desktop',
    );
    expect(pickDownloadUrls({}, on('chrome', 'windows'))).toEqual({});
  });
});
