import {autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap} from '@codemirror/autocomplete';
import {defaultKeymap, history, historyKeymap, indentWithTab} from '@codemirror/commands';
import {javascript} from '@codemirror/lang-javascript';
import {HighlightStyle, bracketMatching, indentOnInput, syntaxHighlighting} from '@codemirror/language';
import {lintGutter, lintKeymap} from '@codemirror/lint';
import {highlightSelectionMatches, searchKeymap} from '@codemirror/search';
import {Compartment, EditorSelection, EditorState, type Extension} from '@codemirror/state';
import {
  EditorView,
  crosshairCursor,
  drawSelection,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
  rectangularSelection,
} from '@codemirror/view';
import {tags} from '@lezer/highlight';
import type {WorkerShape} from '@valtown/codemirror-ts/worker';
import {typeScriptExtensions} from './typescript-extensions';

// Colours are CSS variables set per colour mode in Playground.module.css.
const highlightStyle = HighlightStyle.define([
  {
    tag: [tags.keyword, tags.controlKeyword, tags.moduleKeyword, tags.operatorKeyword, tags.definitionKeyword],
    color: 'var(--pg-keyword)',
  },
  {tag: [tags.string, tags.special(tags.string), tags.regexp], color: 'var(--pg-string)'},
  {tag: [tags.number, tags.bool, tags.null, tags.atom], color: 'var(--pg-number)'},
  {tag: [tags.comment, tags.lineComment, tags.blockComment], color: 'var(--pg-comment)', fontStyle: 'italic'},
  {tag: [tags.function(tags.variableName), tags.function(tags.propertyName)], color: 'var(--pg-function)'},
  {tag: [tags.typeName, tags.className, tags.namespace], color: 'var(--pg-type)'},
  {tag: [tags.propertyName, tags.attributeName], color: 'var(--pg-property)'},
  {tag: [tags.tagName, tags.angleBracket], color: 'var(--pg-tag)'},
  {tag: tags.invalid, color: 'var(--pg-invalid)'},
]);

const theme = EditorView.theme({
  '&': {height: '100%', fontSize: '0.875rem', backgroundColor: 'var(--pg-editor-bg)', color: 'var(--pg-editor-fg)'},
  '.cm-scroller': {fontFamily: 'var(--ifm-font-family-monospace)', lineHeight: '1.5'},
  '.cm-gutters': {
    backgroundColor: 'var(--pg-gutter-bg)',
    color: 'var(--pg-gutter-fg)',
    borderRight: '1px solid var(--pg-border)',
  },
  '.cm-activeLine, .cm-activeLineGutter': {backgroundColor: 'var(--pg-active-line)'},
  '.cm-cursor': {borderLeftColor: 'var(--pg-editor-fg)'},
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': {
    backgroundColor: 'var(--pg-selection)',
  },
  '.cm-tooltip': {
    backgroundColor: 'var(--pg-tooltip-bg)',
    color: 'var(--pg-editor-fg)',
    border: '1px solid var(--pg-border)',
  },
  '.cm-tooltip-hover': {
    maxWidth: '36rem',
    padding: '0.25rem 0.5rem',
    fontFamily: 'var(--ifm-font-family-monospace)',
    fontSize: '0.8rem',
  },
  '.cm-tooltip-autocomplete ul li[aria-selected]': {
    backgroundColor: 'var(--pg-selection)',
    color: 'var(--pg-editor-fg)',
  },
  '.cm-ts-documentation': {marginTop: '0.35rem', fontFamily: 'var(--ifm-font-family-base)', whiteSpace: 'pre-wrap'},
  '.cm-panels': {backgroundColor: 'var(--pg-gutter-bg)', color: 'var(--pg-editor-fg)'},
});

export type EditorLanguage = 'tsx' | 'ts';

function languageFor(language: EditorLanguage): Extension {
  return javascript({typescript: true, jsx: language === 'tsx'});
}

export interface TypeScriptService {
  worker: WorkerShape;
}

export interface PlaygroundEditorOptions {
  doc: string;
  language: EditorLanguage;
  /** The editor's accessible name. */
  label: string;
  /** Called with the whole text after each change the reader makes. */
  onChange: (code: string) => void;
  /** Ctrl+Enter (⌘+Enter on a Mac) in the editor. */
  onRun: () => void;
}

export interface PlaygroundEditor {
  readonly view: EditorView;
  getCode(): string;
  /** Replaces the whole text (undoable) and, with it, the language and the TypeScript file. */
  setCode(code: string, language: EditorLanguage, path: string): void;
  /** Puts the cursor at a 1-based line and column, scrolls there and focuses the editor. */
  goTo(line: number, column?: number): void;
  /** Turns on type errors, hover and completion from the TypeScript worker. */
  useTypeScript(service: TypeScriptService, path: string): Promise<void>;
  destroy(): void;
}

export function createPlaygroundEditor(parent: HTMLElement, options: PlaygroundEditorOptions): PlaygroundEditor {
  const languageSlot = new Compartment();
  // Plain completion until TypeScript is there, then TypeScript's.
  const typeScriptSlot = new Compartment();
  let service: TypeScriptService | null = null;
  let settingCode = false;

  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: options.doc,
      extensions: [
        lineNumbers(),
        highlightActiveLineGutter(),
        highlightSpecialChars(),
        history(),
        drawSelection(),
        EditorState.allowMultipleSelections.of(true),
        indentOnInput(),
        syntaxHighlighting(highlightStyle),
        bracketMatching(),
        closeBrackets(),
        rectangularSelection(),
        crosshairCursor(),
        highlightActiveLine(),
        highlightSelectionMatches(),
        lintGutter(),
        keymap.of([
          {
            key: 'Mod-Enter',
            run: () => {
              options.onRun();
              return true;
            },
          },
          ...closeBracketsKeymap,
          ...defaultKeymap,
          ...searchKeymap,
          ...historyKeymap,
          ...completionKeymap,
          ...lintKeymap,
          // Tab indents; Escape then Tab leaves the editor (CodeMirror's focus escape).
          indentWithTab,
        ]),
        languageSlot.of(languageFor(options.language)),
        typeScriptSlot.of(autocompletion()),
        theme,
        EditorView.lineWrapping,
        // tabindex changes nothing for the keyboard (contenteditable is focusable already) but
        // tells axe the scroller holds focusable content (scrollable-region-focusable).
        EditorView.contentAttributes.of({'aria-label': options.label, tabindex: '0'}),
        EditorView.updateListener.of((update) => {
          if (update.docChanged && !settingCode) options.onChange(update.state.doc.toString());
        }),
      ],
    }),
  });

  return {
    view,
    getCode: () => view.state.doc.toString(),
    setCode(code, language, path) {
      settingCode = true;
      try {
        view.dispatch({
          changes: {from: 0, to: view.state.doc.length, insert: code},
          selection: EditorSelection.cursor(0),
          scrollIntoView: true,
          effects: [
            languageSlot.reconfigure(languageFor(language)),
            ...(service ? [typeScriptSlot.reconfigure(typeScriptExtensions(service.worker, path))] : []),
          ],
        });
      } finally {
        settingCode = false;
      }
      // A new file for TypeScript when the framework changed: send its text at once.
      if (service) void service.worker.updateFile({path, code});
    },
    goTo(line, column = 1) {
      const {doc} = view.state;
      const target = doc.line(Math.min(Math.max(1, line), doc.lines));
      const pos = Math.min(target.from + Math.max(0, column - 1), target.to);
      view.dispatch({selection: EditorSelection.cursor(pos), effects: EditorView.scrollIntoView(pos, {y: 'center'})});
      view.focus();
    },
    async useTypeScript(next, path) {
      // The worker gets the text first: the sync extension only sends later changes.
      await next.worker.updateFile({path, code: view.state.doc.toString()});
      service = next;
      view.dispatch({effects: typeScriptSlot.reconfigure(typeScriptExtensions(next.worker, path))});
    },
    destroy: () => view.destroy(),
  };
}
