import {useId, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {useModalDialog} from '@site/src/hooks/useModalDialog';

interface Props {
  /** What the edits were made to, as the reader knows it (an example's title, "the shared code"). */
  subject: string;
  /** What discarding leads to, one sentence. */
  consequence: string;
  onDiscard: () => void;
  onKeep: () => void;
}

/** Asks before other code replaces the reader's edits; Escape, a click outside or "Keep editing" keeps them. */
export default function DiscardDialog({subject, consequence, onDiscard, onKeep}: Props): ReactNode {
  const dialogRef = useModalDialog(onKeep);
  const titleId = useId();
  const textId = useId();
  return createPortal(
    <div
      className="mw-modal-backdrop"
      onClick={(event) => {
        if (event.target === event.currentTarget) onKeep();
      }}
    >
      <div
        ref={dialogRef}
        className="mw-modal"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={-1}
      >
        <h2 id={titleId} className="mw-modal__title">
          Discard your edits to {subject}?
        </h2>
        <p id={textId}>{consequence}</p>
        <div className="mw-modal__actions">
          <button type="button" className="button button--secondary" onClick={onDiscard}>
            Discard edits
          </button>
          <button type="button" className="button button--primary" onClick={onKeep} data-autofocus>
            Keep editing
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
