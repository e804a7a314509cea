// Not a swizzle: a navbar item type of the site's own, registered in ./ComponentTypes.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useSiteFields} from '@site/src/hooks/useSiteFields';
import {usePopup} from '@site/src/hooks/usePopup';
import {HelpIcon} from './NavbarIcons';

interface Props {
  mobile?: boolean;
  className?: string;
}

/**
 * The help links; in the phone menu (`inMenu`) without Docs and Request a trial, which that menu
 * already lists among the navbar's own items.
 */
function HelpLinks({supportEmail, onFollow, inMenu}: {supportEmail: string; onFollow?: () => void; inMenu?: boolean}) {
  return (
    <ul className="mw-navbar-popup__links">
      {!inMenu && (
        <li>
          <Link to="/docs/mapweave-basics" onClick={onFollow}>
            Docs
          </Link>
        </li>
      )}
      <li>
        <Link to="/api/" onClick={onFollow}>
          API reference
        </Link>
      </li>
      <li>
        <a href={`mailto:${supportEmail}`}>Email support ({supportEmail})</a>
      </li>
      {!inMenu && (
        <li>
          <Link to="/try" onClick={onFollow}>
            Request a trial
          </Link>
        </li>
      )}
    </ul>
  );
}

/** A help icon opening links to the docs, the API reference, support by mail and the trial request. */
export default function HelpNavbarItem({mobile, className}: Props): ReactNode {
  const {supportEmail} = useSiteFields();
  const {open, close, toggle, containerRef, buttonRef, panelId} = usePopup();

  if (mobile) {
    return (
      <li className={clsx('menu__list-item mw-navbar-mobile-group', className)}>
        <span className="mw-navbar-mobile-group__title">Help</span>
        <HelpLinks supportEmail={supportEmail} inMenu />
      </li>
    );
  }
  return (
    <div ref={containerRef} className={clsx('navbar__item mw-navbar-popup', className)}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className="mw-navbar-icon-button"
        aria-label="Help"
        title="Help"
      >
        <HelpIcon />
      </button>
      <nav id={panelId} hidden={!open} className="mw-navbar-popup__panel" aria-label="Help">
        <HelpLinks supportEmail={supportEmail} onFollow={close} />
      </nav>
    </div>
  );
}
