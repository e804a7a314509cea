import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** An SDK name in a code block: focusable, described by its popup (see ./HoverTips). */
export default function HoverName({name, tip}: {name: string; tip: string}): ReactNode {
  return (
    <span className={styles.name} tabIndex={0} aria-describedby={tip} data-hover-name="">
      {name}
    </span>
  );
}
