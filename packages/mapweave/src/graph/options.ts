import {
  anyOf,
  boolean,
  func,
  nonEmptyString,
  nullable,
  positive,
  readOptions,
  shape,
  type ShapeRule,
  type ValueRule,
} from '../core/optionRules.js';
import type {AnalyzeOptions, BetweennessOptions, CommunityOptions, GraphEngineOptions, LinkWeight} from './types.js';

const linkWeight: ValueRule = nullable(anyOf(nonEmptyString, func));
const GRAPH_ENGINE_RULES = shape<GraphEngineOptions>({directed: boolean, weight: linkWeight});
export const BETWEENNESS_RULES = shape<BetweennessOptions>({normalized: boolean});
export const COMMUNITY_RULES = shape<CommunityOptions>({resolution: positive});
export const ANALYZE_RULES = shape<AnalyzeOptions>({
  directed: boolean,
  weight: linkWeight,
  normalized: boolean,
  resolution: positive,
});

/** Checked options, or `{}` when none were given. */
export function readOptional<T>(rules: ShapeRule, options: unknown, where: string): Partial<T> {
  return options === undefined ? {} : readOptions<Partial<T>>(rules, options, where);
}

/** Checks the options of `createGraphEngine` and `getGraphEngine`; INVALID_OPTION names the bad one. */
export function checkGraphOptions(options: unknown, where: string): {directed: boolean; weight: LinkWeight} {
  const {directed = false, weight = 'weight'} = readOptional<GraphEngineOptions>(GRAPH_ENGINE_RULES, options, where);
  return {directed, weight};
}
