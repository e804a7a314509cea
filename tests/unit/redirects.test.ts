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

describe('redirects.js frameworkCookie', () => {
  it('writes the same cookie as the framework chooser', () => {
    document.cookie = api.frameworkCookie('javascript');
    expect(document.cookie).toContain(`${FRAMEWORK_COOKIE}=javascript`);
    expect(api.frameworkCookie('react')).toBe(
      `${FRAMEWORK_COOKIE}=react; path=/; max-age=${FRAMEWORK_COOKIE_MAX_AGE_SECONDS}; samesite=lax`,
    );
  });
});
