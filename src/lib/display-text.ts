/**
 * Characters that reorder the text around them (bidi embeddings, overrides, isolates and marks):
 * in text from a URL or a server, `abc\u202Etxt.exe` would display as another string.
 */
const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
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
