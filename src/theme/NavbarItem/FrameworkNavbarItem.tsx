// Not a swizzle: a navbar item type of the site's own, registered in ./ComponentTypes.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {FRAMEWORK_LABELS, FRAMEWORKS, type Framework} from '@site/src/lib/framework';
import {chooseFramework, useFramework} from '@site/src/hooks/useFramework';
import {usePopup} from '@site/src/hooks/usePopup';
import {FrameworkIcon} from './NavbarIcons';

interface Props {
  mobile?: boolean;
  className?: string;
}

function FrameworkChoices({current, onChosen}: {current: Framework | null | undefined; onChosen?: () => void}) {
  return FRAMEWORKS.map((choice) => (
    <button
      key={choice}
      type="button"
      className={clsx('mw-navbar-popup__choice', current === choice && 'mw-navbar-popup__choice--active')}
      aria-pressed={current === choice}
      onClick={() => {
        onChosen?.();
        if (choice !== current) chooseFramework(choice);
      }}
    >
      <FrameworkIcon framework={choice} />
      {FRAMEWORK_LABELS[choice]}
    </button>
  ));
}

/** Shows the chosen framework and switches it (writes the cookie and reloads). */
export default function FrameworkNavbarItem({mobile, className}: Props): ReactNode {
  const framework = useFramework();
  const {open, close, toggle, containerRef, buttonRef, panelId} = usePopup();
  const currentLabel = framework ? FRAMEWORK_LABELS[framework] : 'not chosen';

  if (mobile) {
    return (
      <li className={clsx('menu__list-item mw-navbar-mobile-group', className)}>
        <span className="mw-navbar-mobile-group__title">Framework: {currentLabel}</span>
        <div role="group" aria-label="Framework" className="mw-navbar-mobile-group__choices">
          <FrameworkChoices current={framework} />
        </div>
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
        aria-label={`Framework: ${currentLabel}. Change framework`}
        title={`Framework: ${currentLabel}`}
      >
        <FrameworkIcon framework={framework} />
      </button>
      <div id={panelId} hidden={!open} className="mw-navbar-popup__panel" role="group" aria-label="Framework">
        <p className="mw-navbar-popup__heading">Docs and examples show code for</p>
        <FrameworkChoices current={framework} onChosen={close} />
      </div>
    </div>
  );
}
