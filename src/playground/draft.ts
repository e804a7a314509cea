import {debounce} from '../lib/debounce';
import {FRAMEWORKS, parseFramework, type Framework} from '../lib/framework';

/** Why a draft's last run ended so that it must not run again by itself when the playground opens. */
export type HaltReason = 'stopped' | 'flooded' | 'navigated';
const HALT_REASONS: readonly string[] = ['stopped', 'flooded', 'navigated'] satisfies HaltReason[];

/**
 * What the playground keeps across reloads: the example the code started from, the
 * framework shown, the reader's edits per framework (a framework without an edit shows the
 * example's own source), whether it runs on pause, whether the code is a shared link's
 * that the reader has not edited (`shared`, absent otherwise), and why its last run was ended
 * (`halted`: the reader's Stop, a console flood, a navigation; absent when it may run on opening).
 */
export interface PlaygroundDraft {
  example: string | null;
  framework: Framework;
  edits: Partial<Record<Framework, string>>;
  runOnPause: boolean;
  shared?: true;
  halted?: HaltReason;
}

const DRAFT_VERSION = 1;

export function serializePlaygroundDraft(draft: PlaygroundDraft): string {
  return JSON.stringify({v: DRAFT_VERSION, ...draft});
}

/** Reads a saved draft back; anything that is not a draft of this version gives `null`. */
export function parsePlaygroundDraft(raw: string | null): PlaygroundDraft | null {
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const record = parsed as Record<string, unknown>;
  if (record.v !== DRAFT_VERSION) return null;
  const framework = parseFramework(record.framework);
  const {example, edits, runOnPause, shared, halted} = record;
  if (framework === null || typeof runOnPause !== 'boolean') return null;
  if (example !== null && typeof example !== 'string') return null;
  if (shared !== undefined && shared !== true) return null;
  if (halted !== undefined && !(typeof halted === 'string' && HALT_REASONS.includes(halted))) return null;
  if (typeof edits !== 'object' || edits === null || Array.isArray(edits)) return null;
  const editRecord = edits as Record<string, unknown>;
  const draftEdits: Partial<Record<Framework, string>> = {};
  for (const key of FRAMEWORKS) {
    const code = editRecord[key];
    if (code === undefined) continue;
    if (typeof code !== 'string') return null;
    draftEdits[key] = code;
  }
  return {
    example,
    framework,
    edits: draftEdits,
    runOnPause,
    ...(shared ? {shared} : {}),
    ...(halted !== undefined ? {halted: halted as HaltReason} : {}),
  };
}

/**
 * The draft to keep aside when other code (a shared link, an example) replaces `current`, given
 * the one `kept` already: the reader's own edits, else what was kept before. An unedited shared
 * program is never kept, so a second shared link does not push out the reader's draft.
 */
export function draftToKeepAside(
  current: PlaygroundDraft | null,
  kept: PlaygroundDraft | null,
): PlaygroundDraft | null {
  if (current === null || current.shared || Object.keys(current.edits).length === 0) return kept;
  return current;
}

/** The part of Docusaurus' storage slot the draft needs (`createStorageSlot`). */
export interface DraftSlot {
  get(): string | null;
  set(value: string): void;
}

export interface DraftStore {
  load(): PlaygroundDraft | null;
  /** Saves after a pause in the changes, so typing does not write storage on every key. */
  save(draft: PlaygroundDraft): void;
  /** Writes a pending save now (the page is being hidden or left). */
  flush(): void;
}

export function createDraftStore(slot: DraftSlot, delayMs: number): DraftStore {
  let lastWritten: string | null = null;
  const write = debounce((draft: PlaygroundDraft) => {
    const text = serializePlaygroundDraft(draft);
    if (text === lastWritten) return;
    lastWritten = text;
    slot.set(text);
  }, delayMs);
  return {
    load() {
      const raw = slot.get();
      lastWritten = raw;
      return parsePlaygroundDraft(raw);
    },
    save: write.schedule,
    flush: write.flush,
  };
}

/** The reader's draft kept aside while other code is in the playground, in its own storage slot. */
export interface KeptDraftStore {
  load(): PlaygroundDraft | null;
  /** Keeps `draft`, or forgets the kept one for `null`. */
  keep(draft: PlaygroundDraft | null): void;
}

export function createKeptDraftStore(slot: DraftSlot & {del(): void}): KeptDraftStore {
  return {
    load: () => parsePlaygroundDraft(slot.get()),
    keep(draft) {
      if (draft === null) slot.del();
      else slot.set(serializePlaygroundDraft(draft));
    },
  };
}
