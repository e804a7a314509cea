// scripts/serve.mjs must behave like a real static host, or the browser tests prove nothing
// about a deployed site.
import {request as httpRequest} from 'node:http';

import {expect, test} from '@playwright/test';

import {SITE_ORIGIN} from '../support/origins';
import {collectWarnings} from '../support/page-watch';

/** A request with the path sent exactly as written (no client-side dot-segment removal). */
function rawGet(path: string): Promise<{status: number; body: string}> {
  const {hostname, port} = new URL(SITE_ORIGIN);
  return new Promise((resolve, reject) => {
    const req = httpRequest({hostname, port, path, method: 'GET'}, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({status: response.statusCode ?? 0, body}));
    });
    req.on('error', reject);
    req.end();
  });
}

test('serves pages by clean URL, with and without trailing slash or index.html', async ({request}) => {
  for (const path of [
    '/',
    '/docs/getting-started',
    '/docs/getting-started/',
    '/docs/getting-started/index.html',
    '/download/1.0.1',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toBe('text/html; charset=utf-8');
  }
});

test('serves assets with their content types', async ({request}) => {
  const html = await (await request.get('/')).text();
  const script = /<script[^>]* src="?([^"\s>]+\.js)/.exec(html)?.[1];
  const stylesheet = /<link[^>]* href="?([^"\s>]+\.css)/.exec(html)?.[1];
  expect(script, 'the home page loads a script').toBeDefined();
  expect(stylesheet, 'the home page loads a stylesheet').toBeDefined();
  const expected: Array<[string, string]> = [
    [script!, 'text/javascript; charset=utf-8'],
    [stylesheet!, 'text/css; charset=utf-8'],
    ['/sitemap.xml', 'application/xml; charset=utf-8'],
    ['/auth-scripts/redirects.js', 'text/javascript; charset=utf-8'],
  ];
  for (const [path, type] of expected) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toBe(type);
  }
});

test('answers one byte range with 206 and those bytes, as a PMTiles archive is read', async ({request}) => {
  const path = '/basemap/world.pmtiles';
  const whole = await request.get(path);
  expect(whole.status()).toBe(200);
  expect(whole.headers()['accept-ranges']).toBe('bytes');
  const size = (await whole.body()).length;
  const part = await request.get(path, {headers: {Range: 'bytes=2-8'}});
  expect(part.status()).toBe(206);
  expect(part.headers()['content-range']).toBe(`bytes 2-8/${size}`);
  // "PMTiles", the spec version (3), the first byte of the root directory's offset (127).
  expect([...(await part.body())]).toEqual([...Buffer.from('Tiles'), 3, 127]);
  const tail = await request.get(path, {headers: {Range: 'bytes=-4'}});
  expect(tail.headers()['content-range']).toBe(`bytes ${size - 4}-${size - 1}/${size}`);
  const past = await request.get(path, {headers: {Range: `bytes=${size}-`}});
  expect(past.status()).toBe(416);
  expect(past.headers()['content-range']).toBe(`bytes */${size}`);
});

test('answers an unknown path with the build 404.html and status 404', async ({request}) => {
  const response = await request.get('/no/such/page');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(await response.text()).toContain('Page Not Found');
});

test('lists no directory: a folder gets the build 404 page, like any unknown path', async ({request}) => {
  const notFound = await (await request.get('/no/such/page')).text();
  for (const path of ['/docs/', '/docs', '/assets/', '/assets/js/']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const body = await response.text();
    expect(body, path).not.toMatch(/index of/i);
    expect(body, path).toBe(notFound);
  }
});

test('refuses path traversal', async () => {
  for (const path of ['/../package.json', '/%2e%2e/package.json', '/docs/..%2f..%2fpackage.json']) {
    const response = await rawGet(path);
    expect(response.status, path).toBe(400);
    expect(response.body, path).not.toContain('mapweave-site');
  }
});

test('answers HEAD with the GET headers and no body', async ({request}) => {
  const get = await request.get('/docs/getting-started', {headers: {'accept-encoding': 'identity'}});
  const head = await request.head('/docs/getting-started', {headers: {'accept-encoding': 'identity'}});
  expect(head.status()).toBe(200);
  expect(head.headers()['content-length']).toBe(get.headers()['content-length']);
  expect((await head.body()).length).toBe(0);
});

test('compresses text when the client accepts gzip', async ({request}) => {
  const plain = await request.get('/docs/getting-started', {headers: {'accept-encoding': 'identity'}});
  const gzipped = await request.get('/docs/getting-started', {headers: {'accept-encoding': 'gzip'}});
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(gzipped.headers()['content-encoding']).toBe('gzip');
  expect(await gzipped.text()).toBe(await plain.text());
});

test('refuses methods other than GET and HEAD', async ({request}) => {
  const response = await request.post('/');
  expect(response.status()).toBe(405);
  expect(response.headers()['allow']).toBe('GET, HEAD');
});

test('sends the headers of the build’s _headers file, which it does not serve, and the browser takes them as they are', async ({
  page,
  request,
}) => {
  for (const path of ['/', '/docs/getting-started', '/runner/frame.html', '/no/such/page']) {
    const headers = (await request.get(path)).headers();
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'self'");
    expect(headers['x-frame-options'], path).toBe('SAMEORIGIN');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['access-control-allow-origin'], path).toBe(path.startsWith('/runner/') ? '*' : undefined);
  }
  expect((await request.get('/sdk/mapweave.js')).headers()['access-control-allow-origin']).toBe('*');
  expect((await request.get('/_headers')).status()).toBe(404);
  const warnings = collectWarnings(page);
  await page.goto('/docs/getting-started');
  expect(
    warnings.filter((warning) => /Permissions-Policy|Content Security Policy|Referrer Policy/i.test(warning)),
  ).toEqual([]);
});
