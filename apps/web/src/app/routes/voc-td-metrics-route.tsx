import { Link } from 'react-router';
import { ConfidenceThresholdCard } from '../../features/voice-of-customer/components/training/confidence-threshold-card';
import { ModelJobsCard } from '../../features/voice-of-customer/components/training/model-jobs-card';
import { PlatformSummary } from '../../features/voice-of-customer/components/training/platform-summary';
import { TrainingMetricsCard } from '../../features/voice-of-customer/components/training/training-metrics-card';
import { TrainingColumns } from '../../features/voice-of-customer/components/training/training-layout';
import { TrainingNav } from '../../features/voice-of-customer/components/training/training-nav';
import { useVocPermission } from '../page/voc/use-voc-permission';
import { useVocScope, type VocRouteProps } from '../page/voc/use-voc-scope';
import { VocPage } from '../page/voc/voc-page';

/**
 * Training Data Metrics (issue 17 item 7): the model versions with their figures and promotion
 * preview, the examples per category against the 10 a category needs, and the confidence
 * threshold. Training needs write; putting a version in use and the threshold need an admin.
 */
export function VocTdMetricsRoute({ route }: VocRouteProps) {
  const scope = useVocScope(route);
  const { permission } = useVocPermission(scope.entity.id);
  const canWrite = permission.write || permission.admin;
  return (
    <VocPage
      scope={scope}
      actions={<Link to={scope.pathOf('Machine-Learning-Best-Practices')}>See what the figures mean</Link>}
      lead={<PlatformSummary applicationIDs={scope.appIds} />}
    >
      <TrainingNav current="td-metrics" pathOf={scope.pathOf} />
      <ModelJobsCard applicationIDs={scope.appIds} canWrite={canWrite} canAdmin={permission.admin} />
      <TrainingColumns
        main={
          <TrainingMetricsCard
            applicationIDs={scope.appIds}
            trainingDataHref={scope.pathOf('training-data')}
          />
        }
        side={<ConfidenceThresholdCard applicationIDs={scope.appIds} canAdmin={permission.admin} />}
      />
    </VocPage>
  );
}
