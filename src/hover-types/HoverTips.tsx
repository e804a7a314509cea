import type {ReactNode} from 'react';
import type {HoverTypes} from './data';
import {tipId} from './context';
import styles from './styles.module.css';

/**
 * The popups of a code block's SDK names, one per type and doc comment, rendered as text after the
 * block (so that the code's text stays whole) and shown by ./tips beside the name hovered or focused.
 */
export default function HoverTips({hoverTypes, tipIds}: {hoverTypes: HoverTypes; tipIds: string}): ReactNode {
  return (
    <div className={styles.tips}>
      {hoverTypes.entries.map(([type, doc], entry) => (
        <span key={entry} role="tooltip" id={tipId(tipIds, entry)} className={styles.tip}>
          <span className={styles.type}>{type}</span>
          {doc && <span className={styles.doc}>{doc}</span>}
        </span>
      ))}
    </div>
  );
}
