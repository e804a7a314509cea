import type {ReactNode} from 'react';
import type {SearchResult} from '@site/src/lib/search/types';
import styles from './styles.module.css';

const KIND_LABEL: Record<SearchResult['kind'], string> = {
  docs: 'Guide',
  api: 'API',
  release: 'Release notes',
  licence: 'Licence',
};

/** A result's title, where it is, and a line of its text. */
export default function ResultText({result}: {result: SearchResult}): ReactNode {
  return (
    <>
      <span className={styles.title}>
        {result.symbol ? <code>{result.title}</code> : result.title}
        {result.symbol && <span className={styles.symbolKind}> {result.symbol}</span>}
      </span>
      <span className={styles.context}>
        {KIND_LABEL[result.kind]}
        {result.context ? ` · ${result.context}` : ''}
      </span>
      {result.excerpt && <span className={styles.excerpt}>{result.excerpt}</span>}
    </>
  );
}
