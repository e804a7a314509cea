// Not a swizzle: a navbar item type of the site's own, registered in ./ComponentTypes.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {AccountIcon} from './NavbarIcons';

interface Props {
  mobile?: boolean;
  className?: string;
}

/** An account icon linking to /account. */
export default function AccountNavbarItem({mobile, className}: Props): ReactNode {
  if (mobile) {
    return (
      <li className={clsx('menu__list-item', className)}>
        <Link className="menu__link" to="/account">
          Account
        </Link>
      </li>
    );
  }
  return (
    <Link
      to="/account"
      className={clsx('navbar__item navbar__link mw-navbar-icon-button', className)}
      aria-label="Account"
      title="Account"
    >
      <AccountIcon />
    </Link>
  );
}
