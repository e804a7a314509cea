/*
 * Redirects legacy framework-prefixed URLs (/react/…, /javascript/…, /js/…) to the
 * unprefixed page, keeping query and hash, and remembers the framework in the same
 * cookie the site's framework chooser writes. Loaded on every page; dependency-free.
 */
(function () {
  'use strict';

  var COOKIE = 'mapweave_user_framework';
  var COOKIE_MAX_AGE_SECONDS = 31536000;
  var PREFIXES = {react: 'react', javascript: 'javascript', js: 'javascript'};

  /** The redirect for a URL under `base` (the site's base path, ending in '/'), or null. */
  function legacyRedirect(pathname, search, hash, base) {
    if (pathname.indexOf(base) !== 0) return null;
    var match = /^(react|javascript|js)(\/.*)?$/.exec(pathname.slice(base.length));
    if (!match) return null;
    return {
      framework: PREFIXES[match[1]],
      url: base + (match[2] || '/').slice(1) + search + hash,
    };
  }

  function frameworkCookie(framework) {
    return COOKIE + '=' + framework + '; path=/; max-age=' + COOKIE_MAX_AGE_SECONDS + '; samesite=lax';
  }

  if (window.__mapweaveRedirectsTest) {
    window.__mapweaveRedirectsTest({legacyRedirect: legacyRedirect, frameworkCookie: frameworkCookie});
    return;
  }

  var script = document.currentScript;
  var base = script ? new URL(script.src).pathname.replace(/auth-scripts\/redirects\.js$/, '') : '/';
  var redirect = legacyRedirect(location.pathname, location.search, location.hash, base);
  if (redirect) {
    document.cookie = frameworkCookie(redirect.framework);
    location.replace(redirect.url);
  }
})();
