// Replaces the navbar search (theme-classic has none of its own): the site's symbol-aware search,
// loaded on first focus or hover, as an ARIA 1.2 combobox with a listbox of results.
import {useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import ResultText from '@site/src/components/SiteSearch/ResultText';
import WaysOn from '@site/src/components/SiteSearch/WaysOn';
import {searchMessage, useSiteSearch} from '@site/src/components/SiteSearch/useSiteSearch';
import styles from '@site/src/components/SiteSearch/styles.module.css';

const SHOWN = 8;

/** Ctrl+K, ⌘K or `/` (outside a text field) focus the search box from anywhere on the page. */
function useFocusShortcut(input: HTMLInputElement | null): void {
  useEffect(() => {
    if (!input) return undefined;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing = target?.closest('input, textarea, select, [contenteditable="true"], .cm-editor');
      const shortcut =
        ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') || (event.key === '/' && !typing);
      if (!shortcut || event.altKey) return;
      event.preventDefault();
      input.focus();
      input.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [input]);
}

export default function SearchBar(): ReactNode {
  const {search, status, prepare} = useSiteSearch();
  const history = useHistory();
  const {withBaseUrl} = useBaseUrlUtils();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const listId = useId();
  useFocusShortcut(input);

  const results = useMemo(() => (search && query.trim() ? search(query, SHOWN) : []), [search, query]);
  const readAs = useMemo(() => (search && query.trim() ? search.read(query).corrected : null), [search, query]);
  const expanded = open && query.trim() !== '' && results.length > 0;
  const nothingFound = open && status === 'ready' && query.trim() !== '' && results.length === 0;
  const message = open ? searchMessage(status, query, results.length, readAs) : '';

  const go = (url: string) => {
    setOpen(false);
    input?.blur();
    history.push(withBaseUrl(url));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!results.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      const chosen = expanded ? results[active] : undefined;
      if (chosen) go(chosen.url);
      else if (query.trim()) go(`/search?q=${encodeURIComponent(query.trim())}`);
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else setQuery('');
    }
  };

  return (
    <div
      ref={container}
      className={clsx('navbar__search', styles.search)}
      onBlur={(event) => {
        if (!container.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <input
        ref={setInput}
        type="search"
        role="combobox"
        aria-label="Search"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded ? `${listId}-${active}` : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder="Search"
        className="navbar__search-input"
        value={query}
        onPointerEnter={prepare}
        onFocus={() => {
          prepare();
          setOpen(true);
        }}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <kbd className={styles.shortcut} aria-hidden="true">
        ctrl K
      </kbd>
      <div className={styles.panel} hidden={!expanded}>
        {readAs && <p className={styles.readAs}>Showing results for “{readAs.trim()}”</p>}
        <ul role="listbox" id={listId} aria-label="Search results" className={styles.list}>
          {results.map((result, index) => (
            <li
              key={result.url}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              // Keep the focus in the box, so a click does not close the list before it lands.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActive(index)}
              onClick={() => go(result.url)}
            >
              <ResultText result={result} />
            </li>
          ))}
        </ul>
        <Link
          className={styles.more}
          to={`/search?q=${encodeURIComponent(query.trim())}`}
          onClick={() => setOpen(false)}
        >
          All results for “{query.trim()}”
        </Link>
      </div>
      {nothingFound && (
        <div className={styles.panel}>
          <WaysOn query={query.trim()} onSearchPage={false} />
        </div>
      )}
      <div aria-live="polite" className={styles.srOnly}>
        {message}
      </div>
    </div>
  );
}
