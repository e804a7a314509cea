import {execFile} from 'node:child_process';
import {createHash} from 'node:crypto';
import {copyFile, mkdir, readdir, readFile, stat} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import type {SdkDownload} from './types';

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
    throw new Error(`npm pack printed JSON that does not parse (${(error as Error).message}):\n${stdout.slice(start, start + 2000)}`);
  }
  if (!Array.isArray(parsed) || parsed.length !== 1 || !isPackEntry(parsed[0])) {
    throw new Error(`npm pack should describe exactly one tarball with a filename and version, got:\n${JSON.stringify(parsed).slice(0, 2000)}`);
  }
  return parsed[0];
}

async function sha256Of(file: string): Promise<string> {
  return createHash('sha256').update(await readFile(file)).digest('hex');
}

/** Packs the SDK workspace into `destination` (its prepack script builds it) and describes the tarball. */
export async function packSdk(siteDir: string, destination: string): Promise<SdkDownload> {
  await mkdir(destination, {recursive: true});
  let stdout: string;
  try {
    ({stdout} = await run('npm', ['pack', '-w', SDK_WORKSPACE, '--json', '--pack-destination', destination], {
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
    throw new Error(`sdk-download: ${source} does not exist; the SDK build should have written the browser bundles there.`);
  }
  if (names.length === 0) {
    throw new Error(`sdk-download: ${source} holds no .js browser bundle.`);
  }
  await mkdir(destination, {recursive: true});
  await Promise.all(names.map((name) => copyFile(path.join(source, name), path.join(destination, name))));
  return names;
}
