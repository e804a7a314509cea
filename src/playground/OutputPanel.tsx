import type {ReactNode} from 'react';
import {CONSOLE_LINES_PER_SECOND, type FrameToPageMessage} from '@site/src/runner/protocol';
import type {OutputEntry} from './output-log';
import styles from './Playground.module.css';

type RunnerError = Extract<FrameToPageMessage, {type: 'error'}>;

interface Props {
  entries: readonly OutputEntry[];
  onClear: () => void;
  /** Moves the editor's cursor to a line and column of the code. */
  onGoTo: (line: number, column?: number) => void;
}

function place(entry: RunnerError): string {
  if (entry.line === undefined) return '';
  return entry.column === undefined ? `Line ${entry.line}` : `Line ${entry.line}, column ${entry.column}`;
}

/** What the program wrote to the console and the errors it stopped on, in order. */
export default function OutputPanel({entries, onClear, onGoTo}: Props): ReactNode {
  return (
    <section className={styles.output} aria-labelledby="playground-console-title">
      <div className={styles.outputHeader}>
        <h2 id="playground-console-title" className={styles.outputTitle}>
          Console
        </h2>
        <button
          type="button"
          className="button button--link button--sm"
          onClick={onClear}
          disabled={entries.length === 0}
        >
          Clear console
        </button>
      </div>
      <div className={styles.outputLog} role="log" aria-labelledby="playground-console-title">
        <ol className={styles.outputList}>
          {entries.length === 0 && <li className={styles.outputEmpty}>Nothing logged yet.</li>}
          {entries.map((entry) =>
            entry.type === 'console-dropped' ? (
              <li key={entry.id} className={styles['level-warn']} data-level="dropped">
                {entry.count === 1 ? '1 line' : `${entry.count} lines`} dropped: the program logs faster than the
                console shows ({CONSOLE_LINES_PER_SECOND} lines a second).
              </li>
            ) : entry.type === 'console' ? (
              <li key={entry.id} className={styles[`level-${entry.level}`]} data-level={entry.level}>
                {entry.level !== 'log' && <span className={styles.levelName}>{entry.level}: </span>}
                {entry.text}
              </li>
            ) : (
              <li key={entry.id} className={styles.errorEntry} data-error-phase={entry.phase}>
                <strong>{entry.phase === 'compile' ? 'Compile error' : 'Runtime error'}</strong>
                {entry.line !== undefined && (
                  <>
                    {' '}
                    <button
                      type="button"
                      className={styles.lineLink}
                      onClick={() => onGoTo(entry.line ?? 1, entry.column)}
                      aria-label={`${place(entry)}: go to it in the editor`}
                    >
                      {place(entry)}
                    </button>
                  </>
                )}
                : {entry.message}
              </li>
            ),
          )}
        </ol>
      </div>
    </section>
  );
}
