import type {ReactNode} from 'react';
import {DemoLayout} from '@site/src/components/Demo/DemoShell';
import HarnessDemo from './HarnessDemo';

export default function HarnessPage(): ReactNode {
  return (
    <DemoLayout id="harness">
      <HarnessDemo />
    </DemoLayout>
  );
}
