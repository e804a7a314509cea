// @vitest-environment jsdom
import {JSDOM} from 'jsdom';
import {afterEach, describe, expect, it, vi} from 'vitest';
import type {EventMap, EventName, PointerEventItem} from '../../../src/core/types.js';
import {ItemTooltips, type TooltipFunction} from '../../../src/ui/tooltip/ItemTooltips.js';

const ITEM: PointerEventItem = {layerId: 'net', id: 'a', type: 'node', data: {}};

/**
 * Tooltips on a container, with a hand-driven `hover-start`; `dispose` is what the map's
 * destroy() calls, after which the host throws as a destroyed map does.
 */
function setUp(tooltip: TooltipFunction) {
  const container = document.createElement('div');
  document.body.append(container);
  const handlers = new Map<EventName, ((event: never) => void)[]>();
  const reported: unknown[] = [];
  let tooltips: ItemTooltips | null = null;
  const host = {
    container,
    getLayers: () => [],
    project: (): [number, number] => {
      if (!tooltips) throw new Error('projected after dispose');
      return [10, 10];
    },
    getTheme: () => {
      if (!tooltips) throw new Error('read the theme after dispose');
      return 'light' as const;
    },
    reportError: (error: unknown) => reported.push(error),
    on: <K extends EventName>(name: K, handler: (event: EventMap[K]) => void) => {
      handlers.set(name, [...(handlers.get(name) ?? []), handler as (event: never) => void]);
      return () => handlers.set(name, []);
    },
  };
  tooltips = new ItemTooltips(host, tooltip);
  const hover = () => {
    for (const handler of handlers.get('hover-start') ?? []) handler({item: ITEM, pixel: [10, 10]} as never);
  };
  const dispose = () => {
    tooltips?.dispose();
    tooltips = null;
  };
  return {container, element: () => container.querySelector<HTMLElement>('[role="tooltip"]'), hover, dispose, reported};
}

afterEach(() => document.body.replaceChildren());

describe('tooltip content', () => {
  it('shows text without bidirectional embedding, override and isolate controls, isolated from the page', () => {
    const {element, hover} = setUp(() => 'abc\u202Edef\u2066ghi\u2069\u202A\u202B\u202C\u202D\u2067\u2068');
    hover();
    expect(element()!.textContent).toBe('abcdefghi');
    expect(element()!.dir).toBe('auto');
    expect(element()!.style.unicodeBidi).toBe('isolate');
  });

  it('is bounded in size: at most the map, longer content cut off', () => {
    const {element, hover} = setUp(() => 'line\n'.repeat(10_000));
    hover();
    expect(element()!.style.maxHeight).toBe('min(240px, calc(100% - 8px))');
    expect(element()!.style.maxWidth).toBe('min(320px, calc(100% - 8px))');
    expect(element()!.style.overflow).toBe('hidden');
  });

  it('shows a DOM node made in another frame as the node, not its string', () => {
    const other = new JSDOM('<!doctype html><p>x</p>').window.document;
    const node = other.createElement('strong');
    node.textContent = 'from another realm';
    expect(node instanceof Node).toBe(false);
    const {element, hover} = setUp(() => node);
    hover();
    expect(element()!.querySelector('strong')?.textContent).toBe('from another realm');
    expect(element()!.textContent).not.toContain('[object');
  });

  it('a tooltip function that destroys the map ends quietly: nothing thrown, nothing reported', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    let dispose = () => {};
    const setup = setUp(() => {
      dispose();
      return 'gone';
    });
    dispose = setup.dispose;
    expect(() => setup.hover()).not.toThrow();
    expect(setup.reported).toEqual([]);
    expect(setup.element()).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
