import type {Framework} from '../lib/framework';
import {encodeSharedProgram, SHARE_MAX_CODE_LENGTH} from '../lib/shared-program';

/** What the playground has open, as its address tells it. */
export interface OpenProgram {
  /** The example the code started from; `null` for a shared program that names none. */
  example: string | null;
  framework: Framework;
  code: string;
  /** Whether the code differs from the example's own. */
  edited: boolean;
}

export const EXAMPLE_PARAM = 'example';
/** The page that runs a program alone, full window, from the same address's search and hash. */
export const STANDALONE_VIEW_PATH = '/playground/view';

/**
 * The search and hash (`?example=<id>#code=…`) of an address that opens `program`: the example
 * alone while it is unedited, the code too (a shared link's hash) once it is edited. Code too
 * long for a link leaves the address bare, so that a reload comes back to the saved draft
 * rather than to the unedited example.
 */
export async function addressOf(program: OpenProgram): Promise<string> {
  if (program.edited && program.code.length > SHARE_MAX_CODE_LENGTH) return '';
  const search = program.example === null ? '' : `?${new URLSearchParams({[EXAMPLE_PARAM]: program.example})}`;
  return program.edited ? search + (await encodeSharedProgram(program)) : search;
}

/** Where the tab keeps the address the playground last wrote or read (session storage). */
export interface AddressSlot {
  get(): string | null;
  set(value: string): void;
}

function currentAddress(): string {
  return window.location.search + window.location.hash;
}

/**
 * Whether the address is the one this tab's playground last wrote or read: a reload, whose
 * address may lag the last keystrokes, so the saved draft is what it names. A copied address
 * opened elsewhere, or a new one typed in, is not.
 */
export function isOwnAddress(slot: AddressSlot): boolean {
  return slot.get() === currentAddress();
}

/** Takes the address as the playground's own once it has read it. */
export function markOwnAddress(slot: AddressSlot): void {
  slot.set(currentAddress());
}

/** Shows `searchAndHash` (from addressOf) in the address bar, in the current history entry. */
export function writeAddress(slot: AddressSlot, searchAndHash: string): void {
  slot.set(searchAndHash);
  if (searchAndHash !== currentAddress())
    window.history.replaceState(window.history.state, '', window.location.pathname + searchAndHash);
}
