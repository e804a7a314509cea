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

/** One entry of a legend's list: the mark as the map draws it (a node, a line, a node with its glyph), then its meaning. */
export function LegendKey({
  mark,
  color,
  glyph,
  children,
}: {
  mark: 'dot' | 'line' | 'glyph';
  color: string;
  glyph?: string;
  children: ReactNode;
}): ReactNode {
  return (
    <li>
      <span className={styles[mark === 'glyph' ? 'glyphDot' : mark]} style={{background: color}} aria-hidden="true">
        {glyph}
      </span>
      {children}
    </li>
  );
}
