import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import {useSiteFields} from '@site/src/hooks/useSiteFields';
import {DATA_SOURCES, LIBRARIES, type Attribution} from '@site/src/data/attributions';
import styles from './content-terms.module.css';
import prose from './_prose.module.css';

function AttributionTable({caption, rows}: {caption: string; rows: readonly Attribution[]}): ReactNode {
  return (
    <div className={styles.tableWrapper}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Source</th>
            <th scope="col">Licence</th>
            <th scope="col">Used for</th>
            <th scope="col">Attribution</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">
                <a href={row.url}>{row.name}</a>
              </th>
              <td>
                <a href={row.licenceUrl}>{row.licence}</a>
              </td>
              <td>{row.use}</td>
              <td>{row.credit}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function ContentTerms(): ReactNode {
  const {supportEmail, companyLine} = useSiteFields();
  return (
    <Layout
      title="Content terms"
      description="Terms for the content of the MapWeave website and the attributions of the data and libraries its maps use."
    >
      <main className={`container margin-vert--lg ${styles.page} ${prose.prose}`}>
        <h1>Content terms</h1>
        <p>
          These terms cover the content of this website: its text, code samples, examples, demos and images. The
          MapWeave SDK itself is licensed by the terms that come with its download: see the{' '}
          <Link to="/licence">MapWeave licence</Link>.
        </p>

        <h2>Site content</h2>
        <ul>
          <li>
            Text, images and demos on this site are © MapWeave. You may quote and link to them, and share short excerpts
            with a link back to the page they come from.
          </li>
          <li>
            Code samples in the documentation and the <Link to="/examples/">examples</Link> may be copied into your own
            applications that use MapWeave, changed and distributed as part of them, without attribution.
          </li>
          <li>
            The data shown in demos and examples is synthetic and for illustration only: the people, organisations,
            vessels, devices and events in it are invented. Real places appear only as locations.
          </li>
          <li>
            The content is provided as it is, without warranty. It describes MapWeave as of the release it documents;
            the <Link to="/download">release notes</Link> say what changed since.
          </li>
        </ul>

        <h2>Data sources</h2>
        <p>Maps, demos and examples on this site draw on these data sources, with these attributions:</p>
        <AttributionTable caption="Data sources and their licences" rows={DATA_SOURCES} />

        <h2>Open-source libraries</h2>
        <p>The maps on this site are drawn by MapWeave with these open-source libraries:</p>
        <AttributionTable caption="Open-source libraries and their licences" rows={LIBRARIES} />

        <h2>Contact</h2>
        <p>
          Questions about these terms, or a missing attribution: write to{' '}
          <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </p>
        {companyLine !== '' && <p className={styles.company}>{companyLine}</p>}
      </main>
    </Layout>
  );
}
