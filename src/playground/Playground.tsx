import {useCallback, useEffect, useEffectEvent, useRef, useState, type CSSProperties, type ReactNode} from 'react';
import {createStorageSlot} from '@docusaurus/theme-common';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {usePluginData} from '@docusaurus/useGlobalData';
import Runner from '@site/src/runner/host/Runner';
import {EXAMPLES} from '@site/src/data/examples';
import {rememberFramework, useFramework} from '@site/src/hooks/useFramework';
import {errorMessage} from '@site/src/lib/error-chain';
import {findExample} from '@site/src/data/example-meta';
import {FRAMEWORK_LABELS, FRAMEWORKS, parseFramework, type Framework} from '@site/src/lib/framework';
import {createDraftStore, holdsOwnWork, parsePlaygroundDraft, type HaltReason, type PlaygroundDraft} from './draft';
import {createDraftShelf, DRAFT_KEY_PREFIX, type ShelvedDraft} from './draft-shelf';
import RecentDrafts from './RecentDrafts';
import {decodeSharedProgram, encodeSharedProgram, sharedPayloadOf} from '../lib/shared-program';
import {addressOf, isOwnAddress, markOwnAddress, STANDALONE_VIEW_PATH, writeAddress} from './address';
import {NAVIGATED_AWAY, type FrameToPageMessage} from '@site/src/runner/protocol';
import {SPLIT_DEFAULT} from './split-ratio';
import {PLAYGROUND_WORKER_PLUGIN_NAME, type PlaygroundWorkerData} from './worker/types';
import DiscardDialog from './DiscardDialog';
import Opening from './Opening';
import OutputPanel from './OutputPanel';
import {appendOutput, createOutputBatcher, type OutputEntry} from './output-log';
import RunnerLimits from './RunnerLimits';
import SplitSeparator from './SplitSeparator';
import {
  draftCode,
  draftFromShared,
  draftShows,
  exampleSource,
  resolveStart,
  SHARED_NOTICE,
  type PlaygroundNotice,
} from './start';
import {usePlaygroundEditor} from './usePlaygroundEditor';
import styles from './Playground.module.css';

/** Where drafts were kept before each tab had its own (draft-shelf.ts): adopted into the shelf once. */
const LEGACY_DRAFT_KEYS = ['mapweave_playground_draft', 'mapweave_playground_kept_draft'];
/** The address this tab's playground last wrote or read (see isOwnAddress). */
const PLAYGROUND_ADDRESS_KEY = 'mapweave_playground_address';
const DRAFT_SAVE_DELAY_MS = 400;

function codeOf(draft: PlaygroundDraft): string {
  return draftCode(EXAMPLES, draft);
}

export default function Playground(): ReactNode {
  const readerFramework = useFramework();
  const {workerPath} = usePluginData(PLAYGROUND_WORKER_PLUGIN_NAME) as PlaygroundWorkerData;
  const workerUrl = useBaseUrl(workerPath);
  const viewPath = useBaseUrl(STANDALONE_VIEW_PATH);

  const [draft, setDraft] = useState<PlaygroundDraft | null>(null);
  const [notices, setNotices] = useState<PlaygroundNotice[]>([]);
  const [run, setRun] = useState<{id: number; framework: Framework; source: string}>({
    id: 0,
    framework: 'react',
    source: '',
  });
  const [entries, setEntries] = useState<OutputEntry[]>([]);
  const [share, setShare] = useState<{url: string; copied: boolean} | {error: string} | null>(null);
  const [split, setSplit] = useState(SPLIT_DEFAULT);
  /** The address's search and hash for what is open (see addressOf); `null` until known. */
  const [address, setAddress] = useState<string | null>(null);
  /** Bumped to write the address again when something else (a broken link) changed it. */
  const [addressRequest, setAddressRequest] = useState(0);
  const [discarding, setDiscarding] = useState<{
    subject: string;
    consequence: string;
    next: PlaygroundDraft;
  } | null>(null);

  const draftRef = useRef<PlaygroundDraft | null>(null);
  const nextRunId = useRef(1);
  const entryId = useRef(0);
  const [shelf] = useState(() =>
    createDraftShelf(
      () => window.localStorage,
      () => window.sessionStorage,
    ),
  );
  const [store] = useState(() => createDraftStore(shelf.tabSlot, DRAFT_SAVE_DELAY_MS));
  const [addressSlot] = useState(() => createStorageSlot(PLAYGROUND_ADDRESS_KEY, {persistence: 'sessionStorage'}));
  const [recent, setRecent] = useState<ShelvedDraft[]>([]);

  /** Keeps the reader's own work under an id of its own before other code replaces it in this tab. */
  const setAside = useCallback(
    (current: PlaygroundDraft | null): PlaygroundNotice[] => {
      if (!holdsOwnWork(current)) return [];
      shelf.setAside(current);
      setRecent(shelf.list());
      return [{kind: 'info', text: 'Your draft was kept: restore it from Recent drafts, under the editor.'}];
    },
    [shelf],
  );

  const updateDraft = useCallback(
    (next: PlaygroundDraft) => {
      draftRef.current = next;
      setDraft(next);
      store.save(next);
    },
    [store],
  );

  const [output] = useState(() =>
    createOutputBatcher((batch) => setEntries((current) => appendOutput(current, batch))),
  );

  const runCode = useCallback(
    (framework: Framework, source: string) => {
      const current = draftRef.current;
      if (current?.halted) {
        const {halted: _halted, ...running} = current;
        updateDraft(running);
      }
      output.clear();
      setEntries([]);
      setRun({id: nextRunId.current++, framework, source});
    },
    [output, updateDraft],
  );

  /** Ends nothing itself: records why the run ended, at once, so that the next opening does not run it again. */
  const halt = useCallback(
    (reason: HaltReason) => {
      const current = draftRef.current;
      if (!current || current.halted === reason) return;
      updateDraft({...current, halted: reason});
      store.flush();
    },
    [store, updateDraft],
  );

  // Start once, in the browser: read the link, the draft, then run it.
  useEffect(() => {
    let cancelled = false;
    for (const key of LEGACY_DRAFT_KEYS) {
      const legacy = createStorageSlot(key);
      const draft = parsePlaygroundDraft(legacy.get());
      if (draft) shelf.setAside(draft);
      legacy.del();
    }
    const own = store.load();
    shelf.claimTab();
    void resolveStart({
      examples: EXAMPLES,
      own,
      newest: shelf.newest()?.draft ?? null,
      reopened: shelf.reopened,
      readerFramework: readerFramework ?? null,
      ownAddress: isOwnAddress(addressSlot),
      href: window.location.href,
    }).then((start) => {
      if (cancelled) return;
      markOwnAddress(addressSlot);
      const kept = start.replacedOwn ? setAside(own) : [];
      setRecent(shelf.list());
      draftRef.current = start.draft;
      setDraft(start.draft);
      store.save(start.draft);
      setNotices([...start.notices, ...kept]);
      if (start.run) runCode(start.draft.framework, codeOf(start.draft));
    });
    return () => {
      cancelled = true;
    };
    // The reader's framework as the page opened; later switches go through the playground itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const {
    types,
    setParent: setEditorParent,
    ...editor
  } = usePlaygroundEditor({
    started: draft !== null,
    workerUrl,
    shown() {
      const current = draftRef.current;
      return current ? {code: codeOf(current), framework: current.framework} : {code: '', framework: 'react'};
    },
    onEdit(code) {
      const current = draftRef.current;
      if (!current) return;
      const edits = {...current.edits};
      if (code === exampleSource(EXAMPLES, current.example, current.framework)) delete edits[current.framework];
      else edits[current.framework] = code;
      const {shared: _shared, ...own} = current;
      updateDraft({...own, edits});
    },
    onPause(code) {
      const current = draftRef.current;
      if (current?.runOnPause) runCode(current.framework, code);
    },
    onRun(code) {
      const current = draftRef.current;
      if (current) runCode(current.framework, code);
    },
  });

  // Other tabs' drafts come and go.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key.startsWith(DRAFT_KEY_PREFIX)) setRecent(shelf.list());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [shelf]);

  // A pending draft is written before the page goes away.
  useEffect(() => {
    const flush = () => store.flush();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [store]);

  const showCode = (next: PlaygroundDraft) => {
    updateDraft(next);
    setShare(null);
    const code = codeOf(next);
    editor.setCode(code, next.framework);
    runCode(next.framework, code);
  };

  // The address names what is open, so that a reload or a copied address opens it again.
  useEffect(() => {
    if (draft === null) return undefined;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      const program = {
        example: draft.example,
        framework: draft.framework,
        code: codeOf(draft),
        edited: draft.edits[draft.framework] !== undefined,
      };
      void addressOf(program).then((next) => {
        if (cancelled) return;
        setAddress(next);
        writeAddress(addressSlot, next);
      });
    }, DRAFT_SAVE_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [draft, addressRequest, addressSlot]);

  // A shared link pasted into the address bar of an open playground changes only the hash.
  const openSharedHash = useEffectEvent(async () => {
    const payload = sharedPayloadOf(window.location.hash);
    const current = draftRef.current;
    if (payload === null || current === null) return;
    markOwnAddress(addressSlot);
    const result = await decodeSharedProgram(payload);
    if (result.ok && draftShows(EXAMPLES, current, result.program)) return;
    if (result.ok) {
      const keptNotices = setAside(current);
      showCode(draftFromShared(EXAMPLES, result.program, current.runOnPause));
      setNotices([SHARED_NOTICE, ...keptNotices]);
    } else {
      setNotices([{kind: 'danger', text: `${result.error} The code in the editor was kept.`}]);
      setAddressRequest((request) => request + 1);
    }
  });
  useEffect(() => {
    const onHashChange = () => void openSharedHash();
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  const onMessage = useCallback(
    (message: FrameToPageMessage) => {
      if (message.type === 'console-dropped') halt('flooded');
      if (message.type === 'error' && message.message === NAVIGATED_AWAY) halt('navigated');
      if (message.type === 'console' || message.type === 'console-dropped' || message.type === 'error')
        output.push({...message, id: entryId.current++});
    },
    [halt, output],
  );

  if (draft === null) {
    return <Opening />;
  }

  const example = findExample(EXAMPLES, draft.example);
  const edited = draft.edits[draft.framework] !== undefined;
  const running = run.id !== 0;
  const subject = example ? `“${example.title}”` : 'the shared code';
  const viewUrl = `${viewPath}${address ?? ''}`;

  const onShare = async () => {
    const code = editor.getCode() ?? codeOf(draft);
    try {
      const hash = await encodeSharedProgram({framework: draft.framework, example: draft.example, code});
      const url = `${window.location.origin}${window.location.pathname}${hash}`;
      let copied = false;
      try {
        await navigator.clipboard.writeText(url);
        copied = true;
      } catch {
        // Clipboard refused (permissions, insecure context): the link is shown to copy by hand.
      }
      setShare({url, copied});
    } catch (error) {
      setShare({error: errorMessage(error)});
    }
  };

  return (
    <div className={styles.playground}>
      <div className={styles.toolbar} role="toolbar" aria-label="Playground">
        <h1 className={styles.title}>Playground</h1>
        <label className={styles.field}>
          <span>Example</span>
          <select
            value={draft.example ?? ''}
            onChange={(event) => {
              const chosen = findExample(EXAMPLES, event.target.value);
              if (!chosen) return;
              const next = {example: chosen.id, framework: draft.framework, edits: {}, runOnPause: draft.runOnPause};
              if (Object.keys(draft.edits).length === 0) showCode(next);
              else
                setDiscarding({
                  subject,
                  consequence: `“${chosen.title}” replaces the code in the editor, in every framework; your edits cannot be brought back.`,
                  next,
                });
            }}
          >
            {draft.example === null && <option value="">Shared code</option>}
            {EXAMPLES.map((item) => (
              <option key={item.id} value={item.id}>
                {item.title}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>Framework</span>
          <select
            value={draft.framework}
            onChange={(event) => {
              const framework = parseFramework(event.target.value);
              if (!framework) return;
              rememberFramework(framework);
              showCode({...draft, framework});
            }}
          >
            {FRAMEWORKS.map((framework) => (
              <option key={framework} value={framework}>
                {FRAMEWORK_LABELS[framework]}
              </option>
            ))}
          </select>
        </label>
        <div className={styles.buttons}>
          <button
            type="button"
            className="button button--primary button--sm"
            onClick={() => {
              editor.cancelPause();
              runCode(draft.framework, editor.getCode() ?? codeOf(draft));
            }}
            aria-keyshortcuts="Control+Enter"
            title="Run (Ctrl+Enter or ⌘+Enter in the editor)"
          >
            Run
          </button>
          <button
            type="button"
            className="button button--secondary button--sm"
            disabled={!running}
            onClick={() => {
              editor.cancelPause();
              setRun((current) => ({...current, id: 0}));
              halt('stopped');
            }}
          >
            Stop
          </button>
          <button
            type="button"
            className="button button--secondary button--sm"
            disabled={!edited}
            onClick={() => {
              const edits = {...draft.edits};
              delete edits[draft.framework];
              setDiscarding({
                subject,
                consequence: `Reset puts back the ${example ? 'example’s own' : 'shared'} ${FRAMEWORK_LABELS[draft.framework]} code; your edits cannot be brought back.`,
                next: {...draft, edits},
              });
            }}
            title={`Restore the code of ${example ? `“${example.title}”` : 'the example'}`}
          >
            Reset
          </button>
          <button type="button" className="button button--secondary button--sm" onClick={() => void onShare()}>
            Share
          </button>
          {address === '' ? (
            <button
              type="button"
              className="button button--secondary button--sm"
              disabled
              title="The code is too long for a link"
            >
              Standalone view
            </button>
          ) : (
            <a
              className="button button--secondary button--sm"
              href={viewUrl}
              target="_blank"
              rel="noopener"
              title="The map alone, in a new tab, from a link you can share"
            >
              Standalone view
            </a>
          )}
        </div>
        <label className={styles.toggle}>
          <input
            type="checkbox"
            checked={draft.runOnPause}
            onChange={(event) => updateDraft({...draft, runOnPause: event.target.checked})}
          />
          Run when I pause typing
        </label>
        <p className={styles.typesStatus} role="status" data-types-state={types.state}>
          {types.state === 'loading' && 'Loading type checking…'}
          {types.state === 'ready' && 'Type checking on'}
          {types.state === 'failed' && `Type checking is off: ${types.reason}`}
        </p>
      </div>

      {notices.map((notice) => (
        <div
          key={notice.text}
          className={`alert alert--${notice.kind} ${styles.notice}`}
          role={notice.kind === 'danger' ? 'alert' : 'status'}
        >
          {notice.text}
        </div>
      ))}
      {share !== null && (
        <div
          className={`alert ${'error' in share ? 'alert--danger' : 'alert--success'} ${styles.notice} ${styles.share}`}
          role="status"
        >
          {'error' in share ? (
            <span>{share.error}</span>
          ) : (
            <>
              <label className={styles.shareField}>
                <span>{share.copied ? 'Link copied. Link to this code:' : 'Link to this code (copy it):'}</span>
                <input type="text" readOnly value={share.url} onFocus={(event) => event.currentTarget.select()} />
              </label>
            </>
          )}
          <button type="button" className="button button--link button--sm" onClick={() => setShare(null)}>
            Close
          </button>
        </div>
      )}

      <div className={styles.split} style={{'--pg-split': `${split}%`} as CSSProperties}>
        <section
          id="playground-editor"
          className={styles.editorPane}
          aria-label={`${FRAMEWORK_LABELS[draft.framework]} code`}
        >
          <div ref={setEditorParent} className={styles.editor} />
          <p className={styles.hint}>Press Escape, then Tab, to leave the editor.</p>
          <RunnerLimits />
          <RecentDrafts
            drafts={recent}
            onRestore={(shelved) => {
              const keptNotices = shelved.draft === draft ? [] : setAside(draft);
              showCode(shelved.draft);
              setNotices(keptNotices);
            }}
            onDelete={(id) => {
              shelf.remove(id);
              setRecent(shelf.list());
            }}
          />
        </section>
        <SplitSeparator value={split} onChange={setSplit} controls="playground-editor" />
        <section className={styles.outputPane} aria-label="Preview and console">
          <Runner
            keepLastGoodRun
            className={styles.runner}
            framework={run.framework}
            source={run.source}
            runId={run.id}
            title={`Preview of the ${FRAMEWORK_LABELS[run.framework]} code`}
            onMessage={onMessage}
          />
          <OutputPanel
            entries={entries}
            onClear={() => {
              output.clear();
              setEntries([]);
            }}
            onGoTo={(line, column) => editor.goTo(line, column)}
          />
        </section>
      </div>
      {discarding !== null && (
        <DiscardDialog
          subject={discarding.subject}
          consequence={discarding.consequence}
          onDiscard={() => {
            setDiscarding(null);
            showCode(discarding.next);
          }}
          onKeep={() => setDiscarding(null)}
        />
      )}
    </div>
  );
}
