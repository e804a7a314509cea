import {createContext, useContext, useEffect, useState, type ReactNode} from 'react';
import {loadIdentity} from '@site/src/lib/project-info';

export interface ProjectInfo {
  status: 'loading' | 'ready';
  /** The signed-in user's email, or '' when unknown. Render it only as text. */
  email: string;
}

const LOADING: ProjectInfo = {status: 'loading', email: ''};

const ProjectInfoContext = createContext<ProjectInfo>(LOADING);

let identityRequest: Promise<string> | null = null;

/** One request per full page load, however often the provider mounts. */
function requestIdentityOnce(): Promise<string> {
  identityRequest ??= loadIdentity((input, init) => fetch(input, init)).then(({email, warning}) => {
    if (warning) console.warn(`MapWeave: could not read the signed-in user: ${warning}`);
    return email;
  });
  return identityRequest;
}

/** Fetches GET /selected-project-info once in the browser and shares the identity. */
export function ProjectInfoProvider({children}: {children: ReactNode}): ReactNode {
  const [info, setInfo] = useState<ProjectInfo>(LOADING);
  useEffect(() => {
    let mounted = true;
    void requestIdentityOnce().then((email) => {
      if (mounted) setInfo({status: 'ready', email});
    });
    return () => {
      mounted = false;
    };
  }, []);
  return <ProjectInfoContext.Provider value={info}>{children}</ProjectInfoContext.Provider>;
}

export function useProjectInfo(): ProjectInfo {
  return useContext(ProjectInfoContext);
}
