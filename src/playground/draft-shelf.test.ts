import {describe, expect, it} from 'vitest';
import {createDraftStore, type DraftSlot, type PlaygroundDraft} from './draft';
import {createDraftShelf, DRAFT_KEY_PREFIX, DRAFTS_KEPT, type KeyValueStorage} from './draft-shelf';

class MemoryStorage implements KeyValueStorage {
  readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

let clock = 1_000_000;

function saveNow(slot: DraftSlot, draft: PlaygroundDraft): void {
  const store = createDraftStore(slot, 0, () => (clock += 1000));
  store.save(draft);
  store.flush();
}

const draftWith = (code: string): PlaygroundDraft => ({
  example: 'basic-network',
  framework: 'javascript',
  edits: {javascript: code},
  runOnPause: true,
});

/** Two tabs of one browser: one local storage, a session storage each, and a clock. */
function browser() {
  const local = new MemoryStorage();
  let ids = 0;
  const shelfOf = (session: MemoryStorage) =>
    createDraftShelf(
      () => local,
      () => session,
      () => `id${++ids}`,
      () => (clock += 1000),
    );
  /** A tab whose playground has started. */
  const tab = (session = new MemoryStorage()) => {
    const shelf = shelfOf(session);
    shelf.claimTab();
    return {session, shelf};
  };
  return {local, tab, shelfOf};
}

describe('draft shelf', () => {
  it('gives each tab a draft of its own, which a reload of that tab finds again', () => {
    const {tab} = browser();
    const first = tab();
    const second = tab();
    expect(first.shelf.tabDraftId).not.toBe(second.shelf.tabDraftId);
    expect(first.shelf.reopened).toBe(false);
    saveNow(first.shelf.tabSlot, draftWith('A'));
    saveNow(second.shelf.tabSlot, draftWith('B'));
    const reloaded = tab(first.session);
    expect(reloaded.shelf.reopened).toBe(true);
    expect(createDraftStore(reloaded.shelf.tabSlot, 0).load()).toEqual(draftWith('A'));
  });

  it('leaves a new tab new when a shelf is made and dropped before the playground starts (a render React threw away)', () => {
    const {local, shelfOf, tab} = browser();
    const session = new MemoryStorage();
    const discarded = shelfOf(session);
    expect(session.items.size).toBe(0);
    const started = tab(session);
    expect(started.shelf.reopened).toBe(false);
    expect(started.shelf.tabDraftId).not.toBe(discarded.tabDraftId);
    expect(local.items.size).toBe(0);
  });

  it('lists the other drafts newest first, and the newest of all', () => {
    const {tab} = browser();
    const first = tab();
    const second = tab();
    saveNow(first.shelf.tabSlot, draftWith('A'));
    second.shelf.setAside(draftWith('set aside'));
    saveNow(second.shelf.tabSlot, draftWith('B'));
    expect(first.shelf.list().map((shelved) => shelved.draft.edits.javascript)).toEqual(['B', 'set aside']);
    expect(first.shelf.newest()?.draft.edits.javascript).toBe('B');
    second.shelf.remove(second.shelf.tabDraftId);
    expect(first.shelf.list().map((shelved) => shelved.draft.edits.javascript)).toEqual(['set aside']);
  });

  it(`keeps at most ${DRAFTS_KEPT} drafts set aside, forgetting the oldest, never a tab's own`, () => {
    const {local, tab} = browser();
    const only = tab();
    saveNow(only.shelf.tabSlot, draftWith('own'));
    for (let index = 0; index < DRAFTS_KEPT + 3; index += 1) only.shelf.setAside(draftWith(`aside ${index}`));
    const kept = only.shelf.list();
    expect(kept).toHaveLength(DRAFTS_KEPT);
    expect(kept.at(-1)?.draft.edits.javascript).toBe('aside 3');
    expect(local.getItem(DRAFT_KEY_PREFIX + only.shelf.tabDraftId)).toContain('own');
  });

  it('works, keeping nothing, when storage throws', () => {
    const refused = (): KeyValueStorage => {
      throw new DOMException('localStorage is disabled', 'SecurityError');
    };
    const shelf = createDraftShelf(refused, refused, () => 'id');
    expect(shelf.list()).toEqual([]);
    expect(shelf.newest()).toBeNull();
    expect(() => shelf.setAside(draftWith('x'))).not.toThrow();
    expect(shelf.tabSlot.get()).toBeNull();
  });
});
