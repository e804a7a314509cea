import type {ReactNode} from 'react';
import OriginalBlogPostItems from '@theme-original/BlogPostItems';
import type {Props} from '@theme/BlogPostItems';
import {useReleaseListHeader} from '@site/src/components/ReleaseListHeader';

/** The theme's post list, preceded by the release list header when the list page provides one. */
export default function BlogPostItems(props: Props): ReactNode {
  return (
    <>
      {useReleaseListHeader()}
      <OriginalBlogPostItems {...props} />
    </>
  );
}
