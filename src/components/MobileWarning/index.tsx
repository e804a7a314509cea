import {useEffect, useId, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {isMobileDevice, mobileWarningFor, type DeviceHints, type MobileWarningKind} from '@site/src/lib/mobile';
import {useModalDialog} from '@site/src/hooks/useModalDialog';

export const MOBILE_WARNING_TEXT = 'Showcases, Examples and Playgrounds are not currently supported on mobile.';

interface PendingNavigation {
  kind: MobileWarningKind;
  /** Path with query and hash, as the router navigates to it. */
  target: string;
}

function currentDevice(): DeviceHints {
  const nav = navigator as Navigator & {userAgentData?: {mobile?: boolean}};
  return {userAgent: nav.userAgent, userAgentData: nav.userAgentData, maxTouchPoints: nav.maxTouchPoints};
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * On phones and tablets, intercepts clicks on links to the showcase, examples, demos and
 * playground (capturing, before the router) and asks first.
 */
export default function MobileWarning(): ReactNode {
  const [pending, setPending] = useState<PendingNavigation | null>(null);
  const history = useHistory();
  const baseUrl = useBaseUrl('/');

  useEffect(() => {
    if (!isMobileDevice(currentDevice())) return undefined;
    function onClick(event: MouseEvent) {
      if (!isPlainLeftClick(event) || !(event.target instanceof Element)) return;
      const anchor = event.target.closest('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin || !url.pathname.startsWith(baseUrl)) return;
      const kind = mobileWarningFor(`/${url.pathname.slice(baseUrl.length)}`);
      if (kind === null) return;
      event.preventDefault();
      event.stopPropagation();
      setPending({kind, target: url.pathname + url.search + url.hash});
    }
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, [baseUrl]);

  if (pending === null) return null;
  const stay = () => setPending(null);
  const continueAnyway = () => {
    setPending(null);
    history.push(pending.target);
  };
  return createPortal(<WarningDialog kind={pending.kind} onStay={stay} onContinue={continueAnyway} />, document.body);
}

function WarningDialog({
  kind,
  onStay,
  onContinue,
}: {
  kind: MobileWarningKind;
  onStay: () => void;
  onContinue: () => void;
}): ReactNode {
  const dialogRef = useModalDialog(onStay);
  const textId = useId();
  return (
    <div
      className="mw-modal-backdrop"
      onClick={(event) => {
        if (event.target === event.currentTarget) onStay();
      }}
    >
      <div
        ref={dialogRef}
        className="mw-modal"
        role="dialog"
        aria-modal="true"
        aria-label="Not supported on mobile"
        aria-describedby={textId}
        tabIndex={-1}
      >
        <p id={textId} className="mw-modal__text">
          {MOBILE_WARNING_TEXT}
        </p>
        <div className="mw-modal__actions">
          {kind === 'showcase' && (
            <button type="button" className="button button--secondary" onClick={onContinue}>
              Continue Anyway
            </button>
          )}
          <button type="button" className="button button--primary" onClick={onStay} data-autofocus>
            Stay Here
          </button>
        </div>
      </div>
    </div>
  );
}
