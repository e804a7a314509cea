import {Deck, MapView} from '@deck.gl/core';
import type {Layer as DeckLayer} from '@deck.gl/core';
import type {ImageRequest} from '../core/Adapter.js';
import {MapWeaveError, asError} from '../core/errors.js';
import type {ViewState} from '../core/types.js';
import {finalizeDeck} from './finalizeDeck.js';

/** deck.gl (luma.gl) keeps the drawing buffer by default; a map that reads its frames as they are drawn needs not. */
export const DRAWING_BUFFER_NOT_PRESERVED = {webgl: {preserveDrawingBuffer: false}} as const;

/** How long an export waits for layers that load data (raster tiles, icons) before drawing what it has. */
const LOAD_TIMEOUT_MS = 15_000;

/** A canvas of the request's device-pixel size with `background` filled in (when given). */
export function createImageCanvas(
  request: ImageRequest,
  background: string | null,
): {canvas: HTMLCanvasElement; context: CanvasRenderingContext2D} {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(request.width * request.pixelRatio);
  canvas.height = Math.round(request.height * request.pixelRatio);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas context for the image');
  if (background) {
    context.fillStyle = background;
    context.fillRect(0, 0, canvas.width, canvas.height);
  }
  return {canvas, context};
}

/**
 * Draws deck.gl layers at a view onto `target` with a short-lived Deck of its own, sized as
 * requested. The frame is read in the `onAfterRender` that drew it (the same task), so the map's
 * own canvas keeps `preserveDrawingBuffer` off and never changes size. The layers are clones: a
 * layer instance belongs to one Deck.
 */
export function drawDeckLayers(
  target: CanvasRenderingContext2D,
  layers: readonly DeckLayer[],
  viewState: ViewState,
  request: ImageRequest,
): Promise<void> {
  const holder = document.createElement('div');
  // Off-screen without leaving the viewport (a canvas out of view may not be drawn): invisible, fixed, inert.
  holder.style.cssText = `position:fixed;left:0;top:0;width:${request.width}px;height:${request.height}px;opacity:0;pointer-events:none;z-index:-1;`;
  holder.setAttribute('aria-hidden', 'true');
  document.body.append(holder);
  return new Promise<void>((resolve, reject) => {
    let deck: Deck<MapView> | null = null;
    let timedOut = false;
    // Layers still loading when time runs out are drawn as they are, on one more frame.
    const timer = setTimeout(() => {
      timedOut = true;
      deck?.redraw('mapweave-export');
    }, LOAD_TIMEOUT_MS);
    const finish = (error?: unknown) => {
      clearTimeout(timer);
      if (deck) finalizeDeck(deck);
      holder.remove();
      if (error === undefined) resolve();
      else reject(new MapWeaveError('WEBGL_UNAVAILABLE', `The image could not be drawn: ${asError(error).message}`));
    };
    deck = new Deck<MapView>({
      parent: holder,
      width: request.width,
      height: request.height,
      useDevicePixels: request.pixelRatio,
      views: new MapView({repeat: true}),
      viewState,
      controller: false,
      deviceProps: DRAWING_BUFFER_NOT_PRESERVED,
      layers: layers.map((layer) => layer.clone({})),
      onAfterRender: () => {
        const current = deck;
        if (!current) return;
        const canvas = current.getCanvas();
        if (!canvas) return;
        const loaded = current.props.layers.every((layer) => !layer || (layer as DeckLayer).isLoaded);
        const sized = canvas.width === target.canvas.width && canvas.height === target.canvas.height;
        if (!(loaded && sized) && !timedOut) return;
        try {
          target.drawImage(canvas, 0, 0, target.canvas.width, target.canvas.height);
          // After this frame: finalizing inside deck.gl's own render callback would cut it short.
          setTimeout(() => finish());
        } catch (error) {
          setTimeout(() => finish(error));
        }
      },
      onError: (error) => setTimeout(() => finish(error)),
    });
  });
}

/** Copies `source` into `target` right after the map library drew it (its drawing buffer is still intact then). */
export function drawAfterRepaint(
  target: CanvasRenderingContext2D,
  source: HTMLCanvasElement,
  subscribe: (onRender: () => void) => () => void,
  repaint: () => void,
): Promise<void> {
  return new Promise<void>((resolve) => {
    const unsubscribe = subscribe(() => {
      unsubscribe();
      target.drawImage(source, 0, 0, target.canvas.width, target.canvas.height);
      resolve();
    });
    repaint();
  });
}

/** The canvas as a PNG Blob. */
export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded as PNG'))),
      'image/png',
    ),
  );
}
