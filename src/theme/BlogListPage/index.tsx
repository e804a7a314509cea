import type {ReactNode} from 'react';
import OriginalBlogListPage from '@theme-original/BlogListPage';
import type {Props} from '@theme/BlogListPage';
import {usePluginData} from '@docusaurus/useGlobalData';
import DownloadCard from '@site/src/components/DownloadCard';
import {releaseSlug} from '@site/src/components/DownloadCard/format';
import LicenceNote from '@site/src/components/LicenceNote';
import {ReleaseListHeaderProvider} from '@site/src/components/ReleaseListHeader';
import {SDK_DOWNLOAD_PLUGIN_NAME, type SdkDownload} from '@site/src/lib/sdk-download';

function CurrentDownload({metadata, items}: Pick<Props, 'metadata' | 'items'>): ReactNode {
  const download = usePluginData(SDK_DOWNLOAD_PLUGIN_NAME) as SdkDownload;
  const releasePermalink = `${metadata.permalink.replace(/\/$/, '')}/${releaseSlug(download.version)}`;
  const release = items.find((item) => item.content.metadata.permalink === releasePermalink);
  if (!release) {
    throw new Error(
      `The download card needs the release post of MapWeave ${download.version} at ${releasePermalink}; ` +
        `add it to blog/ with slug '${releaseSlug(download.version)}'.`,
    );
  }
  return (
    <DownloadCard download={download} releaseDate={release.content.metadata.date} releasePermalink={releasePermalink} />
  );
}

/** The classic release list (/download) under a page heading, with the current download card first. */
export default function BlogListPage(props: Props): ReactNode {
  const {metadata, items} = props;
  const header = (
    <>
      <h1>{metadata.blogTitle}</h1>
      {metadata.page === 1 && <CurrentDownload metadata={metadata} items={items} />}
      <LicenceNote />
    </>
  );
  return (
    <ReleaseListHeaderProvider value={header}>
      <OriginalBlogListPage {...props} />
    </ReleaseListHeaderProvider>
  );
}
