import { Navigate, Route, Routes } from 'react-router';
import { useSession } from '../features/auth/hooks/use-session';
import { DocumentationEntryRoute } from './routes/documentation-entry-route';
import { DocumentationRoute } from './routes/documentation-route';
import { HomeRoute } from './routes/home-route';
import { KryptoRoute } from './routes/krypto-route';
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
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
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
