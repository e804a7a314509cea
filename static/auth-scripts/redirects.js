/*
 * Redirects legacy URLs as the page loads (in practice before its first paint), keeping query and hash:
 * - framework-prefixed paths (/react/…, /javascript/…, /js/…) go to the unprefixed page,
 *   and the framework is remembered in the same cookie the site's chooser writes;
 * - paths ending in .html or index.html go to the path without that suffix (the spec
 *   treats them as the same page; the client router alone does not for every page).
 * A redirect only ever leads to a path of this site: a target that a browser would read as
 * another host (`//host/…`, `/\host/…`) is never produced, and the final URL is checked again.
 * Loaded async on every page (see docusaurus.config.ts); dependency-free.
 */
(function () {
  'use strict';

  var COOKIE = 'mapweave_user_framework';
  var COOKIE_MAX_AGE_SECONDS = 31536000;
  var PREFIXES = {react: 'react', javascript: 'javascript', js: 'javascript'};

  /**
   * The redirect for a URL under `base` (the site's base path, ending in '/'), or null.
   * `framework` is null when only an .html suffix was removed.
   */
  function legacyRedirect(pathname, search, hash, base) {
    if (pathname.indexOf(base) !== 0) return null;
    var path = pathname.slice(base.length);
    var bare = path.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
    var match = /^(react|javascript|js)(\/.*)?$/.exec(bare);
    if (!match && bare === path) return null;
    var target = match ? (match[2] || '/').slice(1) : bare;
    return {
      framework: match ? PREFIXES[match[1]] : null,
      url: base + target.replace(/^[/\\]+/, '') + search + hash,
    };
  }

  /** Whether `url` resolves, from `currentHref`, to a path of the same origin under `base`. */
  function staysOnSite(url, currentHref, base) {
    var current = new URL(currentHref);
    var resolved = new URL(url, current);
    return resolved.origin === current.origin && resolved.pathname.indexOf(base) === 0;
  }

  function frameworkCookie(framework) {
    return COOKIE + '=' + framework + '; path=/; max-age=' + COOKIE_MAX_AGE_SECONDS + '; samesite=lax';
  }

  if (window.__mapweaveRedirectsTest) {
    window.__mapweaveRedirectsTest({
      legacyRedirect: legacyRedirect,
      staysOnSite: staysOnSite,
      frameworkCookie: frameworkCookie,
    });
    return;
  }

  var script = document.currentScript;
  var base = script ? new URL(script.src).pathname.replace(/auth-scripts\/redirects\.js$/, '') : '/';
  var redirect = legacyRedirect(location.pathname, location.search, location.hash, base);
  if (redirect && staysOnSite(redirect.url, location.href, base)) {
    if (redirect.framework) document.cookie = frameworkCookie(redirect.framework);
    location.replace(redirect.url);
  }
})();
