import type {ReactNode} from 'react';
import DemoPage from './_DemoPage';

export default function HarnessDemo(): ReactNode {
  return <DemoPage id="harness" />;
}
