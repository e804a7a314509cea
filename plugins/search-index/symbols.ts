/** The SDK's public names, read from its built type declarations (packages/mapweave/dist). */
import path from 'node:path';
import ts from 'typescript';
import type {SymbolKind} from '../../src/lib/search/types';

export interface SdkExport {
  name: string;
  kind: SymbolKind;
  /** Public method names, for classes. */
  members: string[];
}

function kindOf(symbol: ts.Symbol, react: boolean): SymbolKind {
  if (react && symbol.flags & (ts.SymbolFlags.Variable | ts.SymbolFlags.Function)) return 'component';
  if (symbol.flags & ts.SymbolFlags.Class) return 'class';
  if (symbol.flags & ts.SymbolFlags.Function) return 'function';
  if (symbol.flags & ts.SymbolFlags.Variable) return 'constant';
  return 'type';
}

/** Every export of the SDK's `mapweave` and `mapweave/react` entries, and the events of `EventMap`. */
export function readSdkExports(sdkDir: string): {exports: SdkExport[]; events: string[]} {
  const entries = ['dist/index.d.ts', 'dist/react/index.d.ts'].map((entry) => path.join(sdkDir, entry));
  const program = ts.createProgram(entries, {noEmit: true, skipLibCheck: true});
  const checker = program.getTypeChecker();
  const exports: SdkExport[] = [];
  let events: string[] = [];
  entries.forEach((entry, index) => {
    const module = checker.getSymbolAtLocation(program.getSourceFile(entry)!);
    if (!module) throw new Error(`search index: ${entry} is not a module`);
    for (const exported of checker.getExportsOfModule(module)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const kind = kindOf(symbol, index === 1);
      const members =
        kind === 'class'
          ? checker
              .getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol))
              .filter((member) => member.flags & ts.SymbolFlags.Method && !member.name.startsWith('_'))
              .map((member) => member.name)
          : [];
      if (exported.name === 'EventMap') {
        events = checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol)).map((member) => member.name);
      }
      exports.push({name: exported.name, kind, members});
    }
  });
  return {exports, events};
}
