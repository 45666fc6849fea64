import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { StateFrame, StateFrameText } from '../../components/ui/state-frame';
import { useApplications } from '../../features/applications/api/get-applications';
import { useEventCases } from '../../features/registry/api/get-event-cases';
import { useRecentVisits } from '../../features/sequence/api/get-recent-visits';
import { RecentVisitsTable } from '../../features/sequence/components/recent-visits-table';
import { useRunVolt } from '../../features/volt/api/runs';
import { useVoltTestCases } from '../../features/volt/api/test-cases';
import { VoltRunForm } from '../../features/volt/components/run-form';
import { VoltRunResult } from '../../features/volt/components/run-result';
import {
  VOLT_RUNNER_PATH,
  voltRunRequestOf,
  voltRunnerParamsRead,
  voltRunnerProblem,
  voltRunnerSearch,
  type VoltRunnerParams,
} from '../../features/volt/lib/volt-params';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from '../page/page.module.css';

const RECENT_LIMIT = 20;
const NO_APPS: readonly string[] = [];

/**
 * /tools/volt/test-cases (spec 000 section 2): the runner. Every choice is in the address;
 * `submit=true` runs on load, so a link reproduces a run. The result shows the steps and the
 * visit event by event, failing fields highlighted.
 */
export function VoltTestCasesRoute() {
  useDocumentTitle({ page: 'Volt Test Cases' });
  const [params, setParams] = useSearchParams();
  const value = voltRunnerParamsRead(params);
  const testCases = useVoltTestCases({ appIds: NO_APPS, search: '' });
  const chosen = testCases.data?.find((tc) => tc.id === value.tcid);
  const applications = useApplications();
  const appIds = chosen?.appIds ?? applications.data?.applicationsByDataSource.quantum ?? NO_APPS;
  const eventCases = useEventCases(chosen?.appIds ?? NO_APPS);
  const appId = value.appId || appIds[0] || '';
  const recent = useRecentVisits({ dataSource: 'quantum', appId: appId || undefined, limit: RECENT_LIMIT });
  const run = useRunVolt();
  const [openedAt] = useState(() => Date.now());

  const submitted = useRef('');
  const change = (patch: Partial<VoltRunnerParams>) => {
    run.reset();
    setParams(voltRunnerSearch({ ...value, ...patch, submit: false }), { replace: true });
  };
  const start = () => {
    const next = voltRunnerSearch({ ...value, submit: true });
    // The address now says submit=true: the run starts here, not again from the effect below.
    submitted.current = next.slice(1);
    setParams(next, { replace: true });
    run.mutate(voltRunRequestOf(value));
  };

  // A link with submit=true runs once on load, with the choices it carries.
  const search = params.toString();
  useEffect(() => {
    if (!value.submit || voltRunnerProblem(value) || submitted.current === search) return;
    submitted.current = search;
    run.mutate(voltRunRequestOf(value));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the address asks for it, once per address
  }, [search]);

  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>Volt Test Cases</h1>
        <p className={styles.pageLead}>
          Run a test case, or one event case alone, against a recorded visit: what passed, what did not, and
          why.
        </p>
      </div>
      <VoltRunForm
        value={{ ...value, appId }}
        testCases={testCases.data ?? []}
        eventCases={eventCases.data ?? []}
        appIds={appIds}
        running={run.isPending}
        onChange={change}
        onRun={start}
      />
      {value.isRecent ? (
        <RecentVisitsTable
          visits={recent.data}
          loading={recent.isPending}
          error={recent.error}
          onRetry={() => void recent.refetch()}
          visitPath={(visitId) =>
            `${VOLT_RUNNER_PATH}${voltRunnerSearch({ ...value, appId, visitId, isRecent: false })}`
          }
          nowMs={openedAt}
        />
      ) : null}
      {run.error ? (
        <StateFrame title="The run failed" tone="danger" role="alert">
          <StateFrameText>{run.error.message}</StateFrameText>
        </StateFrame>
      ) : run.data ? (
        <VoltRunResult run={run.data} />
      ) : run.isPending ? (
        <StateFrame title="Running…">
          <StateFrameText>Reading the visit&apos;s events and checking them.</StateFrameText>
        </StateFrame>
      ) : (
        <StateFrame title="No run yet">
          <StateFrameText>Choose what to run and a visit, then Run.</StateFrameText>
        </StateFrame>
      )}
    </div>
  );
}
