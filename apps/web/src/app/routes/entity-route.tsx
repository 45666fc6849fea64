import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { StatusPage } from '../../components/ui/status-page';
import { useApplications } from '../../features/applications/api/get-applications';
import { useGroups } from '../../features/groups/api/get-groups';
import { entityPathReplace, entityResolve } from '../entity-resolve';
import { NotFoundRoute } from './not-found-route';

/**
 * `/:entityID/*`: finds the application or group the path names and hands it to the area page.
 * An id that differs from an application's only in case is rewritten in place (query kept); an
 * unknown one is the not-found page. A failed group list counts as no groups (spec 000 section 8).
 * Its pages read the entity with `useRouteEntity` (app/page/).
 */
export function EntityRoute() {
  const { entityID = '' } = useParams();
  const { pathname, search, hash } = useLocation();
  const applications = useApplications();
  const groups = useGroups();

  if (applications.isPending || groups.isPending) {
    return <Spinner label="Loading applications and groups…" />;
  }
  if (applications.isError) {
    return (
      <StatusPage
        title="Applications could not be loaded"
        body={applications.error.message}
        actions={
          <Button onClick={() => void applications.refetch()} disabled={applications.isFetching}>
            Try again
          </Button>
        }
      />
    );
  }

  const match = entityResolve(entityID, {
    applicationIds: applications.data.applications,
    groups: groups.data ?? [],
  });
  if (match.status === 'wrong-case') {
    return <Navigate to={`${entityPathReplace(pathname, match.id)}${search}${hash}`} replace />;
  }
  if (match.status === 'unknown') return <NotFoundRoute />;
  return <Outlet context={match.entity} />;
}
