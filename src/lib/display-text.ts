/**
 * Characters that reorder the text around them (bidi embeddings, overrides, isolates and marks):
 * in text from a URL or a server, `abc\u202Etxt.exe` would display as another string.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/** Characters that show nothing: control characters, zero-width spaces and joiners, the word joiner, the BOM. */
const INVISIBLE = /[\p{Cc}\u200B-\u200D\u2060-\u2064\uFEFF]/gu;

/** `text` without bidi controls and without characters that show nothing, for a value no one types them into. */
export function withoutInvisibleCharacters(text: string): string {
  return withoutBidiControls(text).replace(INVISIBLE, '');
}

/** Room for any id or name the site itself uses. */
const QUOTE_MAX_LENGTH = 80;

/**
 * Text from a URL or a server, to quote inside a sentence: without bidi controls and cut to
 * `maxLength` characters (the cut marked with "…"), so a long or hostile value stays one short,
 * readable phrase.
 */
export function quotableText(text: string, maxLength: number = QUOTE_MAX_LENGTH): string {
  const clean = withoutBidiControls(text);
  return clean.length <= maxLength ? clean : `${clean.slice(0, maxLength - 1)}…`;
}
