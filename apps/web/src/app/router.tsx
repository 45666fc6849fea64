import { roleCan } from '@prism/domain';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { useSession } from '../features/auth/hooks/use-session';
import { AREA_ROUTES, ENTITY_DEFAULT_PATH } from './area-routes';
import { EntityAreaRoute, GlobalAreaRoute } from './routes/area-route';
import { DashboardNewRoute } from './routes/dashboard-new-route';
import { DashboardSankeyRoute } from './routes/dashboard-sankey-route';
import { DashboardTveRoute } from './routes/dashboard-tve-route';
import { DashboardViewRoute } from './routes/dashboard-view-route';
import { DashboardsListRoute } from './routes/dashboards-list-route';
import { DashboardsMineRoute } from './routes/dashboards-mine-route';
import { PrismUsageRoute } from './routes/prism-usage-route';
import { SystemStatusRoute } from './routes/system-status-route';
import { DocumentationEntryRoute } from './routes/documentation-entry-route';
import { DocumentationRoute } from './routes/documentation-route';
import { HomeRoute } from './routes/home-route';
import { EntityRoute } from './routes/entity-route';
import { KryptoRoute } from './routes/krypto-route';
import { LegacyApplicationRoute } from './routes/legacy-application-route';
import { NotFoundRoute } from './routes/not-found-route';
import { RequestAccessRoute } from './routes/request-access-route';
import { WelcomeRoute } from './routes/welcome-route';
import { AppShell } from './shell/app-shell';

/**
 * The route set follows the session's flags (spec 000 section 2). These gates are for display only:
 * the server checks the roles of every call.
 */
export function AppRoutes() {
  const { flags } = useSession();
  if (flags.isAuthorized) return <AuthorizedRoutes />;
  if (flags.isDocsAuthorized) return <DocsRoutes />;
  return <UnauthorizedRoutes />;
}

function AuthorizedRoutes() {
  return (
    <Routes>
      <Route path="welcome" element={<WelcomeRoute />} />
      <Route element={<AppShell />}>
        <Route index element={<HomeRoute />} />
        <Route path="request-access" element={<RequestAccessRoute />} />
        <Route path="documentation" element={<DocumentationRoute />} />
        <Route path="documentation/:entryId/*" element={<DocumentationEntryRoute />} />
        <Route path="tools/krypto" element={<KryptoRoute />} />
        <Route
          path="prismadmin/system"
          element={
            <AdminOnly>
              <SystemStatusRoute />
            </AdminOnly>
          }
        />
        {AREA_ROUTES.filter((route) => route.scope === 'global').map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={
              route.path.startsWith('prismadmin/') ? (
                <AdminOnly>
                  {route.path === 'prismadmin/prismusage' ? (
                    <PrismUsageRoute />
                  ) : (
                    <GlobalAreaRoute route={route} />
                  )}
                </AdminOnly>
              ) : (
                <GlobalAreaRoute route={route} />
              )
            }
          />
        ))}
        <Route path="application/*" element={<LegacyApplicationRoute />} />
        <Route path=":entityID" element={<EntityRoute />}>
          <Route index element={<EntityDefaultRedirect />} />
          {AREA_ROUTES.filter((route) => route.scope === 'entity').map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={ENTITY_PAGES[route.path] ?? <EntityAreaRoute route={route} />}
            />
          ))}
          <Route path="dashboards/:dashboardId" element={<DashboardViewRoute />} />
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}

/** Entity pages with a screen of their own; the other area routes show the area page. */
const ENTITY_PAGES: Readonly<Record<string, ReactNode>> = {
  'dashboards/mine': <DashboardsMineRoute />,
  'dashboards/list': <DashboardsListRoute />,
  'dashboards/new': <DashboardNewRoute />,
  'dashboards/sankey': <DashboardSankeyRoute />,
  'tve-dashboards/auth': <DashboardTveRoute />,
};

/** The administration pages (prismadmin/*) show admins their page and everyone else not-found. */
function AdminOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  return roleCan(user.roles, 'admin') ? children : <NotFoundRoute />;
}

/** A bare `/:entityID` opens the entity's overview, keeping the query (spec 000 section 2). */
function EntityDefaultRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: ENTITY_DEFAULT_PATH, search, hash }} replace />;
}

/** Documentation-only users: /, documentation/*, request-access and welcome; / goes to welcome. */
function DocsRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="/welcome" replace />} />
      <Route path="welcome" element={<WelcomeRoute />} />
      <Route element={<AppShell />}>
        <Route path="request-access" element={<RequestAccessRoute />} />
        <Route path="documentation" element={<DocumentationRoute />} />
        <Route path="documentation/:entryId/*" element={<DocumentationEntryRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}

/** Signed in without a role: welcome and request-access; anything else goes to welcome. */
function UnauthorizedRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="/welcome" replace />} />
      <Route path="welcome" element={<WelcomeRoute />} />
      <Route element={<AppShell />}>
        <Route path="request-access" element={<RequestAccessRoute />} />
      </Route>
      <Route path="*" element={<Navigate to="/welcome?redirected=true" replace />} />
    </Routes>
  );
}
