// @vitest-environment jsdom
import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {FRAMEWORK_COOKIE, FRAMEWORK_COOKIE_MAX_AGE_SECONDS} from '../../src/lib/framework';

interface RedirectsApi {
  legacyRedirect(
    pathname: string,
    search: string,
    hash: string,
    base: string,
  ): {framework: string | null; url: string} | null;
  staysOnSite(url: string, currentHref: string, base: string): boolean;
  frameworkCookie(framework: string): string;
}

declare global {
  interface Window {
    __mapweaveRedirectsTest?: (api: RedirectsApi) => void;
  }
}

const source = readFileSync(resolve(import.meta.dirname, '../../static/auth-scripts/redirects.js'), 'utf8');
let api: RedirectsApi;

beforeAll(() => {
  window.__mapweaveRedirectsTest = (exposed) => {
    api = exposed;
  };
  new Function(source)();
  delete window.__mapweaveRedirectsTest;
});

describe('redirects.js legacyRedirect', () => {
  it.each([
    ['/react/docs/getting-started', '?x=1', '#h', '/docs/getting-started?x=1#h', 'react'],
    ['/javascript/api/types', '', '', '/api/types', 'javascript'],
    ['/js/examples/', '?name=basic', '', '/examples/?name=basic', 'javascript'],
    ['/react', '', '#top', '/#top', 'react'],
    ['/js/', '', '', '/', 'javascript'],
  ])('sends %s%s%s to %s with framework %s', (pathname, search, hash, url, framework) => {
    expect(api.legacyRedirect(pathname, search, hash, '/')).toEqual({url, framework});
  });

  it.each([
    ['/docs/getting-started.html', '?x=1', '#h', '/docs/getting-started?x=1#h'],
    ['/docs/getting-started/index.html', '', '', '/docs/getting-started/'],
    ['/download/1.5.html', '', '', '/download/1.5'],
    ['/index.html', '', '', '/'],
    ['/examples/index.html', '?name=basic', '', '/examples/?name=basic'],
  ])('sends %s%s%s to %s without touching the framework', (pathname, search, hash, url) => {
    expect(api.legacyRedirect(pathname, search, hash, '/')).toEqual({url, framework: null});
  });

  it('removes both a framework prefix and an .html suffix', () => {
    expect(api.legacyRedirect('/react/docs/filtering.html', '', '', '/')).toEqual({
      url: '/docs/filtering',
      framework: 'react',
    });
  });

  it('respects the base path the site is deployed under', () => {
    expect(api.legacyRedirect('/mapweave/js/docs/filtering', '', '', '/mapweave/')).toEqual({
      url: '/mapweave/docs/filtering',
      framework: 'javascript',
    });
    expect(api.legacyRedirect('/react/docs/filtering', '', '', '/mapweave/')).toBeNull();
  });

  it.each(['/docs/getting-started', '/reactive/docs', '/jsx/x', '/docs/react/x', '/', '/React/docs', '/docs/x.htm'])(
    'leaves %s alone',
    (pathname) => {
      expect(api.legacyRedirect(pathname, '', '', '/')).toBeNull();
    },
  );
});

describe('redirects.js never leaves the site', () => {
  const site = 'https://mapweave.example';

  it.each([
    ['/react//evil.example/phish', '/evil.example/phish'],
    ['/js//evil.example/phish', '/evil.example/phish'],
    ['/javascript//evil.example/phish', '/evil.example/phish'],
    ['/react/\\evil.example', '/evil.example'],
    ['/react/\\/evil.example', '/evil.example'],
    ['/react///\\evil.example/a.html', '/evil.example/a'],
    ['//evil.example/x.html', '/evil.example/x'],
    ['/\\evil.example/x.html', '/evil.example/x'],
  ])('sends %s to the site path %s', (pathname, url) => {
    const redirect = api.legacyRedirect(pathname, '?q=1', '#h', '/');
    expect(redirect?.url).toBe(`${url}?q=1#h`);
    expect(new URL(redirect!.url, `${site}${pathname}`).origin).toBe(site);
    expect(api.staysOnSite(redirect!.url, `${site}${pathname}`, '/')).toBe(true);
  });

  it('keeps a base path when the target starts with slashes', () => {
    expect(api.legacyRedirect('/mapweave/react//evil.example/x', '', '', '/mapweave/')?.url).toBe(
      '/mapweave/evil.example/x',
    );
  });

  it.each(['//evil.example/phish', '/\\evil.example', 'https://evil.example/', '/other-base/x'])(
    'staysOnSite rejects %s under /mapweave/',
    (url) => {
      expect(api.staysOnSite(url, `${site}/mapweave/react/x`, '/mapweave/')).toBe(false);
    },
  );
});

describe('redirects.js frameworkCookie', () => {
  it('writes the same cookie as the framework chooser', () => {
    document.cookie = api.frameworkCookie('javascript');
    expect(document.cookie).toContain(`${FRAMEWORK_COOKIE}=javascript`);
    expect(api.frameworkCookie('react')).toBe(
      `${FRAMEWORK_COOKIE}=react; path=/; max-age=${FRAMEWORK_COOKIE_MAX_AGE_SECONDS}; samesite=lax`,
    );
  });
});
