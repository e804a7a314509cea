import {EXAMPLES} from '../data/examples';
import {quotableText} from '../lib/display-text';
import {findExample} from '../data/example-meta';
import type {Framework} from '../lib/framework';
import {EXAMPLE_PARAM} from './address';
import {decodeSharedProgram, sharedPayloadOf, type SharedProgram} from '../lib/shared-program';

export type ViewProgram =
  | {
      ok: true;
      title: string;
      program: SharedProgram;
      /** The code came from a link, not from the site's examples. */ shared: boolean;
    }
  | {ok: false; error: string};

/**
 * The program a standalone view's address names: a shared link's `#code=`, else an unedited
 * example's `?example=` in the reader's framework. Every failure is a sentence to show as text.
 */
export async function readViewProgram(url: URL, readerFramework: Framework): Promise<ViewProgram> {
  const requested = url.searchParams.get(EXAMPLE_PARAM);
  const example = requested === null ? undefined : findExample(EXAMPLES, requested);
  const payload = sharedPayloadOf(url.hash);
  if (payload !== null) {
    const result = await decodeSharedProgram(payload);
    if (!result.ok) return result;
    const from = findExample(EXAMPLES, result.program.example);
    return {
      ok: true,
      title: from ? `Shared code from “${from.title}”` : 'Shared code',
      program: result.program,
      shared: true,
    };
  }
  if (requested === null)
    return {ok: false, error: 'This address names no program: it has neither a shared link’s code nor an example.'};
  if (!example) return {ok: false, error: `There is no example named “${quotableText(requested)}”.`};
  return {
    ok: true,
    title: example.title,
    program: {framework: readerFramework, example: example.id, code: example.source[readerFramework]},
    shared: false,
  };
}
