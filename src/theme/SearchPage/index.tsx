import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import OriginalSearchPage from '@theme-original/SearchPage';

/** The search plugin's page, with the description every other page has (search results show it). */
export default function SearchPage(): ReactNode {
  return (
    <>
      <PageMetadata description="Search MapWeave's guides, API reference and release notes." />
      <OriginalSearchPage />
    </>
  );
}
