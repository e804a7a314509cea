import type {ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogPostItems from '@theme/BlogPostItems';
import SearchMetadata from '@theme/SearchMetadata';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import type {Props} from '@theme/BlogListPage';
import DownloadCard from '@site/src/components/DownloadCard';
import {releaseSlug} from '@site/src/components/DownloadCard/format';
import {SDK_DOWNLOAD_PLUGIN_NAME, type SdkDownload} from '@site/plugins/sdk-download/types';

/**
 * The classic blog list page (the release notes at /download) with the current version's
 * download card above all posts. Only the card is new; the rest mirrors the original.
 */
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
    <DownloadCard
      download={download}
      releaseDate={release.content.metadata.date}
      releasePermalink={releasePermalink}
    />
  );
}

export default function BlogListPage(props: Props): ReactNode {
  const {metadata, items, sidebar} = props;
  const {
    siteConfig: {title: siteTitle},
  } = useDocusaurusContext();
  const isBlogOnlyMode = metadata.permalink === '/';
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata title={isBlogOnlyMode ? siteTitle : metadata.blogTitle} description={metadata.blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
      <BlogListPageStructuredData {...props} />
      <BlogLayout sidebar={sidebar}>
        {metadata.page === 1 && <CurrentDownload metadata={metadata} items={items} />}
        <BlogPostItems items={items} />
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
