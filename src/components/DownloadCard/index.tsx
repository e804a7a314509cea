import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import CodeBlock from '@theme/CodeBlock';
import type {SdkDownload} from '@site/src/lib/sdk-download';
import {formatReleaseDate} from '@site/src/lib/release-date';
import {formatFileSize, releaseSlug} from './format';
import styles from './styles.module.css';

export interface DownloadCardProps {
  download: SdkDownload;
  /** ISO date of the release post. */
  releaseDate: string;
  /** Permalink of the release post, e.g. `/download/1.5`. */
  releasePermalink: string;
}

/** The current SDK tarball: version, date, size, checksum, link and install command. */
export default function DownloadCard({download, releaseDate, releasePermalink}: DownloadCardProps): ReactNode {
  const href = useBaseUrl(`/downloads/${download.fileName}`);
  return (
    <section className={styles.card} aria-labelledby="download-card-title">
      <h2 id="download-card-title" className={styles.title}>
        MapWeave {download.version}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>Released</dt>
          <dd>
            <time dateTime={releaseDate.slice(0, 10)}>{formatReleaseDate(releaseDate)}</time>
          </dd>
        </div>
        <div>
          <dt>File</dt>
          <dd>
            <code>{download.fileName}</code> ({formatFileSize(download.size)})
          </dd>
        </div>
        <div>
          <dt>SHA-256</dt>
          <dd>
            <code className={styles.checksum}>{download.sha256}</code>
          </dd>
        </div>
      </dl>
      <p className={styles.actions}>
        <a className="button button--primary" href={href} download={download.fileName}>
          Download {download.fileName}
        </a>
        <Link className="button button--secondary" to={releasePermalink}>
          What is new in {releaseSlug(download.version)}
        </Link>
      </p>
      <p>Put the tarball in your project, check its checksum, and install it:</p>
      <CodeBlock language="bash">{`sha256sum ${download.fileName}\nnpm install ./${download.fileName}`}</CodeBlock>
      <p className={styles.note}>
        New to MapWeave? Start with <Link to="/docs/getting-started">getting started</Link>.
      </p>
    </section>
  );
}
