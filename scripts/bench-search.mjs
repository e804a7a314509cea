// Measures the navbar search of a served build against tests/search/queries.json: for each query,
// types it as a reader would and reads the first three suggestions' links. Prints each miss and
// the hit rates at 1 and at 3 (the suggestions are followed with the arrow keys and Enter, as the
// search libraries compared do not all render links), for the page alone and for the page with its section.
//   node scripts/bench-search.mjs http://localhost:3000
import {readFileSync} from 'node:fs';
import {chromium} from 'playwright-core';
import {chromiumLaunchOptions} from '../packages/mapweave/scripts/chromium.mjs';

const base = process.argv[2] ?? 'http://localhost:3000';
const {queries} = JSON.parse(readFileSync(new URL('../tests/search/queries.json', import.meta.url), 'utf8'));

const browser = await chromium.launch(chromiumLaunchOptions());
const context = await browser.newContext({viewport: {width: 1440, height: 900}});
await context.addCookies([{name: 'mapweave_user_framework', value: 'react', url: `${base}/`}]);
const page = await context.newPage();
await page.goto(`${base}/content-terms`, {waitUntil: 'networkidle'});
const search = page.getByRole('navigation', {name: 'Main'}).getByLabel('Search', {exact: true});

/** Where the search sends a reader who picks its `rank`-th suggestion with the keyboard, or null. */
async function destination(query, rank) {
  await page.goto(`${base}/content-terms`, {waitUntil: 'networkidle'});
  await search.fill(query);
  try {
    await page.getByRole('option').first().waitFor({timeout: 5000});
  } catch {
    return null;
  }
  // Let a library that answers in stages (titles, then headings, then text) settle.
  await page.waitForTimeout(400);
  if ((await page.getByRole('option').count()) <= rank) return null;
  for (let step = 0; step < rank; step += 1) await search.press('ArrowDown');
  await search.press('Enter');
  await page.waitForURL((url) => url.pathname !== '/content-terms');
  const url = new URL(page.url());
  return url.pathname.replace(/\/$/, '') + url.hash;
}

async function topLinks(query) {
  const links = [];
  for (let rank = 0; rank < 3; rank += 1) {
    const link = await destination(query, rank);
    if (link === null) break;
    links.push(link);
  }
  return links;
}

const score = {page1: 0, page3: 0, exact1: 0, exact3: 0};
for (const {q, page: expected, hash} of queries) {
  const links = await topLinks(q);
  const onPage = (link) => link.split('#')[0] === expected;
  const exact = (link) =>
    onPage(link) && new RegExp(hash ?? '').test(link.includes('#') ? `#${link.split('#')[1]}` : '');
  if (onPage(links[0] ?? '')) score.page1 += 1;
  if (links.some(onPage)) score.page3 += 1;
  if (exact(links[0] ?? '')) score.exact1 += 1;
  if (links.some(exact)) score.exact3 += 1;
  if (!exact(links[0] ?? '')) console.log(`miss@1 ${JSON.stringify(q)} -> ${links.join('  ') || '(nothing)'}`);
}
const rate = (n) => `${n}/${queries.length} (${Math.round((100 * n) / queries.length)}%)`;
console.log(`page: hit@1 ${rate(score.page1)}, hit@3 ${rate(score.page3)}`);
console.log(`page and section: hit@1 ${rate(score.exact1)}, hit@3 ${rate(score.exact3)}`);
await browser.close();
