import {createContext, useContext, type ReactNode} from 'react';

const ReleaseListHeaderContext = createContext<ReactNode>(null);

/**
 * Carries the header of the release list page (/download: its heading and download card)
 * from the BlogListPage wrapper down to the BlogPostItems wrapper, which renders it above the
 * posts inside the blog layout's main column; the original components stay untouched.
 */
export const ReleaseListHeaderProvider = ReleaseListHeaderContext.Provider;

export function useReleaseListHeader(): ReactNode {
  return useContext(ReleaseListHeaderContext);
}
