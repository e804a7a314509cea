import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';
import LicenceNote from '@site/src/components/LicenceNote';
import TrialRequestForm from './_try/TrialRequestForm';
import prose from './_prose.module.css';

export default function Try(): ReactNode {
  // The form reads the saved draft when it mounts, so it mounts again once in the browser.
  const isBrowser = useIsBrowser();
  return (
    <Layout
      title="Request a trial"
      description="Request a trial of MapWeave: tell us who you are and what you would like to build."
    >
      <main className={`container margin-vert--lg ${prose.prose}`}>
        <h1>Request a trial</h1>
        <p>
          Tell us who you are and what you would like to build, and the MapWeave team will set up a trial for you. To
          see what MapWeave does first, browse the <Link to="/examples/">examples</Link> and the{' '}
          <Link to="/docs/mapweave-basics">documentation</Link>.
        </p>
        <LicenceNote />
        <TrialRequestForm key={isBrowser ? 'browser' : 'server'} />
      </main>
    </Layout>
  );
}
