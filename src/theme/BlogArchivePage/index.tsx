// Replaced, not wrapped: the hero moves inside <main> and the years become h2, inside the theme's own markup.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDateTimeFormat} from '@docusaurus/theme-common/internal';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {ArchiveBlogPost, Props} from '@theme/BlogArchivePage';

/*
 * The classic archive page with its hero inside <main> (a <header> outside it is a second
 * banner landmark beside the announcement bar), years as h2 under the h1, and a real title.
 */

const TITLE = 'Release archive';
const DESCRIPTION = 'Every MapWeave release, by year.';

interface ReleaseYear {
  year: string;
  posts: ArchiveBlogPost[];
}

function releasesByYear(posts: readonly ArchiveBlogPost[]): ReleaseYear[] {
  const byYear = new Map<string, ArchiveBlogPost[]>();
  for (const post of posts) {
    const year = post.metadata.date.slice(0, 4);
    byYear.set(year, [...(byYear.get(year) ?? []), post]);
  }
  return Array.from(byYear, ([year, yearPosts]) => ({year, posts: yearPosts}));
}

function Year({year, posts}: ReleaseYear): ReactNode {
  const dateFormat = useDateTimeFormat({day: 'numeric', month: 'long', timeZone: 'UTC'});
  return (
    <>
      <Heading as="h2" id={year}>
        {year}
      </Heading>
      <ul>
        {posts.map((post) => (
          <li key={post.metadata.permalink}>
            <Link to={post.metadata.permalink}>
              {dateFormat.format(new Date(post.metadata.date))} – {post.metadata.title}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

export default function BlogArchivePage({archive}: Props): ReactNode {
  return (
    <>
      <PageMetadata title={TITLE} description={DESCRIPTION} />
      <Layout>
        <main>
          <header className="hero hero--primary">
            <div className="container">
              <Heading as="h1" className="hero__title">
                {TITLE}
              </Heading>
              <p className="hero__subtitle">{DESCRIPTION}</p>
            </div>
          </header>
          <section className="container margin-vert--lg" aria-label="Releases by year">
            <div className="row">
              {releasesByYear(archive.blogPosts).map((releaseYear) => (
                <div key={releaseYear.year} className="col col--4 margin-vert--lg">
                  <Year {...releaseYear} />
                </div>
              ))}
            </div>
          </section>
        </main>
      </Layout>
    </>
  );
}
