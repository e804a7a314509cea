/**
 * Whether React is hydrating the page, so that a render must reproduce the server's HTML:
 * Docusaurus marks `<html data-has-hydrated="true">` once hydration is done. False on the server.
 */
export function isHydrating(root: Pick<HTMLElement, 'dataset'> | undefined = globalThis.document?.documentElement): boolean {
  return root !== undefined && root.dataset.hasHydrated !== 'true';
}
