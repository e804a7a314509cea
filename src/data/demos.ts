import type {Demo} from './demo-meta';
import {meta as cyberThreatIntelligence} from '../demos/cyber-threat-intelligence/meta';
import {meta as harness} from '../demos/harness/meta';
import {meta as maritimeIntelligence} from '../demos/maritime-intelligence/meta';
import {meta as networkManagement} from '../demos/network-management/meta';
import {meta as osintInvestigations} from '../demos/osint-investigations/meta';
import {meta as patternOfLife} from '../demos/pattern-of-life/meta';
import {meta as transportSupplyChain} from '../demos/transport-supply-chain/meta';

/**
 * The registry of demos, one per folder src/demos/<id>/, whose `meta.ts` holds its texts
 * (tests/unit/demos-layout.test.ts keeps the two equal). Routes (plugins/demo-routes), the home
 * page's cards, the demo pages and the not-found page's known routes all read it.
 */
export const DEMOS: readonly Demo[] = [
  cyberThreatIntelligence,
  harness,
  maritimeIntelligence,
  networkManagement,
  osintInvestigations,
  patternOfLife,
  transportSupplyChain,
];

export function demoPath(id: string): string {
  return `/demos/${id}`;
}
