import {useEffect, useRef, useState, type ReactNode} from 'react';
import type {TimeBar, TimeBarConfig, TimeRange} from 'mapweave';
import {useMapTheme} from './useDemoMap';
import styles from './controls.module.css';

/** What a demo's map controller offers for a time bar: the SDK's TimeBar over the demo's timed layers. */
export interface TimeBarSource {
  createTimeBar(config: Omit<TimeBarConfig, 'layers' | 'map'>): TimeBar;
}

export type DemoTimeBarOptions = Pick<TimeBarConfig, 'domain' | 'bins' | 'step' | 'formatTime'>;

const MINUTE = 60_000;

/**
 * A time bar's range as a link keeps it in whole minutes after `origin`: `t` its end, `from` its
 * start (0 in cumulative mode, where the range starts with the domain) and `cum` the mode.
 */
export function rangeInMinutes(
  [from, to]: TimeRange,
  cumulative: boolean,
  origin: number,
): {t: number; from: number; cum: boolean} {
  return {
    t: Math.round((to - origin) / MINUTE),
    from: cumulative ? 0 : Math.round((from - origin) / MINUTE),
    cum: cumulative,
  };
}

/**
 * The SDK's TimeBar in a demo panel, controlled by the demo's URL state: `range` and
 * `cumulative` come from the link, and every change the reader or playback makes goes to
 * `onChange`, which writes the link. The link keeps times in whole `unit`s (minutes, hours);
 * while the bar's own range is within half a unit of the link's, the bar keeps its own, so
 * that playback advances by less than a unit per frame.
 *
 *   <DemoTimeBar source={controller} label="Time" range={[from, to]} cumulative={false}
 *                unit={60_000} options={{domain, bins: 60, step: 3_600_000, formatTime}} onChange={…} />
 *
 * `options` must be stable (a module constant or memoised).
 */
export default function DemoTimeBar({
  source,
  label,
  range,
  cumulative,
  unit,
  options,
  onChange,
}: {
  source: TimeBarSource | null;
  label: string;
  range: TimeRange;
  cumulative: boolean;
  unit: number;
  options: DemoTimeBarOptions;
  onChange: (range: TimeRange, cumulative: boolean) => void;
}): ReactNode {
  const theme = useMapTheme();
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [timeBar, setTimeBar] = useState<TimeBar | null>(null);
  const latest = useRef({range, cumulative, theme, onChange});
  const reported = useRef<TimeRange | null>(null);
  useEffect(() => {
    latest.current = {range, cumulative, theme, onChange};
  });

  useEffect(() => {
    if (!source || !container) return undefined;
    const initial = latest.current;
    const created = source.createTimeBar({
      ...options,
      container,
      label,
      range: initial.range,
      cumulative: initial.cumulative,
      theme: initial.theme,
    });
    created.on('change', (event) => {
      reported.current = event.range;
      latest.current.onChange(event.range, event.cumulative);
    });
    setTimeBar(created);
    return () => {
      created.destroy();
      setTimeBar(null);
    };
  }, [source, container, label, options]);

  useEffect(() => {
    if (timeBar && timeBar.options().theme !== theme) timeBar.options({theme});
  }, [timeBar, theme]);

  useEffect(() => {
    if (!timeBar) return;
    if (timeBar.options().cumulative !== cumulative) timeBar.options({cumulative});
    const own = reported.current;
    const target =
      own && Math.abs(own[0] - range[0]) <= unit / 2 && Math.abs(own[1] - range[1]) <= unit / 2 ? own : range;
    const [start, end] = timeBar.range();
    if (start !== target[0] || end !== target[1]) timeBar.range(target);
  }, [timeBar, range, cumulative, unit]);

  return (
    <div className={styles.field}>
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
      <div ref={setContainer} className={styles.timeBar} />
    </div>
  );
}
