import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * Whether this render hydrates the server's HTML, so that it must reproduce it: in the browser,
 * before `useIsBrowser` turns true (in the render right after hydration). False on the server.
 * `<html data-has-hydrated>` is no substitute: it comes later, through the head manager, and a
 * component first rendered in between (an example page's code, read from its URL) would keep
 * server HTML it never had.
 */
export function useIsHydrationRender(): boolean {
  const isBrowser = useIsBrowser();
  return typeof document !== 'undefined' && !isBrowser;
}
