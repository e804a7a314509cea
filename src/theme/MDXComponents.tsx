import MDXComponents from '@theme-original/MDXComponents';
import ForFramework from '@site/src/components/ForFramework';

/** The theme's MDX components plus <ForFramework> for every doc, API page and release note. */
export default {
  ...MDXComponents,
  ForFramework,
};
