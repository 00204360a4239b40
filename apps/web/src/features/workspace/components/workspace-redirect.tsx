import { Navigate, useSearchParams } from 'react-router';
import { legacyWorkspacePath } from '../header-actions';
import { ProjectNotFound } from './project-not-found';

/** The seed's `/workspace?id=…&platform=…` form, moved to `/workspace/:id`. */
export function WorkspaceRedirect() {
  const [searchParams] = useSearchParams();
  const target = legacyWorkspacePath(searchParams);
  return target ? <Navigate to={target} replace /> : <ProjectNotFound />;
}
