// A tiny static server for the browser tests and the benchmark: mounted folders, plus
// generated raster tiles at /tiles/<rrggbb>/<z>/<x>/<y>.png (one solid colour per URL).
import {createReadStream} from 'node:fs';
import {stat} from 'node:fs/promises';
import {createServer} from 'node:http';
import {extname, join, normalize, sep} from 'node:path';
import {solidPng} from './png.mjs';

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.png': 'image/png',
};

const tilePattern = /^\/tiles\/([0-9a-f]{6})\/\d+\/\d+\/\d+\.png$/;

/**
 * Serves `mounts` (URL prefix ending in "/" -> folder) on a free localhost port.
 * Resolves to `{ url, close }`.
 */
export async function startServer(mounts) {
  const server = createServer((request, response) => {
    handle(mounts, new URL(request.url ?? '/', 'http://localhost').pathname, response).catch((error) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function handle(mounts, pathname, response) {
  const tile = tilePattern.exec(pathname);
  if (tile) {
    const hex = tile[1];
    const rgb = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
    response.writeHead(200, {'content-type': 'image/png', 'access-control-allow-origin': '*'});
    response.end(solidPng(256, rgb));
    return;
  }
  const prefix = Object.keys(mounts).find((candidate) => pathname.startsWith(candidate));
  if (!prefix) return notFound(response, pathname);
  const root = mounts[prefix];
  const file = normalize(join(root, decodeURIComponent(pathname.slice(prefix.length))));
  if (!file.startsWith(normalize(root + sep))) return notFound(response, pathname);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return notFound(response, pathname);
  response.writeHead(200, {
    'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
    'content-length': info.size,
    'cache-control': 'no-store',
  });
  createReadStream(file).pipe(response);
}

function notFound(response, pathname) {
  response.writeHead(404, {'content-type': 'text/plain'}).end(`Not found: ${pathname}`);
}
