import {describe, expect, it} from 'vitest';
import {CompileError, compileProgram, LOOP_GUARD} from './compile';

/** Runs a compiled program with the given modules and loop guard; returns its exports. */
function run(source: string, modules: Record<string, unknown> = {}, guard: (line: number) => void = () => {}) {
  const {code} = compileProgram(source, 'javascript');
  const exports: Record<string, unknown> = {};
  const program = (0, eval)(code) as (...args: unknown[]) => void;
  program((name: string) => modules[name], exports, {exports}, guard);
  return exports;
}

function compileError(source: string, framework: 'react' | 'javascript' = 'javascript'): CompileError {
  try {
    compileProgram(source, framework);
  } catch (error) {
    if (error instanceof CompileError) return error;
    throw error;
  }
  throw new Error('compiled without an error');
}

describe('compileProgram', () => {
  it('strips types, maps imports to require and keeps every line in place', () => {
    const source =
      "import { MapWeave } from 'mapweave';\ninterface A { b: number }\nconst a: A = { b: 1 };\nexport const map = new MapWeave(a);\n";
    const {code, imports} = compileProgram(source, 'javascript');
    expect(imports).toEqual(['mapweave']);
    expect(code.split('\n')[2]).toContain('const a = { b: 1 }');
  });

  it('compiles TSX with the automatic JSX runtime', () => {
    const {imports} = compileProgram('export default function App() { return <div>Hi</div>; }', 'react');
    expect(imports).toEqual(['react/jsx-runtime']);
  });

  it('runs the program with the modules it imports', () => {
    const exports = run("import { answer } from 'mapweave';\nexport const doubled = answer * 2;", {
      mapweave: {answer: 21},
    });
    expect(exports.doubled).toBe(42);
  });

  it('names an import the runner does not provide, with its line', () => {
    const error = compileError("import React from 'react';\nimport _ from 'lodash';\n_.chunk(React.version);\n");
    expect(error.message).toBe(
      'Cannot import "lodash": the runner provides only mapweave, mapweave/react, react, react-dom, react-dom/client, maplibre-gl, pmtiles',
    );
    expect(error.line).toBe(2);
  });

  it('leaves out imports used only as types, as TypeScript does', () => {
    expect(
      compileProgram(
        "import type { Feature } from 'geojson';\nimport { Point } from 'geojson';\nlet p: Point | Feature;\n",
        'javascript',
      ).imports,
    ).toEqual([]);
  });

  it('reports a syntax error at the user’s line and column', () => {
    const error = compileError('const a = 1;\nconst b = ;\n');
    expect(error.line).toBe(2);
    expect(error.column).toBeGreaterThan(0);
    expect(error.message).toMatch(/Unexpected token/);
  });

  it.each([
    ['a call', 'console.log("a"', 16],
    ['an object', 'const point = {x: 1', 20],
  ])('reports a missing token after %s on the line that lacks it, not on the next line', (_, broken, column) => {
    const before = Array.from({length: 57}, (_, index) => `const v${index} = ${index};`);
    const error = compileError([...before, broken, '', '  const after = 2;', ''].join('\n'));
    expect(error.message).toMatch(/expected/);
    expect({line: error.line, column: error.column}).toEqual({line: 58, column});
  });

  it('reports an unexpected token at the start of a line on that line', () => {
    const error = compileError('const a = 1;\n) + 2;\n');
    expect({line: error.line, column: error.column}).toEqual({line: 2, column: 1});
  });

  it('reports JSX in a JavaScript program as a compile error', () => {
    expect(compileError('const a = <div />;\n').line).toBe(1);
  });

  it.each([
    ['while', 'let i = 0;\nwhile (true) { i++; }'],
    ['while without braces', 'let i = 0;\nwhile (true) i++;'],
    ['do-while', 'let i = 0;\ndo { i++; } while (true);'],
    ['for', 'for (;;) {}\n'],
    ['for-of', 'const a = [1];\nfor (const x of a) { a.push(x); }'],
    ['nested', 'for (;;) for (;;) ;'],
  ])('guards a %s loop so it can be stopped', (_kind, source) => {
    const lines: number[] = [];
    const guard = (line: number) => {
      lines.push(line);
      if (lines.length > 100) throw new Error('stopped');
    };
    expect(() => run(source, {}, guard)).toThrow('stopped');
    expect(lines.length).toBe(101);
  });

  it.each([
    ['eval()', "const a = 1;\neval('a + 1');"],
    ['eval()', "const a = 1;\nwindow.eval('a + 1');"],
    ['new Function()', "const a = 1;\nconst f = new Function('return 1');"],
    ['Function()', "const a = 1;\nconst f = Function('return 1');"],
    ['setTimeout with a string', "const a = 1;\nsetTimeout('console.log(a)', 10);"],
    ['setInterval with a string', 'const a = 1;\nglobalThis.setInterval(`tick()`, 10);'],
  ])('refuses %s, which the loop guard cannot reach, with its line', (what, source) => {
    const error = compileError(source);
    expect(error.message).toBe(
      `${what} runs code given as a string, which the runner does not allow: write the code as a function instead`,
    );
    expect(error.line).toBe(2);
  });

  it('lets timers with functions and methods named eval through', () => {
    expect(() =>
      compileProgram(
        "setTimeout(() => {}, 10);\nconst math = { eval: (x: string) => x };\nmath.eval('1');\n",
        'javascript',
      ),
    ).not.toThrow();
  });

  it('passes the loop’s line to the guard', () => {
    const lines: number[] = [];
    run('const a = 1;\n\nfor (let i = 0; i < 2; i++) {}\n', {}, (line) => lines.push(line));
    expect(lines).toEqual([3, 3]);
    expect(compileProgram('for (;;) {}', 'javascript').code).toContain(`${LOOP_GUARD}(1)`);
  });
});
