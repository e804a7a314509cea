import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {
  createDraftStore,
  holdsOwnWork,
  parsePlaygroundDraft,
  serializePlaygroundDraft,
  type DraftSlot,
  type PlaygroundDraft,
} from './draft';

const draft: PlaygroundDraft = {
  example: 'basic-network',
  framework: 'javascript',
  edits: {javascript: 'console.log("edited");'},
  runOnPause: false,
};

function memorySlot(initial: string | null = null): DraftSlot & {del(): void; value: string | null; writes: number} {
  return {
    value: initial,
    writes: 0,
    get() {
      return this.value;
    },
    set(value) {
      this.value = value;
      this.writes += 1;
    },
    del() {
      this.value = null;
    },
  };
}

describe('playground draft', () => {
  it('round-trips through its text form', () => {
    expect(parsePlaygroundDraft(serializePlaygroundDraft(draft))).toEqual(draft);
    const fromShared: PlaygroundDraft = {
      example: null,
      framework: 'react',
      edits: {react: 'x', javascript: 'y'},
      runOnPause: true,
    };
    expect(parsePlaygroundDraft(serializePlaygroundDraft(fromShared))).toEqual(fromShared);
  });

  it.each([
    ['nothing saved', null],
    ['text that is not JSON', '{"v":1,'],
    ['JSON that is not an object', '[1]'],
    ['another version', JSON.stringify({...JSON.parse(serializePlaygroundDraft(draft)), v: 2})],
    ['an unknown framework', serializePlaygroundDraft(draft).replace('"javascript"', '"vue"')],
    [
      'edits that are not text',
      JSON.stringify({v: 1, example: null, framework: 'react', edits: {react: 1}, runOnPause: true}),
    ],
    ['edits that are a list', JSON.stringify({v: 1, example: null, framework: 'react', edits: [], runOnPause: true})],
    ['a missing run-on-pause flag', JSON.stringify({v: 1, example: null, framework: 'react', edits: {}})],
    [
      'an example id that is not text',
      JSON.stringify({v: 1, example: 3, framework: 'react', edits: {}, runOnPause: true}),
    ],
  ])('reads %s as no draft', (_name, raw) => {
    expect(parsePlaygroundDraft(raw)).toBeNull();
  });

  it('ignores edits for frameworks it does not know', () => {
    const raw = JSON.stringify({
      v: 1,
      example: null,
      framework: 'react',
      edits: {react: 'a', vue: 'b'},
      runOnPause: true,
    });
    expect(parsePlaygroundDraft(raw)?.edits).toEqual({react: 'a'});
  });
});

describe('draft store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads what the slot holds', () => {
    const store = createDraftStore(memorySlot(serializePlaygroundDraft(draft)), 300);
    expect(store.load()).toEqual(draft);
    expect(createDraftStore(memorySlot('garbage'), 300).load()).toBeNull();
  });

  it('writes the last of a burst of saves once, after the pause', () => {
    const slot = memorySlot();
    const store = createDraftStore(slot, 300);
    store.save({...draft, edits: {javascript: 'a'}});
    store.save({...draft, edits: {javascript: 'ab'}});
    expect(slot.writes).toBe(0);
    vi.advanceTimersByTime(300);
    expect(slot.writes).toBe(1);
    expect(parsePlaygroundDraft(slot.value)?.edits).toEqual({javascript: 'ab'});
  });

  it('flush writes a pending save at once', () => {
    const slot = memorySlot();
    const store = createDraftStore(slot, 300);
    store.save(draft);
    store.flush();
    expect(parsePlaygroundDraft(slot.value)).toEqual(draft);
  });

  it('does not write again what the slot already holds', () => {
    const slot = memorySlot(serializePlaygroundDraft(draft));
    const store = createDraftStore(slot, 300);
    store.load();
    store.save({...draft});
    vi.advanceTimersByTime(300);
    expect(slot.writes).toBe(0);
  });

  it('keeps working when the slot does nothing (storage refused)', () => {
    const store = createDraftStore({get: () => null, set: () => {}}, 300);
    expect(store.load()).toBeNull();
    store.save(draft);
    store.flush();
    expect(store.load()).toBeNull();
  });
});

describe("keeping the reader's draft aside", () => {
  const own: PlaygroundDraft = {example: 'basic-network', framework: 'react', edits: {react: 'mine'}, runOnPause: true};
  const older: PlaygroundDraft = {...own, edits: {javascript: 'older'}};
  const shared: PlaygroundDraft = {
    example: null,
    framework: 'javascript',
    edits: {javascript: 'from a link'},
    runOnPause: true,
    shared: true,
  };
  const exampleOnly: PlaygroundDraft = {...own, edits: {}};

  it('round-trips the shared mark, and refuses a mark that is not true', () => {
    expect(parsePlaygroundDraft(serializePlaygroundDraft(shared))).toEqual(shared);
    expect(parsePlaygroundDraft(serializePlaygroundDraft(own))).toEqual(own);
    expect(parsePlaygroundDraft(JSON.stringify({v: 1, ...own, shared: 'yes'}))).toBeNull();
  });

  it('round-trips why a run was halted, and refuses an unknown reason', () => {
    const halted: PlaygroundDraft = {...own, halted: 'flooded'};
    expect(parsePlaygroundDraft(serializePlaygroundDraft(halted))).toEqual(halted);
    expect(parsePlaygroundDraft(JSON.stringify({v: 1, ...own, halted: 'bored'}))).toBeNull();
  });

  it("keeps only the reader's own edits aside: not an unedited example, a shared program or nothing", () => {
    expect(holdsOwnWork(own)).toBe(true);
    expect(holdsOwnWork(older)).toBe(true);
    expect(holdsOwnWork(shared)).toBe(false);
    expect(holdsOwnWork(exampleOnly)).toBe(false);
    expect(holdsOwnWork(null)).toBe(false);
  });
});
