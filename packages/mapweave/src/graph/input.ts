import {describeValue, quoteId, throwIfIssues, type ValidationIssue} from '../core/errors.js';
import {NetworkModel} from '../network/NetworkModel.js';
import type {NetworkData} from '../core/types.js';
import {isFiniteNumber, ownField} from '../core/validate.js';
import type {GraphInput, LinkWeight} from './types.js';

/** Each link's weight as the option says; INVALID_TYPE lists the links whose weight is not a finite number > 0. */
function linkWeights(model: NetworkModel, weight: LinkWeight): Float64Array {
  const ids = model.getLinkIds();
  const links = model.getLinks();
  const weights = new Float64Array(ids.length).fill(1);
  if (weight === null) return weights;
  const issues: ValidationIssue[] = [];
  for (let row = 0; row < ids.length; row++) {
    const link = links[row]!;
    const value = typeof weight === 'function' ? weight(link, ids[row]!) : ownField(link, weight);
    if (value === undefined && typeof weight === 'string') continue;
    if (!isFiniteNumber(value) || value <= 0) {
      const source = typeof weight === 'function' ? 'the weight function returned' : `its ${weight} is`;
      issues.push({
        code: 'INVALID_TYPE',
        id: ids[row]!,
        message: `Link ${quoteId(ids[row]!)} has no usable weight: ${source} ${describeValue(value)}, not a finite number > 0`,
      });
      continue;
    }
    weights[row] = value;
  }
  throwIfIssues(issues);
  return weights;
}

/** Validates network data (same errors as a NetworkLayer) and keeps the graph's ids and link weights only. */
export function toGraphInput(data: NetworkData, weight: LinkWeight = 'weight'): GraphInput {
  const model = new NetworkModel(data);
  return {
    nodes: [...model.getNodeIds()],
    linkIds: [...model.getLinkIds()],
    ends: model.linkEndRows(),
    weights: linkWeights(model, weight),
  };
}
