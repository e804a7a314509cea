import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import {useProjectInfo} from '@site/src/hooks/useProjectInfo';
import {useSiteFields} from '@site/src/hooks/useSiteFields';
import styles from './account.module.css';
import prose from './_prose.module.css';

function SignedIn({email}: {email: string}): ReactNode {
  const {loginUrl, supportEmail} = useSiteFields();
  return (
    <>
      <p className={styles.identity}>
        Signed in as{' '}
        <strong>
          <bdi>{email}</bdi>
        </strong>
      </p>
      <ul className={styles.links}>
        <li>
          <Link href={loginUrl}>Manage your account</Link> on the MapWeave account site.
        </li>
        <li>
          <Link to="/download">Download MapWeave</Link> and read the release notes.
        </li>
        <li>
          <a href={`mailto:${supportEmail}`}>Contact support</a> at {supportEmail}.
        </li>
      </ul>
    </>
  );
}

function SignedOut(): ReactNode {
  const {loginUrl} = useSiteFields();
  return (
    <>
      <p className={styles.identity}>You are not signed in.</p>
      <p>Log in on the MapWeave account site to see your account here.</p>
      <Link className="button button--primary" href={loginUrl}>
        Log in
      </Link>
      <p className="margin-top--md">
        No account yet? <Link to="/try">Request a trial</Link>.
      </p>
    </>
  );
}

export default function Account(): ReactNode {
  const {status, email, note} = useProjectInfo();
  let content: ReactNode;
  if (status === 'loading') content = <p role="status">Checking whether you are signed in…</p>;
  else if (email !== '') content = <SignedIn email={email} />;
  else content = <SignedOut />;

  return (
    <Layout
      title="Account"
      description="Your MapWeave account: who you are signed in as, and links to manage the account, download and support."
    >
      <main className={`container margin-vert--lg ${styles.page} ${prose.prose}`}>
        <h1>Account</h1>
        <div aria-live="polite">
          {content}
          {status === 'ready' && note !== null && (
            <p className="alert alert--warning" role="status">
              {note}
            </p>
          )}
        </div>
      </main>
    </Layout>
  );
}
