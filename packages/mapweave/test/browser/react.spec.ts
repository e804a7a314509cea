import {expect, test, type Page} from '@playwright/test';
import {countColor, expectColor, MAP_SIZE, openHarness, project, screenshotPixels} from './support/harness';

// dist/browser/mapweave-react.js on the page globals React 19, ReactDOM and mapweave.
const RED: [number, number, number] = [255, 0, 0];
const BLUE: [number, number, number] = [0, 0, 255];
const GREEN: [number, number, number] = [0, 170, 0];
const VIEW = {longitude: 0, latitude: 0, zoom: 3};
const around = (longitude: number, latitude: number) => {
  const [x, y] = project(VIEW, MAP_SIZE, longitude, latitude);
  return {x, y, radius: 3};
};

/**
 * Mounts <MapWeave> (in StrictMode, which mounts, unmounts and mounts again) with one
 * NetworkLayer; `window.testState.render(props)` re-renders with other layer props.
 */
async function mount(page: Page, options: {fitOnFirstLoad: boolean}): Promise<void> {
  await page.evaluate(
    ({view, fitOnFirstLoad}) => {
      const {createElement, StrictMode, createRef} = window.React;
      const {MapWeave, NetworkLayer} = window.mapweaveReact;
      const root = window.ReactDOM.createRoot(document.getElementById('root')!);
      const ref = createRef<import('../../src/react/index.js').MapWeaveHandle>();
      const events: string[] = [];
      const render = (layerProps: Record<string, unknown>, onClick?: () => void) =>
        root.render(
          createElement(
            StrictMode,
            null,
            createElement(
              MapWeave,
              {ref, view, fitOnFirstLoad, style: {height: 320}, onClick, onLoad: () => events.push('load')},
              createElement(NetworkLayer, {id: 'net', ...layerProps} as never),
            ),
          ),
        );
      window.testState = {root, ref, render, events};
    },
    {view: VIEW, ...options},
  );
}

const nodeAt = (longitude: number, color?: string) => ({
  type: 'node',
  latitude: 0,
  longitude,
  size: 10,
  ...(color ? {color} : {}),
});

test('<MapWeave> mounts, turns prop changes into layer calls, and unmounting destroys the map', async ({page}) => {
  const errors = await openHarness(page, 'react.html');
  await mount(page, {fitOnFirstLoad: false});
  await page.evaluate((data) => window.testState.render({data}), {a: nodeAt(-10, '#ff0000')});
  await expectColor(page, RED, {around: around(-10, 0), atLeast: 20});
  await expect.poll(() => page.evaluate(() => window.testState.events)).toContain('load');

  // New data reference: layer.data(d) redraws the node elsewhere.
  const first = await page.evaluate(
    (data) => {
      const mounted = window.testState.ref.current.getInstance() !== null;
      window.testState.render({data});
      return mounted;
    },
    {a: nodeAt(10, '#ff0000')},
  );
  expect(first).toBe(true);
  await expectColor(page, RED, {around: around(10, 0), atLeast: 20});
  expect(countColor(await screenshotPixels(page), RED, around(-10, 0))).toBe(0);

  // Options are declarative: the node without a colour takes the default colour given here.
  const data = {a: nodeAt(10)};
  await page.evaluate((data) => window.testState.render({data, options: {nodeDefaults: {color: '#0000ff'}}}), data);
  await expectColor(page, BLUE, {around: around(10, 0), atLeast: 20});
  await page.evaluate((data) => window.testState.render({data, options: {nodeDefaults: {color: '#00aa00'}}}), data);
  await expectColor(page, GREEN, {around: around(10, 0), atLeast: 20});

  // A new handler and visible={false}: the same map instance, the layer hidden.
  const sameInstance = await page.evaluate(async (data) => {
    const before = window.testState.ref.current.getInstance();
    window.testState.render({data, visible: false}, () => {});
    await new Promise((resolve) => setTimeout(resolve, 50));
    const instance = window.testState.ref.current.getInstance();
    await instance.whenRendered();
    return {
      same: before === instance,
      visible: instance.getLayer('net')!.visible(),
      layers: instance.getLayers().length,
    };
  }, data);
  expect(sameInstance).toEqual({same: true, visible: false, layers: 1});
  await expect.poll(async () => countColor(await screenshotPixels(page), GREEN, around(10, 0))).toBe(0);

  const unmounted = await page.evaluate(() => {
    const instance = window.testState.ref.current.getInstance();
    const canvas = document.querySelector('#root canvas')!;
    window.testState.root.unmount();
    return {
      destroyed: instance.isDestroyed(),
      canvasInPage: canvas.isConnected,
      refCleared: window.testState.ref.current === null,
    };
  });
  expect(unmounted).toEqual({destroyed: true, canvasInPage: false, refCleared: true});
  expect(errors).toEqual([]);
});

test('<MapWeave> fits the view to the data on first load, and the ref exposes the map', async ({page}) => {
  const errors = await openHarness(page, 'react.html');
  await mount(page, {fitOnFirstLoad: true});
  await page.evaluate(() =>
    window.testState.render({
      data: {
        p: {type: 'node', latitude: 30, longitude: 100, color: '#ff0000'},
        q: {type: 'node', latitude: 40, longitude: 120, color: '#ff0000'},
      },
    }),
  );
  await expect
    .poll(() => page.evaluate(() => window.testState.ref.current?.getInstance()?.getViewState().longitude ?? null))
    .toBeGreaterThan(105);
  const view = await page.evaluate(() => window.testState.ref.current.getViewState());
  expect(view.longitude).toBeLessThan(115);
  expect(view.latitude).toBeGreaterThan(30);
  expect(view.latitude).toBeLessThan(40);
  await page.evaluate(() => window.testState.ref.current.flyTo({longitude: 1, latitude: 2, zoom: 3, time: 0}));
  expect(await page.evaluate(() => window.testState.ref.current.getViewState())).toMatchObject({
    longitude: 1,
    latitude: 2,
    zoom: 3,
  });
  expect(errors).toEqual([]);
});

test('invalid layer data reaches onError instead of breaking the page', async ({page}) => {
  const errors = await openHarness(page, 'react.html');
  const reported = await page.evaluate(async () => {
    const {createElement} = window.React;
    const {MapWeave, NetworkLayer} = window.mapweaveReact;
    const root = window.ReactDOM.createRoot(document.getElementById('root')!);
    return new Promise<{name: string; code: string; ids: string[]}>((resolve) => {
      const onError = ({error}: {error: Error}) =>
        resolve({
          name: error.name,
          code: (error as never as {code: string}).code,
          ids: (error as never as {ids: string[]}).ids,
        });
      root.render(
        createElement(
          MapWeave,
          {onError, style: {height: 320}},
          createElement(NetworkLayer, {id: 'net', data: {l: {type: 'link', id1: 'a', id2: 'b'}}} as never),
        ),
      );
    });
  });
  expect(reported).toEqual({name: 'MapWeaveError', code: 'UNKNOWN_LINK_END', ids: ['l']});
  expect(errors).toEqual([]);
});

test('onLoad comes with the layers declared as children, and the ref works in it', async ({page}) => {
  const errors = await openHarness(page, 'react.html');
  const loads = await page.evaluate(async () => {
    const {createElement, StrictMode, createRef} = window.React;
    const {MapWeave, NetworkLayer} = window.mapweaveReact;
    const root = window.ReactDOM.createRoot(document.getElementById('root')!);
    const ref = createRef<import('../../src/react/index.js').MapWeaveHandle>();
    const seen: {layerIds: string[]; refLayers: string[] | string}[] = [];
    const errors: string[] = [];
    const onLoad = ({layerIds}: {layerIds: string[]}) => {
      let refLayers: string[] | string;
      try {
        refLayers = ref.current!.getLayers().map((layer) => layer.id);
      } catch (error) {
        refLayers = String(error);
      }
      seen.push({layerIds, refLayers});
    };
    const data = {a: {type: 'node', latitude: 0, longitude: 0, size: 10}};
    root.render(
      createElement(
        StrictMode,
        null,
        createElement(
          MapWeave,
          {ref, style: {height: 320}, onLoad, onError: ({error}: {error: Error}) => errors.push(error.message)},
          createElement(NetworkLayer, {id: 'first', data} as never),
          createElement(NetworkLayer, {id: 'second', data} as never),
        ),
      ),
    );
    const mounted = () => (seen.length > 0 ? ref.current?.getInstance() : null);
    while (!mounted()) await new Promise((resolve) => setTimeout(resolve, 20));
    // A second load would come within a few frames.
    const instance = mounted()!;
    await instance.whenRendered();
    await instance.whenRendered();
    return {seen, errors};
  });
  expect(loads).toEqual({
    seen: [{layerIds: ['first', 'second'], refLayers: ['first', 'second']}],
    errors: [],
  });
  expect(errors).toEqual([]);
});

test("a parent's useEffect can use the ref: the map at once, its layers after whenReady()", async ({page}) => {
  const errors = await openHarness(page, 'react.html');
  const results = await page.evaluate(async (view) => {
    const {createElement, StrictMode, useEffect, useRef} = window.React;
    const {MapWeave, NetworkLayer} = window.mapweaveReact;
    type Handle = import('../../src/react/index.js').MapWeaveHandle;
    type NetworkLayerType = import('../../src/react/index.js').NetworkLayer;
    const log: unknown[] = [];
    let handle: Handle | null = null;
    const data = {
      a: {type: 'node', latitude: 0, longitude: 0},
      b: {type: 'node', latitude: 0, longitude: 5},
      c: {type: 'node', latitude: 0, longitude: 10},
      ab: {type: 'link', id1: 'a', id2: 'b'},
      bc: {type: 'link', id1: 'b', id2: 'c'},
    };
    const root = window.ReactDOM.createRoot(document.getElementById('root')!);
    await new Promise<void>((resolve) => {
      function App() {
        const ref = useRef<Handle>(null);
        useEffect(() => {
          handle = ref.current;
          log.push({zoom: ref.current!.getViewState().zoom});
          void ref.current!.whenReady().then(() => {
            // The 1.0-style analysis call, on the layer the child added.
            const layer = ref.current!.getLayer<NetworkLayerType>('net')!;
            log.push(layer.getGraphEngine().betweenness());
            resolve();
          });
        }, []);
        return createElement(
          MapWeave,
          {ref, view, fitOnFirstLoad: false, style: {height: 320}},
          createElement(NetworkLayer, {id: 'net', data} as never),
        );
      }
      root.render(createElement(StrictMode, null, createElement(App)));
    });
    root.unmount();
    let afterUnmount: unknown = null;
    try {
      handle!.getViewState();
    } catch (error) {
      afterUnmount = {name: (error as Error).name, code: (error as {code?: string}).code};
    }
    return {log, afterUnmount};
  }, VIEW);
  expect(results.log[0]).toEqual({zoom: 3});
  expect(results.log.at(-1)).toEqual({a: 0, b: 1, c: 0});
  expect(results.afterUnmount).toEqual({name: 'MapWeaveError', code: 'NOT_MOUNTED'});
  expect(errors).toEqual([]);
});
