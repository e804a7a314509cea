// Assembles src/graph/brandes.wat into src/graph/brandesWasmBytes.ts (the module's bytes in base64,
// so that the SDK carries its kernel in every bundle and worker without a second file to serve).
// `npm run build:wasm`; a unit test fails when the committed file no longer matches the source.
import wabtModule from 'wabt';
import {readFileSync, writeFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

const graph = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'src', 'graph');
export const WAT_PATH = join(graph, 'brandes.wat');
export const GENERATED_PATH = join(graph, 'brandesWasmBytes.ts');

/** The text of brandesWasmBytes.ts for the current brandes.wat. */
export async function brandesWasmSource() {
  const wabt = await wabtModule();
  const parsed = wabt.parseWat('brandes.wat', readFileSync(WAT_PATH, 'utf8'));
  try {
    parsed.validate();
    const {buffer} = parsed.toBinary({});
    return [
      '// Generated from brandes.wat by `npm run build:wasm -w mapweave`: do not edit.',
      `export const BRANDES_WASM = '${Buffer.from(buffer).toString('base64')}';`,
      '',
    ].join('\n');
  } finally {
    parsed.destroy();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const source = await brandesWasmSource();
  writeFileSync(GENERATED_PATH, source);
  console.log(`wrote ${GENERATED_PATH} (${Buffer.from(source.split("'")[1], 'base64').length} bytes of WebAssembly)`);
}
