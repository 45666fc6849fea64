import { Link } from 'react-router';
import { buttonClassName } from '../../../../components/ui/button';
// The platform is read by the training pages' call, one query for both.
import { usePlatform } from '../../api/training';
import { VocError } from '../voc-states';
import { SettingsSkeleton } from './settings-skeleton';
import { SETTINGS_TEXT } from './settings-text';
import styles from './settings.module.css';

export interface ModelPanelProps {
  appIds: string[];
  /** The Training metrics page, where the threshold is changed with the model versions beside it. */
  tdMetricsHref: string;
}

/**
 * The Model tab: the platform whose category model serves these applications and its confidence
 * threshold (issue 16). The threshold is changed on the Training metrics page, next to the
 * versions and figures that decide it, so the form is not kept twice.
 */
export function ModelPanel({ appIds, tdMetricsHref }: ModelPanelProps) {
  const query = usePlatform(appIds);
  if (query.isPending && appIds.length > 0)
    return <SettingsSkeleton rows={4} label="Loading the model settings" />;
  if (query.isError)
    return (
      <VocError
        what="Error fetching the Voice of Customer platform."
        reason={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  const platform = query.data;
  if (!platform) return <p className={styles.summary}>{SETTINGS_TEXT.noPlatform}</p>;
  return (
    <div className={styles.panel}>
      <dl className={styles.facts}>
        <dt>Platform</dt>
        <dd>{platform.name}</dd>
        {platform.description ? (
          <>
            <dt>Description</dt>
            <dd>{platform.description}</dd>
          </>
        ) : null}
        <dt>Applications</dt>
        <dd className={styles.mono}>{platform.applicationIDs.join(', ')}</dd>
        <dt>Text the model reads</dt>
        <dd className={styles.mono}>{platform.mlAnalysisField}</dd>
        <dt>Confidence threshold</dt>
        <dd>
          <strong>{platform.confidenceThreshold.toFixed(2)}</strong>
          <span className={styles.hint}>
            {' '}
            — a new item gets the model&apos;s categories that are at least this sure; with none, it needs
            review.
          </span>
        </dd>
      </dl>
      <div>
        <Link to={tdMetricsHref} className={buttonClassName('secondary', 'small')}>
          Change the threshold on Training metrics
        </Link>
      </div>
    </div>
  );
}
