import { Skeleton } from '../../../../components/ui/skeleton';
import { usePlatform } from '../../api/training';
import styles from './platform-summary.module.css';

/**
 * The platform the page's applications share (getPlatformByApplicationIDs): its name and its
 * applications, the ones one model serves and its training data belongs to.
 */
export function PlatformSummary({ applicationIDs }: { applicationIDs: readonly string[] }) {
  const platform = usePlatform(applicationIDs);
  if (platform.isPending) return <Skeleton width="28rem" height="1.25rem" />;
  if (platform.isError) {
    return (
      <p className={styles.problem} role="alert">
        The platform of these applications could not be read: {platform.error.message}
      </p>
    );
  }
  if (!platform.data) {
    return (
      <p className={styles.summary}>
        These applications belong to no platform: they have no trained categories.
      </p>
    );
  }
  const { name, applicationIDs: apps, mlAnalysisField } = platform.data;
  return (
    <p className={styles.summary}>
      Platform <strong>{name}</strong>
      <span aria-hidden="true"> · </span>
      <span className={styles.apps}>
        {apps.length === 1 ? 'application' : `${apps.length} applications`}{' '}
        {apps.map((app) => (
          <code key={app}>{app}</code>
        ))}
      </span>
      <span aria-hidden="true"> · </span>
      the model reads <code>{mlAnalysisField}</code>
    </p>
  );
}
