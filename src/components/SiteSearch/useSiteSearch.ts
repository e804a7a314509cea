import {useCallback, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {loadSearch, type Search} from './loadSearch';

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The site search and where its loading stands; `prepare` starts loading it (once). */
export function useSiteSearch(): {search: Search | null; status: SearchStatus; prepare: () => void} {
  const indexUrl = useBaseUrl('/search-index.json');
  const [state, setState] = useState<{search: Search | null; status: SearchStatus}>({search: null, status: 'idle'});
  const prepare = useCallback(() => {
    setState((current) =>
      current.status === 'idle' || current.status === 'failed' ? {search: null, status: 'loading'} : current,
    );
    loadSearch(indexUrl).then(
      (search) => setState({search, status: 'ready'}),
      () => setState({search: null, status: 'failed'}),
    );
  }, [indexUrl]);
  return {...state, prepare};
}

/** What a live region says about a query's results; `readAs` is the query's corrected spelling, if it had to be corrected. */
export function searchMessage(
  status: SearchStatus,
  query: string,
  count: number,
  readAs: string | null = null,
): string {
  if (status === 'loading') return 'Loading the search index…';
  if (status === 'failed') return 'The search index could not be loaded. Check your connection and try again.';
  if (status !== 'ready' || !query.trim()) return '';
  if (count === 0) return `No results for “${query.trim()}”.`;
  const results = `${count} result${count === 1 ? '' : 's'}`;
  return readAs ? `${results} for “${readAs.trim()}”.` : `${results}.`;
}
