import {useId, useLayoutEffect, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {
  FRAMEWORK_CHOOSER_PLACEHOLDER_CLASS,
  FRAMEWORK_CHOOSER_TEXT,
  FRAMEWORK_LABELS,
  FRAMEWORKS,
} from '@site/src/lib/framework';
import {chooseFramework, useFramework} from '@site/src/hooks/useFramework';
import {useModalDialog} from '@site/src/hooks/useModalDialog';

/** The blocking "Select your framework" modal, shown after hydration when no valid choice is saved. */
export default function FrameworkChooser(): ReactNode {
  const framework = useFramework();
  // The static placeholder (plugins/framework-head) goes in the commit that shows this dialog.
  useLayoutEffect(() => {
    if (framework !== undefined) document.querySelector(`.${FRAMEWORK_CHOOSER_PLACEHOLDER_CLASS}`)?.remove();
  }, [framework]);
  if (framework !== null) return null;
  return createPortal(<ChooserDialog />, document.body);
}

function ChooserDialog(): ReactNode {
  // Deliberately not dismissible: Escape and outside clicks do nothing until a framework is chosen.
  const dialogRef = useModalDialog(null);
  const titleId = useId();
  const descriptionId = useId();
  return (
    <div className="mw-modal-backdrop">
      <div
        ref={dialogRef}
        className="mw-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
      >
        <h2 id={titleId} className="mw-modal__title">
          {FRAMEWORK_CHOOSER_TEXT.title}
        </h2>
        <div id={descriptionId}>
          {FRAMEWORK_CHOOSER_TEXT.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
        <div className="mw-modal__actions">
          {FRAMEWORKS.map((choice) => (
            <button
              key={choice}
              type="button"
              className="button button--primary button--lg"
              onClick={() => chooseFramework(choice)}
            >
              {FRAMEWORK_LABELS[choice]}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
