import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '../../features/auth/hooks/use-session';
import styles from './app-shell.module.css';
import { RouteErrorBoundary } from './route-error-boundary';
import { TopBar, type TopBarLink } from './top-bar';

/** The frame of every page but welcome: the top bar over a scrolling content area. */
export function AppShell() {
  const { user, flags } = useSession();
  const { pathname } = useLocation();
  const content = useRef<HTMLElement>(null);

  // Spec 000 section 2: the content area scrolls back to the top on every path change.
  useEffect(() => {
    content.current?.scrollTo?.({ top: 0 });
  }, [pathname]);

  const links: TopBarLink[] = [];
  if (flags.isAuthorized) links.push({ to: '/', label: 'Home', end: true });
  if (flags.isAuthorized || flags.isDocsAuthorized) links.push({ to: '/documentation', label: 'Docs' });
  if (!flags.isAuthorized) links.push({ to: '/request-access', label: 'Request access' });

  const name = user.name || user.id;
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#content">
        Skip to content
      </a>
      <TopBar authorized={flags.isAuthorized} links={links} userName={name} />
      <main id="content" ref={content} className={styles.content} tabIndex={-1}>
        <RouteErrorBoundary resetKey={pathname}>
          <Outlet />
        </RouteErrorBoundary>
      </main>
    </div>
  );
}
