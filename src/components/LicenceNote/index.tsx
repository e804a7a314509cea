import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {LICENCE_NOTE} from '@site/src/data/licence';

export default function LicenceNote({className}: {className?: string}): ReactNode {
  return (
    <p className={className}>
      {LICENCE_NOTE.text} (<Link to={LICENCE_NOTE.licencePath}>{LICENCE_NOTE.licenceLabel}</Link>,{' '}
      <Link to={LICENCE_NOTE.buyPath}>{LICENCE_NOTE.buyLabel}</Link>).
    </p>
  );
}
