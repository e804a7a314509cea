import {useCallback, useEffect, useMemo, useRef, type ReactNode} from 'react';
import {SelectControl} from '@site/src/components/Demo/controls';
import DemoTimeBar, {rangeInMinutes, type DemoTimeBarOptions} from '@site/src/components/Demo/DemoTimeBar';
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
import {formatDay, formatDuration, formatShortInstant} from '@site/src/components/Demo/format';
import {
  detectStays,
  findPlaces,
  findTrips,
  localHour,
  routineByHour,
  weekChanges,
  weekRange,
  type PatternData,
  type Place,
} from './model';
import type {PatternController} from './map';
import {PLACE_COLORS, placeColor, SUBJECT_COLOR, TRIP_COLOR} from './colors';
import Legend, {LegendKey} from '@site/src/components/Demo/Legend';
import {MUTED_INK_CSS} from '@site/src/components/Demo/map/ink';
import styles from '@site/src/components/Demo/panel.module.css';

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
/** The data covers four weeks; the URL's times are minutes after its start. */
const MAX_MINUTES = 28 * 24 * 60;
const WEEK_MINUTES = 7 * 24 * 60;

const HOUR_BANDS = {
  all: {label: 'All day', hours: []},
  night: {label: 'Night (22:00–06:00)', hours: [22, 23, 0, 1, 2, 3, 4, 5]},
  morning: {label: 'Morning (06:00–10:00)', hours: [6, 7, 8, 9]},
  day: {label: 'Daytime (10:00–17:00)', hours: [10, 11, 12, 13, 14, 15, 16]},
  evening: {label: 'Evening (17:00–22:00)', hours: [17, 18, 19, 20, 21]},
} as const;
type HourBand = keyof typeof HOUR_BANDS;

/**
 * The time bar's range in the URL: `t` its end (where the subject is), `from` its start, and
 * `cum` the cumulative mode (the range starts at the history's start). `w` is the period the
 * changes and the routine are about; choosing one selects it on the time bar.
 */
export const PATTERN_STATE = {
  t: numberParam({min: 0, max: MAX_MINUTES, default: MAX_MINUTES, integer: true}),
  from: numberParam({min: 0, max: MAX_MINUTES, default: 0, integer: true}),
  cum: booleanParam(false),
  w: enumParam(['all', '1', '2', '3', '4'], 'all'),
  hours: enumParam(['all', 'night', 'morning', 'day', 'evening'], 'all'),
  place: stringParam(/^place-\d+$/),
};

type MapState = DemoMapState<PatternController, PatternData>;

export function placeName(place: Place): string {
  return `${place.role ?? `Place ${place.id.slice('place-'.length)}`} (near ${place.near})`;
}

export default function PatternPanel({map}: {map: MapState}): ReactNode {
  const {controller, data} = map;

  // The whole history's stays and places; views only choose among them.
  const analysis = useMemo(() => {
    if (!data) return null;
    const stays = detectStays(data);
    const places = findPlaces(data, stays);
    return {stays, places, trips: findTrips(stays, places)};
  }, [data]);
  const checks = useMemo(
    (): DemoStateChecks<typeof PATTERN_STATE> =>
      analysis ? {place: knownIds(new Set(analysis.places.map(({id}) => id)))} : NO_CHECKS,
    [analysis],
  );
  const [state, update, , ignored] = useDemoUrlState(PATTERN_STATE, checks);

  const start = data?.start ?? 0;
  const offsetMinutes = data?.utcOffsetMinutes ?? 0;
  const weeks = data?.weeks ?? 4;
  const week = state.w === 'all' ? null : Math.min(Number(state.w), weeks) - 1;
  const range: [number, number] = week === null ? [start, start + weeks * 7 * DAY - 1] : weekRange({start}, week);
  const [rangeFrom, rangeTo] = range;
  const lastMinute = Math.min(MAX_MINUTES, weeks * WEEK_MINUTES);
  const minute = Math.min(lastMinute, state.t);
  const fromMinute = state.cum ? 0 : Math.min(state.from, minute);
  const band = HOUR_BANDS[state.hours as HourBand];
  const changesWeek = week ?? weeks - 1;

  const view = useMemo(() => {
    if (!analysis || !data) return null;
    const inBand = (time: number) =>
      band.hours.length === 0 || (band.hours as readonly number[]).includes(localHour(data, time));
    const trips = analysis.trips.filter((trip) => trip.left >= rangeFrom && trip.left <= rangeTo && inBand(trip.left));
    const changes = weekChanges(data, analysis.stays, analysis.places, changesWeek);
    const routine = routineByHour(data, analysis.stays, analysis.places, [rangeFrom, rangeTo + 1]);
    return {
      trips,
      changes,
      routine,
      newPlaces: changes.filter((change) => change.kind === 'new').map((change) => change.placeId),
    };
  }, [analysis, data, band, rangeFrom, rangeTo, changesWeek]);

  useEffect(() => {
    if (!controller || !analysis || !view) return;
    controller.show({
      time: start + minute * MINUTE,
      hours: band.hours,
      places: analysis.places,
      trips: view.trips,
      newPlaces: view.newPlaces,
      selectedPlace: state.place,
    });
  }, [controller, analysis, view, start, minute, band, state.place]);

  const timeBarOptions = useMemo(
    (): DemoTimeBarOptions => ({
      domain: [start, start + lastMinute * MINUTE],
      bins: weeks * 7,
      step: HOUR,
      formatTime: (time) => formatShortInstant(time, offsetMinutes),
    }),
    [start, lastMinute, weeks, offsetMinutes],
  );
  const onTimeBarChange = useCallback(
    (range: [number, number], cumulative: boolean) => update(rangeInMinutes(range, cumulative, start)),
    [update, start],
  );

  const latest = useRef({update, fromMinute, minute, cumulative: state.cum});
  useEffect(() => {
    latest.current = {update, fromMinute, minute, cumulative: state.cum};
  });
  useEffect(() => {
    controller?.setClickHandler((placeId) => latest.current.update({place: placeId}));
    // Dragging the subject along its track moves the time bar's end with it, keeping its width.
    controller?.setDragHandler((time) => {
      const {update: write, fromMinute: from, minute: to, cumulative} = latest.current;
      const next = Math.max(0, Math.min(MAX_MINUTES, Math.round((time - (data?.start ?? 0)) / MINUTE)));
      write({t: next, from: cumulative ? 0 : Math.max(0, next - (to - from))});
    });
    return () => {
      controller?.setClickHandler(null);
      controller?.setDragHandler(null);
    };
  }, [controller, data]);

  const placeById = new Map(analysis?.places.map((place) => [place.id, place]));
  const selected = state.place ? placeById.get(state.place) : undefined;
  const showPlace = (place: Place) => {
    update({place: place.id});
    controller?.focus(place.longitude, place.latitude);
  };
  const localStart = start + offsetMinutes * MINUTE;
  const weekLabel = (index: number) =>
    `Week ${index + 1} (${formatDay(localStart + index * 7 * DAY)} – ${formatDay(localStart + (index * 7 + 6) * DAY)})`;

  return (
    <>
      <IgnoredLinkStateNote ignored={[...ignored, ...map.ignoredLinkState]} />
      <DemoTimeBar
        source={controller}
        label={data ? `Time (${offsetMinutes === 120 ? 'CEST' : 'local'})` : 'Time'}
        range={[start + fromMinute * MINUTE, start + minute * MINUTE]}
        cumulative={state.cum}
        unit={MINUTE}
        options={timeBarOptions}
        onChange={onTimeBarChange}
      />
      <SelectControl
        label="Period"
        options={[
          {value: 'all', label: 'All four weeks'},
          ...Array.from({length: weeks}, (_, index) => ({value: String(index + 1) as '1', label: weekLabel(index)})),
        ]}
        value={state.w}
        onChange={(w) =>
          update(
            w === 'all'
              ? {w, from: 0, t: lastMinute, cum: false}
              : {w, from: (Number(w) - 1) * WEEK_MINUTES, t: Number(w) * WEEK_MINUTES, cum: false},
          )
        }
      />
      <SelectControl
        label="Hours of day"
        options={Object.entries(HOUR_BANDS).map(([value, {label}]) => ({value: value as HourBand, label}))}
        value={state.hours as HourBand}
        onChange={(hours) => update({hours})}
      />

      {selected && analysis && (
        <div className={styles.card} role="group" aria-label={placeName(selected)}>
          <h2 className={styles.heading}>{placeName(selected)}</h2>
          <p>
            {selected.stays.length} stays, {formatDuration(selected.totalMs)} in all. Typical arrival:{' '}
            {typicalHours(selected, analysis.stays, data!)}.
          </p>
        </div>
      )}

      <section aria-labelledby="pol-changes">
        <h2 id="pol-changes" className={styles.heading}>
          What changed in week {changesWeek + 1}
        </h2>
        {!view ? (
          <p className={styles.note}>Reading the history…</p>
        ) : view.changes.length === 0 ? (
          <p className={styles.note}>Nothing unusual: the same places as in the other weeks.</p>
        ) : (
          <ul className={styles.list}>
            {view.changes.map((change) => {
              const place = placeById.get(change.placeId)!;
              return (
                <li key={change.placeId}>
                  <span>
                    {describeChange(change.kind, placeName(place), change.visits, change.usual, change.hours)}
                  </span>
                  <button
                    type="button"
                    className="button button--sm button--secondary"
                    aria-label={`Show ${placeName(place)}`}
                    onClick={() => showPlace(place)}
                  >
                    Show
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      {view && analysis && (
        <Routine
          places={analysis.places.slice(0, 7)}
          routine={view.routine}
          newPlaces={view.newPlaces}
          selected={state.place}
          onSelect={showPlace}
        />
      )}
    </>
  );
}

function describeChange(
  kind: 'new' | 'missed' | 'more' | 'fewer',
  name: string,
  visits: number,
  usual: number,
  hours: readonly number[],
): string {
  const at =
    hours.length > 0
      ? `, arriving at ${[...new Set(hours)].map((hour) => `${String(hour).padStart(2, '0')}:00`).join(', ')}`
      : '';
  const usually = `usually ${usual.toFixed(usual % 1 === 0 ? 0 : 1)}`;
  if (kind === 'new') return `New: ${name}, ${visits} ${visits === 1 ? 'visit' : 'visits'}${at}.`;
  if (kind === 'missed') return `Not visited: ${name} (${usually} a week).`;
  if (kind === 'more') return `More often: ${name}, ${visits} visits (${usually})${at}.`;
  return `Less often: ${name}, ${visits} visits (${usually}).`;
}

function typicalHours(place: Place, stays: readonly {from: number}[], data: PatternData): string {
  const counts = new Map<number, number>();
  for (const index of place.stays) {
    const hour = localHour(data, stays[index]!.from);
    counts.set(hour, (counts.get(hour) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, 3)
    .map(([hour]) => `${String(hour).padStart(2, '0')}:00`)
    .join(', ');
}

function Routine({
  places,
  routine,
  newPlaces,
  selected,
  onSelect,
}: {
  places: readonly Place[];
  routine: Map<string, number[]>;
  newPlaces: readonly string[];
  selected: string | null;
  onSelect: (place: Place) => void;
}): ReactNode {
  return (
    <section aria-labelledby="pol-routine">
      <h2 id="pol-routine" className={styles.heading}>
        Routine by hour of day
      </h2>
      <p className={styles.note}>
        Share of days in the period the subject was at each place, hour by hour (local time).
      </p>
      <table className={styles.routine}>
        <thead>
          <tr>
            <th scope="col">Place</th>
            {Array.from({length: 24}, (_, hour) => (
              <th key={hour} scope="col" className={styles.hour}>
                {hour % 6 === 0 ? (
                  String(hour).padStart(2, '0')
                ) : (
                  <span className={styles.srOnly}>{String(hour).padStart(2, '0')}</span>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {places.map((place) => {
            const color = placeColor(place, newPlaces.includes(place.id));
            return (
              <tr key={place.id} data-selected={place.id === selected ? 'true' : undefined}>
                <th scope="row">
                  <button type="button" className={styles.linkButton} onClick={() => onSelect(place)}>
                    {place.role ?? `Place ${place.id.slice('place-'.length)}`}
                  </button>
                </th>
                {(routine.get(place.id) ?? []).map((share, hour) => (
                  <td
                    key={hour}
                    style={{background: `color-mix(in srgb, ${color} ${Math.round(share * 100)}%, transparent)`}}
                  >
                    <span className={styles.srOnly}>{Math.round(share * 100)}%</span>
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

export function PatternLegend(): ReactNode {
  return (
    <Legend>
      <ul>
        <LegendKey mark="dot" color={SUBJECT_COLOR}>
          the subject now, and its reports
        </LegendKey>
        <LegendKey mark="dot" color={PLACE_COLORS.home}>
          home (inferred)
        </LegendKey>
        <LegendKey mark="dot" color={PLACE_COLORS.work}>
          work (inferred)
        </LegendKey>
        <LegendKey mark="dot" color={PLACE_COLORS.other}>
          other place
        </LegendKey>
        <LegendKey mark="dot" color={PLACE_COLORS.new}>
          new this week
        </LegendKey>
        <LegendKey mark="line" color={TRIP_COLOR}>
          trips between places (wider: more trips)
        </LegendKey>
        <LegendKey mark="dot" color={MUTED_INK_CSS}>
          town or village, for orientation
        </LegendKey>
        <li>Larger places: more time spent</li>
      </ul>
    </Legend>
  );
}
