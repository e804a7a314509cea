#!/usr/bin/env node
// A dependency-free static server for a Docusaurus build directory that behaves like a
// real static host: clean URLs (/path -> /path/index.html or /path.html), the build's
// 404.html with status 404 for anything else, no directory listing, no path traversal,
// GET and HEAD only, gzip when the client accepts it, one byte range when asked (as a PMTiles
// archive is read), and the response headers of the build's
// `_headers` file (static/_headers, the format Netlify and Cloudflare Pages read), which it does
// not serve itself.
//
//   node scripts/serve.mjs <dir> [--port 3000] [--host 127.0.0.1] [--project-info <file.json>]
//
// --project-info answers GET /selected-project-info with that JSON file, as the real host's
// endpoint does (the site calls it on every page); without it the path is a 404 like any other.
import {createReadStream} from 'node:fs';
import {readFile, realpath, stat} from 'node:fs/promises';
import {createServer} from 'node:http';
import {extname, join, resolve, sep} from 'node:path';
import {createGzip} from 'node:zlib';
import {headersFor, parseHeadersFile} from './headers-file.mjs';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.geojson': 'application/geo+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.tgz': 'application/gzip',
  '.gz': 'application/gzip',
  '.zip': 'application/zip',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|geo\+json|xml|wasm)|image\/svg\+xml)/;

class UsageError extends Error {}

function parseArgs(argv) {
  let dir;
  let port = 3000;
  let host = '127.0.0.1';
  let projectInfo;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--port' || arg === '--host' || arg === '--project-info') {
      const value = argv[i + 1];
      if (value === undefined) throw new UsageError(`${arg} needs a value`);
      i += 1;
      if (arg === '--host') {
        host = value;
        continue;
      }
      if (arg === '--project-info') {
        projectInfo = value;
        continue;
      }
      port = Number(value);
      if (!Number.isInteger(port) || port < 0 || port > 65535) {
        throw new UsageError(`--port must be an integer between 0 and 65535, got "${value}"`);
      }
    } else if (arg.startsWith('-')) {
      throw new UsageError(`unknown option "${arg}"`);
    } else if (dir === undefined) {
      dir = arg;
    } else {
      throw new UsageError(`only one directory can be served, got "${dir}" and "${arg}"`);
    }
  }
  if (dir === undefined) throw new UsageError('missing the directory to serve');
  return {dir, port, host, projectInfo};
}

async function fileAt(path) {
  try {
    const info = await stat(path);
    return info.isFile() ? {path, size: info.size} : null;
  } catch {
    return null;
  }
}

/** Resolves a URL path to a file inside root, or returns a status explaining why not. */
async function resolveRequest(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return {status: 400};
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return {status: 400};
  const target = resolve(root, `.${decoded}`);
  if (target !== root && !target.startsWith(root + sep)) return {status: 400};
  if (decoded.split('/').includes('..')) return {status: 400};

  const candidates = decoded.endsWith('/')
    ? [join(target, 'index.html')]
    : [target, join(target, 'index.html'), `${target}.html`];
  for (const candidate of candidates) {
    const file = await fileAt(candidate);
    if (file === null) continue;
    // A symlink inside the build must not lead outside it.
    const real = await realpath(file.path);
    if (!real.startsWith(root + sep)) return {status: 400};
    return {status: 200, file};
  }
  return {status: 404};
}

function send(request, response, status, file) {
  const type = CONTENT_TYPES[extname(file.path).toLowerCase()] ?? 'application/octet-stream';
  response.setHeader('Accept-Ranges', 'bytes');
  const range = status === 200 ? byteRange(request.headers.range, file.size) : null;
  if (range === 'unsatisfiable') {
    response.statusCode = 416;
    response.setHeader('Content-Range', `bytes */${file.size}`);
    response.end();
    return;
  }
  if (range !== null) {
    response.statusCode = 206;
    response.setHeader('Content-Type', type);
    response.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
    response.setHeader('Content-Length', range.end - range.start + 1);
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    const body = createReadStream(file.path, range);
    body.on('error', (error) => response.destroy(error));
    body.pipe(response);
    return;
  }
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  response.statusCode = status;
  response.setHeader('Content-Type', type);
  response.setHeader('Vary', 'Accept-Encoding');
  if (type.startsWith('text/html')) response.setHeader('Cache-Control', 'no-cache');
  if (gzip) response.setHeader('Content-Encoding', 'gzip');
  else response.setHeader('Content-Length', file.size);
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  const body = createReadStream(file.path);
  body.on('error', (error) => response.destroy(error));
  (gzip ? body.pipe(createGzip()) : body).pipe(response);
}

/**
 * The one range of a `Range: bytes=…` header as inclusive offsets, `'unsatisfiable'` past the end,
 * or null to send the whole file (no header, several ranges, or one this server does not read).
 */
function byteRange(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || start > end) return 'unsatisfiable';
  return {start, end};
}

function sendText(request, response, status, text) {
  response.statusCode = status;
  response.setHeader('Content-Type', 'text/plain; charset=utf-8');
  response.setHeader('Content-Length', Buffer.byteLength(text));
  response.end(request.method === 'HEAD' ? undefined : text);
}

async function readProjectInfo(file) {
  let text;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new UsageError(`--project-info file "${file}" cannot be read`);
  }
  try {
    JSON.parse(text);
  } catch {
    throw new UsageError(`--project-info file "${file}" is not JSON`);
  }
  return text;
}

const HEADERS_FILE = '_headers';

async function readHeaderRules(root) {
  const file = await fileAt(join(root, HEADERS_FILE));
  return file === null ? [] : parseHeadersFile(await readFile(file.path, 'utf8'));
}

async function handle(root, notFoundPage, projectInfo, headerRules, request, response) {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.setHeader('Allow', 'GET, HEAD');
    sendText(request, response, 405, 'Method Not Allowed\n');
    return;
  }
  const rawPath = (request.url ?? '/').split('?')[0].split('#')[0];
  if (!rawPath.startsWith('/')) {
    sendText(request, response, 400, 'Bad Request\n');
    return;
  }
  for (const [name, value] of headersFor(headerRules, rawPath)) response.setHeader(name, value);
  if (projectInfo !== null && rawPath === '/selected-project-info') {
    response.statusCode = 200;
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Cache-Control', 'no-store');
    response.setHeader('Content-Length', Buffer.byteLength(projectInfo));
    response.end(request.method === 'HEAD' ? undefined : projectInfo);
    return;
  }
  const result = rawPath === `/${HEADERS_FILE}` ? {status: 404} : await resolveRequest(root, rawPath);
  if (result.status === 200) send(request, response, 200, result.file);
  else if (result.status === 404 && notFoundPage !== null) send(request, response, 404, notFoundPage);
  else sendText(request, response, result.status, result.status === 404 ? 'Not Found\n' : 'Bad Request\n');
}

async function main() {
  const {dir, port, host, projectInfo: projectInfoFile} = parseArgs(process.argv.slice(2));
  const projectInfo = projectInfoFile === undefined ? null : await readProjectInfo(projectInfoFile);
  let root;
  try {
    root = await realpath(resolve(dir));
  } catch {
    throw new UsageError(`directory "${dir}" does not exist (build the site first)`);
  }
  if (!(await stat(root)).isDirectory()) throw new UsageError(`"${dir}" is not a directory`);
  const notFoundPage = await fileAt(join(root, '404.html'));
  const headerRules = await readHeaderRules(root);

  const server = createServer((request, response) => {
    handle(root, notFoundPage, projectInfo, headerRules, request, response).catch((error) => {
      console.error(error);
      if (!response.headersSent) sendText(request, response, 500, 'Internal Server Error\n');
      else response.destroy();
    });
  });
  server.on('error', (error) => {
    console.error(`serve: ${error.message}`);
    process.exit(1);
  });
  server.listen(port, host, () => {
    const address = server.address();
    console.log(`Serving ${root} at http://${host}:${address.port}/`);
  });
}

main().catch((error) => {
  console.error(`serve: ${error instanceof UsageError ? error.message : error.stack}`);
  if (error instanceof UsageError) {
    console.error('usage: node scripts/serve.mjs <dir> [--port 3000] [--host 127.0.0.1] [--project-info <file.json>]');
  }
  process.exit(1);
});
