import {useId, type ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * An SDK name in a code block, focusable, described by its popup: its type and doc comment, shown
 * on hover and focus (./tips places it and closes it on Escape). Rendered as text, never as HTML.
 */
export default function HoverName({name, type, doc}: {name: string; type: string; doc: string}): ReactNode {
  const id = useId();
  return (
    <>
      <span className={styles.name} tabIndex={0} aria-describedby={id} data-hover-name="">
        {name}
      </span>
      <span role="tooltip" id={id} className={styles.tip}>
        <span className={styles.type}>{type}</span>
        {doc && <span className={styles.doc}>{doc}</span>}
      </span>
    </>
  );
}
