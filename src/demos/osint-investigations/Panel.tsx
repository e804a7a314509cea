import {useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {CheckboxGroup, NetworkViewControl, RangeControl} from '@site/src/components/Demo/controls';
import type {DemoMapState} from '@site/src/components/Demo/useDemoMap';
import IgnoredLinkStateNote from '@site/src/components/Demo/IgnoredLinkStateNote';
import {NO_CHECKS, useDemoUrlState} from '@site/src/components/Demo/useDemoUrlState';
import {
  booleanParam,
  enumParam,
  knownIds,
  numberParam,
  stringParam,
  type DemoStateChecks,
} from '@site/src/components/Demo/demo-url-state';
import {formatDay} from '@site/src/components/Demo/format';
import {boardAfter, expandable, type OsintData} from './model';
import type {OsintController} from './map';
import {COMBINED_COLOR, COMMUNITY_COLORS, ENTITY_COLORS, ENTITY_GLYPHS, EVENT_COLORS} from './colors';
import Legend, {LegendKey} from '@site/src/components/Demo/Legend';
import {MUTED_INK_CSS} from '@site/src/components/Demo/map/ink';
import styles from '@site/src/components/Demo/panel.module.css';

const DAY = 86_400_000;
/** The investigation covers six months of reports; the URL holds day numbers. */
const LAST_DAY = 183;
const NODE_ID = /^[a-z]-\d+$/;
const NODE_LIST = /^[a-z]-\d+(?:,[a-z]-\d+)*$/;

export const OSINT_STATE = {
  view: enumParam(['chart', 'map'], 'chart'),
  x: stringParam(NODE_LIST),
  sel: stringParam(NODE_ID),
  from: numberParam({min: 0, max: LAST_DAY, default: 0, integer: true}),
  to: numberParam({min: 0, max: LAST_DAY, default: LAST_DAY, integer: true}),
  comm: booleanParam(false),
  combine: booleanParam(true),
};

type MapState = DemoMapState<OsintController, OsintData>;

export default function OsintPanel({map}: {map: MapState}): ReactNode {
  const {controller, data} = map;
  const checks = useMemo((): DemoStateChecks<typeof OSINT_STATE> => {
    if (!data) return NO_CHECKS;
    const node = knownIds(new Set([...data.events, ...data.entities].map(({id}) => id)));
    return {x: node, sel: node};
  }, [data]);
  const [state, update, , ignored] = useDemoUrlState(OSINT_STATE, checks);
  const [choice, setChoice] = useState('');

  const expansions = useMemo(() => (state.x ? state.x.split(',') : []), [state.x]);
  const board = useMemo(
    () => (controller && data ? boardAfter(data.seed, expansions, (id) => controller.neighbors(id)) : null),
    [controller, data, expansions],
  );
  const start = data?.start ?? 0;
  const from = Math.min(state.from, state.to);
  const to = Math.max(state.from, state.to);

  const view = useMemo(
    () =>
      board
        ? {
            layout: state.view,
            nodes: board.nodes,
            range: [start + from * DAY, start + (to + 1) * DAY - 1] as [number, number],
            communities: state.comm,
            combine: state.combine,
            selected: state.sel,
          }
        : null,
    [board, start, from, to, state.view, state.comm, state.combine, state.sel],
  );
  const communities = useMemo(
    () => (controller && view?.communities ? controller.communities(view) : null),
    [controller, view],
  );
  useEffect(() => {
    if (controller && view) controller.show(view, communities);
  }, [controller, view, communities]);

  const names = useMemo(() => {
    const byId = new Map<string, {label: string; kind: string}>();
    for (const event of data?.events ?? []) byId.set(event.id, {label: event.label, kind: event.kind});
    for (const entity of data?.entities ?? []) byId.set(entity.id, {label: entity.label, kind: entity.kind});
    return byId;
  }, [data]);
  const label = (id: string) => names.get(id)?.label ?? id;
  const day = (offset: number) => (data ? formatDay(start + offset * DAY) : '…');

  const expand = (id: string) => update({x: [...(board?.expanded ?? []), id].join(',')});
  const latest = useRef({update, expand, board});
  useEffect(() => {
    latest.current = {update, expand, board};
  });
  useEffect(() => {
    controller?.setClickHandler(({id, double}) => {
      const {update: write, expand: grow, board: current} = latest.current;
      if (double && id && current?.nodes.has(id)) grow(id);
      else write({sel: id});
    });
    return () => controller?.setClickHandler(null);
  }, [controller]);

  const neighbours = (id: string) => controller?.neighbors(id) ?? [];
  const canExpand = board ? expandable(board, neighbours) : [];
  const selected = state.sel && board?.nodes.has(state.sel) ? state.sel : null;
  const selectedLinks =
    selected && data ? data.links.filter((link) => link.id1 === selected || link.id2 === selected) : [];
  const chosen = canExpand.includes(choice) ? choice : '';
  const communityCount = communities ? new Set(Object.values(communities)).size : 0;

  return (
    <>
      <IgnoredLinkStateNote ignored={[...ignored, ...map.ignoredLinkState]} />
      <div>
        <h2 className={styles.heading}>Investigation board</h2>
        <p className={styles.note} role="status">
          {board && data
            ? `${board.nodes.size} of ${data.events.length + data.entities.length} nodes on the board, from ${label(data.seed)}; ${canExpand.length} can be expanded.`
            : 'Loading the investigation…'}
        </p>
      </div>
      <NetworkViewControl opensOn="chart" value={state.view} onChange={(next) => update({view: next})} />
      <div className={styles.picker}>
        <label className={styles.heading}>
          Expand a node
          <select value={chosen} onChange={(event) => setChoice(event.target.value)} disabled={!board}>
            <option value="">Choose…</option>
            {canExpand.map((id) => (
              <option key={id} value={id}>
                {label(id)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button button--sm button--primary"
          disabled={chosen === ''}
          aria-label="Expand the chosen node's neighbours"
          onClick={() => expand(chosen)}
        >
          Expand
        </button>
      </div>
      {expansions.length > 0 && (
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={() => update({x: null, sel: null})}
        >
          Start over from {data ? label(data.seed) : 'the subject'}
        </button>
      )}
      <RangeControl
        label="Reported from"
        min={0}
        max={LAST_DAY}
        value={state.from}
        onChange={(value) => update({from: value})}
        format={day}
      />
      <RangeControl
        label="Reported until"
        min={0}
        max={LAST_DAY}
        value={state.to}
        onChange={(value) => update({to: value})}
        format={day}
      />
      <CheckboxGroup
        legend="Analysis"
        options={[
          {value: 'comm', label: 'Colour by community'},
          ...(state.view === 'map'
            ? [{value: 'combine' as const, label: 'Combine nearby events when zoomed out'}]
            : []),
        ]}
        value={[...(state.comm ? ['comm' as const] : []), ...(state.combine ? ['combine' as const] : [])]}
        onChange={(next) =>
          update({comm: next.includes('comm'), ...(state.view === 'map' && {combine: next.includes('combine')})})
        }
      />
      {communities && (
        <p className={styles.note}>
          {communityCount} {communityCount === 1 ? 'community' : 'communities'} among the links reported in the period
          (Louvain); each node takes its community's colour.
        </p>
      )}

      {selected && data && (
        <div className={styles.card} role="group" aria-label={label(selected)}>
          <h2 className={styles.heading}>{label(selected)}</h2>
          <p>
            {names.get(selected)?.kind}
            {communities?.[selected] !== undefined ? `, community ${communities[selected]! + 1}` : ''};{' '}
            {selectedLinks.length} reported links.
          </p>
          <ul>
            {selectedLinks.map((link) => {
              const other = link.id1 === selected ? link.id2 : link.id1;
              const outgoing = link.id1 === selected;
              return (
                <li key={link.id}>
                  {outgoing ? `${link.relation} ${label(other)}` : `${label(other)} ${link.relation} it`} (
                  {formatDay(link.reported)}, {link.source}){board?.nodes.has(other) ? '' : ' (not on the board)'}
                </li>
              );
            })}
          </ul>
          <div className={styles.buttons}>
            {canExpand.includes(selected) && (
              <button type="button" className="button button--sm button--primary" onClick={() => expand(selected)}>
                Expand its neighbours
              </button>
            )}
            <button type="button" className="button button--sm button--secondary" onClick={() => update({sel: null})}>
              Clear selection
            </button>
          </div>
        </div>
      )}
    </>
  );
}

export function OsintLegend(): ReactNode {
  return (
    <Legend>
      <strong>Events</strong>
      <ul>
        {Object.entries(EVENT_COLORS).map(([kind, color]) => (
          <LegendKey key={kind} mark="dot" color={color}>
            {kind}
          </LegendKey>
        ))}
        {Object.entries(ENTITY_COLORS).map(([kind, color]) => (
          <LegendKey key={kind} mark="glyph" color={color} glyph={ENTITY_GLYPHS[kind as keyof typeof ENTITY_GLYPHS]}>
            {kind}
          </LegendKey>
        ))}
        <LegendKey mark="dot" color={COMMUNITY_COLORS[0]!}>
          communities recolour nodes
        </LegendKey>
        <LegendKey mark="line" color={MUTED_INK_CSS}>
          reported link
        </LegendKey>
        <LegendKey mark="glyph" color={COMBINED_COLOR} glyph="3">
          items close together, combined (how many)
        </LegendKey>
      </ul>
    </Legend>
  );
}
