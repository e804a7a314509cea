import {parse, type Node} from 'acorn';
import {transform} from 'sucrase';
import type {Framework} from '../../lib/framework';

/**
 * Turns a user's TypeScript/TSX program into a script the runner frame can evaluate:
 * sucrase strips types and JSX and turns `import` into `require()` (keeping every line where
 * it was, so errors point at the user's line), then acorn finds the imports, which must be
 * modules the frame provides, and every loop, which gets a guard call so an endless loop
 * ends with an error instead of freezing the page. Code given as a string (`eval`,
 * `new Function`, a timer with a string) is refused: the guard cannot reach it, and the frame's
 * Content-Security-Policy would refuse it anyway, with a less helpful message.
 */

/** The modules a program may import, and what the frame provides for each. */
export const RUNNER_MODULES = [
  'mapweave',
  'mapweave/react',
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'maplibre-gl',
  'pmtiles',
] as const;

export type RunnerModule = (typeof RUNNER_MODULES)[number];

/** Name of the function the frame passes in; called with the loop's line on every iteration. */
export const LOOP_GUARD = '__mapweaveLoopGuard';

/** Wraps the compiled code in a function of these parameters, on the user's first line. */
export const PROGRAM_PARAMETERS = ['require', 'exports', 'module', LOOP_GUARD] as const;

export class CompileError extends Error {
  constructor(
    message: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(message);
    this.name = 'CompileError';
  }
}

export interface CompiledProgram {
  /** A function expression taking PROGRAM_PARAMETERS; line N of the user's source is line N here. */
  code: string;
  /** How many characters precede the user's code on line 1 (to map columns back). */
  firstLineOffset: number;
  imports: RunnerModule[];
}

interface Loc {
  line: number;
  column: number;
}

function isRunnerModule(name: string): name is RunnerModule {
  return (RUNNER_MODULES as readonly string[]).includes(name);
}

function errorLocation(error: unknown): Loc | undefined {
  const loc = (error as {loc?: unknown}).loc;
  if (typeof loc !== 'object' || loc === null) return undefined;
  const {line, column} = loc as {line?: unknown; column?: unknown};
  return typeof line === 'number' && typeof column === 'number' ? {line, column} : undefined;
}

/**
 * Where a parser error belongs in the user's code. A parser finds a missing token (`expected ","`)
 * only at the next token; when a line break comes before that token, the reader's mistake is at
 * the end of the previous line, just after its last character, so the location moves there.
 */
function userErrorLocation(source: string, message: string, loc: Loc, pos: number | undefined): Loc {
  if (!/\bexpected\b/.test(message) || pos === undefined) return loc;
  let end = Math.min(pos, source.length);
  while (end > 0 && /\s/.test(source[end - 1]!)) end -= 1;
  const gap = source.slice(end, pos);
  if (end === 0 || !gap.includes('\n')) return loc;
  const lineStart = source.lastIndexOf('\n', end - 1) + 1;
  return {line: loc.line - (gap.match(/\n/g) ?? []).length, column: end - lineStart + 1};
}

function transpile(source: string, framework: Framework): string {
  try {
    return transform(source, {
      transforms: framework === 'react' ? ['typescript', 'jsx', 'imports'] : ['typescript', 'imports'],
      jsxRuntime: 'automatic',
      production: true,
      filePath: framework === 'react' ? 'App.tsx' : 'main.ts',
    }).code;
  } catch (error) {
    const found = errorLocation(error);
    const message = (error instanceof Error ? error.message : String(error)).replace(/\s*\(\d+:\d+\)$/, '');
    const pos = (error as {pos?: unknown}).pos;
    const loc = found && userErrorLocation(source, message, found, typeof pos === 'number' ? pos : undefined);
    throw new CompileError(message, loc?.line, loc?.column);
  }
}

type Visit = (node: Node & Record<string, unknown>) => void;

/** Every node of an ESTree, depth first (acorn's nodes are plain objects with a `type`). */
function walk(node: unknown, visit: Visit): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (typeof node !== 'object' || node === null || typeof (node as {type?: unknown}).type !== 'string') return;
  visit(node as Node & Record<string, unknown>);
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'loc' && typeof value === 'object') walk(value, visit);
  }
}

type CallNode = Node & {
  callee: Node & {name?: string; object?: Node & {name?: string}; property?: Node & {name?: string}};
  arguments: Node[];
};

const GLOBAL_OBJECTS = new Set(['window', 'globalThis', 'self']);
const STRING_TIMERS = new Set(['setTimeout', 'setInterval']);

/** The global a call reaches by name (`eval(…)`, `window.eval(…)`), or undefined. */
function globalCallee({callee}: CallNode): string | undefined {
  if (callee.type === 'Identifier') return callee.name;
  if (
    callee.type === 'MemberExpression' &&
    callee.object?.type === 'Identifier' &&
    GLOBAL_OBJECTS.has(callee.object.name ?? '')
  ) {
    return callee.property?.type === 'Identifier' ? callee.property.name : undefined;
  }
  return undefined;
}

/** How a call runs code from a string, in the words of the error, or undefined when it does not. */
function codeFromString(node: CallNode): string | undefined {
  const name = globalCallee(node);
  if (name === 'eval') return 'eval()';
  if (name === 'Function') return node.type === 'NewExpression' ? 'new Function()' : 'Function()';
  const [first] = node.arguments;
  if (
    name !== undefined &&
    STRING_TIMERS.has(name) &&
    (first?.type === 'TemplateLiteral' ||
      (first?.type === 'Literal' && typeof (first as {value?: unknown}).value === 'string'))
  ) {
    return `${name} with a string`;
  }
  return undefined;
}

const LOOPS = new Set(['WhileStatement', 'DoWhileStatement', 'ForStatement', 'ForInStatement', 'ForOfStatement']);

interface Insertion {
  at: number;
  text: string;
}

export function compileProgram(source: string, framework: Framework): CompiledProgram {
  const code = transpile(source, framework);
  let tree: Node;
  try {
    tree = parse(code, {
      ecmaVersion: 'latest',
      sourceType: 'script',
      locations: true,
      allowReturnOutsideFunction: true,
    });
  } catch (error) {
    // sucrase passes some invalid code through (it does not check everything): acorn's
    // positions are on the same lines as the user's.
    const loc = errorLocation(error);
    const message = (error instanceof Error ? error.message : String(error)).replace(/\s*\(\d+:\d+\)$/, '');
    throw new CompileError(message, loc?.line, loc === undefined ? undefined : loc.column + 1);
  }

  const imports = new Set<RunnerModule>();
  const insertions: Insertion[] = [];
  walk(tree, (node) => {
    if (node.type === 'CallExpression') {
      const callee = node.callee as Node & {name?: string};
      const [argument] = node.arguments as (Node & {value?: unknown})[];
      if (
        callee.type === 'Identifier' &&
        callee.name === 'require' &&
        argument?.type === 'Literal' &&
        typeof argument.value === 'string'
      ) {
        if (!isRunnerModule(argument.value)) {
          const line = node.loc?.start.line;
          throw new CompileError(
            `Cannot import "${argument.value}": the runner provides only ${RUNNER_MODULES.filter((name) => name !== 'react/jsx-runtime').join(', ')}`,
            line,
          );
        }
        imports.add(argument.value);
      }
    }
    if (node.type === 'CallExpression' || node.type === 'NewExpression') {
      const refused = codeFromString(node as unknown as CallNode);
      if (refused) {
        throw new CompileError(
          `${refused} runs code given as a string, which the runner does not allow: write the code as a function instead`,
          node.loc?.start.line,
        );
      }
    }
    if (LOOPS.has(node.type)) {
      const body = node.body as Node;
      const guard = `${LOOP_GUARD}(${node.loc?.start.line ?? 0});`;
      if (body.type === 'BlockStatement') {
        insertions.push({at: body.start + 1, text: guard});
      } else {
        insertions.push({at: body.start, text: `{${guard}`}, {at: body.end, text: '}'});
      }
    }
  });

  // Insert from the end so earlier positions stay valid; none of the insertions adds a line.
  let guarded = code;
  for (const {at, text} of insertions.sort((a, b) => b.at - a.at)) {
    guarded = guarded.slice(0, at) + text + guarded.slice(at);
  }
  const prefix = `(function (${PROGRAM_PARAMETERS.join(', ')}) {`;
  return {code: `${prefix}${guarded}\n})`, firstLineOffset: prefix.length, imports: [...imports]};
}
