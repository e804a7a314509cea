/** The SDK tarball built by the sdk-download plugin, as exposed in its global data. */
export interface SdkDownload {
  /** e.g. `mapweave-1.5.0.tgz`, served at `/downloads/<fileName>`. */
  fileName: string;
  version: string;
  /** Bytes. */
  size: number;
  /** Lower-case hex. */
  sha256: string;
}

export const SDK_DOWNLOAD_PLUGIN_NAME = 'mapweave-sdk-download';
