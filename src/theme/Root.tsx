import type {ReactNode} from 'react';
import {ProjectInfoProvider} from '@site/src/components/ProjectInfo';
import FrameworkChooser from '@site/src/components/FrameworkChooser';
import MobileWarning from '@site/src/components/MobileWarning';
import {useRealUserMonitoring} from '@site/src/hooks/useRealUserMonitoring';

function RealUserMonitoring(): null {
  useRealUserMonitoring();
  return null;
}

/** Wraps every page: project-info identity, monitoring, the framework chooser and the mobile warning. */
export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <ProjectInfoProvider>
      {children}
      <RealUserMonitoring />
      <FrameworkChooser />
      <MobileWarning />
    </ProjectInfoProvider>
  );
}
