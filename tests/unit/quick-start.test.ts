import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {QUICK_START, QUICK_START_INSTALL} from '../../src/data/quick-start';

const README = readFileSync(new URL('../../packages/mapweave/README.md', import.meta.url), 'utf8');

/** The first fenced code block of the given language after a heading. */
function blockAfter(heading: string, language: string): string {
  const start = README.indexOf(`## ${heading}`);
  if (start < 0) throw new Error(`README has no "## ${heading}"`);
  const match = new RegExp('```' + language + '\\n([\\s\\S]*?)\\n```').exec(README.slice(start));
  if (!match) throw new Error(`No ${language} block after "## ${heading}"`);
  return match[1]!;
}

describe('home page quick start', () => {
  it('is the README quick start for JavaScript', () => {
    expect(QUICK_START.javascript).toBe(blockAfter('Quick start (JavaScript)', 'js'));
  });

  it('is the README quick start for React', () => {
    expect(QUICK_START.react).toBe(blockAfter('Quick start (React)', 'jsx'));
  });

  it('installs the tarball the README installs', () => {
    expect(blockAfter('Install', 'sh')).toContain(QUICK_START_INSTALL);
  });
});
