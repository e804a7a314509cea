import MDXComponents from '@theme-original/MDXComponents';
import ForFramework from '@site/src/components/ForFramework';
import ScrollableTable from '@site/src/components/ScrollableTable';

/**
 * The theme's MDX components plus <ForFramework> for every doc, API page and release note, and
 * tables that keyboard users can scroll.
 */
export default {
  ...MDXComponents,
  ForFramework,
  table: ScrollableTable,
};
