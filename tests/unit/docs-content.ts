/**
 * Reading the site's MDX content and the SDK's TypeScript sources for the docs drift tests
 * (tests/unit/docs-*.test.ts).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';
import {markdownFiles} from '../../plugins/hover-types/code-blocks';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SDK_SRC = path.join(ROOT, 'packages/mapweave/src');

export type ContentRoot = 'docs' | 'api' | 'blog';

/** Ids (paths without extension) of the .md/.mdx files under a content folder. */
export function listPages(root: ContentRoot): string[] {
  return markdownFiles(path.join(ROOT, root)).map((file) => file.replace(/\.mdx?$/, ''));
}

/** The file of a page id, or null when there is none. */
export function pageFile(root: ContentRoot, id: string): string | null {
  for (const extension of ['.mdx', '.md']) {
    const file = path.join(ROOT, root, id + extension);
    if (existsSync(file)) return file;
  }
  return null;
}

export function readPage(root: ContentRoot, id: string): string {
  const file = pageFile(root, id);
  if (!file) throw new Error(`No page ${root}/${id}.md(x)`);
  return readFileSync(file, 'utf8');
}

/** Markdown with fenced code blocks blanked out (line count kept), so `#` in code is no heading. */
function withoutCode(markdown: string): string {
  let inFence = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*```/.test(line)) {
        inFence = !inFence;
        return '';
      }
      return inFence ? '' : line;
    })
    .join('\n');
}

export interface Heading {
  depth: number;
  text: string;
}

export function headings(markdown: string): Heading[] {
  return [...withoutCode(markdown).matchAll(/^(#{1,6})\s+(.+?)\s*$/gm)].map((match) => ({
    depth: match[1]!.length,
    text: match[2]!,
  }));
}

/** The text under a heading (exact heading text) up to the next heading of the same or a higher level. */
export function section(markdown: string, headingText: string): string {
  const lines = markdown.split('\n');
  const plain = withoutCode(markdown).split('\n');
  const start = plain.findIndex((line) => /^#{1,6}\s/.test(line) && line.replace(/^#+\s+/, '').trim() === headingText);
  if (start === -1) throw new Error(`No heading "${headingText}"`);
  const depth = /^#+/.exec(plain[start]!)![0].length;
  const end = plain.findIndex((line, index) => {
    if (index <= start) return false;
    const match = /^(#{1,6})\s/.exec(line);
    return match !== null && match[1]!.length <= depth;
  });
  return lines.slice(start + 1, end === -1 ? undefined : end).join('\n');
}

/** Rows of the markdown tables in `markdown` (header and separator rows left out), cells trimmed, `\|` unescaped. */
export function tableRows(markdown: string): string[][] {
  const rows: string[][] = [];
  let previousWasTable = false;
  for (const line of markdown.split('\n')) {
    const isTable = /^\s*\|.*\|\s*$/.test(line);
    if (isTable && previousWasTable && !/^\s*\|[\s|:-]+\|\s*$/.test(line)) {
      const cells = line
        .trim()
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim().replace(/\\\|/g, '|'));
      rows.push(cells);
    }
    // The first row of a table is its header: only rows after it are collected.
    previousWasTable = isTable;
  }
  return rows;
}

/** `` `x` `` → `x`; anything else → null. */
export function codeSpan(cell: string): string | null {
  const match = /^`([^`]+)`$/.exec(cell.trim());
  return match ? match[1]! : null;
}

export {codeBlocks, type CodeBlock} from '../../plugins/hover-types/code-blocks';

// ---------------------------------------------------------------------------
// SDK sources, read with the TypeScript compiler API.

export function parseSource(relativePath: string): ts.SourceFile {
  const file = path.join(SDK_SRC, relativePath);
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

/** The names a module of the SDK exports, types included, following `export * from` (read syntactically: fast). */
export function exportedNames(relativePath: string): string[] {
  return parseSource(relativePath).statements.flatMap((statement): string[] => {
    if (ts.isExportDeclaration(statement)) {
      if (statement.exportClause && ts.isNamedExports(statement.exportClause)) {
        return statement.exportClause.elements.map((element) => element.name.text);
      }
      const from = (statement.moduleSpecifier as ts.StringLiteral).text.replace(/\.js$/, '.ts');
      return exportedNames(path.join(path.dirname(relativePath), from));
    }
    const exported =
      ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    const name = (statement as {name?: ts.Identifier}).name;
    if (exported && name && ts.isIdentifier(name)) return [name.text];
    if (exported && ts.isVariableStatement(statement)) {
      return statement.declarationList.declarations.flatMap((declaration) =>
        ts.isIdentifier(declaration.name) ? [declaration.name.text] : [],
      );
    }
    return [];
  });
}

function propertyName(name: ts.PropertyName): string {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  throw new Error(`Unsupported property name ${name.getText()}`);
}

export function findInterface(source: ts.SourceFile, name: string): ts.InterfaceDeclaration {
  const found = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === name,
  );
  if (!found) throw new Error(`No interface ${name} in ${source.fileName}`);
  return found;
}

/** The property and method names an interface declares itself (not inherited ones). */
export function interfaceKeys(source: ts.SourceFile, name: string): string[] {
  return findInterface(source, name).members.flatMap((member) =>
    ts.isPropertySignature(member) || ts.isMethodSignature(member) ? [propertyName(member.name)] : [],
  );
}

/** The string literals of a type alias that is a union of string literals. */
export function stringUnion(source: ts.SourceFile, name: string): string[] {
  const alias = source.statements.find(
    (statement): statement is ts.TypeAliasDeclaration =>
      ts.isTypeAliasDeclaration(statement) && statement.name.text === name,
  );
  if (!alias) throw new Error(`No type ${name} in ${source.fileName}`);
  const members = ts.isUnionTypeNode(alias.type) ? alias.type.types : [alias.type];
  return members.map((member) => {
    if (ts.isLiteralTypeNode(member) && ts.isStringLiteral(member.literal)) return member.literal.text;
    throw new Error(`${name} has a member that is not a string literal: ${member.getText()}`);
  });
}

/** The property names and string values of `const name = { … } as const` (e.g. a prop → event table). */
export function constStringRecord(source: ts.SourceFile, name: string): Record<string, string> {
  let found: ts.ObjectLiteralExpression | null = null;
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name && node.initializer) {
      let expression: ts.Expression = node.initializer;
      while (
        ts.isAsExpression(expression) ||
        ts.isSatisfiesExpression(expression) ||
        ts.isParenthesizedExpression(expression)
      ) {
        expression = expression.expression;
      }
      if (ts.isObjectLiteralExpression(expression)) found = expression;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!found) throw new Error(`No object constant ${name} in ${source.fileName}`);
  const record: Record<string, string> = {};
  for (const property of (found as ts.ObjectLiteralExpression).properties) {
    if (!ts.isPropertyAssignment(property) || !ts.isStringLiteral(property.initializer)) {
      throw new Error(`${name} has a property that is not a string: ${property.getText()}`);
    }
    record[propertyName(property.name)] = property.initializer.text;
  }
  return record;
}

function isPublicMember(member: ts.ClassElement): boolean {
  const modifiers = ts.canHaveModifiers(member) ? (ts.getModifiers(member) ?? []) : [];
  return !modifiers.some(
    (modifier) => modifier.kind === ts.SyntaxKind.PrivateKeyword || modifier.kind === ts.SyntaxKind.ProtectedKeyword,
  );
}

/** Names of the public methods a class declares itself (overloads counted once). */
export function publicMethods(source: ts.SourceFile, className: string): string[] {
  const declaration = source.statements.find(
    (statement): statement is ts.ClassDeclaration =>
      ts.isClassDeclaration(statement) && statement.name?.text === className,
  );
  if (!declaration) throw new Error(`No class ${className} in ${source.fileName}`);
  const names = declaration.members.flatMap((member) =>
    ts.isMethodDeclaration(member) && isPublicMember(member) && !ts.isPrivateIdentifier(member.name)
      ? [propertyName(member.name as ts.PropertyName)]
      : [],
  );
  return [...new Set(names)];
}
