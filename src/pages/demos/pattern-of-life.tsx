import type {ReactNode} from 'react';
import DemoPage from './_DemoPage';

export default function PatternOfLifeDemo(): ReactNode {
  return <DemoPage id="pattern-of-life" />;
}
