import type {ReactNode} from 'react';
import OriginalBlogLayout from '@theme-original/BlogLayout';
import type {Props} from '@theme/BlogLayout';

/**
 * The theme's blog layout, with the table of contents of a release page in a navigation landmark
 * (the theme puts it beside <main>, outside every landmark).
 */
export default function BlogLayout({toc, ...props}: Props): ReactNode {
  return (
    <OriginalBlogLayout
      {...props}
      toc={
        toc && (
          <nav aria-label="On this page" className="mw-blog-toc">
            {toc}
          </nav>
        )
      }
    />
  );
}
