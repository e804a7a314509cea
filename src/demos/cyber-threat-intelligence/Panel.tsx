import {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {
  CheckboxGroup,
  NetworkViewControl,
  RangeControl,
  SegmentedControl,
  SelectControl,
} from '@site/src/components/Demo/controls';
import DemoTimeBar, {type DemoTimeBarOptions} from '@site/src/components/Demo/DemoTimeBar';
import {formatShortInstant} from '@site/src/components/Demo/format';
import type {DemoMapState} from '@site/src/components/Demo/useDemoMap';
import IgnoredLinkStateNote from '@site/src/components/Demo/IgnoredLinkStateNote';
import {NO_CHECKS, useDemoUrlState} from '@site/src/components/Demo/useDemoUrlState';
import {
  ATTACK_TYPE_INFO,
  ATTACK_TYPES,
  campaignsOfSource,
  formatWeekHour,
  visibleAttacks,
  WEEK_HOURS,
  windowCountText,
  type ThreatData,
} from './model';
import {
  booleanParam,
  enumParam,
  knownIds,
  listParam,
  numberParam,
  stringParam,
  type DemoStateChecks,
} from '@site/src/components/Demo/demo-url-state';
import type {ThreatMapController, ThreatMapView} from './map';
import Legend, {LegendKey} from '@site/src/components/Demo/Legend';
import {KIND_STYLE} from './colors';
import styles from './Panel.module.css';

const HOUR = 3_600_000;

/**
 * The time bar's range in the URL, in hours from the week's start: `t` its end, `win` its
 * length, and `cum` the cumulative mode (the week so far: the range starts with the week).
 */
export const THREAT_STATE = {
  t: numberParam({min: 0, max: WEEK_HOURS, default: 24, integer: true}),
  win: numberParam({min: 0, max: WEEK_HOURS, default: 24, integer: true}),
  cum: booleanParam(false),
  types: listParam(ATTACK_TYPES, ATTACK_TYPES),
  sev: numberParam({min: 1, max: 5, default: 1, integer: true}),
  size: enumParam(['kind', 'betweenness'], 'kind'),
  view: enumParam(['map', 'chart'], 'map'),
  sel: stringParam(/^[a-z]+-\d+$/),
};

const TYPE_OPTIONS = ATTACK_TYPES.map((type) => ({
  value: type,
  label: ATTACK_TYPE_INFO[type].label,
  swatch: ATTACK_TYPE_INFO[type].color,
}));

type Map = DemoMapState<ThreatMapController, ThreatData>;

export default function ThreatPanel({map}: {map: Map}): ReactNode {
  const {controller, data} = map;
  const checks = useMemo(
    (): DemoStateChecks<typeof THREAT_STATE> =>
      data ? {sel: knownIds(new Set(data.nodes.map(({id}) => id)))} : NO_CHECKS,
    [data],
  );
  const [state, update, , ignored] = useDemoUrlState(THREAT_STATE, checks);
  const [betweenness, setBetweenness] = useState<Record<string, number> | null>(null);
  const view: ThreatMapView = useMemo(
    () => ({
      hour: state.t,
      window: state.cum ? state.t : Math.min(state.win, state.t),
      types: state.types,
      minSeverity: state.sev,
      layout: state.view,
      sizeBy: state.size,
      selected: state.sel,
    }),
    [state],
  );

  useEffect(() => {
    controller?.setAnalysisHandler(setBetweenness);
    return () => controller?.setAnalysisHandler(null);
  }, [controller]);
  useEffect(() => {
    controller?.show(view);
  }, [controller, view]);

  const latestUpdate = useRef(update);
  useEffect(() => {
    latestUpdate.current = update;
  });
  useEffect(() => {
    controller?.setClickHandler((id) => latestUpdate.current({sel: id && id.startsWith('src-') ? id : null}));
    return () => controller?.setClickHandler(null);
  }, [controller]);

  const attackCount = useMemo(() => (data ? visibleAttacks(data, view).length : 0), [data, view]);
  const sources = data?.nodes.filter((node) => node.kind === 'source') ?? [];
  const selectedIndex = data && state.sel ? data.nodes.findIndex((node) => node.id === state.sel) : -1;
  const selected = data && selectedIndex >= 0 ? data.nodes[selectedIndex] : undefined;
  const topNodes =
    betweenness && data
      ? Object.entries(betweenness)
          .filter(([, score]) => score > 0)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 5)
          .map(([id, score]) => ({node: data.nodes.find((node) => node.id === id), score}))
      : [];
  const weekStart = Date.parse(data?.weekStart ?? '2025-10-06T00:00:00Z');
  const timeBarOptions = useMemo(
    (): DemoTimeBarOptions => ({
      domain: [weekStart, weekStart + WEEK_HOURS * HOUR],
      bins: 56,
      step: HOUR,
      formatTime: (time) => formatShortInstant(time),
    }),
    [weekStart],
  );
  const onTimeBarChange = useCallback(
    ([from, to]: [number, number], cumulative: boolean) => {
      const t = Math.round((to - weekStart) / HOUR);
      update({t, win: t - Math.round((from - weekStart) / HOUR), cum: cumulative});
    },
    [update, weekStart],
  );

  return (
    <>
      <IgnoredLinkStateNote ignored={[...ignored, ...map.ignoredLinkState]} />
      <DemoTimeBar
        source={controller}
        label="Time (UTC)"
        range={[weekStart + (view.hour - view.window) * HOUR, weekStart + view.hour * HOUR]}
        cumulative={state.cum}
        unit={HOUR}
        options={timeBarOptions}
        onChange={onTimeBarChange}
      />
      <CheckboxGroup
        legend="Attack types"
        options={TYPE_OPTIONS}
        value={state.types}
        onChange={(types) => update({types})}
      />
      <RangeControl
        label="Minimum severity"
        min={1}
        max={5}
        value={state.sev}
        onChange={(sev) => update({sev})}
        format={(sev) => `${sev} of 5`}
      />
      <NetworkViewControl opensOn="map" value={state.view} onChange={(view) => update({view})} />
      <SegmentedControl
        legend="Node size"
        options={[
          {value: 'kind', label: 'By kind'},
          {value: 'betweenness', label: 'By betweenness'},
        ]}
        value={state.size}
        onChange={(size) => update({size})}
      />
      <SelectControl
        label="Source network"
        options={[
          {value: '', label: 'None selected'},
          ...sources.map((node) => ({value: node.id, label: `${node.name} (${node.city}, ${node.country})`})),
        ]}
        value={state.sel ?? ''}
        onChange={(sel) => update({sel: sel || null})}
      />
      <p className={styles.count} role="status">
        {data ? windowCountText(attackCount) : 'Loading the attacks…'}
      </p>
      {topNodes.length > 0 && (
        <div>
          <h2 className={styles.heading}>Highest betweenness now</h2>
          <ol className={styles.list}>
            {topNodes.map(({node, score}) => (
              <li key={node?.id}>
                {node?.name} ({node?.kind === 'relay' ? node.role : node?.kind}, {node?.city}): {score.toFixed(3)}
              </li>
            ))}
          </ol>
        </div>
      )}
      {selected && data && (
        <div className={styles.card} role="group" aria-label={`Source network ${selected.name}`}>
          <h2 className={styles.heading}>
            {selected.name} · {selected.prefix} · {selected.city}, {selected.country}
          </h2>
          <ul className={styles.list}>
            {campaignsOfSource(data, selectedIndex).map(({campaign, attacks, targets}) => (
              <li key={campaign.id}>
                <strong>{campaign.name}</strong>: {ATTACK_TYPE_INFO[campaign.type].label},{' '}
                {formatWeekHour(data.weekStart, Math.floor(campaign.start / 60))} to{' '}
                {formatWeekHour(data.weekStart, Math.ceil(campaign.end / 60))}; {attacks} attacks on {targets} targets
                against {campaign.sectors.join(', ')}.
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

export function ThreatLegend(): ReactNode {
  return (
    <Legend>
      <strong>Nodes</strong>
      <ul>
        {Object.entries(KIND_STYLE).map(([kind, style]) => (
          <LegendKey key={kind} mark="glyph" color={style.color} glyph={style.glyph}>
            {style.label}
          </LegendKey>
        ))}
      </ul>
      <strong>Attack links</strong>
      <ul>
        {ATTACK_TYPES.map((type) => (
          <LegendKey key={type} mark="line" color={ATTACK_TYPE_INFO[type].color}>
            {ATTACK_TYPE_INFO[type].label}
          </LegendKey>
        ))}
        <li>Two per attack: source → relay → target; wider: higher severity</li>
      </ul>
    </Legend>
  );
}
