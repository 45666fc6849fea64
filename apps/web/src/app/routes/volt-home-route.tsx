import { roleCan, type VoltTestCaseSummary } from '@prism/domain';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { LoadingButton } from '../../components/ui/loading-button';
import { useApplications } from '../../features/applications/api/get-applications';
import { useSession } from '../../features/auth/hooks/use-session';
import { useEventCases } from '../../features/registry/api/get-event-cases';
import { useVoltRuns } from '../../features/volt/api/runs';
import {
  useDeleteVoltTestCase,
  useSaveVoltTestCase,
  useVoltTestCases,
} from '../../features/volt/api/test-cases';
import { VoltRecentRuns } from '../../features/volt/components/recent-runs-table';
import { VoltTestCaseFilters } from '../../features/volt/components/test-case-filters';
import { VoltTestCaseEditor } from '../../features/volt/components/test-case-editor';
import { VoltTestCasesTable } from '../../features/volt/components/test-cases-table';
import { voltDraftInput, voltDraftOf } from '../../features/volt/lib/volt-draft';
import { VOLT_RUNNER_PATH } from '../../features/volt/lib/volt-params';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from '../page/page.module.css';

const RUNS_LIMIT = 15;

/**
 * /tools/volt: the test cases (search and application filter in the address), each with its last
 * run and pass rate; editors create, edit and delete them; the recent runs below.
 */
export function VoltHomeRoute() {
  useDocumentTitle({ page: 'Volt' });
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const appId = params.get('appId') ?? '';
  const appIds = appId ? [appId] : [];
  const { user } = useSession();
  const canEdit = roleCan(user.roles, 'editRegistry');
  const testCases = useVoltTestCases({ appIds, search });
  const runs = useVoltRuns({ appIds, limit: RUNS_LIMIT });
  const applications = useApplications();
  const appOptions = applications.data?.applicationsByDataSource.quantum ?? [];
  const [editing, setEditing] = useState<{ testCase: VoltTestCaseSummary | null } | null>(null);
  const [editorApps, setEditorApps] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<VoltTestCaseSummary | null>(null);
  const eventCases = useEventCases(editorApps);
  const save = useSaveVoltTestCase();
  const remove = useDeleteVoltTestCase();
  const [openedAt] = useState(() => Date.now());

  const update = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const openEditor = (testCase: VoltTestCaseSummary | null) => {
    save.reset();
    setEditorApps(testCase ? testCase.appIds : appIds);
    setEditing({ testCase });
  };

  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>Volt</h1>
        <p className={styles.pageLead}>
          Test cases say which event cases a visit must send, in which order, with which values.{' '}
          <Link to={VOLT_RUNNER_PATH}>Open the runner</Link>.
        </p>
      </div>
      <div className={styles.scopeControls}>
        <VoltTestCaseFilters
          search={search}
          appId={appId}
          appOptions={appOptions}
          onSearch={(text) => update('search', text)}
          onAppChange={(id) => update('appId', id)}
        />
        {canEdit ? <Button onClick={() => openEditor(null)}>New test case</Button> : null}
      </div>
      <VoltTestCasesTable
        testCases={testCases.data}
        loading={testCases.isPending}
        error={testCases.error}
        onRetry={() => void testCases.refetch()}
        nowMs={openedAt}
        canEdit={canEdit}
        onEdit={(tc) => openEditor(tc)}
        onDelete={(tc) => {
          remove.reset();
          setDeleting(tc);
        }}
        emptyText={search || appId ? 'No test case matches these filters.' : 'No test cases yet.'}
      />
      <VoltRecentRuns
        runs={runs.data}
        loading={runs.isPending}
        error={runs.error}
        onRetry={() => void runs.refetch()}
      />
      {editing ? (
        <VoltTestCaseEditor
          title={editing.testCase ? `Edit ${editing.testCase.name}` : 'New test case'}
          initial={voltDraftOf(editing.testCase, appIds)}
          appOptions={appOptions}
          eventCases={eventCases.data ?? []}
          onAppsChange={setEditorApps}
          saving={save.isPending}
          problem={save.error?.message ?? null}
          onClose={() => setEditing(null)}
          onSave={(draft) =>
            save.mutate(
              { id: editing.testCase?.id, input: voltDraftInput(draft) },
              { onSuccess: () => setEditing(null) },
            )
          }
        />
      ) : null}
      {deleting ? (
        <Dialog
          title={`Delete ${deleting.name}?`}
          onClose={() => setDeleting(null)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setDeleting(null)}>
                Cancel
              </Button>
              <LoadingButton
                variant="danger"
                loading={remove.isPending}
                onClick={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
              >
                Delete
              </LoadingButton>
            </>
          }
        >
          <p>Its {deleting.runs} kept runs go with it.</p>
          {remove.error ? <p role="alert">{remove.error.message}</p> : null}
        </Dialog>
      ) : null}
    </div>
  );
}
