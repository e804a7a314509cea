import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {describe, expect, it} from 'vitest';
import {headersFor, parseHeadersFile} from '../../scripts/headers-file.mjs';

const root = resolve(import.meta.dirname, '../..');
const rules = parseHeadersFile(readFileSync(resolve(root, 'static/_headers'), 'utf8'));

function headerMap(path: string): Record<string, string> {
  return Object.fromEntries(headersFor(rules, path).map(([name, value]) => [name.toLowerCase(), value]));
}

describe('static/_headers', () => {
  it('keeps every page and the runner out of other sites’ frames', () => {
    for (const path of ['/', '/playground', '/runner/frame.html', '/no/such/page']) {
      const headers = headerMap(path);
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'self'");
      expect(headers['x-frame-options'], path).toBe('SAMEORIGIN');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
    }
  });

  it('binds every page’s frames, the runner’s included, to the site, and keeps other sites’ windows apart', () => {
    for (const path of ['/playground', '/playground/view', '/examples/time-bar', '/docs/getting-started', '/']) {
      const headers = headerMap(path);
      expect(headers['content-security-policy'], path).toContain("frame-src 'self'");
      expect(headers['content-security-policy'], path).toContain("form-action 'self'");
      expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
    }
  });

  it('lets the opaque-origin runner load the SDK, its runtime and the self-hosted basemap with CORS, and nothing else', () => {
    for (const path of [
      '/sdk/mapweave.js',
      '/runner/runtime.js',
      '/runner/boot.js',
      '/basemap/world.pmtiles',
      '/basemap/fonts/Noto Sans Regular/0-255.pbf',
    ]) {
      expect(headerMap(path)['access-control-allow-origin'], path).toBe('*');
    }
    for (const path of ['/', '/selected-project-info', '/assets/js/main.js']) {
      expect(headerMap(path)['access-control-allow-origin'], path).toBeUndefined();
    }
  });

  it('matches a pattern’s * against any characters and nothing else', () => {
    const [rule] = parseHeadersFile('/a/*.js\n  X-Test: 1\n');
    expect(rule?.matches.test('/a/b/c.js')).toBe(true);
    expect(rule?.matches.test('/a/b.json')).toBe(false);
    expect(() => parseHeadersFile('  X-Test: 1\n')).toThrow('_headers line 1');
  });
});

describe('the nginx configuration of docs-dev/deploying.md', () => {
  it('sends exactly the headers of static/_headers', () => {
    const guide = readFileSync(resolve(root, 'docs-dev/deploying.md'), 'utf8');
    const nginx = [...guide.matchAll(/```nginx\n([\s\S]*?)```/g)].map((block) => block[1]).join('\n');
    const fromNginx = new Set(
      [...nginx.matchAll(/add_header ([\w-]+) "([^"]*)" always;/g)].map(([, name, value]) => `${name}: ${value}`),
    );
    const fromFile = new Set(rules.flatMap((rule) => rule.headers.map(([name, value]) => `${name}: ${value}`)));
    expect(fromNginx).toEqual(fromFile);
  });
});
