// Replaced, not wrapped: the theme's Info builds an Intl date formatter per post, which is what this avoids.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Info';
import {formatReleaseDate} from '@site/src/lib/release-date';
import styles from './styles.module.css';

/**
 * A release note's date, as the theme's own shows it (`October 16, 2025`) but without `Intl`:
 * the theme builds a date formatter per post, and Chromium's first one starts ICU, 110 ms of
 * `/download`'s hydration at a phone's 4× slowdown. Reading times are off (`showReadingTime`).
 */
export default function BlogPostItemHeaderInfo({className}: Props): ReactNode {
  const {date} = useBlogPost().metadata;
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      <time dateTime={date}>{formatReleaseDate(date)}</time>
    </div>
  );
}
