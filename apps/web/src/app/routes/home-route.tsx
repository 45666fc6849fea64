import { useApplications } from '../../features/applications/api/get-applications';
import { useSession } from '../../features/auth/hooks/use-session';
import { useEventCounts } from '../../features/event-counts/api/get-event-counts';
import { EventCountsPanel } from '../../features/event-counts/components/event-counts-panel';
import { useUserProfile } from '../../features/users/api/get-or-create-user';
import { UserSummary } from '../../features/users/components/user-summary';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from '../page/page.module.css';

/** The first page: who is signed in, and the live count of events per application. */
export function HomeRoute() {
  useDocumentTitle({ page: 'Home' });
  const { user } = useSession();
  const profile = useUserProfile(user.id);
  const counts = useEventCounts();
  const applications = useApplications();

  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>Home</h1>
        <p className={styles.pageLead}>
          Events stored by Prism&rsquo;s collector, per application, as they arrive.
        </p>
      </div>
      <div className={styles.homeGrid}>
        <UserSummary
          id={user.id}
          pid={user.pid}
          email={user.email}
          name={user.name}
          roles={user.roles}
          profile={profile.data}
          profileStatus={profile.status}
        />
        <EventCountsPanel
          counts={counts.data}
          error={counts.error}
          applications={applications.data?.details}
          applicationsFailed={applications.isError}
          isRetrying={counts.isFetching}
          onRetry={() => void counts.refetch()}
        />
      </div>
    </div>
  );
}
