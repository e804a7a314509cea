import type {ReactNode} from 'react';
import styles from './Opening.module.css';

/** What the playground shows until its editor is ready: the page keeps its heading throughout. */
export default function Opening(): ReactNode {
  return (
    <div className={styles.opening}>
      <h1>Playground</h1>
      <p role="status">Opening the editor…</p>
      <noscript>
        <p>The playground runs in your browser and needs JavaScript.</p>
      </noscript>
    </div>
  );
}
