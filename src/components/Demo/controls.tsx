import {useId, type ReactNode} from 'react';
import styles from './controls.module.css';

/** The class that gives a panel's native controls the kit's look. */
export const controlKit = styles.kit!;

/**
 * Small labelled controls for demo panels; every one is a native element, reachable and
 * usable by keyboard, with a visible name. Their look is the kit's (`controlKit` on the panel).
 *
 *   <CheckboxGroup legend="Attack types" options={[{value: 'ddos', label: 'DDoS'}]} value={types} onChange={…} />
 *   <SelectControl label="Colour by" options={[…]} value={mode} onChange={…} />
 *   <SegmentedControl legend="Window" options={[…]} value={hours} onChange={…} />   // 2–4 short choices
 *   <RangeControl label="Minimum severity" min={1} max={5} value={s} onChange={…} format={(v) => `${v}+`} />
 *   <NetworkViewControl opensOn="chart" value={view} onChange={…} />             // map ↔ link chart
 *
 * Time goes through the SDK's TimeBar: see DemoTimeBar.tsx.
 */

export interface Option<V extends string> {
  value: V;
  label: string;
  /** A colour swatch drawn before the label (legend and control in one). */
  swatch?: string;
}

export function CheckboxGroup<V extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly Option<V>[];
  value: readonly V[];
  onChange: (next: V[]) => void;
}): ReactNode {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.check}>
          <input
            type="checkbox"
            checked={value.includes(option.value)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? options.map((o) => o.value).filter((v) => v === option.value || value.includes(v))
                  : value.filter((v) => v !== option.value),
              )
            }
          />
          {option.swatch && <span className={styles.swatch} style={{background: option.swatch}} aria-hidden="true" />}
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

export function SelectControl<V extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly Option<V>[];
  value: V;
  onChange: (next: V) => void;
}): ReactNode {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as V)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A choice among a few short options, all in view: radio buttons drawn as one row of buttons. */
export function SegmentedControl<V extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly Option<V>[];
  value: V;
  onChange: (next: V) => void;
}): ReactNode {
  const name = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>{legend}</legend>
      <div className={styles.segments}>
        {options.map((option) => (
          <label key={option.value} className={styles.segment}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function RangeControl({
  label,
  min,
  max,
  step = 1,
  value,
  onChange,
  format = String,
}: {
  label: string;
  min: number;
  max: number;
  step?: number;
  value: number;
  onChange: (next: number) => void;
  format?: (value: number) => string;
}): ReactNode {
  const id = useId();
  return (
    <div className={styles.field}>
      <ValueLabel id={id} label={label} text={format(value)} />
      <Slider id={id} min={min} max={max} step={step} value={value} text={format(value)} onChange={onChange} />
    </div>
  );
}

function ValueLabel({id, label, text}: {id: string; label: string; text: string}): ReactNode {
  return (
    <label htmlFor={id} className={styles.label}>
      {label}: <output htmlFor={id}>{text}</output>
    </label>
  );
}

function Slider({
  id,
  min,
  max,
  step,
  value,
  text,
  onChange,
}: {
  id: string;
  min: number;
  max: number;
  step: number;
  value: number;
  text: string;
  onChange: (next: number) => void;
}): ReactNode {
  return (
    <input
      id={id}
      type="range"
      min={min}
      max={max}
      step={step}
      value={value}
      aria-valuetext={text}
      onChange={(event) => onChange(Number(event.target.value))}
    />
  );
}

/** Where a demo draws its network: on the map, or as a link chart (the NetworkLayer's `layout`). */
export type NetworkView = 'map' | 'chart';

const NETWORK_VIEW_LABELS: Record<NetworkView, string> = {map: 'On the map', chart: 'Link chart'};

/** The switch between a network on the map and as a link chart; the view the demo opens on comes first. */
export function NetworkViewControl({
  opensOn,
  value,
  onChange,
}: {
  opensOn: NetworkView;
  value: NetworkView;
  onChange: (next: NetworkView) => void;
}): ReactNode {
  const order: NetworkView[] = opensOn === 'map' ? ['map', 'chart'] : ['chart', 'map'];
  return (
    <SegmentedControl
      legend="View"
      options={order.map((view) => ({value: view, label: NETWORK_VIEW_LABELS[view]}))}
      value={value}
      onChange={onChange}
    />
  );
}
