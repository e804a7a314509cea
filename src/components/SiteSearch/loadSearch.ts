import type {Search} from '@site/src/lib/search/rank';
import type {SearchIndex} from '@site/src/lib/search/types';

export type {Search};

let loading: Promise<Search> | null = null;

/**
 * The site search, fetched on first use: the ranking code is its own chunk and the index a JSON
 * file, so text pages carry neither until a reader focuses the search box. A failed load is
 * forgotten, so the next use tries again.
 */
export function loadSearch(indexUrl: string): Promise<Search> {
  loading ??= Promise.all([
    import('@site/src/lib/search/rank'),
    fetch(indexUrl).then(async (response) => {
      if (!response.ok) throw new Error(`The search index answered ${response.status}`);
      return (await response.json()) as SearchIndex;
    }),
  ]).then(
    ([{createSearch}, index]) => createSearch(index),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
