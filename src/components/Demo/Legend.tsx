import {useLayoutEffect, useRef, type ReactNode} from 'react';
import styles from './panel.module.css';

/** On a map narrower than this the legend starts folded: open, it would cover much of it. */
export const LEGEND_OPEN_FROM_PX = 600;

/**
 * A demo map's legend in its corner; it folds away so it never hides the map for good, and
 * starts folded on narrow maps. Its summary is a button (Enter or Space opens it). Marked as
 * an overlay: the demo's fits and "Show" actions keep what they frame clear of it.
 */
export default function Legend({children}: {children: ReactNode}): ReactNode {
  const legend = useRef<HTMLDetailsElement>(null);
  // Open on the server and in the hydration render; folded before the first paint on a narrow map.
  useLayoutEffect(() => {
    const map = legend.current?.parentElement;
    if (map && map.clientWidth < LEGEND_OPEN_FROM_PX) legend.current!.open = false;
  }, []);
  return (
    <details ref={legend} className={styles.legend} open data-map-overlay="">
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
