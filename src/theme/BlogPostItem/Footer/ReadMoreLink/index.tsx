// Replaced, not wrapped: the theme's link always says "Read more" (its children are fixed, props cannot change them).
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';

/**
 * The link from a release's highlights on /download to its full notes. Its text names the
 * release ("All changes in MapWeave 1.5"): a bare "Read more" repeated on every post tells
 * search engines and screen-reader link lists nothing.
 */
export default function ReadMoreLink({blogPostTitle, ...linkProps}: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <b>All changes in {blogPostTitle}</b>
    </Link>
  );
}
