import {useEffect, useMemo, useRef, type ReactNode} from 'react';
import {CheckboxGroup, SegmentedControl, SelectControl} from '@site/src/components/Demo/controls';
import type {DemoMapState} from '@site/src/components/Demo/useDemoMap';
import IgnoredLinkStateNote from '@site/src/components/Demo/IgnoredLinkStateNote';
import {NO_CHECKS, useDemoUrlState} from '@site/src/components/Demo/useDemoUrlState';
import {
  booleanParam,
  enumParam,
  knownIds,
  stringParam,
  type DemoStateChecks,
} from '@site/src/components/Demo/demo-url-state';
import {supplyImpact, type SupplyData} from './model';
import type {ChainController} from './map';
import {DELAYED_COLOR, DETOUR_COLOR, LOST_COLOR, ROAD_COLOR, ROLE_COLORS, SEA_COLOR} from './colors';
import {MUTED_INK_CSS} from '@site/src/components/Demo/map/ink';
import Legend, {LegendKey} from '@site/src/components/Demo/Legend';
import styles from '@site/src/components/Demo/panel.module.css';

const ID = /^[a-zA-Z0-9]+(?:-[a-zA-Z0-9]+)*$/;
const ID_LIST = /^[a-zA-Z0-9]+(?:-[a-zA-Z0-9]+)*(?:,[a-zA-Z0-9]+(?:-[a-zA-Z0-9]+)*)*$/;

/** Scenarios by name; each takes out what `disrupts` finds in the data. */
const SCENARIOS = {
  none: {label: 'None: the chain as planned', disrupts: () => [] as string[]},
  suez: {
    label: 'Suez Canal closed',
    disrupts: (data: SupplyData) => data.waypoints.filter((w) => w.passage === 'suez').map((w) => w.id),
  },
  malacca: {
    label: 'Strait of Malacca closed',
    disrupts: (data: SupplyData) => data.waypoints.filter((w) => w.passage === 'malacca').map((w) => w.id),
  },
  fire: {label: 'Fire at the Shenzhen factory', disrupts: () => ['f-shenzhen']},
  strike: {label: 'Strike at the Port of Rotterdam', disrupts: () => ['p-NLRTM']},
  fabric: {label: 'Fabric supplier in Narsingdi fails', disrupts: () => ['s-fabric']},
} as const;
type ScenarioId = keyof typeof SCENARIOS;

export const CHAIN_STATE = {
  scenario: enumParam(['none', 'suez', 'malacca', 'fire', 'strike', 'fabric'], 'none'),
  x: stringParam(ID_LIST),
  sel: stringParam(ID),
  size: enumParam(['role', 'betweenness'], 'role'),
  combine: booleanParam(false),
};

type MapState = DemoMapState<ChainController, SupplyData>;

function split(list: string | null): string[] {
  return list ? list.split(',') : [];
}

export default function SupplyChainPanel({map}: {map: MapState}): ReactNode {
  const {controller, data} = map;

  const names = useMemo(() => {
    const byId = new Map<string, string>();
    for (const site of data?.sites ?? []) byId.set(site.id, site.name);
    for (const waypoint of data?.waypoints ?? []) if (waypoint.name) byId.set(waypoint.id, waypoint.name);
    return byId;
  }, [data]);
  const name = (id: string) => names.get(id) ?? id;
  const checks = useMemo(
    (): DemoStateChecks<typeof CHAIN_STATE> => (data ? {x: knownIds(names), sel: knownIds(names)} : NO_CHECKS),
    [data, names],
  );
  const [state, update, , ignored] = useDemoUrlState(CHAIN_STATE, checks);

  const extra = useMemo(() => split(state.x), [state.x]);
  const byScenario = useMemo(
    () => new Set(data ? SCENARIOS[state.scenario as ScenarioId].disrupts(data) : []),
    [data, state.scenario],
  );
  const disrupted = useMemo(() => new Set([...byScenario, ...extra]), [byScenario, extra]);
  const impact = useMemo(() => (data ? supplyImpact(data, disrupted) : null), [data, disrupted]);
  const selected = state.sel;

  const view = useMemo(
    () =>
      impact
        ? {disrupted, impact, sizeBy: state.size as 'role' | 'betweenness', combine: state.combine, selected}
        : null,
    [impact, disrupted, state.size, state.combine, selected],
  );
  const analysis = useMemo(() => (controller && view ? controller.analyse(view) : null), [controller, view]);
  useEffect(() => {
    if (controller && view && analysis) controller.show(view, analysis);
  }, [controller, view, analysis]);

  const latest = useRef(update);
  useEffect(() => {
    latest.current = update;
  });
  useEffect(() => {
    controller?.setClickHandler((id) => latest.current({sel: id}));
    return () => controller?.setClickHandler(null);
  }, [controller]);

  const toggleDisrupted = (id: string) => {
    const next = extra.includes(id) ? extra.filter((other) => other !== id) : [...extra, id];
    update({x: next.length > 0 ? next.sort().join(',') : null});
  };

  const totals = impact
    ? [...impact.stores.values()].reduce(
        (sum, store) => ({planned: sum.planned + store.planned, delivered: sum.delivered + store.delivered}),
        {planned: 0, delivered: 0},
      )
    : null;
  const affected = impact
    ? [...impact.stores]
        .filter(([, store]) => store.lostShare > 0 || store.extraDays > 0)
        .sort((a, b) => b[1].lostShare - a[1].lostShare || b[1].extraDays - a[1].extraDays || a[0].localeCompare(b[0]))
    : [];
  const laneStates = impact ? [...impact.lanes.values()] : [];
  const detoured = laneStates.filter((lane) => lane.state === 'detour').length;
  const closed = laneStates.filter((lane) => lane.state === 'closed').length;
  const selectedSite = data?.sites.find((site) => site.id === selected);
  const selectedStore = selectedSite?.role === 'store' && impact ? impact.stores.get(selectedSite.id) : undefined;
  const hubs =
    analysis && state.size === 'betweenness'
      ? Object.entries(analysis.betweenness)
          .filter(([id]) => names.has(id))
          .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
          .slice(0, 5)
      : [];

  return (
    <>
      <IgnoredLinkStateNote ignored={[...ignored, ...map.ignoredLinkState]} />
      <SelectControl
        label="Disruption scenario"
        options={Object.entries(SCENARIOS).map(([value, {label}]) => ({value: value as ScenarioId, label}))}
        value={state.scenario as ScenarioId}
        onChange={(scenario) => update({scenario})}
      />
      <SegmentedControl
        legend="Node size"
        options={[
          {value: 'role', label: 'By role'},
          {value: 'betweenness', label: 'By betweenness'},
        ]}
        value={state.size as 'role' | 'betweenness'}
        onChange={(size) => update({size})}
      />
      <CheckboxGroup
        legend="Map"
        options={[{value: 'combine', label: 'Combine nearby sites when zoomed out'}]}
        value={state.combine ? ['combine'] : []}
        onChange={(next) => update({combine: next.includes('combine')})}
      />

      {extra.length > 0 && (
        <div>
          <h2 className={styles.heading}>Also taken out</h2>
          <ul className={styles.list}>
            {extra.map((id) => (
              <li key={id}>
                <span>{name(id)}</span>
                <button
                  type="button"
                  className="button button--sm button--secondary"
                  aria-label={`Restore ${name(id)}`}
                  onClick={() => toggleDisrupted(id)}
                >
                  Restore
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}

      {selected && (
        <div className={styles.card} role="group" aria-label={name(selected)}>
          <h2 className={styles.heading}>{name(selected)}</h2>
          {selectedSite?.product && <p>Makes {selectedSite.product}.</p>}
          {selectedStore && (
            <p>
              Receives {Math.round(selectedStore.delivered)} of {Math.round(selectedStore.planned)} {data?.unit}
              {selectedStore.extraDays > 0 ? `, up to ${days(selectedStore.extraDays)} later by sea` : ''}.
            </p>
          )}
          {analysis && analysis.routes.length > 0 && (
            <ul>
              {analysis.routes.map(({factory, path}) => (
                <li key={factory}>
                  From {name(factory)}:{' '}
                  {path
                    ? `${path.links.length} legs, via ${path.nodes
                        .filter((id) => names.has(id) && id !== factory && id !== selected)
                        .map(name)
                        .join(', ')}`
                    : 'no way left'}
                </li>
              ))}
            </ul>
          )}
          <div className={styles.buttons}>
            {!byScenario.has(selected) && (
              <button
                type="button"
                className="button button--sm button--secondary"
                onClick={() => toggleDisrupted(selected)}
              >
                {extra.includes(selected) ? 'Restore it' : 'Take it out'}
              </button>
            )}
            <button type="button" className="button button--sm button--secondary" onClick={() => update({sel: null})}>
              Clear selection
            </button>
          </div>
        </div>
      )}

      {impact && totals && (
        <section aria-labelledby="chain-impact" aria-live="polite">
          <h2 id="chain-impact" className={styles.heading}>
            Impact downstream
          </h2>
          <dl className={styles.stats}>
            <dt>Delivered</dt>
            <dd>
              {Math.round(totals.delivered)} of {Math.round(totals.planned)} {data?.unit} (
              {Math.round((1 - totals.delivered / totals.planned) * 100)} % lost)
            </dd>
            <dt>Sea lanes</dt>
            <dd>
              {laneStates.length - detoured - closed} as planned, {detoured} detoured, {closed} closed
            </dd>
            <dt>Stores hit</dt>
            <dd>{affected.length === 0 ? 'none' : `${affected.length} of ${impact.stores.size}`}</dd>
          </dl>
          {affected.length > 0 && (
            <ul className={styles.list}>
              {affected.slice(0, 8).map(([id, store]) => (
                <li key={id}>
                  <button type="button" className={styles.linkButton} onClick={() => update({sel: id})}>
                    {name(id)}
                  </button>
                  <span>
                    {store.lostShare > 0 ? `${Math.round(store.lostShare * 100)} % lost` : ''}
                    {store.lostShare > 0 && store.extraDays > 0 ? ', ' : ''}
                    {store.extraDays > 0 ? `+${days(store.extraDays)}` : ''}
                  </span>
                </li>
              ))}
              {affected.length > 8 && <li>and {affected.length - 8} more</li>}
            </ul>
          )}
        </section>
      )}

      {hubs.length > 0 && (
        <section aria-labelledby="chain-hubs">
          <h2 id="chain-hubs" className={styles.heading}>
            Hubs by betweenness
          </h2>
          <ol className={styles.note}>
            {hubs.map(([id, score]) => (
              <li key={id}>
                {name(id)} ({score.toFixed(2)})
              </li>
            ))}
          </ol>
        </section>
      )}
    </>
  );
}

export function SupplyChainLegend(): ReactNode {
  return (
    <Legend>
      <ul>
        {Object.entries(ROLE_COLORS).map(([role, color]) => (
          <LegendKey key={role} mark="dot" color={color}>
            {role}
          </LegendKey>
        ))}
        <LegendKey mark="line" color={SEA_COLOR}>
          sea leg (along the lanes)
        </LegendKey>
        <LegendKey mark="line" color={ROAD_COLOR}>
          road leg (arrows: direction of flow)
        </LegendKey>
        <LegendKey mark="line" color={DETOUR_COLOR}>
          detour
        </LegendKey>
        <LegendKey mark="line" color={LOST_COLOR}>
          lost (dashed), store losing most
        </LegendKey>
        <LegendKey mark="dot" color={DETOUR_COLOR}>
          store losing some goods
        </LegendKey>
        <LegendKey mark="dot" color={DELAYED_COLOR}>
          store delayed
        </LegendKey>
        <LegendKey mark="glyph" color={LOST_COLOR} glyph="×">
          site or strait disrupted
        </LegendKey>
        <LegendKey mark="dot" color={MUTED_INK_CSS}>
          sea-lane waypoint
        </LegendKey>
        <li>Wider links: more goods</li>
      </ul>
    </Legend>
  );
}

function days(count: number): string {
  return `${count} ${count === 1 ? 'day' : 'days'}`;
}
