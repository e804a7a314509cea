import {resolveContainer} from '../../core/container.js';
import {mergeOptions} from '../../core/defaults.js';
import {Emitter} from '../../core/emitter.js';
import {MapWeaveError, asError, describeValue, destroyedError, invalidOption} from '../../core/errors.js';
import {readOptions} from '../../core/optionRules.js';
import {MAX_TIME, toTimeRange} from '../../core/time.js';
import type {TimeRange, TimeValue} from '../../core/types.js';
import type {NetworkLayer} from '../../layers/network/NetworkLayer.js';
import {binCounts, countInRange, itemTimesOf, timeExtent, type ItemTimes} from './itemTimes.js';
import {
  TIME_BAR_DEFAULTS,
  TIME_BAR_OPTION_RULES,
  TIME_BAR_SPEEDS,
  type TimeBarOptions,
  type TimeFilteredLayer,
} from './options.js';
import {TIME_BAR_CSS} from './style.js';
import {clampRange, keyTarget, moveHandle, shiftRange, type Handle} from './timeRange.js';

/**
 * What a TimeBar needs of the map it overlays: the element to draw into. `MapWeave` is one;
 * the bar knows nothing else of the map.
 */
export interface TimeBarHost {
  readonly container: HTMLElement;
}

export interface TimeBarConfig extends Partial<TimeBarOptions> {
  /** The element (or its id) the bar is appended to; without it the bar overlays the bottom of `map`. */
  container?: HTMLElement | string;
  /** The map whose bottom edge the bar overlays when no `container` is given. */
  map?: TimeBarHost;
  /** The selected range at first; default: the whole domain. */
  range?: [TimeValue, TimeValue];
}

export interface TimeBarEventMap {
  /**
   * The reader (`user`) or playback moved the range, or the reader switched cumulative mode;
   * not emitted for `range(next)` or `options(partial)`.
   */
  change: {range: TimeRange; source: 'user' | 'playback'; cumulative: boolean};
  play: {speed: number};
  pause: {range: TimeRange};
}

/** Half an hour either side of a domain that is a single instant, so it has a width to draw. */
const INSTANT_DOMAIN_PADDING = 1_800_000;
/** The domain with no timed items: the first hour of 1970, drawn empty. */
const EMPTY_DOMAIN: TimeRange = [0, 3_600_000];

const DEFAULT_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

let nextId = 0;

/** What the bar shows for a set of options, computed before anything changes. */
interface BarModel {
  options: TimeBarOptions;
  times: ItemTimes[];
  domain: TimeRange;
  hasItems: boolean;
  selected: TimeRange;
}

/**
 * A time bar for network and observations layers: a histogram of their item times, a range
 * brush whose handles are keyboard sliders, playback at 1×, 2×, 5× and 10×, steps and a
 * cumulative mode. The selected range drives each layer's GPU time filter.
 */
export class TimeBar {
  /** The bar's root element. */
  readonly element: HTMLElement;
  /** Where the bar is appended: the container, or the map's container it overlays. */
  private readonly host: HTMLElement;
  private currentOptions: TimeBarOptions;
  private readonly emitter = new Emitter<TimeBarEventMap>();
  private readonly timesByData = new WeakMap<object, ItemTimes>();
  private times: ItemTimes[] = [];
  private domain: TimeRange = EMPTY_DOMAIN;
  private hasItems = false;
  private selected: TimeRange = EMPTY_DOMAIN;
  private appliedRange: TimeRange | null = null;
  private frame: number | null = null;
  private lastFrameTime: number | null = null;
  private destroyed = false;

  private readonly playButton: HTMLButtonElement;
  private readonly speedSelect: HTMLSelectElement;
  private readonly cumulativeBox: HTMLInputElement;
  private readonly summary: HTMLElement;
  private readonly plot: HTMLElement;
  private readonly bars: HTMLElement;
  private readonly brush: HTMLElement;
  private readonly handles: Record<Handle, HTMLElement>;
  private readonly axisStart: HTMLElement;
  private readonly axisEnd: HTMLElement;

  constructor(config: TimeBarConfig = {}) {
    if (typeof config !== 'object' || config === null)
      throw invalidOption(`TimeBar takes an options object (got ${describeValue(config)})`);
    const {container, map, range, ...given} = config;
    const options = mergeOptions<TimeBarOptions>(TIME_BAR_DEFAULTS, readTimeBarOptions(given));
    this.host = hostOf(container, map);
    const initialRange = range === undefined ? null : readRange(range, 'range');
    // Everything that can throw runs before the bar's elements exist: a rejected bar leaves nothing behind.
    const model = this.modelFor(options);
    if (initialRange) model.selected = clampRange(initialRange, model.domain);
    this.currentOptions = options;

    const id = `mapweave-timebar-${++nextId}`;
    this.element = element('div', 'mapweave-timebar');
    this.element.setAttribute('role', 'group');
    if (container === undefined) this.element.dataset.overlay = '';
    const style = document.createElement('style');
    style.textContent = TIME_BAR_CSS;

    const controls = element('div', 'mapweave-timebar-controls');
    const stepBack = button('‹', 'Step back', () => this.stepBy(-1));
    this.playButton = button('Play', 'Play', () => (this.isPlaying() ? this.pause() : this.play()));
    this.playButton.dataset.play = '';
    const stepForward = button('›', 'Step forward', () => this.stepBy(1));
    this.speedSelect = document.createElement('select');
    this.speedSelect.setAttribute('aria-label', 'Playback speed');
    for (const speed of TIME_BAR_SPEEDS) {
      const option = document.createElement('option');
      option.value = String(speed);
      option.textContent = `${speed}×`;
      this.speedSelect.append(option);
    }
    this.speedSelect.addEventListener('change', () => {
      this.currentOptions = {...this.currentOptions, speed: Number(this.speedSelect.value) as TimeBarOptions['speed']};
    });
    const cumulativeLabel = document.createElement('label');
    this.cumulativeBox = document.createElement('input');
    this.cumulativeBox.type = 'checkbox';
    this.cumulativeBox.addEventListener('change', () => {
      this.currentOptions = {...this.currentOptions, cumulative: this.cumulativeBox.checked};
      this.setRange(this.selected, 'user', true);
    });
    cumulativeLabel.append(this.cumulativeBox, 'Cumulative');
    this.summary = element('div', 'mapweave-timebar-summary');
    this.summary.id = `${id}-summary`;
    this.summary.setAttribute('role', 'status');
    this.summary.setAttribute('aria-live', 'polite');
    controls.append(stepBack, this.playButton, stepForward, this.speedSelect, cumulativeLabel);

    this.plot = element('div', 'mapweave-timebar-plot');
    this.bars = element('div', 'mapweave-timebar-bars');
    this.bars.setAttribute('aria-hidden', 'true');
    this.brush = element('div', 'mapweave-timebar-brush');
    this.handles = {start: this.createHandle('start', id), end: this.createHandle('end', id)};
    this.plot.append(this.bars, this.brush, this.handles.start, this.handles.end);
    this.brush.addEventListener('pointerdown', this.onBrushPointerDown);

    const axis = element('div', 'mapweave-timebar-axis');
    axis.setAttribute('aria-hidden', 'true');
    this.axisStart = element('span', '');
    this.axisEnd = element('span', '');
    axis.append(this.axisStart, this.axisEnd);

    this.element.append(style, controls, this.summary, this.plot, axis);
    this.commit(model);
    this.host.append(this.element);
  }

  /** The options now; with `partial`, validates it completely and then applies it. */
  options(): TimeBarOptions;
  options(partial: Partial<TimeBarOptions>): this;
  options(partial?: Partial<TimeBarOptions>): TimeBarOptions | this {
    this.assertAlive();
    if (arguments.length === 0) return {...this.currentOptions};
    this.commit(this.modelFor(mergeOptions(this.currentOptions, readTimeBarOptions(partial))));
    return this;
  }

  /** The selected range in epoch ms; with `next`, selects it (clamped to the domain) without a `change` event. */
  range(): TimeRange;
  range(next: [TimeValue, TimeValue]): this;
  range(next?: [TimeValue, TimeValue]): TimeRange | this {
    this.assertAlive();
    if (arguments.length === 0) return [...this.selected];
    this.setRange(readRange(next, 'range()'), null);
    return this;
  }

  /** The span the bar shows, in epoch ms. */
  getDomain(): TimeRange {
    this.assertAlive();
    return [...this.domain];
  }

  /** Items per histogram bar, across the domain. */
  getCounts(): number[] {
    this.assertAlive();
    return binCounts(this.times, this.domain, this.currentOptions.bins);
  }

  /** Reads the layers' data again (after `layer.data(next)`), redraws and sets their time filter again. */
  refresh(): this {
    this.assertAlive();
    this.commit(this.modelFor(this.currentOptions));
    return this;
  }

  play(): this {
    this.assertAlive();
    if (this.frame !== null) return this;
    if (this.selected[1] >= this.domain[1]) this.rewind();
    this.lastFrameTime = null;
    this.frame = requestAnimationFrame(this.onFrame);
    this.playButton.textContent = 'Pause';
    this.playButton.setAttribute('aria-label', 'Pause');
    this.summary.setAttribute('aria-live', 'off');
    this.emitter.emit('play', {speed: this.currentOptions.speed});
    return this;
  }

  pause(): this {
    this.assertAlive();
    if (this.frame === null) return this;
    cancelAnimationFrame(this.frame);
    this.frame = null;
    this.playButton.textContent = 'Play';
    this.playButton.setAttribute('aria-label', 'Play');
    this.summary.setAttribute('aria-live', 'polite');
    this.renderSummary();
    this.emitter.emit('pause', {range: [...this.selected]});
    return this;
  }

  isPlaying(): boolean {
    return this.frame !== null;
  }

  /** Moves the range (its end in cumulative mode) by `steps` steps, as the step buttons do. */
  stepBy(steps: number): this {
    this.assertAlive();
    if (typeof steps !== 'number' || !Number.isFinite(steps))
      throw invalidOption(`TimeBar stepBy() takes a finite number of steps (got ${describeValue(steps)})`);
    const delta = steps * this.stepSize();
    const next = this.currentOptions.cumulative
      ? moveHandle(this.selected, 'end', this.selected[1] + delta, this.domain)
      : shiftRange(this.selected, delta, this.domain);
    this.setRange(next, 'user');
    return this;
  }

  on<K extends keyof TimeBarEventMap>(name: K, handler: (event: TimeBarEventMap[K]) => void): this {
    this.assertAlive();
    checkEventName(name);
    if (typeof handler !== 'function')
      throw invalidOption(
        `TimeBar on(${describeValue(name)}) takes a handler function (got ${describeValue(handler)})`,
      );
    this.emitter.on(name, handler);
    return this;
  }

  off<K extends keyof TimeBarEventMap>(name: K, handler: (event: TimeBarEventMap[K]) => void): this {
    this.emitter.off(name, handler);
    return this;
  }

  /** Stops playback, removes the bar and lifts the time filter it set on its layers. */
  destroy(): void {
    if (this.destroyed) return;
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.frame = null;
    for (const layer of this.currentOptions.layers) setTimeFilter(layer, null);
    this.element.remove();
    this.emitter.clear();
    this.destroyed = true;
  }

  isDestroyed(): boolean {
    return this.destroyed;
  }

  /**
   * What the bar shows with `options`, computed whole without changing anything: the layers'
   * times, the domain and the selection kept in it. Throws for a `formatTime` that throws.
   */
  private modelFor(options: TimeBarOptions): BarModel {
    const times = options.layers.map((layer) => this.timesOf(layer));
    const extent = timeExtent(times);
    const domain = domainOf(options.domain, extent);
    const wasWholeDomain = this.selected[0] === this.domain[0] && this.selected[1] === this.domain[1];
    checkFormatTime(options.formatTime, domain);
    return {
      options,
      times,
      domain,
      hasItems: extent !== null,
      selected: wasWholeDomain ? [...domain] : clampRange(this.selected, domain),
    };
  }

  /** Takes a model from `modelFor`: lifts the filter of layers no longer counted, redraws, filters the layers. */
  private commit(model: BarModel): void {
    const previousLayers = this.currentOptions.layers;
    this.currentOptions = model.options;
    this.times = model.times;
    this.domain = model.domain;
    this.hasItems = model.hasItems;
    for (const layer of previousLayers) if (!model.options.layers.includes(layer)) setTimeFilter(layer, null);
    const options = model.options;
    this.element.setAttribute('aria-label', options.label);
    this.element.style.colorScheme = colorSchemeFor(options.theme, this.element.parentElement ?? this.host);
    this.speedSelect.value = String(options.speed);
    this.cumulativeBox.checked = options.cumulative;
    this.bars.replaceChildren(...Array.from({length: options.bins}, () => document.createElement('div')));
    this.axisStart.textContent = this.format(this.domain[0]);
    this.axisEnd.textContent = this.format(this.domain[1]);
    for (const handle of Object.values(this.handles)) {
      handle.setAttribute('aria-valuemin', String(this.domain[0]));
      handle.setAttribute('aria-valuemax', String(this.domain[1]));
    }
    this.appliedRange = null;
    this.setRange(model.selected, null);
  }

  private timesOf(layer: TimeFilteredLayer): ItemTimes {
    const data = layer.data();
    let times = this.timesByData.get(data);
    if (!times) {
      times = itemTimesOf(data, isNetwork(layer) ? 'network' : 'observations');
      this.timesByData.set(data, times);
    }
    return times;
  }

  /** Selects `next` (start pinned in cumulative mode), redraws, filters the layers and tells listeners. */
  private setRange(next: TimeRange, source: TimeBarEventMap['change']['source'] | null, modeChanged = false): void {
    let range = clampRange(next, this.domain);
    if (this.currentOptions.cumulative) range = [this.domain[0], range[1]];
    const changed = range[0] !== this.selected[0] || range[1] !== this.selected[1];
    this.selected = range;
    this.render();
    if (!this.appliedRange || this.appliedRange[0] !== range[0] || this.appliedRange[1] !== range[1]) {
      for (const layer of this.currentOptions.layers) setTimeFilter(layer, range);
      this.appliedRange = range;
    }
    if ((changed || modeChanged) && source)
      this.emitter.emit('change', {range: [...range], source, cumulative: this.currentOptions.cumulative});
  }

  private render(): void {
    const [from, to] = this.domain;
    const width = to - from;
    const percent = (time: number) => `${((time - from) / width) * 100}%`;
    const [start, end] = this.selected;
    const counts = binCounts(this.times, this.domain, this.currentOptions.bins);
    const highest = counts.reduce((most, count) => Math.max(most, count), 1);
    const binWidth = width / counts.length;
    counts.forEach((count, index) => {
      const bar = this.bars.children[index] as HTMLElement;
      bar.style.height = `${(count / highest) * 100}%`;
      const binStart = from + index * binWidth;
      bar.toggleAttribute('data-selected', binStart + binWidth >= start && binStart <= end);
    });
    this.brush.style.left = percent(start);
    this.brush.style.width = `${((end - start) / width) * 100}%`;
    this.renderHandle('start', start);
    this.renderHandle('end', end);
    this.handles.start.setAttribute('aria-disabled', String(this.currentOptions.cumulative));
    this.handles.start.tabIndex = this.currentOptions.cumulative ? -1 : 0;
    this.renderSummary();
  }

  private renderHandle(handle: Handle, time: number): void {
    const element = this.handles[handle];
    element.style.left = `${((time - this.domain[0]) / (this.domain[1] - this.domain[0])) * 100}%`;
    element.setAttribute('aria-valuenow', String(time));
    element.setAttribute('aria-valuetext', this.format(time));
  }

  private renderSummary(): void {
    const [start, end] = this.selected;
    const count = countInRange(this.times, this.selected);
    const text = this.hasItems
      ? `${this.format(start)} to ${this.format(end)}, ${count} ${count === 1 ? 'item' : 'items'}`
      : 'No items with a time';
    if (this.summary.textContent !== text) this.summary.textContent = text;
  }

  /** `formatTime`'s text, or the default format where it throws (it was checked on the domain's ends). */
  private format(time: number): string {
    const custom = this.currentOptions.formatTime;
    if (custom) {
      try {
        return String(custom(time));
      } catch {
        // Falls back to the default format below.
      }
    }
    return defaultFormat(time);
  }

  private stepSize(): number {
    return this.currentOptions.step ?? (this.domain[1] - this.domain[0]) / this.currentOptions.bins;
  }

  private rewind(): void {
    const [from, to] = this.domain;
    if (this.currentOptions.cumulative) {
      this.setRange([from, from + this.stepSize()], 'playback');
      return;
    }
    const width = this.selected[1] - this.selected[0];
    this.setRange([from, from + (width >= to - from ? (to - from) / 10 : width)], 'playback');
  }

  private readonly onFrame = (now: number): void => {
    const elapsed = this.lastFrameTime === null ? 0 : now - this.lastFrameTime;
    this.lastFrameTime = now;
    const {speed, playbackDuration, cumulative} = this.currentOptions;
    const advance = (elapsed * speed * (this.domain[1] - this.domain[0])) / playbackDuration;
    const next = cumulative
      ? moveHandle(this.selected, 'end', this.selected[1] + advance, this.domain)
      : shiftRange(this.selected, advance, this.domain);
    // Fractional advances drift by nanoseconds: the last frame lands on whole milliseconds.
    const atEnd = next[1] >= this.domain[1];
    this.setRange(atEnd ? [this.domain[1] - Math.round(next[1] - next[0]), this.domain[1]] : next, 'playback');
    if (this.selected[1] >= this.domain[1]) this.pause();
    else this.frame = requestAnimationFrame(this.onFrame);
  };

  private createHandle(handle: Handle, id: string): HTMLElement {
    const slider = element('div', 'mapweave-timebar-handle');
    slider.tabIndex = 0;
    slider.setAttribute('role', 'slider');
    slider.setAttribute('aria-label', handle === 'start' ? 'Start of time range' : 'End of time range');
    slider.setAttribute('aria-describedby', `${id}-summary`);
    slider.addEventListener('keydown', (event) => {
      const value = this.selected[handle === 'start' ? 0 : 1];
      const target = keyTarget(event.key, event.shiftKey, value, this.stepSize(), this.domain);
      if (target === null) return;
      event.preventDefault();
      this.setRange(moveHandle(this.selected, handle, target, this.domain), 'user');
    });
    slider.addEventListener('pointerdown', (event) => {
      event.preventDefault();
      event.stopPropagation();
      slider.focus();
      this.pause();
      this.drag(event, (time) => moveHandle(this.selected, handle, time, this.domain));
    });
    return slider;
  }

  private readonly onBrushPointerDown = (event: PointerEvent): void => {
    event.preventDefault();
    this.pause();
    const startTime = this.timeAt(event.clientX);
    const startRange = this.selected;
    this.drag(event, (time) => shiftRange(startRange, time - startTime, this.domain));
  };

  /** Follows the pointer until it is released, selecting `rangeAt(time under the pointer)`. */
  private drag(event: PointerEvent, rangeAt: (time: number) => TimeRange): void {
    const target = event.currentTarget as HTMLElement;
    target.setPointerCapture(event.pointerId);
    const move = (moveEvent: PointerEvent) => this.setRange(rangeAt(this.timeAt(moveEvent.clientX)), 'user');
    const end = () => {
      target.removeEventListener('pointermove', move);
      target.removeEventListener('pointerup', end);
      target.removeEventListener('pointercancel', end);
    };
    target.addEventListener('pointermove', move);
    target.addEventListener('pointerup', end);
    target.addEventListener('pointercancel', end);
  }

  private timeAt(clientX: number): number {
    const box = this.plot.getBoundingClientRect();
    const fraction = box.width > 0 ? (clientX - box.left) / box.width : 0;
    return this.domain[0] + fraction * (this.domain[1] - this.domain[0]);
  }

  private assertAlive(): void {
    if (this.destroyed) throw destroyedError('This TimeBar');
  }
}

/** The instant as `DEFAULT_FORMAT` writes it, or the number where a Date cannot hold it. */
function defaultFormat(time: number): string {
  return Math.abs(time) <= MAX_TIME ? DEFAULT_FORMAT.format(time).replace(',', '') : String(time);
}

/** The domain option, else the items' extent; an instant widened to an hour, within a Date's range. */
function domainOf(option: TimeBarOptions['domain'], extent: TimeRange | null): TimeRange {
  const domain = option ? toTimeRange(option) : (extent ?? EMPTY_DOMAIN);
  if (domain[0] !== domain[1]) return domain;
  return [
    Math.max(-MAX_TIME, domain[0] - INSTANT_DOMAIN_PADDING),
    Math.min(MAX_TIME, domain[1] + INSTANT_DOMAIN_PADDING),
  ];
}

/** A `formatTime` that throws on the domain's own ends is rejected before it is kept. */
function checkFormatTime(formatTime: TimeBarOptions['formatTime'], domain: TimeRange): void {
  if (!formatTime) return;
  for (const time of domain) {
    try {
      String(formatTime(time));
    } catch (error) {
      throw invalidOption(`Option formatTime of TimeBar threw for ${time}: ${asError(error).message}`);
    }
  }
}

function readTimeBarOptions(given: unknown): Partial<TimeBarOptions> {
  const options = readOptions<Partial<TimeBarOptions>>(TIME_BAR_OPTION_RULES, given, 'TimeBar');
  options.layers?.forEach((layer, index) => {
    const current = layer.options() as object;
    if (!('timeFilterRange' in current) && !('timeRange' in current))
      throw invalidOption(
        `Option layers[${index}] of TimeBar ("${layer.id}") has no time filter: give NetworkLayer or ObservationsLayer instances`,
      );
  });
  return options;
}

function readRange(range: unknown, what: string): TimeRange {
  if (!Array.isArray(range))
    throw invalidOption(`TimeBar ${what} must be [start, end] times (got ${describeValue(range)})`);
  return toTimeRange(range as [TimeValue, TimeValue]);
}

function hostOf(container: TimeBarConfig['container'], map: TimeBarConfig['map']): HTMLElement {
  if (container !== undefined) return resolveContainer(container);
  const mapContainer = (map as {container?: unknown} | undefined)?.container;
  if (typeof HTMLElement !== 'undefined' && mapContainer instanceof HTMLElement) return mapContainer;
  throw new MapWeaveError(
    'INVALID_CONTAINER',
    `TimeBar needs a container (an element or its id) or a map to overlay (got ${map === undefined ? 'neither' : `map ${describeValue(map)}`})`,
  );
}

/** The layer's own time filter option: `timeFilterRange` on a network, `timeRange` on observations. */
function setTimeFilter(layer: TimeFilteredLayer, range: TimeRange | null): void {
  const value = range ? ([...range] as TimeRange) : null;
  if (isNetwork(layer)) layer.options({timeFilterRange: value});
  else layer.options({timeRange: value});
}

function isNetwork(layer: TimeFilteredLayer): layer is NetworkLayer {
  return 'timeFilterRange' in layer.options();
}

function colorSchemeFor(theme: TimeBarOptions['theme'], parent: HTMLElement | null): string {
  if (theme !== 'auto') return theme;
  const inherited = parent ? getComputedStyle(parent).colorScheme : 'normal';
  return /light|dark/.test(inherited) ? '' : 'light dark';
}

function checkEventName(name: unknown): void {
  if (name !== 'change' && name !== 'play' && name !== 'pause')
    throw invalidOption(`TimeBar events are 'change', 'play' and 'pause' (got ${describeValue(name)})`);
}

function element(tag: string, className: string): HTMLElement {
  const created = document.createElement(tag);
  if (className) created.className = className;
  return created;
}

function button(text: string, label: string, onClick: () => void): HTMLButtonElement {
  const created = document.createElement('button');
  created.type = 'button';
  created.textContent = text;
  created.setAttribute('aria-label', label);
  created.addEventListener('click', onClick);
  return created;
}
