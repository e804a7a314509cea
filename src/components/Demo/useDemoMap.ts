import {useEffect, useRef, useState} from 'react';
import {useColorMode} from '@docusaurus/theme-common';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {supportsWebGL2} from '@site/src/lib/webgl';
import {afterPageLoad} from '@site/src/lib/after-load';
import {afterNextPaint} from '@site/src/lib/after-paint';
import type {DemoMapController, DemoMapModule, MapTheme} from './types';
import {cameraParam, readDemoState} from './demo-url-state';
import {useDemoUrlState} from './useDemoUrlState';

const CAMERA_STATE = {map: cameraParam()};

/**
 * Starts a demo's map after hydration: checks WebGL 2, loads the data and the map module in
 * parallel (the module with `import()`, so deck.gl never reaches pages without a map), mounts
 * it, measures, and keeps the map's theme on the site's colour mode.
 *
 *   const loadData = ({baseUrl, signal}) => fetchDemoData<MyData>(baseUrl, 'my-demo', signal);
 *   const loadModule = () => import('./map');                    // in src/demos/my-demo/Page.tsx
 *   const map = useDemoMap(loadData, loadModule);   // both module-level functions
 *   map.controller?.showOnly(...);                   // once map.status === 'ready'
 *   <DemoMapArea demoId="my-demo" map={map} label="…" />
 *
 * `{afterLoad: true}` starts it only once the page has loaded and the main thread is idle, for a
 * map that must not compete with the page's first paint and hydration (the home page's).
 * `{linkCamera: true}` keeps the camera in the query string (`?map=zoom/latitude/longitude`): a
 * link opens the map where its author looked, and `ignoredLinkState` names a camera it could not use.
 */

export type DemoMapStatus = 'loading' | 'ready' | 'unsupported' | 'error';

export interface DemoMapTiming {
  /** From the start to data and map code both loaded (network, parsing). */
  loadMs: number;
  /** From data and code in memory to the first frame with the data on screen (painted). */
  firstFrameMs: number;
}

export interface DemoMapState<C extends DemoMapController, D = unknown> {
  /** The callback ref of the element the map fills (DemoMapArea sets it). */
  setContainer: (element: HTMLDivElement | null) => void;
  status: DemoMapStatus;
  controller: C | null;
  /** The loaded data, once the map is ready. */
  data: D | null;
  error: string | null;
  timing: DemoMapTiming | null;
  /** `['map']` when the link's camera was malformed and the demo's own framing is shown. */
  ignoredLinkState: string[];
}

export type DemoDataLoader<D> = (context: {baseUrl: string; signal: AbortSignal}) => Promise<D>;

export function useMapTheme(): MapTheme {
  return useColorMode().colorMode === 'dark' ? 'dark' : 'light';
}

interface Progress<C, D> {
  status: DemoMapStatus;
  controller: C | null;
  data: D | null;
  error: string | null;
  timing: DemoMapTiming | null;
}

export function useDemoMap<D, C extends DemoMapController>(
  loadData: DemoDataLoader<D>,
  loadModule: () => Promise<DemoMapModule<D, C>>,
  {afterLoad = false, linkCamera = false}: {afterLoad?: boolean; linkCamera?: boolean} = {},
): DemoMapState<C, D> {
  const [, updateCamera, , ignoredCamera] = useDemoUrlState(CAMERA_STATE);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const baseUrl = useBaseUrl('/');
  const theme = useMapTheme();
  const themeRef = useRef(theme);
  const [progress, setProgress] = useState<Progress<C, D>>({
    status: 'loading',
    controller: null,
    data: null,
    error: null,
    timing: null,
  });

  useEffect(() => {
    themeRef.current = theme;
  }, [theme]);

  useEffect(() => {
    if (!container) return undefined;
    const abort = new AbortController();
    let cancelled = false;
    let mounted: C | null = null;
    const fail = (error: unknown) => {
      if (cancelled) return;
      const message = error instanceof Error ? error.message : String(error);
      setProgress({status: 'error', controller: null, data: null, error: message, timing: null});
    };
    const start = async () => {
      if (afterLoad) await afterPageLoad();
      if (cancelled) return;
      if (!supportsWebGL2()) {
        setProgress({status: 'unsupported', controller: null, data: null, error: null, timing: null});
        return;
      }
      const started = performance.now();
      const [data, module] = await Promise.all([loadData({baseUrl, signal: abort.signal}), loadModule()]);
      if (cancelled) return;
      const loaded = performance.now();
      const controller = await module.mount(container, data, {
        theme: themeRef.current,
        ...(linkCamera && {
          camera: readDemoState(CAMERA_STATE, window.location.search).state.map,
          onCameraChange: (camera) => updateCamera({map: camera}),
        }),
      });
      if (cancelled) {
        controller.destroy();
        return;
      }
      mounted = controller;
      await afterNextPaint();
      if (cancelled) return;
      const timing = {loadMs: loaded - started, firstFrameMs: performance.now() - loaded};
      setProgress({status: 'ready', controller, data, error: null, timing});
    };
    start().catch(fail);
    return () => {
      cancelled = true;
      abort.abort();
      mounted?.destroy();
    };
  }, [container, baseUrl, loadData, loadModule, afterLoad, linkCamera, updateCamera]);

  const {controller} = progress;
  useEffect(() => {
    controller?.setTheme(theme);
  }, [controller, theme]);

  return {setContainer, ...progress, ignoredLinkState: linkCamera ? ignoredCamera : []};
}
