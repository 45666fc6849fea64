import { ROLE, roleCan, roleMatches, userInitials } from '@prism/domain';
import { Suspense, useMemo, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { Logo } from '../../components/ui/logo';
import { useApplications } from '../../features/applications/api/get-applications';
import { AppSwitcher } from '../../features/app-switcher/components/app-switcher';
import { switchTarget } from '../../features/app-switcher/lib/switch-target';
import { useSession } from '../../features/auth/hooks/use-session';
import { useGroups } from '../../features/groups/api/get-groups';
import { GroupsMenu } from '../../features/groups/components/groups-menu';
import { ThemeToggle } from '../../features/theme/components/theme-toggle';
import { useUiConfig } from '../../features/ui-config/api/get-ui-config';
import { AvatarMenu } from '../../features/users/components/avatar-menu';
import { useUserProfile } from '../../features/users/api/get-or-create-user';
import { useUpdateUser } from '../../features/users/api/update-user';
import { AREA_ROUTES } from '../area-routes';
import { entityResolve, type Entity } from '../entity-resolve';
import { lazyComponent } from '../lazy-component';
import {
  AdminMenu,
  DataSourcesMenu,
  DocsMenu,
  HelpButton,
  MyDashboardsLink,
  SystemStatusLink,
  ToolsMenu,
  TopBarCollapsibleButton,
} from './top-bar-menus';
import { KryptoIcon } from './top-bar-icons';
import { TopBarFavorites } from './top-bar-favorites';
import styles from './top-bar.module.css';
import { useTopBarDensity } from './use-top-bar-density';

export interface TopBarLink {
  to: string;
  label: string;
  /** Active only on exactly this path (for the home link). */
  end?: boolean;
}

export interface TopBarProps {
  /** Full portal users get the menus of spec 000 section 2; others get these plain links. */
  authorized: boolean;
  links: readonly TopBarLink[];
  userName: string;
}

/** The Krypto tool (with its CSV reader and writer) loads when a user with the role is about to open it. */
const KryptoDialog = lazyComponent(
  () => import('../../features/krypto/components/krypto-dialog'),
  (module) => module.KryptoDialog,
);

const ENTITY_PATHS = AREA_ROUTES.filter((route) => route.scope === 'entity').map((route) => route.path);

export function TopBar({ authorized, links, userName }: TopBarProps) {
  const { user } = useSession();
  const [kryptoOpen, setKryptoOpen] = useState(false);
  const bar = useRef<HTMLElement>(null);
  const density = useTopBarDensity(bar);
  const classes = [styles.topBar, density >= 1 ? styles.compact : '', density >= 2 ? styles.wordless : '']
    .filter(Boolean)
    .join(' ');
  return (
    <header ref={bar} className={classes} data-density={density}>
      <Link to="/" className={styles.home} aria-label="Prism home">
        <Logo wordClassName={styles.homeWord} />
      </Link>
      {authorized ? (
        <PortalNav userId={user.id} roles={user.roles} />
      ) : links.length > 0 ? (
        <nav aria-label="Main" className={styles.nav} data-top-bar="nav">
          {links.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={link.end}
              className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
      ) : null}
      <div className={styles.user} data-top-bar="user">
        {authorized ? <HelpButton /> : null}
        <ThemeToggle />
        {/* Spec 000 section 6: any role containing "transformer" shows the Krypto tool. */}
        {roleCan(user.roles, 'kryptoTool') ? (
          <TopBarCollapsibleButton
            variant="borderless"
            label="Krypto"
            icon={<KryptoIcon />}
            aria-haspopup="dialog"
            aria-expanded={kryptoOpen}
            onPointerEnter={() => void KryptoDialog.preload().catch(() => undefined)}
            onFocus={() => void KryptoDialog.preload().catch(() => undefined)}
            onClick={() => setKryptoOpen(true)}
          />
        ) : null}
        {/* Spec 000 sections 2 and 6: prism-basic shows a further item (docs/decisions.md: My Dashboards). */}
        {authorized && roleMatches(user.roles, ROLE.basic) ? <PortalDashboardsLink userId={user.id} /> : null}
        {authorized ? (
          <ProfileAvatar userId={user.id} name={userName} />
        ) : (
          <>
            <span className={styles.userName}>{userName}</span>
            <Avatar initials={userInitials(userName)} name={`Signed in as ${userName}`} />
          </>
        )}
      </div>
      {kryptoOpen ? (
        <Suspense fallback={null}>
          <KryptoDialog userId={user.id} roles={user.roles} onClose={() => setKryptoOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}

/** The application or group of the address, once applications and groups are loaded (null elsewhere). */
function useCurrentEntity(): Entity | null {
  const { pathname } = useLocation();
  const applications = useApplications();
  const groups = useGroups();
  const firstSegment = decodeURIComponent(pathname.split('/')[1] ?? '');
  const match = firstSegment
    ? entityResolve(firstSegment, {
        applicationIds: applications.data?.applications ?? [],
        groups: groups.data ?? [],
      })
    : null;
  return match?.status === 'found' ? match.entity : null;
}

/** The switcher and menus of a full portal user, fed by the catalogue, the groups and the profile. */
function PortalNav({ userId, roles }: { userId: string; roles: readonly string[] }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const applications = useApplications();
  const groups = useGroups();
  const profile = useUserProfile(userId);
  const uiConfig = useUiConfig();
  const current = useCurrentEntity();

  const apps = useMemo(() => applications.data?.details ?? [], [applications.data]);
  const groupList = useMemo(() => groups.data ?? [], [groups.data]);
  const groupNames = useMemo(() => new Map(groupList.map((group) => [group._id, group.name])), [groupList]);

  return (
    <nav aria-label="Main" className={styles.nav} data-top-bar="nav">
      <AppSwitcher
        applications={apps}
        favorites={profile.data?.favorites ?? []}
        current={current ?? undefined}
        onChoose={(app) =>
          void navigate(
            switchTarget({
              pathname,
              search,
              target: app,
              onEntityPage: current !== null,
              entityPaths: ENTITY_PATHS,
            }),
          )
        }
      />
      <ToolsMenu externalLinks={uiConfig.data?.toolLinks} />
      <GroupsMenu groups={groupList} applications={apps} />
      <DocsMenu />
      <DataSourcesMenu />
      {roleCan(roles, 'admin') ? (
        <>
          <AdminMenu />
          <SystemStatusLink />
        </>
      ) : null}
      <TopBarFavorites userId={userId} applications={apps} groupNames={groupNames} current={current} />
    </nav>
  );
}

/**
 * My Dashboards of the current application or group; off their pages, of the first favourite
 * application, else of the catalogue's first client application (none until the catalogue loads).
 */
function PortalDashboardsLink({ userId }: { userId: string }) {
  const current = useCurrentEntity();
  const applications = useApplications();
  const profile = useUserProfile(userId);
  const entityId =
    current?.id ??
    profile.data?.favorites[0] ??
    applications.data?.details.find((app) => app.kind === 'client')?.id;
  return entityId ? <MyDashboardsLink entityId={entityId} /> : null;
}

function ProfileAvatar({ userId, name }: { userId: string; name: string }) {
  const profile = useUserProfile(userId);
  const updateUser = useUpdateUser(userId);
  if (!profile.data) return <Avatar initials={userInitials(name)} name={`Signed in as ${name}`} />;
  return <AvatarMenu user={profile.data} name={name} onSave={(patch) => updateUser.mutateAsync(patch)} />;
}
