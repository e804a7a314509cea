import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
// The package's own LICENSE, so that this page shows exactly what the tarball ships.
import licenceText from '!!raw-loader!@site/packages/mapweave/LICENSE';
import {useSiteFields} from '@site/src/hooks/useSiteFields';
import styles from './licence.module.css';
import prose from './_prose.module.css';

export default function Licence(): ReactNode {
  const {supportEmail, packageVersion} = useSiteFields();
  const mail = <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;
  return (
    <Layout
      title="Licence"
      description="The MapWeave evaluation licence, word for word as the download ships it, what a commercial licence covers and how to buy one."
    >
      {/* An article, so that the site search indexes it (plugins/search-index). */}
      <main className={`container margin-vert--lg ${styles.page} ${prose.prose}`}>
        <article>
          <h1>MapWeave licence</h1>
          <p>
            MapWeave is proprietary software. Every download includes the evaluation licence below: 30 days of
            development and testing. Using MapWeave in production, in an application your users run, needs a commercial
            licence.
          </p>

          <Heading as="h2" id="evaluation-licence">
            Evaluation licence
          </Heading>
          <p>
            The <code>LICENSE</code> file of the <code>mapweave</code> package, version {packageVersion}, word for word
            as it is in the tarball on the <Link to="/download">download page</Link>:
          </p>
          <pre className={styles.licenceText} tabIndex={0} aria-label="The evaluation licence text">
            {licenceText.trimEnd()}
          </pre>

          <Heading as="h2" id="commercial-licence">
            Commercial licence
          </Heading>
          <Heading as="h3" id="what-it-covers">
            What it covers
          </Heading>
          <ul>
            <li>
              Using MapWeave in production: bundled into the web applications, desktop applications or on-premises
              products the licence names, run by your users.
            </li>
            <li>
              Shipping it inside those applications under the{' '}
              <Link to="/docs/obfuscation-requirements">obfuscation requirements</Link>: bundled and minified, source
              maps kept private, never redistributed as a library of its own. Exceptions are agreed in writing.
            </li>
            <li>
              The SDK only. The open-source packages it depends on keep their own licences, and this site's text,
              samples and data are covered by its <Link to="/content-terms">content terms</Link>.
            </li>
          </ul>
          <p>
            Prices are not published here: they depend on the applications and deployments a licence names. The term,
            updates and support that come with it are set in the agreement you sign.
          </p>

          <Heading as="h3" id="how-to-buy">
            How to buy
          </Heading>
          <ol>
            <li>
              Evaluate: install the tarball from the <Link to="/download">download page</Link>, or{' '}
              <Link to="/try">request a trial</Link> to evaluate with our help.
            </li>
            <li>
              Write to {mail} with your company, the applications MapWeave will ship in and how they are deployed
              (public web, internal, on-premises): the licence is quoted for them.
            </li>
          </ol>

          <Heading as="h2" id="contact">
            Contact
          </Heading>
          <p>Questions about the licence, a quote or an exception to the obfuscation requirements: {mail}.</p>
        </article>
      </main>
    </Layout>
  );
}
