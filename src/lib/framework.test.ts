// @vitest-environment jsdom
import {afterEach, describe, expect, it} from 'vitest';
import {
  FRAMEWORK_COOKIE,
  FRAMEWORK_COOKIE_ATTRIBUTES,
  FRAMEWORK_CHOOSER_PLACEHOLDER_CLASS,
  FRAMEWORK_CHOOSER_TEXT,
  frameworkChooserInertScript,
  frameworkChooserPlaceholderHtml,
  frameworkFromCookies,
  frameworkHeadScript,
  parseFramework,
  shadowingCookiePaths,
} from './framework';

describe('parseFramework', () => {
  it('accepts the two framework values', () => {
    expect(parseFramework('react')).toBe('react');
    expect(parseFramework('javascript')).toBe('javascript');
  });

  it.each([undefined, null, '', 'js', 'React', ' react', 'vue', 1, {}])('rejects %j', (value) => {
    expect(parseFramework(value)).toBeNull();
  });
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

describe('frameworkFromCookies and the head script read the cookie the same way', () => {
  const runHeadScriptOn = (cookieHeader: string): string | undefined => {
    const root = {dataset: {} as Record<string, string>};
    new Function('document', frameworkHeadScript())({cookie: cookieHeader, documentElement: root});
    return root.dataset.framework;
  };

  it.each([
    ['mapweave_user_framework=react', 'react'],
    ['a=1; mapweave_user_framework=javascript; b=2', 'javascript'],
    ['mapweave_user_framework="react"', null],
    ['mapweave_user_framework=%72eact', null],
    ['mapweave_user_framework=%E0%A4%A', null],
    ['mapweave_user_framework=', null],
    ['mapweave_user_framework', null],
    ['mapweave_user_framework=réact', null],
    ['mapweave_user_framework=React', null],
    ['mapweave_user_framework=react=1', null],
    ['x_mapweave_user_framework=react', null],
    ['mapweave_user_framework="react"; mapweave_user_framework=javascript', 'javascript'],
    ['mapweave_user_framework=react; mapweave_user_framework=javascript', 'react'],
    ['', null],
  ])('%j gives %j', (cookieHeader, expected) => {
    expect(frameworkFromCookies(cookieHeader)).toBe(expected);
    expect(runHeadScriptOn(cookieHeader) ?? null).toBe(expected);
  });
});

describe('frameworkChooserPlaceholderHtml', () => {
  function placeholder(): HTMLElement {
    const host = document.createElement('div');
    host.innerHTML = frameworkChooserPlaceholderHtml();
    return host.firstElementChild as HTMLElement;
  }

  it("shows the chooser's title, text and both choices", () => {
    const element = placeholder();
    expect(element.classList.contains(FRAMEWORK_CHOOSER_PLACEHOLDER_CLASS)).toBe(true);
    expect(element.querySelector('h2')?.textContent).toBe(FRAMEWORK_CHOOSER_TEXT.title);
    expect([...element.querySelectorAll('p')].map((p) => p.textContent)).toEqual(FRAMEWORK_CHOOSER_TEXT.paragraphs);
    expect([...element.querySelectorAll('.button')].map((button) => button.textContent)).toEqual([
      'React',
      'JavaScript',
    ]);
  });

  it('is inert, hidden from assistive technology and has nothing to focus', () => {
    const element = placeholder();
    expect(element.getAttribute('aria-hidden')).toBe('true');
    expect(element.hasAttribute('inert')).toBe(true);
    expect(element.querySelectorAll('a, button, input, [tabindex]')).toHaveLength(0);
  });
});

describe('frameworkChooserInertScript', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    delete document.documentElement.dataset.framework;
  });

  function runOnPage(): HTMLElement {
    document.body.innerHTML = '<div id="__docusaurus"><a href="/docs">Docs</a></div>';
    new Function(frameworkChooserInertScript())();
    return document.getElementById('__docusaurus') as HTMLElement;
  }

  it('makes the page inert behind the chooser when no framework is chosen', () => {
    expect(runOnPage().hasAttribute('inert')).toBe(true);
  });

  it('leaves the page alone once a framework is chosen', () => {
    document.documentElement.dataset.framework = 'react';
    expect(runOnPage().hasAttribute('inert')).toBe(false);
  });

  it('does nothing on a page without the app container', () => {
    expect(() => new Function(frameworkChooserInertScript())()).not.toThrow();
  });
});

describe('shadowingCookiePaths', () => {
  it('lists every ancestor path of the page, with and without its slash, but not the root', () => {
    expect(shadowingCookiePaths('/docs/network-layer/')).toEqual([
      '/docs',
      '/docs/',
      '/docs/network-layer',
      '/docs/network-layer/',
    ]);
    expect(shadowingCookiePaths('/')).toEqual([]);
  });
});
