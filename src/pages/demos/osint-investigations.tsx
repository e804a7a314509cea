import type {ReactNode} from 'react';
import DemoPage from './_DemoPage';

export default function OsintInvestigationsDemo(): ReactNode {
  return <DemoPage id="osint-investigations" />;
}
