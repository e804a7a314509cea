import MDXComponents from '@theme-original/MDXComponents';
import ForFramework from '@site/src/components/ForFramework';
import LicenceNote from '@site/src/components/LicenceNote';
import PageExamples from '@site/src/components/PageExamples';
import ScrollableTable from '@site/src/components/ScrollableTable';

/**
 * The theme's MDX components plus <ForFramework> for every doc, API page and release note,
 * <LicenceNote>, <PageExamples> (the examples that illustrate a page) and tables that keyboard users can scroll.
 */
export default {
  ...MDXComponents,
  ForFramework,
  LicenceNote,
  PageExamples,
  table: ScrollableTable,
};
