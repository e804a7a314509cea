import type {ReactNode} from 'react';
import DemoPage from './_DemoPage';

export default function TransportSupplyChainDemo(): ReactNode {
  return <DemoPage id="transport-supply-chain" />;
}
