/**
 * The pattern-of-life map (loaded with import() by the page): the subject's location reports
 * as an ObservationsLayer (dots close up, tracks further out), the subject as a tracker node,
 * and the places the page inferred, linked by the trips between them, as a NetworkLayer.
 */
import {NetworkLayer, ObservationsLayer, TimeBar, type NetworkData, type ObservationsData} from 'mapweave';
import {DemoMap} from '@site/src/components/Demo/map/demo-map';
import {THEME_INK} from '@site/src/components/Demo/map/ink';
import type {DemoMapController, DemoMapModule} from '@site/src/components/Demo/types';
import type {TimeBarSource} from '@site/src/components/Demo/DemoTimeBar';
import {formatDuration, formatInstant} from '@site/src/components/Demo/format';
import {localHour, type PatternData, type Place, type Trip} from './model';
import {placeColor, SUBJECT_COLOR, TRIP_COLOR} from './colors';

export interface PatternView {
  /** The instant the subject is at (epoch ms); the reports drawn follow the time bar. */
  time: number;
  /** Local hours of day kept (all 24 when empty). */
  hours: readonly number[];
  places: readonly Place[];
  trips: readonly Trip[];
  /** Places new in the week looked at. */
  newPlaces: readonly string[];
  selectedPlace: string | null;
}

export interface PatternController extends DemoMapController, TimeBarSource {
  show(view: PatternView): void;
  /** Centres the map on a point, zoomed in to MAX_ZOOM, clear of the legend. */
  focus(longitude: number, latitude: number): void;
  /** Called with the instant a tracker node was dragged to along its track. */
  setDragHandler(handler: ((time: number) => void) | null): void;
  setClickHandler(handler: ((placeId: string | null) => void) | null): void;
}

const HOUR = 3_600_000;
/**
 * Which label stays where labels collide: home, work and a new place name the routine, then
 * the subject (its dot and tooltip still show it when it is at one of them), then the other
 * places, then the GeoNames localities that only say where the map is.
 */
const LABEL_PRIORITY = {keyPlace: 40, subject: 30, place: 20, locality: 1} as const;
/**
 * The deepest zoom, and the one "Show" brings a place to: the offline basemap names towns down
 * to zoom 12 and has no streets, so closer in it would be an empty background.
 */
const MAX_ZOOM = 12;

function observationsOf(data: PatternData): ObservationsData {
  const observations: ObservationsData['observations'] = {};
  data.times.forEach((time, index) => {
    observations[`r${index}`] = {
      entityId: data.subject.id,
      longitude: data.longitudes[index]!,
      latitude: data.latitudes[index]!,
      time,
    };
  });
  // The tracker node carries the subject's label, so that it takes part in the network's label collision.
  return {entities: {[data.subject.id]: {color: SUBJECT_COLOR, size: 3.5}}, observations};
}

export const mount: DemoMapModule<PatternData, PatternController>['mount'] = async (
  container,
  data,
  {theme, camera, onCameraChange},
) => {
  let ink = THEME_INK[theme];
  let view: PatternView | null = null;
  const last = data.times[data.times.length - 1]!;

  const networkOf = (next: PatternView | null): NetworkData => {
    const items: NetworkData = {};
    // GeoNames localities, small and grey, so that the analyst knows where the places are:
    // the offline basemap has no streets at city scale.
    for (const locality of data.localities) {
      items[`locality:${locality.name}`] = {
        type: 'node',
        latitude: locality.latitude,
        longitude: locality.longitude,
        label: locality.name,
        labelPriority: LABEL_PRIORITY.locality,
        size: 2.5,
        color: ink.muted,
        border: {color: ink.border, width: 0},
      };
    }
    items[data.subject.id] = {
      type: 'node',
      label: data.subject.label,
      labelPriority: LABEL_PRIORITY.subject,
      size: 8,
      color: SUBJECT_COLOR,
      border: {color: ink.border, width: 2},
    };
    if (!next) return items;
    const newPlaces = new Set(next.newPlaces);
    for (const place of next.places) {
      items[place.id] = {
        type: 'node',
        latitude: place.latitude,
        longitude: place.longitude,
        label: place.role ?? `Place ${place.id.slice('place-'.length)}`,
        labelPriority: place.role || newPlaces.has(place.id) ? LABEL_PRIORITY.keyPlace : LABEL_PRIORITY.place,
        size: 5 + Math.min(9, Math.sqrt(place.totalMs / HOUR)),
        color: placeColor(place, newPlaces.has(place.id)),
        border: {color: ink.border, width: 1.5},
      };
    }
    const counts = new Map<string, {from: string; to: string; count: number}>();
    for (const trip of next.trips) {
      const [a, b] = [trip.from, trip.to].sort() as [string, string];
      const key = `trip:${a}:${b}`;
      const entry = counts.get(key) ?? {from: a, to: b, count: 0};
      entry.count++;
      counts.set(key, entry);
    }
    for (const [id, {from, to, count}] of counts) {
      items[id] = {
        type: 'link',
        id1: from,
        id2: to,
        width: Math.min(8, 1 + count / 2),
        color: TRIP_COLOR,
        label: `${count}×`,
      };
    }
    return items;
  };

  const reports = new ObservationsLayer({
    id: 'reports',
    data: observationsOf(data),
    options: {
      mode: 'auto',
      autoRange: {observations: [13, 24], trajectories: [0, 13]},
      trajectory: {maximumInterval: 2 * HOUR, width: 2, color: null},
      currentTime: last,
    },
  });
  const places = new NetworkLayer({
    id: 'places',
    data: networkOf(null),
    options: {
      selectOnClick: false,
      labels: {visible: true, minZoom: 10, fontSize: 11},
      nodeDefaults: {labelColor: ink.label},
    },
  });
  const demoMap = new DemoMap({
    container,
    theme,
    camera,
    onCameraChange,
    label: `Location history around ${data.area.name}`,
    view: {longitude: data.area.longitude, latitude: data.area.latitude, zoom: 10.5},
    layers: [reports, places],
    minZoom: 8,
    maxZoom: MAX_ZOOM,
    tooltip: (item) => {
      const zone = {offsetMinutes: data.utcOffsetMinutes, zone: data.utcOffsetMinutes === 120 ? 'CEST' : 'local'};
      const at = (time: number) => formatInstant(time, {...zone, withYear: false});
      if (item.type === 'observation') {
        const time = data.times[Number(item.id.slice(1))];
        return time === undefined ? null : `${data.subject.label} reported here\n${at(time)}`;
      }
      if (item.type === 'trajectory') {
        const {times} = item.data as {times: number[]};
        return `${data.subject.label} on the move\n${at(times[0]!)} to ${at(times.at(-1)!)}`;
      }
      if (item.id === data.subject.id) return `${data.subject.label}, at ${at(view?.time ?? last)}`;
      if (item.id.startsWith('locality:')) return item.id.slice('locality:'.length);
      const place = view?.places.find((entry) => entry.id === item.id);
      if (place) {
        const name = place.role ?? `Place ${place.id.slice('place-'.length)}`;
        return `${name}, near ${place.near}\n${place.stays.length} stays, ${formatDuration(place.totalMs)} in all`;
      }
      const trip = /^trip:(.+):(.+)$/.exec(item.id);
      if (!trip) return null;
      const count = view?.trips.filter(
        (entry) => [entry.from, entry.to].sort().join(':') === `${trip[1]}:${trip[2]}`,
      ).length;
      const nameOf = (id: string) => {
        const found = view?.places.find((entry) => entry.id === id);
        return found?.role ?? `Place ${id.slice('place-'.length)}`;
      };
      return `${nameOf(trip[1]!)} ↔ ${nameOf(trip[2]!)}\n${count ?? 0} trips in the period`;
    },
  });
  const setDragHandler = demoMap.relay('drag', ({time}) => time);
  const setClickHandler = demoMap.relay('click', ({item}) => {
    if (item?.type === 'node' && item.id.startsWith('place-')) return item.id;
    return item ? undefined : null;
  });
  // Room round the reports for the largest place's dot and its label beneath it.
  demoMap.frame({layerIds: ['reports'], padding: 56, time: 0});
  await demoMap.whenRendered();

  const show = (next: PatternView) => {
    const previous = view;
    view = next;
    reports.options({currentTime: next.time});
    if (!previous || previous.hours !== next.hours) {
      const kept = new Set(next.hours);
      reports.filter(
        kept.size === 0 || kept.size === 24
          ? null
          : (observation) => kept.has(localHour(data, Number(observation.time))),
      );
    }
    if (
      !previous ||
      previous.places !== next.places ||
      previous.trips !== next.trips ||
      previous.newPlaces !== next.newPlaces
    ) {
      places.data(networkOf(next));
    }
    places.select(
      next.selectedPlace && next.places.some((place) => place.id === next.selectedPlace) ? [next.selectedPlace] : [],
    );
  };

  demoMap.followInk(places, (next) => {
    ink = next;
    places.data(networkOf(view));
  });
  return demoMap.controller<PatternController>({
    show,
    createTimeBar: (config) => new TimeBar({...config, layers: [reports]}),
    focus: (longitude, latitude) => demoMap.focus(longitude, latitude, MAX_ZOOM),
    setClickHandler,
    setDragHandler,
  });
};
