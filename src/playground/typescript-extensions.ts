import {autocompletion} from '@codemirror/autocomplete';
import {linter} from '@codemirror/lint';
import type {Extension} from '@codemirror/state';
import {EditorView, hoverTooltip} from '@codemirror/view';
// Types only: the package's main entry re-exports code that imports TypeScript itself, which
// must stay in the worker, so the editor side of codemirror-ts is these few lines.
import type {WorkerShape} from '@valtown/codemirror-ts/worker';

type HoverInfo = NonNullable<Awaited<ReturnType<WorkerShape['getHover']>>>;

/** TypeScript's quick info (signature, then its documentation) as plain text nodes. */
function renderHover(info: HoverInfo): HTMLElement {
  const dom = document.createElement('div');
  const signature = dom.appendChild(document.createElement('div'));
  signature.className = 'cm-ts-signature';
  signature.textContent = (info.quickInfo?.displayParts ?? []).map((part) => part.text).join('');
  const documentation = (info.quickInfo?.documentation ?? [])
    .map((part) => part.text)
    .join('')
    .trim();
  if (documentation !== '') {
    const docs = dom.appendChild(document.createElement('div'));
    docs.className = 'cm-ts-documentation';
    docs.textContent = documentation;
  }
  return dom;
}

/**
 * Type errors (lint), completion and hover from the TypeScript worker for the editor's file
 * `path` in the worker's virtual file system; every change of the text is sent to the worker.
 */
export function typeScriptExtensions(worker: WorkerShape, path: string): Extension {
  return [
    EditorView.updateListener.of((update) => {
      if (update.docChanged) void worker.updateFile({path, code: update.state.doc.toString()});
    }),
    linter(() => worker.getLints({path, diagnosticCodesToIgnore: []})),
    autocompletion({
      override: [
        (context) => worker.getAutocompletion({path, context: {pos: context.pos, explicit: context.explicit}}),
      ],
    }),
    hoverTooltip(async (_view, pos) => {
      const info = await worker.getHover({path, pos});
      if (!info?.quickInfo) return null;
      return {pos: info.start, end: info.end, create: () => ({dom: renderHover(info)})};
    }),
  ];
}
