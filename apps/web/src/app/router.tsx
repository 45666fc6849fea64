import { roleCan } from '@prism/domain';
import { isValidElement, type ReactNode } from 'react';
import { Navigate, Route, Routes, createRoutesFromChildren, matchRoutes, useLocation } from 'react-router';
import { useSession } from '../features/auth/hooks/use-session';
import { vocRouteOf, type VocPage } from '../features/voice-of-customer/lib/voc-paths';
import { AREA_ROUTES, ENTITY_DEFAULT_PATH, type AreaRoute } from './area-routes';
import { lazyComponent, type LazyComponent } from './lazy-component';
import { EntityRoute } from './routes/entity-route';
import { LegacyApplicationRoute } from './routes/legacy-application-route';
import { NotFoundRoute } from './routes/not-found-route';
import { RequestAccessRoute } from './routes/request-access-route';
import { WelcomeRoute } from './routes/welcome-route';
import { AppShell } from './shell/app-shell';
import { VocGate } from './page/voc/voc-gate';
import type { VocRouteProps } from './page/voc/use-voc-scope';
import { SurveyGate } from './page/survey/survey-gate';
import type { SurveyRouteProps } from './page/survey/use-survey-scope';

// Each area's pages arrive with their own code when first opened (the shell's Suspense shows a
// spinner meanwhile); the pages without an area (welcome, request access, not found) and the
// entity route, which only finds the application or group, come with the app.
const HomeRoute = lazyComponent(
  () => import('./routes/home-route'),
  (m) => m.HomeRoute,
);
const DocumentationRoute = lazyComponent(
  () => import('./routes/documentation-route'),
  (m) => m.DocumentationRoute,
);
const DocumentationEntryRoute = lazyComponent(
  () => import('./routes/documentation-entry-route'),
  (m) => m.DocumentationEntryRoute,
);
const KryptoRoute = lazyComponent(
  () => import('./routes/krypto-route'),
  (m) => m.KryptoRoute,
);
const SystemStatusRoute = lazyComponent(
  () => import('./routes/system-status-route'),
  (m) => m.SystemStatusRoute,
);
const PrismUsageRoute = lazyComponent(
  () => import('./routes/prism-usage-route'),
  (m) => m.PrismUsageRoute,
);
const EntityAreaRoute = lazyComponent(
  () => import('./routes/area-route'),
  (m) => m.EntityAreaRoute,
);
const GlobalAreaRoute = lazyComponent(
  () => import('./routes/area-route'),
  (m) => m.GlobalAreaRoute,
);
const DashboardsMineRoute = lazyComponent(
  () => import('./routes/dashboards-mine-route'),
  (m) => m.DashboardsMineRoute,
);
const DashboardsListRoute = lazyComponent(
  () => import('./routes/dashboards-list-route'),
  (m) => m.DashboardsListRoute,
);
const DashboardNewRoute = lazyComponent(
  () => import('./routes/dashboard-new-route'),
  (m) => m.DashboardNewRoute,
);
const DashboardSankeyRoute = lazyComponent(
  () => import('./routes/dashboard-sankey-route'),
  (m) => m.DashboardSankeyRoute,
);
const DashboardTveRoute = lazyComponent(
  () => import('./routes/dashboard-tve-route'),
  (m) => m.DashboardTveRoute,
);
const DashboardViewRoute = lazyComponent(
  () => import('./routes/dashboard-view-route'),
  (m) => m.DashboardViewRoute,
);
const SequenceRoute = lazyComponent(
  () => import('./routes/sequence-route'),
  (m) => m.SequenceRoute,
);
const SequenceVisitRoute = lazyComponent(
  () => import('./routes/sequence-visit-route'),
  (m) => m.SequenceVisitRoute,
);
const VoltHomeRoute = lazyComponent(
  () => import('./routes/volt-home-route'),
  (m) => m.VoltHomeRoute,
);
const VoltTestCasesRoute = lazyComponent(
  () => import('./routes/volt-test-cases-route'),
  (m) => m.VoltTestCasesRoute,
);
const VoltTestsRoute = lazyComponent(
  () => import('./routes/volt-tests-route'),
  (m) => m.VoltTestsRoute,
);

// The registry's status and Helix pages (issue 19).
const RegistryPlatformsRoute = lazyComponent(
  () => import('./routes/registry-platforms-route'),
  (m) => m.RegistryPlatformsRoute,
);
const RegistryStatusRoute = lazyComponent(
  () => import('./routes/registry-status-route'),
  (m) => m.RegistryStatusRoute,
);
const RegistryHelixVersionsRoute = lazyComponent(
  () => import('./routes/registry-helix-versions-route'),
  (m) => m.RegistryHelixVersionsRoute,
);
const RegistryHelixDecoderRoute = lazyComponent(
  () => import('./routes/registry-helix-decoder-route'),
  (m) => m.RegistryHelixDecoderRoute,
);
const RegistryHelixReleaseNotesRoute = lazyComponent(
  () => import('./routes/registry-helix-release-notes-route'),
  (m) => m.RegistryHelixReleaseNotesRoute,
);

const RegistryEventTypesRoute = lazyComponent(
  () => import('./routes/registry-event-types-route'),
  (m) => m.RegistryEventTypesRoute,
);
const RegistryEventCasesRoute = lazyComponent(
  () => import('./routes/registry-event-cases-route'),
  (m) => m.RegistryEventCasesRoute,
);
const RegistryEventCaseDetailsRoute = lazyComponent(
  () => import('./routes/registry-event-case-details-route'),
  (m) => m.RegistryEventCaseDetailsRoute,
);
const RegistrySchemaRoute = lazyComponent(
  () => import('./routes/registry-schema-route'),
  (m) => m.RegistrySchemaRoute,
);

/** The Voice of Customer pages (spec 001 section 2), each with its own code, for all three families. */
const VOC_PAGES: Readonly<Record<VocPage, LazyComponent<VocRouteProps>>> = {
  overview: lazyComponent(
    () => import('./routes/voc-overview-route'),
    (m) => m.VocOverviewRoute,
  ),
  'overview/details': lazyComponent(
    () => import('./routes/voc-overview-details-route'),
    (m) => m.VocOverviewDetailsRoute,
  ),
  reviews: lazyComponent(
    () => import('./routes/voc-reviews-route'),
    (m) => m.VocReviewsRoute,
  ),
  'edit-reviews': lazyComponent(
    () => import('./routes/voc-edit-reviews-route'),
    (m) => m.VocEditReviewsRoute,
  ),
  'training-data': lazyComponent(
    () => import('./routes/voc-training-data-route'),
    (m) => m.VocTrainingDataRoute,
  ),
  'td-metrics': lazyComponent(
    () => import('./routes/voc-td-metrics-route'),
    (m) => m.VocTdMetricsRoute,
  ),
  'Machine-Learning-Best-Practices': lazyComponent(
    () => import('./routes/voc-ml-best-practices-route'),
    (m) => m.VocMlBestPracticesRoute,
  ),
  settings: lazyComponent(
    () => import('./routes/voc-settings-route'),
    (m) => m.VocSettingsRoute,
  ),
};

/** The survey tool's pages (issue 18), each with its own code, behind the tool's gate. */
const SURVEY_PAGES: Readonly<Record<string, LazyComponent<SurveyRouteProps>>> = {
  'charter-survey-tool/summary': lazyComponent(
    () => import('./routes/survey-summary-route'),
    (m) => m.SurveySummaryRoute,
  ),
  'charter-survey-tool/responses': lazyComponent(
    () => import('./routes/survey-responses-route'),
    (m) => m.SurveyResponsesRoute,
  ),
  'charter-survey-tool/categorize-responses': lazyComponent(
    () => import('./routes/survey-categorize-responses-route'),
    (m) => m.SurveyCategorizeResponsesRoute,
  ),
  'charter-survey-tool/settings': lazyComponent(
    () => import('./routes/survey-settings-route'),
    (m) => m.SurveySettingsRoute,
  ),
};

/** An entity area page: its own screen, a Voice of Customer page behind the module's gate, or the area page. */
function entityPageOf(route: AreaRoute): ReactNode {
  const own = ENTITY_PAGES[route.path];
  if (own) return own;
  const SurveyPage = SURVEY_PAGES[route.path];
  if (SurveyPage) {
    return (
      <SurveyGate>
        <SurveyPage route={route} />
      </SurveyGate>
    );
  }
  const voc = vocRouteOf(route.path);
  if (!voc) return <EntityAreaRoute route={route} />;
  const Page = VOC_PAGES[voc.page];
  return (
    <VocGate>
      <Page route={route} />
    </VocGate>
  );
}

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

// The API-name mapping pages (issue 19).
const ApiMappingsNamesRoute = lazyComponent(
  () => import('./routes/api-mappings-names-route'),
  (m) => m.ApiMappingsNamesRoute,
);
const ApiMappingsServiceRoute = lazyComponent(
  () => import('./routes/api-mappings-service-route'),
  (m) => m.ApiMappingsServiceRoute,
);
const ApiMappingsUnknownsRoute = lazyComponent(
  () => import('./routes/api-mappings-unknowns-route'),
  (m) => m.ApiMappingsUnknownsRoute,
);

function AuthorizedRoutes() {
  return <Routes>{AUTHORIZED_ROUTES}</Routes>;
}

/** Entity pages with a screen of their own; the other area routes show the area page. */
const ENTITY_PAGES: Readonly<Record<string, ReactNode>> = {
  'dashboards/mine': <DashboardsMineRoute />,
  'dashboards/list': <DashboardsListRoute />,
  'dashboards/new': <DashboardNewRoute />,
  'dashboards/sankey': <DashboardSankeyRoute />,
  'tve-dashboards/auth': <DashboardTveRoute />,
  'quantum-resources/event-types': <RegistryEventTypesRoute />,
  'quantum-resources/event-cases': <RegistryEventCasesRoute />,
  'quantum-resources/event-cases/details': <RegistryEventCaseDetailsRoute />,
  'quantum-resources/schema': <RegistrySchemaRoute />,
  'quantum-resources/platforms-list': <RegistryPlatformsRoute />,
  'quantum-resources/status': <RegistryStatusRoute />,
  'quantum-resources/helix/requirements/versions': <RegistryHelixVersionsRoute />,
  'quantum-resources/helix/requirements/decoder/latest': <RegistryHelixDecoderRoute />,
  'quantum-resources/helix/release-notes': <RegistryHelixReleaseNotesRoute />,
  'quantum-resources/api-name-mappings/names': <ApiMappingsNamesRoute />,
  'quantum-resources/api-name-mappings/service': <ApiMappingsServiceRoute />,
  'quantum-resources/api-name-mappings/unknowns': <ApiMappingsUnknownsRoute />,
  'quantum-resources/volt-tests': <VoltTestsRoute />,
};

/** Top-level pages with a screen of their own; the other global area routes show the area page. */
const GLOBAL_PAGES: Readonly<Record<string, ReactNode>> = {
  'tools/sequence': <SequenceRoute />,
  'tools/sequence/:visitId': <SequenceVisitRoute />,
  'tools/volt': <VoltHomeRoute />,
  'tools/volt/test-cases': <VoltTestCasesRoute />,
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

/**
 * The routes of a user with access to Prism, kept as one tree so the page an address opens can be
 * found, and its code asked for, before anything renders (`routePagePreload`).
 */
const AUTHORIZED_ROUTES = (
  <>
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
              (GLOBAL_PAGES[route.path] ?? <GlobalAreaRoute route={route} />)
            )
          }
        />
      ))}
      <Route path="application/*" element={<LegacyApplicationRoute />} />
      <Route path=":entityID" element={<EntityRoute />}>
        <Route index element={<EntityDefaultRedirect />} />
        {AREA_ROUTES.filter((route) => route.scope === 'entity').map((route) => (
          <Route key={route.path} path={route.path} element={entityPageOf(route)} />
        ))}
        <Route path="dashboards/:dashboardId" element={<DashboardViewRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
      <Route path="*" element={<NotFoundRoute />} />
    </Route>
  </>
);

/**
 * Starts loading the code of the page at `pathname` as a user with access would see it, so it is
 * in by the time the session and the shell are (main.tsx calls it before the first render).
 */
export function routePagePreload(pathname: string): void {
  const matches = matchRoutes(createRoutesFromChildren(AUTHORIZED_ROUTES), pathname) ?? [];
  for (const { route } of matches) elementPreload(route.element);
}

/** Preloads the lazy pages in an element and in the elements it wraps (`AdminOnly`). */
function elementPreload(node: ReactNode): void {
  if (!isValidElement<{ children?: ReactNode }>(node)) return;
  const { preload } = node.type as { preload?: () => Promise<void> };
  // A failed preload is tried again when the page renders, where its error shows.
  if (preload) void preload().catch(() => undefined);
  elementPreload(node.props.children);
}
