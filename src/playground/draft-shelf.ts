import {parsePlaygroundDraft, serializePlaygroundDraft, type DraftSlot, type PlaygroundDraft} from './draft';

/**
 * Where the playground keeps drafts: one local-storage key per draft
 * (`mapweave_playground_drafts.<id>`), so that no tab ever writes over another's. A tab keeps the
 * id of its own draft in session storage, which a reload keeps and a new tab does not have.
 * A draft the reader's code is replaced in (a shared link, an example) is set aside under an id
 * of its own. The list of drafts, newest first, is what "Recent drafts" offers.
 */
export const DRAFT_KEY_PREFIX = 'mapweave_playground_drafts.';
export const TAB_DRAFT_KEY = 'mapweave_playground_tab_draft';
/** The most drafts kept: setting one more aside forgets the oldest (never the tab's own). */
export const DRAFTS_KEPT = 20;

/** What the shelf needs of `localStorage` / `sessionStorage`. */
export interface KeyValueStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface ShelvedDraft {
  id: string;
  savedAt: number;
  draft: PlaygroundDraft;
}

export interface DraftShelf {
  /** The id of this tab's own draft. */
  readonly tabDraftId: string;
  /** Whether the tab had its own draft id before (a reload), rather than a new one (a new tab). */
  readonly reopened: boolean;
  /**
   * Records the tab's draft id in session storage, for a reload to find. Called once the
   * playground has started, never while rendering: React may throw a render away and run it
   * again, and a shelf from a discarded render must not make the tab look reopened.
   */
  claimTab(): void;
  /** The slot of this tab's own draft, for createDraftStore. */
  readonly tabSlot: DraftSlot;
  /** Every draft but this tab's own, newest first. */
  list(): ShelvedDraft[];
  /** The newest draft of all, the tab's own included. */
  newest(): ShelvedDraft | null;
  /** Keeps `draft` under a new id of its own; returns that id. */
  setAside(draft: PlaygroundDraft): string;
  remove(id: string): void;
}

/** Storage that may be refused (private mode, a sandbox) or full: every failure reads as "nothing there". */
function guarded(open: () => KeyValueStorage): KeyValueStorage {
  const attempt = <T>(action: (storage: KeyValueStorage) => T, fallback: T): T => {
    try {
      return action(open());
    } catch {
      return fallback;
    }
  };
  return {
    get length() {
      return attempt((storage) => storage.length, 0);
    },
    key: (index) => attempt((storage) => storage.key(index), null),
    getItem: (key) => attempt((storage) => storage.getItem(key), null),
    setItem: (key, value) => attempt((storage) => storage.setItem(key, value), undefined),
    removeItem: (key) => attempt((storage) => storage.removeItem(key), undefined),
  };
}

function savedAtOf(raw: string | null): number {
  try {
    const savedAt = (JSON.parse(raw ?? 'null') as {savedAt?: unknown} | null)?.savedAt;
    return typeof savedAt === 'number' && Number.isFinite(savedAt) ? savedAt : 0;
  } catch {
    return 0;
  }
}

export function createDraftShelf(
  openLocal: () => KeyValueStorage,
  openSession: () => KeyValueStorage,
  newId: () => string = () => crypto.randomUUID(),
  now: () => number = Date.now,
): DraftShelf {
  const local = guarded(openLocal);
  const session = guarded(openSession);
  const known = session.getItem(TAB_DRAFT_KEY);
  const tabDraftId = known ?? newId();

  const all = (): ShelvedDraft[] => {
    const found: ShelvedDraft[] = [];
    for (let index = 0; index < local.length; index += 1) {
      const key = local.key(index);
      if (!key?.startsWith(DRAFT_KEY_PREFIX)) continue;
      const raw = local.getItem(key);
      const draft = parsePlaygroundDraft(raw);
      if (draft) found.push({id: key.slice(DRAFT_KEY_PREFIX.length), savedAt: savedAtOf(raw), draft});
    }
    return found.sort((a, b) => b.savedAt - a.savedAt);
  };
  const write = (id: string, draft: PlaygroundDraft) =>
    local.setItem(DRAFT_KEY_PREFIX + id, serializePlaygroundDraft(draft, now()));

  return {
    tabDraftId,
    reopened: known !== null,
    claimTab: () => session.setItem(TAB_DRAFT_KEY, tabDraftId),
    tabSlot: {
      get: () => local.getItem(DRAFT_KEY_PREFIX + tabDraftId),
      set: (text) => local.setItem(DRAFT_KEY_PREFIX + tabDraftId, text),
    },
    list: () => all().filter((shelved) => shelved.id !== tabDraftId),
    newest: () => all()[0] ?? null,
    setAside(draft) {
      const id = newId();
      write(id, draft);
      for (const old of all()
        .filter((shelved) => shelved.id !== tabDraftId)
        .slice(DRAFTS_KEPT))
        local.removeItem(DRAFT_KEY_PREFIX + old.id);
      return id;
    },
    remove: (id) => local.removeItem(DRAFT_KEY_PREFIX + id),
  };
}
