import {describe, expect, it} from 'vitest';
import {isMobileDevice, mobileWarningFor} from './mobile';

const UA = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  pixel:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
};

describe('isMobileDevice', () => {
  it.each([
    ['an iPhone', {userAgent: UA.iPhone}],
    ['an Android phone', {userAgent: UA.pixel}],
    ['an Android tablet', {userAgent: UA.androidTablet, userAgentData: {mobile: false}}],
    ['an iPad with a desktop user agent', {userAgent: UA.macSafari, maxTouchPoints: 5}],
    ['a browser whose client hints say mobile', {userAgent: UA.windowsChrome, userAgentData: {mobile: true}}],
  ])('is true for %s', (_name, hints) => {
    expect(isMobileDevice(hints)).toBe(true);
  });

  it.each([
    ['Chrome on Windows', {userAgent: UA.windowsChrome, userAgentData: {mobile: false}}],
    ['Firefox on Linux', {userAgent: UA.linuxFirefox}],
    ['Safari on a Mac without touch', {userAgent: UA.macSafari, maxTouchPoints: 0}],
    ['a Windows touch laptop', {userAgent: UA.windowsChrome, maxTouchPoints: 10}],
  ])('is false for %s', (_name, hints) => {
    expect(isMobileDevice(hints)).toBe(false);
  });
});

describe('mobileWarningFor', () => {
  it('offers only Stay Here for the playground', () => {
    expect(mobileWarningFor('/playground')).toBe('playground');
    expect(mobileWarningFor('/playground/')).toBe('playground');
    expect(mobileWarningFor('/playground.html')).toBe('playground');
  });

  it.each(['/', '/index.html', '/examples/', '/examples', '/examples/example', '/demos/harness'])(
    'warns with Continue Anyway for the showcase page %s',
    (path) => {
      expect(mobileWarningFor(path)).toBe('showcase');
    },
  );

  it.each(['/docs/getting-started', '/download', '/api/types', '/examples-old', '/playgrounds', '/try'])(
    'does not warn for %s',
    (path) => {
      expect(mobileWarningFor(path)).toBeNull();
    },
  );
});
