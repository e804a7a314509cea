export type StorageKind = 'local' | 'session';

export interface SafeStorage {
  get(key: string): string | null;
  /** Returns false when the value could not be stored. */
  set(key: string, value: string): boolean;
  remove(key: string): void;
}

let warned = false;

function warnOnce(kind: StorageKind, error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn(
    `MapWeave: ${kind}Storage is unavailable (${String(error)}); the site keeps working without saving preferences.`,
  );
}

/**
 * Web storage that never throws: private browsing, sandboxed iframes and full quotas make
 * `localStorage`/`sessionStorage` throw on access. The first failure logs one warning.
 */
export function safeStorage(kind: StorageKind): SafeStorage {
  function attempt<T>(operation: (storage: Storage) => T, fallback: T): T {
    if (typeof window === 'undefined') return fallback;
    try {
      return operation(kind === 'local' ? window.localStorage : window.sessionStorage);
    } catch (error) {
      warnOnce(kind, error);
      return fallback;
    }
  }
  return {
    get: (key) => attempt((storage) => storage.getItem(key), null),
    set: (key, value) =>
      attempt((storage) => {
        storage.setItem(key, value);
        return true;
      }, false),
    remove: (key) => attempt((storage) => storage.removeItem(key), undefined),
  };
}
