import type {ReactNode} from 'react';
import {EXAMPLES} from '@site/src/data/examples';
import {findExample} from '@site/src/data/example-meta';
import {FRAMEWORK_LABELS} from '@site/src/lib/framework';
import type {ShelvedDraft} from './draft-shelf';
import styles from './Playground.module.css';

interface Props {
  /** Every draft but this tab's own, newest first. */
  drafts: readonly ShelvedDraft[];
  onRestore: (shelved: ShelvedDraft) => void;
  onDelete: (id: string) => void;
}

const FIRST_LINE_MAX = 60;

/** "“Basic network”, JavaScript: const map = …", what tells one draft from another. */
function describe({draft}: ShelvedDraft): string {
  const example = findExample(EXAMPLES, draft.example);
  const code = draft.edits[draft.framework] ?? '';
  const firstLine =
    code
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim() ?? '';
  const clipped = firstLine.length > FIRST_LINE_MAX ? `${firstLine.slice(0, FIRST_LINE_MAX - 1)}…` : firstLine;
  const subject = example ? `“${example.title}”` : 'Shared code';
  return `${subject}, ${FRAMEWORK_LABELS[draft.framework]}${clipped ? `: ${clipped}` : ''}`;
}

/** The drafts of other tabs and those set aside in this one, to restore here or delete. */
export default function RecentDrafts({drafts, onRestore, onDelete}: Props): ReactNode {
  if (drafts.length === 0) return null;
  return (
    <details className={styles.hint}>
      <summary>Recent drafts ({drafts.length})</summary>
      <ol className={styles.recentDrafts}>
        {drafts.map((shelved) => {
          const label = describe(shelved);
          return (
            <li key={shelved.id}>
              <span className={styles.recentLabel}>{label}</span>{' '}
              <time dateTime={new Date(shelved.savedAt).toISOString()}>
                {new Date(shelved.savedAt).toLocaleString()}
              </time>{' '}
              <button
                type="button"
                className="button button--link button--sm"
                aria-label={`Restore ${label}`}
                onClick={() => onRestore(shelved)}
              >
                Restore
              </button>
              <button
                type="button"
                className="button button--link button--sm"
                aria-label={`Delete ${label}`}
                onClick={() => onDelete(shelved.id)}
              >
                Delete
              </button>
            </li>
          );
        })}
      </ol>
    </details>
  );
}
