import {optionalEnv, urlEnv, type Env} from './env';

export interface SiteAddress {
  url: string;
  baseUrl: string;
}

/** Where the site is deployed: MAPWEAVE_SITE_URL (origin) and MAPWEAVE_BASE_URL (path prefix). */
export function siteAddressFromEnv(env: Env): SiteAddress {
  const url = urlEnv(env, 'MAPWEAVE_SITE_URL', 'https://mapweave.example');
  if (new URL(url).pathname !== '/') {
    throw new Error(`MAPWEAVE_SITE_URL must be an origin without a path (use MAPWEAVE_BASE_URL), got "${url}"`);
  }
  const baseUrl = optionalEnv(env, 'MAPWEAVE_BASE_URL') ?? '/';
  if (!/^\/([\w.-]+\/)*$/.test(baseUrl)) {
    throw new Error(`MAPWEAVE_BASE_URL must start and end with "/", like "/docs-site/", got "${baseUrl}"`);
  }
  return {url: url.replace(/\/$/, ''), baseUrl};
}

export interface AnalyticsIds {
  gtagId: string | null;
  gtmId: string | null;
}

export function analyticsIdsFromEnv(env: Env): AnalyticsIds {
  return {
    gtagId: idEnv(env, 'MAPWEAVE_GTAG_ID', /^G-[A-Z0-9]+$/),
    gtmId: idEnv(env, 'MAPWEAVE_GTM_ID', /^GTM-[A-Z0-9]+$/),
  };
}

function idEnv(env: Env, name: string, pattern: RegExp): string | null {
  const value = optionalEnv(env, name);
  if (value !== null && !pattern.test(value)) {
    throw new Error(`${name} must look like ${pattern.source}, got "${value}"`);
  }
  return value;
}
