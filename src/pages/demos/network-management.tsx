import type {ReactNode} from 'react';
import DemoPage from './_DemoPage';

export default function NetworkManagementDemo(): ReactNode {
  return <DemoPage id="network-management" />;
}
