import {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {SelectControl} from '@site/src/components/Demo/controls';
import {DemoFallback} from '@site/src/components/Demo/DemoMapArea';
import DemoShell from '@site/src/components/Demo/DemoShell';
import {useMapTheme} from '@site/src/components/Demo/useDemoMap';
import IgnoredLinkStateNote from '@site/src/components/Demo/IgnoredLinkStateNote';
import {useDemoUrlState} from '@site/src/components/Demo/useDemoUrlState';
import {fetchDemoData} from '@site/src/components/Demo/demo-data';
import {enumParam} from '@site/src/components/Demo/demo-url-state';
import {
  buildHarnessScene,
  formatRatio,
  HARNESS_COUNTS,
  HARNESS_INPUT_LABELS,
  HARNESS_INPUTS,
  HARNESS_KIND_LABELS,
  HARNESS_KINDS,
  HARNESS_RUNS,
  needsWorldData,
  spread,
  type HarnessInput,
  type HarnessKind,
  type PackedCoordinates,
} from './model';
import {supportsWebGL2} from '@site/src/lib/webgl';
import type {Harness, HarnessResults, SideResult} from './run';
import styles from './HarnessDemo.module.css';

const COUNT_VALUES = HARNESS_COUNTS.map(String) as `${(typeof HARNESS_COUNTS)[number]}`[];
const RUN_VALUES = HARNESS_RUNS.map(String) as `${(typeof HARNESS_RUNS)[number]}`[];

export const HARNESS_STATE = {
  n: enumParam(COUNT_VALUES, '10000'),
  kind: enumParam(HARNESS_KINDS, 'lines'),
  input: enumParam(HARNESS_INPUTS, 'records'),
  runs: enumParam(RUN_VALUES, '5'),
};

type Status = 'loading' | 'running' | 'ready' | 'unsupported' | 'error';

interface Run {
  count: number;
  kind: HarnessKind;
  input: HarnessInput;
  rounds: number;
  dataMs: number;
  dataSet: string;
  sceneMs: number;
  nodes: number;
  links: number;
  results: HarnessResults;
}

const number = new Intl.NumberFormat('en-GB');
const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;

export default function HarnessDemo(): ReactNode {
  const [state, update, restored, ignored] = useDemoUrlState(HARNESS_STATE);
  const theme = useMapTheme();
  const baseUrl = useBaseUrl('/');
  const [status, setStatus] = useState<Status>('loading');
  const [message, setMessage] = useState('Loading…');
  const [run, setRun] = useState<Run | null>(null);
  const [error, setError] = useState<string | null>(null);
  const left = useRef<HTMLDivElement>(null);
  const right = useRef<HTMLDivElement>(null);
  const harness = useRef<Harness | null>(null);
  const themeRef = useRef(theme);
  const cache = useRef(new Map<string, PackedCoordinates>());

  useEffect(() => {
    themeRef.current = theme;
    harness.current?.setTheme(theme);
  }, [theme]);

  const start = useCallback(
    async (count: number, kind: HarnessKind, input: HarnessInput, rounds: number) => {
      if (!left.current || !right.current) return;
      if (!supportsWebGL2()) {
        setStatus('unsupported');
        return;
      }
      setStatus('running');
      setError(null);
      try {
        const dataSet = needsWorldData(count, kind) ? 'harness-world' : 'harness';
        setMessage(
          `Loading ${dataSet === 'harness' ? 'the 5,000 largest cities' : 'all 135,000 cities'} and the map code…`,
        );
        const dataStarted = performance.now();
        const cached = cache.current.get(dataSet);
        const [packed, module] = await Promise.all([
          cached ? Promise.resolve(cached) : fetchDemoData<PackedCoordinates>(baseUrl, dataSet),
          import('./run'),
        ]);
        cache.current.set(dataSet, packed);
        const dataMs = performance.now() - dataStarted;
        const sceneStarted = performance.now();
        const scene = buildHarnessScene(packed, count, kind);
        const sceneMs = performance.now() - sceneStarted;
        harness.current ??= module.createHarness(left.current, right.current, themeRef.current);
        const results = await harness.current.run(scene, input, rounds, setMessage);
        setRun({
          count,
          kind,
          input,
          rounds,
          dataMs,
          dataSet,
          sceneMs,
          nodes: scene.positions.length / 2,
          links: scene.links.length / 2,
          results,
        });
        setStatus('ready');
      } catch (caught) {
        setError(caught instanceof Error ? caught.message : String(caught));
        setStatus('error');
      }
    },
    [baseUrl],
  );

  const started = useRef(false);
  useEffect(() => {
    if (!restored || started.current) return;
    started.current = true;
    void start(Number(state.n), state.kind, state.input, Number(state.runs));
  }, [restored, start, state.n, state.kind, state.input, state.runs]);

  useEffect(
    () => () => {
      harness.current?.destroy();
      harness.current = null;
    },
    [],
  );

  const controls = (
    <>
      <IgnoredLinkStateNote ignored={ignored} />
      <SelectControl
        label="Items"
        options={COUNT_VALUES.map((value) => ({value, label: number.format(Number(value))}))}
        value={state.n}
        onChange={(n) => update({n})}
      />
      <SelectControl
        label="Layer kind"
        options={HARNESS_KINDS.map((value) => ({value, label: HARNESS_KIND_LABELS[value]}))}
        value={state.kind}
        onChange={(kind) => update({kind})}
      />
      <SelectControl
        label="MapWeave input"
        options={HARNESS_INPUTS.map((value) => ({value, label: HARNESS_INPUT_LABELS[value]}))}
        value={state.input}
        onChange={(input) => update({input})}
      />
      <SelectControl
        label="Timed rounds"
        options={RUN_VALUES.map((value) => ({value, label: value}))}
        value={state.runs}
        onChange={(runs) => update({runs})}
      />
      <button
        type="button"
        className="button button--primary"
        disabled={status === 'running' || status === 'unsupported'}
        onClick={() => void start(Number(state.n), state.kind, state.input, Number(state.runs))}
      >
        Run
      </button>
      <p className={styles.status} role="status">
        {status === 'running'
          ? message
          : status === 'ready' && run
            ? `Done: ${number.format(run.count)} items, ${HARNESS_KIND_LABELS[run.kind].toLowerCase()}, MapWeave given ${run.input}, ${run.rounds} timed ${run.rounds === 1 ? 'round' : 'rounds'}.`
            : ''}
      </p>
      {run && <ResultsTable run={run} />}
    </>
  );

  return (
    <DemoShell id="harness" controls={controls}>
      <div
        className={styles.area}
        data-demo-map="harness"
        data-state={status}
        data-first-frame-ms={run ? Math.round(medianOf(run.results.mapweave, 'firstFrameMs')!) : undefined}
        data-deck-first-frame-ms={run ? Math.round(medianOf(run.results.deck, 'firstFrameMs')!) : undefined}
      >
        <section className={styles.side} aria-label="MapWeave">
          <h2 className={styles.sideTitle}>MapWeave</h2>
          <div ref={left} className={styles.canvas} />
        </section>
        <section className={styles.side} aria-label="Plain deck.gl">
          <h2 className={styles.sideTitle}>Plain deck.gl</h2>
          <div ref={right} className={styles.canvas} />
        </section>
        {(status === 'unsupported' || status === 'error') && (
          <DemoFallback demoId="harness" name="Performance harness" reason={status === 'error' ? error : null} />
        )}
      </div>
    </DemoShell>
  );
}

type Measure = keyof SideResult;

/** The values of a measure over a side's rounds; heap growth is left out where Chromium gives none. */
function samplesOf(rounds: readonly SideResult[], measure: Measure): number[] {
  return rounds.map((round) => round[measure]).filter((value): value is number => value !== null);
}

function medianOf(rounds: readonly SideResult[], measure: Measure): number | null {
  const samples = samplesOf(rounds, measure);
  return samples.length === 0 ? null : spread(samples).median;
}

const ROWS: {label: string; measure: Measure; format: (value: number) => string}[] = [
  {label: 'Map with basemap → first frame', measure: 'mapReadyMs', format: ms},
  {label: 'Data → first frame', measure: 'firstFrameMs', format: ms},
  {label: 'Frame time panning, median', measure: 'frameMedianMs', format: ms},
  {label: 'Frame time panning, 95th percentile', measure: 'frameP95Ms', format: ms},
  {label: 'JS heap growth', measure: 'heapMb', format: (value) => `${value.toFixed(1)} MB`},
];

/** "120 ms", and with more than one round its range below it: "104–171". */
function SpreadCell({rounds, row}: {rounds: readonly SideResult[]; row: (typeof ROWS)[number]}): ReactNode {
  const samples = samplesOf(rounds, row.measure);
  if (samples.length === 0) return <td>n/a</td>;
  const {median, min, max} = spread(samples);
  const bare = (value: number) => row.format(value).replace(/ (ms|MB)$/, '');
  return (
    <td>
      <span className={styles.value}>{row.format(median)}</span>
      {samples.length > 1 && (
        <span className={styles.range}>
          {' '}
          <span className={styles.hidden}>range </span>
          {bare(min)}–{bare(max)}
        </span>
      )}
    </td>
  );
}

function ResultsTable({run}: {run: Run}): ReactNode {
  const {mapweave, deck} = run.results;
  const collected = [...mapweave, ...deck].filter((round) => round.heapMb !== null && round.heapMb < 0).length;
  return (
    <div className={styles.results}>
      <table>
        <caption>
          {number.format(run.count)} items ({number.format(run.nodes)}{' '}
          {run.kind === 'observations' ? 'observations' : 'nodes'}
          {run.links > 0 ? `, ${number.format(run.links)} links` : ''})
        </caption>
        <thead>
          <tr>
            <th scope="col">Measure</th>
            <th scope="col">MapWeave</th>
            <th scope="col">deck.gl</th>
            <th scope="col">Ratio</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <SpreadCell rounds={mapweave} row={row} />
              <SpreadCell rounds={deck} row={row} />
              <td>{formatRatio(medianOf(mapweave, row.measure), medianOf(deck, row.measure))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>
        {run.rounds === 1
          ? 'One timed round: a single timing on a shared machine can be several times off; take 5 rounds before quoting a figure. '
          : `Medians of ${run.rounds} timed rounds, with their range; the ratio is of the medians. `}
        {collected > 0 &&
          `A garbage collection ran in ${collected} of the ${mapweave.length + deck.length} timed builds (their heap shrank), so heap growth there says little. `}
        Data ({run.dataSet}.json) loaded in {ms(run.dataMs)}; the scene built from it in {ms(run.sceneMs)}, before
        either side starts. Each side is first built once untimed (a warm-up: shaders, JIT), then timed alone in every
        round, with the other side gone and the order of the sides alternated from round to round; both are drawn again
        at the end, untimed, to compare. Each side first opens a map with the same embedded basemap (a new WebGL
        context), timed until it is on screen; then the data’s clock starts: the scene in memory is turned into that
        side’s layers and added, until the first frame with them is on screen (painted, which waits for the GPU). Then
        the map is panned for two seconds (at least eight frames). Heap growth is the data’s, in Chromium’s used JS
        heap, and includes garbage not yet collected.
      </p>
    </div>
  );
}
