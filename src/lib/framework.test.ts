// @vitest-environment jsdom
import {afterEach, describe, expect, it} from 'vitest';
import {
  FRAMEWORK_COOKIE,
  FRAMEWORK_COOKIE_ATTRIBUTES,
  frameworkHeadScript,
  parseFramework,
} from './framework';

describe('parseFramework', () => {
  it('accepts the two framework values', () => {
    expect(parseFramework('react')).toBe('react');
    expect(parseFramework('javascript')).toBe('javascript');
  });

  it.each([undefined, null, '', 'js', 'React', ' react', 'vue', 1, {}])(
    'rejects %j',
    (value) => {
      expect(parseFramework(value)).toBeNull();
    },
  );
});

describe('FRAMEWORK_COOKIE_ATTRIBUTES', () => {
  it('keeps the cookie one year for the whole site with SameSite lax', () => {
    expect(FRAMEWORK_COOKIE).toBe('mapweave_user_framework');
    expect(FRAMEWORK_COOKIE_ATTRIBUTES.expires * 86_400).toBe(31_536_000);
    expect(FRAMEWORK_COOKIE_ATTRIBUTES.path).toBe('/');
    expect(FRAMEWORK_COOKIE_ATTRIBUTES.sameSite).toBe('lax');
  });
});

describe('frameworkHeadScript', () => {
  afterEach(() => {
    document.cookie = `${FRAMEWORK_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    delete document.documentElement.dataset.framework;
  });

  const runHeadScript = () => new Function(frameworkHeadScript())();

  it('marks <html> with a valid cookie value', () => {
    document.cookie = 'other=1';
    document.cookie = `${FRAMEWORK_COOKIE}=javascript; path=/`;
    runHeadScript();
    expect(document.documentElement.dataset.framework).toBe('javascript');
  });

  it('leaves <html> unmarked for an invalid value', () => {
    document.cookie = `${FRAMEWORK_COOKIE}=vue; path=/`;
    runHeadScript();
    expect(document.documentElement.dataset.framework).toBeUndefined();
  });

  it('leaves <html> unmarked without the cookie', () => {
    document.cookie = `x_${FRAMEWORK_COOKIE}=react; path=/`;
    runHeadScript();
    expect(document.documentElement.dataset.framework).toBeUndefined();
  });
});
