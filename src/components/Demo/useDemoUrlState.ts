import {useCallback, useMemo, useSyncExternalStore} from 'react';
import {
  readDemoState,
  writeDemoState,
  type DemoState,
  type DemoStateChecks,
  type DemoStateSchema,
} from './demo-url-state';

/**
 * A demo's state, kept in the query string (see demo-url-state.ts for the schema).
 *
 *   const checks = useMemo(() => (data ? {site: (id) => sites.has(id)} : NO_CHECKS), [data]);
 *   const [state, update, restored, ignored] = useDemoUrlState(SCHEMA, checks);
 *
 * The server render and hydration use the defaults; right after, the state from the URL
 * replaces them and `restored` turns true. `ignored` lists the keys whose value in the URL was
 * ignored (malformed, repeated or failing its check against the demo's data), for
 * `IgnoredLinkStateNote`. `update(partial)` merges at once and writes the URL (replacing the
 * history entry) once changes pause for a moment, so a playing time bar does not flood the
 * history API; ignored values are dropped from the URL then. The schema must be a module-level
 * constant, and `checks` stable while the data is.
 */
export function useDemoUrlState<S extends DemoStateSchema>(
  schema: S,
  checks: DemoStateChecks<S> = NO_CHECKS,
): [DemoState<S>, (partial: Partial<DemoState<S>>) => void, boolean, (keyof S & string)[]] {
  const store = searchStore();
  const search = useSyncExternalStore(store.subscribe, store.getSnapshot, emptySearch);
  const restored = useSyncExternalStore(noSubscription, isClient, isServer);
  const {state, ignored} = useMemo(() => readDemoState(schema, search, checks), [schema, search, checks]);
  const update = useCallback(
    (partial: Partial<DemoState<S>>) => {
      const {state: current} = readDemoState(schema, store.getSnapshot(), checks);
      store.set(writeDemoState(schema, {...current, ...partial}, store.getSnapshot()));
    },
    [schema, store, checks],
  );
  return [state, update, restored, ignored];
}

/** No checks: the value for `checks` while a demo's data is loading. */
export const NO_CHECKS = {};

const URL_WRITE_DELAY_MS = 300;

interface SearchStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): string;
  set(search: string): void;
}

let sharedStore: SearchStore | null = null;

/**
 * One store for the page's query string, so that every hook of a page (the panel's, the map's
 * camera) writes on top of the others' values. Between pages it has no listeners and reads the
 * address bar afresh.
 */
function searchStore(): SearchStore {
  sharedStore ??= createSearchStore();
  return sharedStore;
}

function createSearchStore(): SearchStore {
  let search = typeof window === 'undefined' ? '' : window.location.search;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const onPopState = () => {
    search = window.location.search;
    notify();
  };
  const writeUrl = () => {
    timer = null;
    const {pathname, hash} = window.location;
    if (window.location.search !== search)
      window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
  };
  return {
    subscribe(listener) {
      if (listeners.size === 0) {
        if (timer === null) search = window.location.search;
        window.addEventListener('popstate', onPopState);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        window.removeEventListener('popstate', onPopState);
        if (timer !== null) {
          clearTimeout(timer);
          writeUrl();
        }
      };
    },
    getSnapshot: () => {
      if (listeners.size === 0 && timer === null && typeof window !== 'undefined') search = window.location.search;
      return search;
    },
    set(next) {
      if (next === search) return;
      search = next;
      notify();
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(writeUrl, URL_WRITE_DELAY_MS);
    },
  };
}

const emptySearch = () => '';
const noSubscription = () => () => {};
const isClient = () => true;
const isServer = () => false;
