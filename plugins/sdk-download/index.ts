import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {copyBrowserBundles, packSdk} from './pack';
import {SDK_DOWNLOAD_PLUGIN_NAME, type SdkDownload} from '../../src/lib/sdk-download';

/**
 * Packs the SDK (`npm pack -w mapweave`, whose prepack builds it) into static/downloads for the
 * download card, and copies its browser bundles to static/sdk for the example runner.
 * Both folders are build outputs (gitignored). The card reads `SdkDownload` from global data.
 */
export default function sdkDownloadPlugin(context: LoadContext): Plugin {
  const staticDir = path.join(context.siteDir, 'static');
  // Packing builds the SDK (tens of seconds): once per process, not on every dev-server reload.
  let packed: Promise<SdkDownload> | null = null;
  async function buildDownload(): Promise<SdkDownload> {
    const download = await packSdk(context.siteDir, path.join(staticDir, 'downloads'));
    await copyBrowserBundles(path.join(context.siteDir, 'packages', 'mapweave'), path.join(staticDir, 'sdk'));
    return download;
  }
  return {
    name: SDK_DOWNLOAD_PLUGIN_NAME,
    async loadContent() {
      packed ??= buildDownload().catch((error: unknown) => {
        packed = null;
        throw error;
      });
      return packed;
    },
    async contentLoaded({content, actions}) {
      actions.setGlobalData(content);
    },
  };
}
