import {multilevelLayout} from './multilevelLayout.js';
import {separateNodes} from './separate.js';
import {treeLayout} from './treeLayout.js';
import type {LayoutInput, LayoutResult, LayoutRunOptions} from './types.js';

/**
 * Lays out a graph as a link chart: nodes end at finite positions, fixed nodes where they are
 * held, and no two nodes closer than their radii plus `spacing` unless fixed nodes overlap.
 */
export function computeLayout(input: LayoutInput, options: LayoutRunOptions): LayoutResult {
  const result =
    options.type === 'force'
      ? multilevelLayout(input, options)
      : {positions: treeLayout(input, options), iterations: 0};
  const {positions} = result;
  const {fixed} = input;
  for (let i = 0; i < input.radii.length; i++) {
    if (Number.isNaN(fixed[i * 2]!)) continue;
    positions[i * 2] = fixed[i * 2]!;
    positions[i * 2 + 1] = fixed[i * 2 + 1]!;
  }
  separateNodes(positions, input.radii, fixed, options.spacing);
  return result;
}
