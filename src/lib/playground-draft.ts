import {debounce} from './debounce';
import {FRAMEWORKS, parseFramework, type Framework} from './framework';

/**
 * What the playground keeps across reloads: the example the code started from, the
 * framework shown, the reader's edits per framework (a framework without an edit shows the
 * example's own source) and whether it runs on pause.
 */
export interface PlaygroundDraft {
  example: string | null;
  framework: Framework;
  edits: Partial<Record<Framework, string>>;
  runOnPause: boolean;
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
  const {example, edits, runOnPause} = record;
  if (framework === null || typeof runOnPause !== 'boolean') return null;
  if (example !== null && typeof example !== 'string') return null;
  if (typeof edits !== 'object' || edits === null || Array.isArray(edits)) return null;
  const editRecord = edits as Record<string, unknown>;
  const draftEdits: Partial<Record<Framework, string>> = {};
  for (const key of FRAMEWORKS) {
    const code = editRecord[key];
    if (code === undefined) continue;
    if (typeof code !== 'string') return null;
    draftEdits[key] = code;
  }
  return {example, framework, edits: draftEdits, runOnPause};
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
