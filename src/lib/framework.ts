export const FRAMEWORK_COOKIE = 'mapweave_user_framework';

export const FRAMEWORKS = ['react', 'javascript'] as const;

export type Framework = (typeof FRAMEWORKS)[number];

export const FRAMEWORK_LABELS: Record<Framework, string> = {
  react: 'React',
  javascript: 'JavaScript',
};

export const FRAMEWORK_COOKIE_MAX_AGE_SECONDS = 31_536_000;

/** js-cookie attributes: `expires` is in days there, one year = 31 536 000 s. */
export const FRAMEWORK_COOKIE_ATTRIBUTES = {
  expires: FRAMEWORK_COOKIE_MAX_AGE_SECONDS / 86_400,
  path: '/',
  sameSite: 'lax',
} as const;

export function parseFramework(value: unknown): Framework | null {
  return FRAMEWORKS.find((framework) => framework === value) ?? null;
}

/**
 * Source of the inline head script that marks `<html data-framework>` from the cookie
 * before first paint, so only the chosen framework's content is ever displayed.
 */
export function frameworkHeadScript(): string {
  const valid = JSON.stringify(FRAMEWORKS);
  const name = JSON.stringify(FRAMEWORK_COOKIE);
  return `(function(){try{var m=document.cookie.match(new RegExp('(?:^|; )'+${name}+'=([^;]*)'));var v=m&&decodeURIComponent(m[1]);if(${valid}.indexOf(v)>=0){document.documentElement.dataset.framework=v;}}catch(e){}})();`;
}
