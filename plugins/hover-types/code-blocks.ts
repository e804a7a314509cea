import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

export interface CodeBlock {
  language: string;
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
}

/** The fenced code blocks of a Markdown page, their indentation (inside JSX) removed. */
export function codeBlocks(markdown: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = markdown.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const open = /^(\s*)```(\w*)/.exec(lines[index]!);
    if (!open) continue;
    const indent = open[1]!.length;
    const body: string[] = [];
    let close = index + 1;
    while (close < lines.length && !/^\s*```\s*$/.test(lines[close]!)) {
      body.push(lines[close]!.slice(indent));
      close += 1;
    }
    blocks.push({language: open[2]!, code: body.join('\n'), line: index + 1});
    index = close;
  }
  return blocks;
}

/** The Markdown files under a folder, as paths relative to it, sorted. */
export function markdownFiles(folder: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return /\.mdx?$/.test(entry.name) ? [path.relative(folder, full)] : [];
    });
  return walk(folder).sort();
}

/** Every code block of every Markdown file under `folder`, with the file's path relative to it. */
export function codeBlocksUnder(folder: string): (CodeBlock & {file: string})[] {
  return markdownFiles(folder).flatMap((file) =>
    codeBlocks(readFileSync(path.join(folder, file), 'utf8')).map((block) => ({...block, file})),
  );
}
