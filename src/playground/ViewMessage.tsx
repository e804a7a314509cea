import type {ReactNode} from 'react';
import styles from './StandaloneView.module.css';

/** The standalone view's page when it shows no map: while it reads the program, or why it cannot. */
export default function ViewMessage({children}: {children: ReactNode}): ReactNode {
  return (
    <main className={`${styles.view} ${styles.message}`}>
      <h1>Standalone view</h1>
      {children}
    </main>
  );
}
