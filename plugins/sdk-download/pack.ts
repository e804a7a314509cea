import {execFile} from 'node:child_process';
import {createHash} from 'node:crypto';
import {copyFile, mkdir, readdir, readFile, stat} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import type {SdkDownload} from '../../src/lib/sdk-download';

const run = promisify(execFile);

/** The npm workspace of the SDK, packed as the download. */
const SDK_WORKSPACE = 'mapweave';

interface PackEntry {
  filename: string;
  version: string;
}

function isPackEntry(value: unknown): value is PackEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.filename === 'string' && typeof entry.version === 'string';
}

/**
 * The entry of `npm pack --json`. npm prints the JSON array last; the output of the
 * package's `prepack` script (the SDK build) can come before it on the same stream.
 */
export function parsePackOutput(stdout: string): PackEntry {
  const start = stdout.search(/^\[\s*(\{|\])/m);
  if (start === -1) {
    throw new Error(`npm pack printed no JSON result. Its output was:\n${stdout.slice(-2000)}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(stdout.slice(start));
  } catch (error) {
    throw new Error(
      `npm pack printed JSON that does not parse (${(error as Error).message}):\n${stdout.slice(start, start + 2000)}`,
    );
  }
  if (!Array.isArray(parsed) || parsed.length !== 1 || !isPackEntry(parsed[0])) {
    throw new Error(
      `npm pack should describe exactly one tarball with a filename and version, got:\n${JSON.stringify(parsed).slice(0, 2000)}`,
    );
  }
  return parsed[0];
}

async function sha256Of(file: string): Promise<string> {
  return createHash('sha256')
    .update(await readFile(file))
    .digest('hex');
}

async function newestModification(file: string): Promise<number> {
  const info = await stat(file);
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(file);
  const times = await Promise.all(entries.map((entry) => newestModification(path.join(file, entry))));
  return Math.max(info.mtimeMs, ...times);
}

/** The inputs of the SDK build: when none is newer than its outputs, packing need not build again. */
const SDK_BUILD_INPUTS = ['src', 'scripts', 'package.json', 'tsconfig.json'];
const SDK_BUILD_OUTPUTS = ['dist/index.js', 'dist/react/index.js', 'dist/browser/mapweave.js'];

/** Whether `sdkDir/dist` was built after the last change to the SDK's sources. */
export async function sdkBuildIsCurrent(sdkDir: string): Promise<boolean> {
  try {
    const outputs = await Promise.all(SDK_BUILD_OUTPUTS.map((file) => stat(path.join(sdkDir, file))));
    const inputs = await Promise.all(SDK_BUILD_INPUTS.map((file) => newestModification(path.join(sdkDir, file))));
    return Math.min(...outputs.map((output) => output.mtimeMs)) >= Math.max(...inputs);
  } catch {
    return false;
  }
}

/**
 * Packs the SDK workspace into `destination` and describes the tarball. Its prepack script
 * builds it, unless the build in dist is already current (as in `npm test`, which builds it first).
 */
export async function packSdk(siteDir: string, destination: string): Promise<SdkDownload> {
  await mkdir(destination, {recursive: true});
  const buildIsCurrent = await sdkBuildIsCurrent(path.join(siteDir, 'packages', SDK_WORKSPACE));
  const args = ['pack', '-w', SDK_WORKSPACE, '--json', '--pack-destination', destination];
  let stdout: string;
  try {
    ({stdout} = await run('npm', buildIsCurrent ? [...args, '--ignore-scripts'] : args, {
      cwd: siteDir,
      maxBuffer: 64 * 1024 * 1024,
    }));
  } catch (error) {
    const failure = error as Error & {stderr?: string; stdout?: string; code?: number | string};
    const output = `${failure.stdout ?? ''}\n${failure.stderr ?? ''}`.trim().slice(-4000);
    throw new Error(
      `sdk-download: \`npm pack -w ${SDK_WORKSPACE}\` failed (exit ${String(failure.code)}), so the site has no SDK download. ` +
        `Fix the SDK build (npm run build -w ${SDK_WORKSPACE}) and build again.\n${output}`,
    );
  }
  const entry = parsePackOutput(stdout);
  const tarball = path.join(destination, entry.filename);
  const {size} = await stat(tarball);
  return {fileName: entry.filename, version: entry.version, size, sha256: await sha256Of(tarball)};
}

/** Copies the SDK's browser bundles (`dist/browser/*.js`) for the site's sandboxed example runner. */
export async function copyBrowserBundles(sdkDir: string, destination: string): Promise<string[]> {
  const source = path.join(sdkDir, 'dist', 'browser');
  let names: string[];
  try {
    names = (await readdir(source)).filter((name) => name.endsWith('.js'));
  } catch {
    throw new Error(
      `sdk-download: ${source} does not exist; the SDK build should have written the browser bundles there.`,
    );
  }
  if (names.length === 0) {
    throw new Error(`sdk-download: ${source} holds no .js browser bundle.`);
  }
  await mkdir(destination, {recursive: true});
  await Promise.all(names.map((name) => copyFile(path.join(source, name), path.join(destination, name))));
  return names;
}
