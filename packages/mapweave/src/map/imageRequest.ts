import type {ImageRequest} from '../core/Adapter.js';
import {invalidOption} from '../core/errors.js';
import {readOptions} from '../core/optionRules.js';
import {TO_IMAGE_RULES, type ToImageOptions} from './options.js';

/** The largest side of an exported image, in CSS pixels and in image pixels. */
export const MAX_IMAGE_SIDE = 8192;
/**
 * The most image pixels an export draws (4096²). Measured with Chromium on Mesa's llvmpipe:
 * 6144² and 8192 × 4096 export, 8192² loses the WebGL context (and the page can create no more).
 */
export const MAX_IMAGE_PIXELS = 4096 * 4096;

/** The largest image side `gl` can draw and read back, capped at MAX_IMAGE_SIDE. */
export function imageSideLimit(gl: WebGL2RenderingContext | null): number {
  if (!gl || gl.isContextLost()) return MAX_IMAGE_SIDE;
  const viewport = gl.getParameter(gl.MAX_VIEWPORT_DIMS) as Int32Array | null;
  const limits = [
    gl.getParameter(gl.MAX_RENDERBUFFER_SIZE) as number,
    gl.getParameter(gl.MAX_TEXTURE_SIZE) as number,
    ...(viewport ? Array.from(viewport) : []),
  ].filter((limit) => Number.isFinite(limit) && limit > 0);
  return Math.min(MAX_IMAGE_SIDE, ...limits);
}

/**
 * `toImage()` options checked, with the map's size and the screen's pixel ratio as defaults:
 * each side at most MAX_IMAGE_SIDE CSS pixels and 1 to `maxSide` image pixels, the whole image
 * at most MAX_IMAGE_PIXELS. INVALID_OPTION otherwise.
 */
export function readImageRequest(options: ToImageOptions, container: HTMLElement, maxSide: number): ImageRequest {
  const checked = readOptions<ToImageOptions>(TO_IMAGE_RULES, options, 'toImage()');
  const request = {
    width: checked.width ?? container.clientWidth,
    height: checked.height ?? container.clientHeight,
    pixelRatio: checked.pixelRatio ?? globalThis.devicePixelRatio ?? 1,
  };
  const size = `${request.width} × ${request.height} at pixelRatio ${request.pixelRatio}`;
  if (!(request.width <= MAX_IMAGE_SIDE && request.height <= MAX_IMAGE_SIDE)) {
    throw invalidOption(`toImage() takes a width and height of at most ${MAX_IMAGE_SIDE} CSS pixels (got ${size})`);
  }
  const pixelWidth = Math.round(request.width * request.pixelRatio);
  const pixelHeight = Math.round(request.height * request.pixelRatio);
  if (!(pixelWidth >= 1 && pixelHeight >= 1 && pixelWidth <= maxSide && pixelHeight <= maxSide)) {
    throw invalidOption(`toImage() makes images of 1 to ${maxSide} pixels a side; ${size} is not`);
  }
  if (pixelWidth * pixelHeight > MAX_IMAGE_PIXELS) {
    throw invalidOption(
      `toImage() makes images of at most ${MAX_IMAGE_PIXELS} pixels (4096 × 4096); ${size} is ${pixelWidth * pixelHeight}`,
    );
  }
  return request;
}
