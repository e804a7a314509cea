import {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {CheckboxGroup, SegmentedControl, SelectControl} from '@site/src/components/Demo/controls';
import DemoTimeBar, {rangeInMinutes, type DemoTimeBarOptions} from '@site/src/components/Demo/DemoTimeBar';
import type {DemoMapState} from '@site/src/components/Demo/useDemoMap';
import IgnoredLinkStateNote from '@site/src/components/Demo/IgnoredLinkStateNote';
import {NO_CHECKS, useDemoUrlState} from '@site/src/components/Demo/useDemoUrlState';
import {
  booleanParam,
  enumParam,
  knownIds,
  listParam,
  numberParam,
  stringParam,
  type DemoStateChecks,
} from '@site/src/components/Demo/demo-url-state';
import {formatDuration, formatInstant, formatShortInstant} from '@site/src/components/Demo/format';
import {ownershipChain, relatedVessels, type MaritimeData} from './model';
import type {MaritimeAnalysis, MaritimeController, OwnershipShown} from './map';
import {MUTED_INK_CSS} from '@site/src/components/Demo/map/ink';
import {COMPANY_COLOR, GAP_COLOR, KIND_COLORS, MEETING_COLOR} from './colors';
import Legend, {LegendKey} from '@site/src/components/Demo/Legend';
import styles from '@site/src/components/Demo/panel.module.css';

const MINUTE = 60_000;
const HOUR = 3_600_000;
/** The data covers ten days; the URL's times are minutes after its start. */
const MAX_MINUTES = 10 * 24 * 60;

/**
 * The time bar's range in the URL: `t` its end (where the vessels are), `from` its start, and
 * `cum` the cumulative mode (the tracks so far: the range starts at the data's start).
 */
export const MARITIME_STATE = {
  t: numberParam({min: 0, max: MAX_MINUTES, default: MAX_MINUTES, integer: true}),
  from: numberParam({min: 0, max: MAX_MINUTES, default: 0, integer: true}),
  cum: booleanParam(true),
  show: listParam(['gaps', 'meetings', 'reports'], ['gaps', 'meetings']),
  owners: enumParam(['selected', 'all', 'none'], 'selected'),
  v: stringParam(/^v-[a-z0-9-]+$/),
};

type MapState = DemoMapState<MaritimeController, MaritimeData>;

const OWNER_OPTIONS: {value: OwnershipShown; label: string}[] = [
  {value: 'selected', label: 'Selected vessel'},
  {value: 'all', label: 'Every vessel'},
  {value: 'none', label: 'Hidden'},
];

export default function MaritimePanel({map}: {map: MapState}): ReactNode {
  const {controller, data} = map;
  const checks = useMemo(
    (): DemoStateChecks<typeof MARITIME_STATE> =>
      data ? {v: knownIds(new Set(data.vessels.map(({id}) => id)))} : NO_CHECKS,
    [data],
  );
  const [state, update, , ignored] = useDemoUrlState(MARITIME_STATE, checks);
  const [analysis, setAnalysis] = useState<MaritimeAnalysis | null>(null);

  // The analysis runs once the first frame is on screen, so it never delays it.
  useEffect(() => {
    if (!controller) return undefined;
    const handle = window.setTimeout(() => setAnalysis(controller.analyse()), 0);
    return () => window.clearTimeout(handle);
  }, [controller]);

  const start = data?.start ?? 0;
  const minute = state.t;
  const fromMinute = state.cum ? 0 : Math.min(state.from, minute);
  const vessel = data?.vessels.find((candidate) => candidate.id === state.v) ?? null;

  useEffect(() => {
    controller?.show({
      time: start + minute * MINUTE,
      showGaps: state.show.includes('gaps'),
      showMeetings: state.show.includes('meetings'),
      showReports: state.show.includes('reports'),
      ownership: state.owners,
      vesselId: vessel?.id ?? null,
    });
  }, [controller, start, minute, state.show, state.owners, vessel]);

  const timeBarOptions = useMemo(
    (): DemoTimeBarOptions => ({
      domain: [start, start + MAX_MINUTES * MINUTE],
      bins: 60,
      step: HOUR,
      formatTime: (time) => formatShortInstant(time),
    }),
    [start],
  );
  const onTimeBarChange = useCallback(
    (range: [number, number], cumulative: boolean) => update(rangeInMinutes(range, cumulative, start)),
    [update, start],
  );
  /** The state that puts the vessels at `time`, keeping the width of a range that is not cumulative. */
  const endAt = (time: number) => {
    const to = Math.max(0, Math.min(MAX_MINUTES, Math.round((time - start) / MINUTE)));
    return {t: to, from: state.cum ? 0 : Math.max(0, to - (minute - fromMinute))};
  };

  const latest = useRef({update, analysis, endAt});
  useEffect(() => {
    latest.current = {update, analysis, endAt};
  });
  useEffect(() => {
    controller?.setClickHandler((click) => {
      const {update: write, analysis: found} = latest.current;
      if (!click) write({v: null});
      else if (click.kind === 'vessel') write({v: click.id});
      else {
        const alert = [...(found?.gaps ?? []), ...(found?.meetings ?? [])].find(
          (candidate) => candidate.id === click.id,
        );
        if (alert) write({v: 'vesselId' in alert ? alert.vesselId : alert.vesselIds[0]});
      }
    });
    // Dragging a vessel along its track moves the time bar with it.
    controller?.setDragHandler((time) => latest.current.update(latest.current.endAt(time)));
    return () => {
      controller?.setClickHandler(null);
      controller?.setDragHandler(null);
    };
  }, [controller]);

  const vesselName = useMemo(() => {
    const names = new Map(data?.vessels.map((candidate) => [candidate.id, candidate.name]));
    return (id: string) => names.get(id) ?? id;
  }, [data]);
  const at = (time: number) => formatInstant(time, {withYear: false});
  const jumpTo = (time: number, vesselId: string, points: [number, number][]) => {
    update({...endAt(time), v: vesselId});
    controller?.frame(points);
  };

  const ready = controller !== null && data !== null;
  const alertsOfVessel =
    vessel && analysis
      ? {
          gaps: analysis.gaps.filter((gap) => gap.vesselId === vessel.id),
          meetings: analysis.meetings.filter((meeting) => meeting.vesselIds.includes(vessel.id)),
        }
      : null;

  return (
    <>
      <IgnoredLinkStateNote ignored={[...ignored, ...map.ignoredLinkState]} />
      <DemoTimeBar
        source={controller}
        label="Time (UTC)"
        range={[start + fromMinute * MINUTE, start + minute * MINUTE]}
        cumulative={state.cum}
        unit={MINUTE}
        options={timeBarOptions}
        onChange={onTimeBarChange}
      />
      <CheckboxGroup
        legend="Show"
        options={[
          {value: 'gaps', label: 'Transponder gaps', swatch: GAP_COLOR},
          {value: 'meetings', label: 'Meetings at sea', swatch: MEETING_COLOR},
          {value: 'reports', label: 'Every position report'},
        ]}
        value={state.show}
        onChange={(show) => update({show})}
      />
      <SegmentedControl
        legend="Owners and managers"
        options={OWNER_OPTIONS}
        value={state.owners}
        onChange={(owners) => update({owners})}
      />
      <SelectControl
        label="Vessel"
        options={[
          {value: '', label: 'None selected'},
          ...(data?.vessels ?? []).map((candidate) => ({
            value: candidate.id,
            label: `${candidate.name} (${candidate.kind})`,
          })),
        ]}
        value={vessel?.id ?? ''}
        onChange={(id) => update({v: id || null})}
      />

      {vessel && data && (
        <div className={styles.card} role="group" aria-label={`Vessel ${vessel.name}`}>
          <h2 className={styles.heading}>{vessel.name}</h2>
          <p>
            {vessel.kind[0]!.toUpperCase() + vessel.kind.slice(1)} under the flag of {vessel.flag};{' '}
            {vessel.times.length} position reports.
          </p>
          <ul>
            {ownershipChain(data, vessel.id).map(({company, relation, of}) => (
              <li key={company.id}>
                {company.name} ({company.jurisdiction}) {relation}{' '}
                {of === vessel.id ? 'the vessel' : data.companies.find((c) => c.id === of)?.name}
              </li>
            ))}
          </ul>
          {relatedVessels(data, vessel.id).length > 0 && (
            <p>
              Same companies behind:{' '}
              {relatedVessels(data, vessel.id)
                .map(
                  ({vesselId, shared}) =>
                    `${vesselName(vesselId)} (${shared.map((company) => company.name).join(', ')})`,
                )
                .join('; ')}
              .
            </p>
          )}
          {alertsOfVessel && alertsOfVessel.gaps.length + alertsOfVessel.meetings.length === 0 && (
            <p>Nothing flagged on its track.</p>
          )}
        </div>
      )}

      <section aria-labelledby="maritime-flagged">
        <h2 id="maritime-flagged" className={styles.heading}>
          Flagged on the tracks
        </h2>
        {!ready || !analysis ? (
          <p className={styles.note} role="status">
            Analysing the tracks…
          </p>
        ) : (
          <ul className={styles.list}>
            {analysis.meetings.map((meeting) => (
              <li key={meeting.id}>
                <span>
                  Meeting at sea: {meeting.vesselIds.map(vesselName).join(' and ')}, {at(meeting.from)},{' '}
                  {formatDuration(meeting.to - meeting.from)}
                </span>
                <button
                  type="button"
                  className="button button--sm button--secondary"
                  aria-label={`Show the meeting of ${meeting.vesselIds.map(vesselName).join(' and ')}`}
                  onClick={() => jumpTo(meeting.from, meeting.vesselIds[0], [[meeting.longitude, meeting.latitude]])}
                >
                  Show
                </button>
              </li>
            ))}
            {analysis.gaps.map((gap) => (
              <li key={gap.id}>
                <span>
                  Transponder gap: {vesselName(gap.vesselId)} silent {formatDuration(gap.to - gap.from)} from{' '}
                  {at(gap.from)}, reappeared {Math.round(gap.movedKm)} km away
                </span>
                <button
                  type="button"
                  className="button button--sm button--secondary"
                  aria-label={`Show the gap of ${vesselName(gap.vesselId)}`}
                  onClick={() => jumpTo(gap.to, gap.vesselId, [gap.lastSeen, gap.reappeared])}
                >
                  Show
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

export function MaritimeLegend(): ReactNode {
  return (
    <Legend>
      <strong>Vessels</strong>
      <ul>
        {Object.entries(KIND_COLORS).map(([kind, color]) => (
          <LegendKey key={kind} mark="dot" color={color}>
            {kind}
          </LegendKey>
        ))}
        <LegendKey mark="line" color={GAP_COLOR}>
          transponder gap
        </LegendKey>
        <LegendKey mark="dot" color={MEETING_COLOR}>
          meeting at sea
        </LegendKey>
        <LegendKey mark="glyph" color={COMPANY_COLOR} glyph="B">
          company: B / O / M beneficial owner, owner, manager
        </LegendKey>
        <LegendKey mark="line" color={MUTED_INK_CSS}>
          ownership link (dashed)
        </LegendKey>
        <LegendKey mark="dot" color={MUTED_INK_CSS}>
          port
        </LegendKey>
      </ul>
    </Legend>
  );
}
