import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { CsvImportDialog } from '../../features/voice-of-customer/components/training/csv-import-dialog';
import { PlatformSummary } from '../../features/voice-of-customer/components/training/platform-summary';
import { TrainingDataPanel } from '../../features/voice-of-customer/components/training/training-data-panel';
import {
  trainingListParamsDrop,
  trainingListParamsRead,
  trainingListParamsWrite,
  type TrainingListParams,
} from '../../features/voice-of-customer/components/training/training-list-params';
import { TrainingNav } from '../../features/voice-of-customer/components/training/training-nav';
import { editReviewsHref } from '../../features/voice-of-customer/lib/voc-paths';
import { useVocPermission } from '../page/voc/use-voc-permission';
import { useVocScope, type VocRouteProps } from '../page/voc/use-voc-scope';
import { VocPage } from '../page/voc/voc-page';

/**
 * Training Data (issue 17 item 7): the platform's examples, imported as CSV or coming from items
 * marked for retraining or rerouted; an admin or a manager with write imports and deletes them.
 */
export function VocTrainingDataRoute({ route }: VocRouteProps) {
  const scope = useVocScope(route);
  const { permission } = useVocPermission(scope.entity.id);
  const canWrite = permission.write || permission.admin;
  const [importing, setImporting] = useState(false);
  const { state, update } = scope.url;
  const params = useMemo(() => trainingListParamsRead(state.other), [state.other]);
  const setParams = useCallback(
    (next: TrainingListParams) =>
      update((current) => ({ ...current, other: trainingListParamsWrite(current.other, next) })),
    [update],
  );
  const { pathname, search } = useLocation();
  const feedbackHref = useCallback(
    (feedbackId: string) =>
      editReviewsHref(
        pathname,
        new URLSearchParams(trainingListParamsDrop([...new URLSearchParams(search)])).toString(),
        feedbackId,
      ),
    [pathname, search],
  );

  return (
    <VocPage
      scope={scope}
      actions={canWrite ? <Button onClick={() => setImporting(true)}>Import CSV</Button> : null}
      lead={<PlatformSummary applicationIDs={scope.appIds} />}
    >
      <TrainingNav current="training-data" pathOf={scope.pathOf} />
      <TrainingDataPanel
        applicationIDs={scope.appIds}
        params={params}
        onParams={setParams}
        canWrite={canWrite}
        onImport={() => setImporting(true)}
        feedbackHref={feedbackHref}
      />
      {importing ? (
        <CsvImportDialog
          applicationIDs={scope.appIds}
          entityId={scope.entity.id}
          onClose={() => setImporting(false)}
        />
      ) : null}
    </VocPage>
  );
}
