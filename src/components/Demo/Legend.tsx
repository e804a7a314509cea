import type {ReactNode} from 'react';
import styles from './panel.module.css';

/** A demo map's legend in its corner; it folds away (it starts open) so it never hides the map for good. */
export default function Legend({children}: {children: ReactNode}): ReactNode {
  return (
    <details className={styles.legend} open>
      <summary>Legend</summary>
      {children}
    </details>
  );
}
