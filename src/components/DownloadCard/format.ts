/** `1.5.0` → `1.5`, `1.0.1` → `1.0.1`: the slug of a version's release post under /download. */
export function releaseSlug(version: string): string {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`Expected a version like 1.5.0, got ${JSON.stringify(version)}`);
  const [, major, minor, patch] = match;
  return patch === '0' ? `${major}.${minor}` : `${major}.${minor}.${patch}`;
}

/** Bytes as the download card shows them: `812 B`, `95.3 KB`, `1.42 MB` (1 KB = 1000 B, like npm). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new Error(`Expected a byte count, got ${bytes}`);
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} KB`;
  return `${(bytes / 1_000_000).toFixed(2)} MB`;
}
