import {mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {copyBrowserBundles, packSdk, parsePackOutput, sdkBuildIsCurrent} from '../../plugins/sdk-download/pack';
import {formatFileSize, releaseSlug} from '../../src/components/DownloadCard/format';

const PACK_JSON = JSON.stringify(
  [{id: 'mapweave@1.5.0', name: 'mapweave', version: '1.5.0', filename: 'mapweave-1.5.0.tgz', size: 123456}],
  null,
  2,
);

describe('parsePackOutput', () => {
  it('reads the JSON that npm pack --json prints', () => {
    expect(parsePackOutput(PACK_JSON)).toMatchObject({filename: 'mapweave-1.5.0.tgz', version: '1.5.0'});
  });

  it('skips the output of the prepack build printed before the JSON', () => {
    const stdout = `\n> mapweave@1.5.0 prepack\n> npm run build\n\nbuilt dist/browser/mapweave.js [1.2 MB]\n${PACK_JSON}\n`;
    expect(parsePackOutput(stdout).filename).toBe('mapweave-1.5.0.tgz');
  });

  it('fails clearly when there is no JSON', () => {
    expect(() => parsePackOutput('npm error code E404')).toThrow(/npm pack printed no JSON result/);
  });

  it('fails clearly on JSON that does not describe one tarball', () => {
    expect(() => parsePackOutput('[]')).toThrow(/exactly one tarball/);
    expect(() => parsePackOutput('[{"name": "mapweave"}]')).toThrow(/exactly one tarball/);
  });
});

describe('download card formatting', () => {
  it('maps a package version to its release post slug', () => {
    expect(releaseSlug('1.5.0')).toBe('1.5');
    expect(releaseSlug('1.0.1')).toBe('1.0.1');
    expect(releaseSlug('0.1.0')).toBe('0.1');
  });

  it('rejects a version it cannot map', () => {
    expect(() => releaseSlug('1.5')).toThrow(/Expected a version like 1.5.0/);
    expect(() => releaseSlug('1.5.0-beta.1')).toThrow(/Expected a version/);
  });

  it('formats file sizes like npm', () => {
    expect(formatFileSize(812)).toBe('812 B');
    expect(formatFileSize(95_312)).toBe('95.3 KB');
    expect(formatFileSize(1_420_000)).toBe('1.42 MB');
    expect(() => formatFileSize(-1)).toThrow(/byte count/);
  });
});

describe('sdk-download failures are explicit', () => {
  const scratch: string[] = [];
  const makeScratch = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mapweave-sdk-download-'));
    scratch.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of scratch.splice(0)) rmSync(dir, {recursive: true, force: true});
  });

  it('says which command failed and how to fix it when the SDK cannot be packed', async () => {
    const site = makeScratch();
    writeFileSync(
      path.join(site, 'package.json'),
      JSON.stringify({name: 'site', private: true, workspaces: ['packages/*']}),
    );
    await expect(packSdk(site, path.join(site, 'static', 'downloads'))).rejects.toThrow(
      /sdk-download: `npm pack -w mapweave` failed .*Fix the SDK build/s,
    );
  }, 60_000);

  it('names the missing browser bundle folder', async () => {
    const sdk = makeScratch();
    await expect(copyBrowserBundles(sdk, path.join(sdk, 'out'))).rejects.toThrow(/dist\/browser does not exist/);
  });

  it('refuses a browser bundle folder without scripts', async () => {
    const sdk = makeScratch();
    mkdirSync(path.join(sdk, 'dist', 'browser'), {recursive: true});
    writeFileSync(path.join(sdk, 'dist', 'browser', 'mapweave.js.map'), '{}');
    await expect(copyBrowserBundles(sdk, path.join(sdk, 'out'))).rejects.toThrow(/holds no \.js browser bundle/);
  });

  /** Writes empty files with the given modification times (s); folders get the oldest time. */
  const writeSdk = (sdk: string, files: Record<string, number>) => {
    for (const [file, seconds] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(sdk, file)), {recursive: true});
      writeFileSync(path.join(sdk, file), '');
      utimesSync(path.join(sdk, file), seconds, seconds);
    }
    for (const folder of ['src', 'src/react', 'scripts']) utimesSync(path.join(sdk, folder), 100, 100);
  };
  const sources = {
    'src/index.ts': 100,
    'src/react/index.ts': 100,
    'scripts/build-browser.mjs': 100,
    'package.json': 100,
    'tsconfig.json': 100,
  };
  const outputs = {'dist/index.js': 200, 'dist/react/index.js': 200, 'dist/browser/mapweave.js': 200};

  it('packs without rebuilding only when every build output is newer than every source', async () => {
    const built = makeScratch();
    writeSdk(built, {...sources, ...outputs});
    expect(await sdkBuildIsCurrent(built)).toBe(true);

    const edited = makeScratch();
    writeSdk(edited, {...sources, ...outputs, 'src/react/index.ts': 300});
    expect(await sdkBuildIsCurrent(edited)).toBe(false);

    const unbuilt = makeScratch();
    writeSdk(unbuilt, sources);
    expect(await sdkBuildIsCurrent(unbuilt)).toBe(false);
  });
});
