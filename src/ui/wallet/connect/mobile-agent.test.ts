import { describe, expect, it } from 'vitest';
import { browserName, platformName } from './browser-names';
import { isMobileAgent } from './mobile-agent';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15';
const WINDOWS_EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36 Edg/126.0';
const LINUX_FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

describe('mobile layout detection (by user agent, not width)', () => {
  it('takes phones and tablets: iPhone, Android, iPad', () => {
    expect(isMobileAgent({ userAgent: IPHONE })).toBe(true);
    expect(isMobileAgent({ userAgent: ANDROID })).toBe(true);
    expect(isMobileAgent({ userAgent: IPAD })).toBe(true);
  });

  it('takes an iPad that reports itself as a Mac, by its touch screen', () => {
    expect(isMobileAgent({ userAgent: MAC_SAFARI, platform: 'MacIntel', maxTouchPoints: 5 })).toBe(true);
    expect(isMobileAgent({ userAgent: MAC_SAFARI, platform: 'MacIntel', maxTouchPoints: 0 })).toBe(false);
  });

  it('leaves desktop browsers on the desktop layout, however narrow their window', () => {
    expect(isMobileAgent({ userAgent: WINDOWS_EDGE, platform: 'Win32' })).toBe(false);
    expect(isMobileAgent({ userAgent: LINUX_FIREFOX, platform: 'Linux x86_64' })).toBe(false);
  });
});

describe('browser and platform names for the download options', () => {
  it('names the browser, Edge and Opera before the Chrome they are built on, Brave by its flag', () => {
    expect(browserName(WINDOWS_EDGE)).toBe('Edge');
    expect(browserName(ANDROID)).toBe('Chrome');
    expect(browserName(ANDROID, true)).toBe('Brave');
    expect(browserName(MAC_SAFARI)).toBe('Safari');
    expect(browserName(LINUX_FIREFOX)).toBe('Firefox');
    expect(browserName('curl/8.0')).toBeNull();
  });

  it('names the operating system, or none', () => {
    expect([platformName(WINDOWS_EDGE), platformName(MAC_SAFARI), platformName(LINUX_FIREFOX)]).toEqual([
      'Windows',
      'macOS',
      'Linux',
    ]);
    expect(platformName('curl/8.0')).toBeNull();
  });
});
