import {findExample, type Example} from '../data/example-meta';
import {quotableText} from '../lib/display-text';
import type {Framework} from '../lib/framework';
import {decodeSharedProgram, sharedPayloadOf, type SharedProgram} from '../lib/shared-program';
import {EXAMPLE_PARAM} from './address';
import type {HaltReason, PlaygroundDraft} from './draft';

export interface PlaygroundNotice {
  kind: 'info' | 'warning' | 'danger';
  text: string;
}

export const SHARED_NOTICE: PlaygroundNotice = {
  kind: 'info',
  text: 'This code comes from a shared link. It runs only in the sandboxed preview, never in this page.',
};

const HALTED_NOTICES: Record<HaltReason, string> = {
  stopped: 'Your draft did not run on opening, as you stopped it last time. Press Run to run it.',
  flooded:
    'Your draft did not run on opening: last time it logged faster than the console can show. Press Run to run it.',
  navigated:
    'Your draft did not run on opening: last time it tried to load another page into its frame. Press Run to run it.',
};

/** The source of an example in one framework; an unknown example falls back to the first. */
export function exampleSource(examples: readonly Example[], exampleId: string | null, framework: Framework): string {
  const example = findExample(examples, exampleId) ?? examples[0];
  return example?.source[framework] ?? '';
}

/** The code a draft shows in `framework`: the reader's edit, else the example's own source. */
export function draftCode(
  examples: readonly Example[],
  draft: PlaygroundDraft,
  framework: Framework = draft.framework,
): string {
  return draft.edits[framework] ?? exampleSource(examples, draft.example, framework);
}

export function draftFromShared(
  examples: readonly Example[],
  program: SharedProgram,
  runOnPause: boolean,
): PlaygroundDraft {
  const example = findExample(examples, program.example)?.id ?? null;
  return {example, framework: program.framework, edits: {[program.framework]: program.code}, runOnPause, shared: true};
}

/** Whether `program` is what `draft` shows: the address of the draft itself, as after a reload. */
export function draftShows(examples: readonly Example[], draft: PlaygroundDraft, program: SharedProgram): boolean {
  return draft.framework === program.framework && draftCode(examples, draft) === program.code;
}

export interface StartInput {
  examples: readonly Example[];
  /** This tab's own draft. */
  own: PlaygroundDraft | null;
  /** The newest draft of any tab, which a new tab carries on from as a copy of its own. */
  newest: PlaygroundDraft | null;
  /** Whether this tab was open before (a reload, a restored tab): it never takes another tab's draft. */
  reopened: boolean;
  /** The framework the reader chose on the site, which the playground opens in. */
  readerFramework: Framework | null;
  /** Whether the address is the one this tab's playground last wrote or read (see isOwnAddress). */
  ownAddress: boolean;
  /** The page's address, with its `?example=` and `#code=`. */
  href: string;
}

export interface PlaygroundStart {
  draft: PlaygroundDraft;
  notices: PlaygroundNotice[];
  /** Whether the address (a shared link, `?example=`) replaced this tab's own draft. */
  replacedOwn: boolean;
  /** Whether the draft runs on opening: not when its last run was halted (see HaltReason). */
  run: boolean;
}

/**
 * Where the playground starts: a shared link (`#code=`), else an example asked for with
 * `?example=`, else the saved draft, else the first example. The playground's own address (a
 * reload), or one that names what the saved draft shows, opens the draft as it was. A draft whose
 * last run was halted opens without running, and says why.
 */
export async function resolveStart(input: StartInput): Promise<PlaygroundStart> {
  const {examples, own, readerFramework} = input;
  const saved = own ?? (input.reopened ? null : input.newest);
  const fallback: PlaygroundDraft = saved
    ? {...saved, framework: readerFramework ?? saved.framework}
    : {example: examples[0]?.id ?? null, framework: readerFramework ?? 'react', edits: {}, runOnPause: true};
  const opened = (draft: PlaygroundDraft, notices: PlaygroundNotice[] = [], replacedOwn = false): PlaygroundStart => {
    if (!draft.halted) return {draft, notices, replacedOwn, run: true};
    return {draft, notices: [...notices, {kind: 'info', text: HALTED_NOTICES[draft.halted]}], replacedOwn, run: false};
  };
  const runOnPause = fallback.runOnPause;
  if (saved && input.ownAddress) return opened(fallback);
  const url = new URL(input.href);
  const payload = sharedPayloadOf(url.hash);
  const requested = url.searchParams.get(EXAMPLE_PARAM);
  if (payload !== null) {
    const result = await decodeSharedProgram(payload);
    if (result.ok && saved && draftShows(examples, fallback, result.program)) return opened(fallback);
    if (result.ok) return opened(draftFromShared(examples, result.program, runOnPause), [SHARED_NOTICE], own !== null);
    const instead = saved ? 'your last draft' : 'an example';
    return opened(fallback, [{kind: 'danger', text: `${result.error} The playground opened ${instead} instead.`}]);
  }
  if (requested !== null) {
    const example = findExample(examples, requested);
    if (saved && example?.id === fallback.example && fallback.edits[fallback.framework] === undefined)
      return opened(fallback);
    if (example)
      return opened({example: example.id, framework: fallback.framework, edits: {}, runOnPause}, [], own !== null);
    return opened(fallback, [
      {
        kind: 'warning',
        text: `There is no example named “${quotableText(requested)}”; choose one from the Example list.`,
      },
    ]);
  }
  return opened(fallback);
}
