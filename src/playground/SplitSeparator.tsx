import {useRef, type KeyboardEvent, type PointerEvent, type ReactNode} from 'react';
import {SPLIT_MAX, SPLIT_MIN, splitAfterKey, splitAtPointer} from './split-ratio';
import styles from './Playground.module.css';

interface Props {
  /** The first pane's share of the width, in percent. */
  value: number;
  onChange: (value: number) => void;
  /** Id of the pane the separator resizes. */
  controls: string;
}

/** A focusable vertical separator (WAI-ARIA window splitter): drag it, or use the arrow keys, Home, End and Enter. */
export default function SplitSeparator({value, onChange, controls}: Props): ReactNode {
  const dragging = useRef(false);

  const follow = (event: PointerEvent<HTMLDivElement>) => {
    const container = event.currentTarget.parentElement;
    if (!dragging.current || !container) return;
    const {left, width} = container.getBoundingClientRect();
    onChange(splitAtPointer(event.clientX, left, width));
  };

  return (
    <div
      role="separator"
      tabIndex={0}
      aria-orientation="vertical"
      aria-label="Resize the editor and the preview"
      aria-controls={controls}
      aria-valuenow={value}
      aria-valuemin={SPLIT_MIN}
      aria-valuemax={SPLIT_MAX}
      aria-valuetext={`Editor ${Math.round(value)}% of the width`}
      className={styles.separator}
      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
        const next = splitAfterKey(value, event.key);
        if (next === null) return;
        event.preventDefault();
        onChange(next);
      }}
      onPointerDown={(event) => {
        dragging.current = true;
        event.currentTarget.setPointerCapture(event.pointerId);
      }}
      onPointerMove={follow}
      onPointerUp={(event) => {
        dragging.current = false;
        event.currentTarget.releasePointerCapture(event.pointerId);
      }}
      onPointerCancel={() => {
        dragging.current = false;
      }}
    />
  );
}
