import { roleCan } from '@prism/domain';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { applicationsQuery } from '../../features/applications/api/get-applications';
import { useSession } from '../../features/auth/hooks/use-session';
import { FeedbackModal } from '../../features/feedback/components/feedback-modal';
import { groupsQuery } from '../../features/groups/api/get-groups';
import { useUiConfig, type UiLink } from '../../features/ui-config/api/get-ui-config';
import { userProfileQuery } from '../../features/users/api/get-or-create-user';
import { Spinner } from '../../components/ui/spinner';
import { entityResolve } from '../entity-resolve';
import { usePortalTracking } from '../../lib/tracking/use-portal-tracking';
import styles from './app-shell.module.css';
import { DevBanner } from './dev-banner';
import { LeftMenu } from './left-menu';
import { leftMenuSections, leftMenuSubject } from './left-menu-items';
import { LoadingScreen, type ShellLoad } from './loading-screen';
import { RouteErrorBoundary } from './route-error-boundary';
import { TopBar, type TopBarLink } from './top-bar';

/**
 * The frame of every page but welcome: the optional development banner and the top bar over the
 * left menu (on application and group pages) and a scrolling content area.
 */
export function AppShell() {
  const { user, flags } = useSession();
  usePortalTracking(user.id);
  const { pathname, search } = useLocation();
  const content = useRef<HTMLElement>(null);
  // Spec 000 section 2: survey pages have no top bar and no loading screen.
  const onSurvey = /^\/survey(\/|$)/.test(pathname);

  // Spec 000 section 2: the content area scrolls back to the top on every path change.
  useEffect(() => {
    content.current?.scrollTo?.({ top: 0 });
  }, [pathname]);

  // What the full portal needs before its first page: the profile (favourites), groups and
  // applications; the current application follows from the applications.
  const portal = flags.isAuthorized && !onSurvey;
  const profile = useQuery({ ...userProfileQuery(user.id), enabled: portal });
  const groups = useQuery({ ...groupsQuery(), enabled: portal });
  const applications = useQuery({ ...applicationsQuery(), enabled: portal });
  const uiConfig = useUiConfig({ enabled: flags.isAuthorized });

  const links: TopBarLink[] = [];
  if (flags.isAuthorized) links.push({ to: '/', label: 'Home', end: true });
  if (flags.isAuthorized || flags.isDocsAuthorized) links.push({ to: '/documentation', label: 'Docs' });
  if (!flags.isAuthorized) links.push({ to: '/request-access', label: 'Request access' });

  // A failed profile or group list does not hold the portal back: the spec shows the user with
  // empty fields and no groups then (sections 7 and 8). Without applications nothing works.
  // `isFetched` stays true across later refetches, which pages start when they mount.
  const loads: ShellLoad[] = [
    {
      label: 'favourites',
      status: profile.isFetched ? 'success' : 'pending',
      retry: () => void profile.refetch(),
    },
    { label: 'groups', status: groups.isFetched ? 'success' : 'pending', retry: () => void groups.refetch() },
    { label: 'applications', status: applications.status, retry: () => void applications.refetch() },
  ];
  // The loading screen is for the first load only: once the portal has shown, it stays.
  const [ready, setReady] = useState(false);
  if (!ready && portal && loads.every((load) => load.status === 'success')) setReady(true);
  const loading = portal && !ready;

  const firstSegment = safeDecode(pathname.split('/')[1] ?? '');
  const match =
    portal && applications.data && firstSegment
      ? entityResolve(firstSegment, {
          applicationIds: applications.data.applications,
          groups: groups.data ?? [],
        })
      : null;
  // Kept stable across renders so the (memoised) left menu re-renders only when its page changes.
  const entityKind = match?.status === 'found' ? match.entity.kind : undefined;
  const entityId = match?.status === 'found' ? match.entity.id : undefined;
  const subject = useMemo(
    () =>
      entityKind && entityId
        ? leftMenuSubject(
            { kind: entityKind, id: entityId },
            { applications: applications.data?.details ?? [], groups: groups.data ?? [] },
          )
        : undefined,
    [entityKind, entityId, applications.data, groups.data],
  );

  const name = user.name || user.id;
  const voiceOfCustomer = roleCan(user.roles, 'voiceOfCustomer');
  const rights = useMemo(() => ({ voiceOfCustomer }), [voiceOfCustomer]);
  // A subject whose pages the user may not open (a survey app without Voice of Customer access) has no menu.
  const menu = subject && !loading && leftMenuSections(subject, rights).length > 0 ? subject : null;
  const banner = uiConfig.data?.devBanner;
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#content">
        Skip to content
      </a>
      {banner ? <DevBanner text={banner.text} productionUrl={banner.productionUrl} /> : null}
      {onSurvey ? null : <TopBar authorized={flags.isAuthorized} links={links} userName={name} />}
      <div className={menu ? `${styles.body} ${styles.withMenu}` : styles.body}>
        {menu ? (
          <LeftMenu
            subject={menu}
            rights={rights}
            subPath={pathname.split('/').slice(2).join('/').replace(/\/$/, '')}
            search={search}
            selfInstallLinks={uiConfig.data?.selfInstallLinks ?? NO_LINKS}
          />
        ) : null}
        <main id="content" ref={content} className={styles.content} tabIndex={-1}>
          {loading ? <LoadingScreen loads={loads} /> : null}
          {/* The page mounts behind the loading screen, so its own calls and redirects start at once. */}
          <div hidden={loading}>
            <RouteErrorBoundary resetKey={pathname}>
              {/* Each area's pages load with their code on first visit (router.tsx). */}
              <Suspense fallback={<Spinner label="Loading the page…" />}>
                <Outlet />
              </Suspense>
            </RouteErrorBoundary>
          </div>
        </main>
      </div>
      <FeedbackModal />
    </div>
  );
}

const NO_LINKS: readonly UiLink[] = [];

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
