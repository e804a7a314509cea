import type {ReactNode} from 'react';
import {CONSOLE_LINES_PER_SECOND} from '@site/src/runner/protocol';
import styles from './Playground.module.css';

/** What the sandboxed preview stops by itself, and what only a reload ends. */
export default function RunnerLimits(): ReactNode {
  return (
    <details className={styles.hint}>
      <summary>What the preview can stop</summary>
      <ul className={styles.limits}>
        <li>
          A loop that keeps the page busy for more than a second, with or without <code>await</code> inside, stops with
          an error naming its line. Stop ends any program.
        </li>
        <li>
          Code given as a string does not run: <code>eval</code>, <code>new Function</code>, <code>setTimeout</code> or{' '}
          <code>setInterval</code> with a string.
        </li>
        <li>
          The program cannot send anything: requests to other places (<code>fetch</code>, images, fonts, sockets) are
          blocked and named in the console; WebRTC is not there; forms, new windows and links out do nothing. A program
          that loads another page into its frame is stopped, with a message saying so.
        </li>
        <li>
          The console shows {CONSOLE_LINES_PER_SECOND} lines a second at most and says how many it dropped. A draft that
          flooded it, tried to leave its frame or that you stopped does not run by itself when the playground opens
          again.
        </li>
        <li>
          The preview shares this page’s thread, and some work no guard can interrupt: a regular expression that
          backtracks without end, one built-in call on huge data, an endless chain of promise callbacks without a loop.
          The page then freezes until the browser offers to stop it; your draft is kept for the reload, and runs again
          when it opens.
        </li>
      </ul>
    </details>
  );
}
