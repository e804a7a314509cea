import type {ImageRequest} from '../core/Adapter.js';
import {invalidOption} from '../core/errors.js';
import {readOptions} from '../core/optionRules.js';
import {TO_IMAGE_RULES, type ToImageOptions} from './options.js';

/** The largest side of an exported image in image pixels (what every browser's canvas can hold). */
export const MAX_IMAGE_SIDE = 8192;

/** `toImage()` options checked, with the map's size and the screen's pixel ratio as defaults. */
export function readImageRequest(options: ToImageOptions, container: HTMLElement): ImageRequest {
  const checked = readOptions<ToImageOptions>(TO_IMAGE_RULES, options, 'toImage()');
  const request = {
    width: checked.width ?? container.clientWidth,
    height: checked.height ?? container.clientHeight,
    pixelRatio: checked.pixelRatio ?? globalThis.devicePixelRatio ?? 1,
  };
  const largest = Math.max(request.width, request.height) * request.pixelRatio;
  if (!(largest >= 1 && largest <= MAX_IMAGE_SIDE)) {
    throw invalidOption(
      `toImage() makes images of 1 to ${MAX_IMAGE_SIDE} pixels a side; ${request.width} × ${request.height} at pixelRatio ${request.pixelRatio} is not`,
    );
  }
  return request;
}
