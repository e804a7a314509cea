import {useEffect, useEffectEvent, useRef, useState} from 'react';
import {debounce, type Debounced} from '@site/src/lib/debounce';
import {errorMessage} from '@site/src/lib/error-chain';
import type {Framework} from '@site/src/lib/framework';
import {createPlaygroundEditor, type EditorLanguage, type PlaygroundEditor} from './editor';
import {startTypeScriptWorker, type StartedTypeScript} from './typescript-worker';
import {PLAYGROUND_FILE} from './worker/compiler-options';

/** How long the reader pauses typing before `onPause` is called. */
const PAUSE_DELAY_MS = 1000;

export type TypeCheckingState = {state: 'loading' | 'ready'} | {state: 'failed'; reason: string};

export interface PlaygroundEditorWiring {
  /** Whether what the playground opens with is known: the editor is made once it is. */
  started: boolean;
  /** Where the TypeScript worker's script is served. */
  workerUrl: string;
  /** The code and framework open now: read when the editor is made and when type checking starts. */
  shown(): {code: string; framework: Framework};
  /** The reader changed the text. */
  onEdit(code: string): void;
  /** The reader paused typing after an edit. */
  onPause(code: string): void;
  /** Ctrl+Enter (⌘+Enter) in the editor. */
  onRun(code: string): void;
}

export interface PlaygroundEditorHandle {
  /** The callback ref of the element the editor is made in. */
  setParent: (element: HTMLDivElement | null) => void;
  types: TypeCheckingState;
  /** The text in the editor; `null` before the editor is made. */
  getCode(): string | null;
  /** Replaces the text with other code (another framework, example or draft); drops a pending pause. */
  setCode(code: string, framework: Framework): void;
  /** Drops a pending pause, as the reader ran or stopped the code another way. */
  cancelPause(): void;
  goTo(line: number, column?: number): void;
}

function languageOf(framework: Framework): EditorLanguage {
  return framework === 'react' ? 'tsx' : 'ts';
}

/** The playground's code editor, then TypeScript's checking in it once the editor is usable. */
export function usePlaygroundEditor(wiring: PlaygroundEditorWiring): PlaygroundEditorHandle {
  const {started, workerUrl} = wiring;
  const [parent, setParent] = useState<HTMLDivElement | null>(null);
  const editor = useRef<PlaygroundEditor | null>(null);
  const pause = useRef<Debounced<[]> | null>(null);
  const [types, setTypes] = useState<TypeCheckingState>({state: 'loading'});

  const shown = useEffectEvent(() => wiring.shown());
  const onEdit = useEffectEvent((code: string) => wiring.onEdit(code));
  const onPause = useEffectEvent((code: string) => wiring.onPause(code));
  const onRun = useEffectEvent((code: string) => wiring.onRun(code));

  useEffect(() => {
    if (!started || !parent) return undefined;
    const opening = shown();
    const paused = debounce(() => onPause(instance.getCode()), PAUSE_DELAY_MS);
    pause.current = paused;
    const instance = createPlaygroundEditor(parent, {
      doc: opening.code,
      language: languageOf(opening.framework),
      label: 'Code editor',
      onChange(code) {
        onEdit(code);
        paused.schedule();
      },
      onRun() {
        onRun(instance.getCode());
      },
    });
    editor.current = instance;
    performance.mark('playground:editor-ready');

    let typescript: StartedTypeScript | null = null;
    let disposed = false;
    startTypeScriptWorker(workerUrl)
      .then(async (service) => {
        if (disposed) {
          service.stop();
          return;
        }
        typescript = service;
        await instance.useTypeScript(service, PLAYGROUND_FILE[shown().framework]);
        performance.mark('playground:types-ready');
        setTypes({state: 'ready'});
      })
      .catch((error: unknown) => {
        if (!disposed) setTypes({state: 'failed', reason: errorMessage(error)});
      });

    return () => {
      disposed = true;
      typescript?.stop();
      paused.cancel();
      instance.destroy();
      editor.current = null;
      pause.current = null;
    };
  }, [started, parent, workerUrl]);

  return {
    setParent,
    types,
    getCode: () => editor.current?.getCode() ?? null,
    setCode(code, framework) {
      editor.current?.setCode(code, languageOf(framework), PLAYGROUND_FILE[framework]);
      pause.current?.cancel();
    },
    cancelPause: () => pause.current?.cancel(),
    goTo: (line, column) => editor.current?.goTo(line, column),
  };
}
