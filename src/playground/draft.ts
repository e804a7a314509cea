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

/** The draft as stored, with when it was saved when `savedAt` is given (for the list of recent drafts). */
export function serializePlaygroundDraft(draft: PlaygroundDraft, savedAt?: number): string {
  return JSON.stringify({v: DRAFT_VERSION, ...(savedAt === undefined ? {} : {savedAt}), ...draft});
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
 * Whether `draft` holds the reader's own work, to keep aside when other code (a shared link, an
 * example) replaces it: an unedited example or shared program can be opened again from its link.
 */
export function holdsOwnWork(draft: PlaygroundDraft | null): draft is PlaygroundDraft {
  return draft !== null && !draft.shared && Object.keys(draft.edits).length > 0;
}

/** A storage slot for one draft (see draft-shelf.ts). */
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

export function createDraftStore(slot: DraftSlot, delayMs: number, now: () => number = Date.now): DraftStore {
  let lastWritten: string | null = null;
  const write = debounce((draft: PlaygroundDraft) => {
    const text = serializePlaygroundDraft(draft);
    if (text === lastWritten) return;
    lastWritten = text;
    slot.set(serializePlaygroundDraft(draft, now()));
  }, delayMs);
  return {
    load() {
      const draft = parsePlaygroundDraft(slot.get());
      lastWritten = draft && serializePlaygroundDraft(draft);
      return draft;
    },
    save: write.schedule,
    flush: write.flush,
  };
}
