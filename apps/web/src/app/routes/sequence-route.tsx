import { DATA_SOURCES, type DataSource } from '@prism/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useApplications } from '../../features/applications/api/get-applications';
import { traceLocationQuery } from '../../features/sequence/api/find-visit-by-trace';
import { useRecentVisits } from '../../features/sequence/api/get-recent-visits';
import { RecentVisitsTable } from '../../features/sequence/components/recent-visits-table';
import { SequenceSearchForm } from '../../features/sequence/components/sequence-search-form';
import { ApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from '../page/page.module.css';

const RECENT_LIMIT = 25;

/** The address of a visit's sequence, with the trace id to land on. */
function visitPath(visitId: string, traceId?: string): string {
  const path = `/tools/sequence/${encodeURIComponent(visitId)}`;
  return traceId ? `${path}?${new URLSearchParams({ traceId })}` : path;
}

function dataSourceOf(value: string | null): DataSource {
  return DATA_SOURCES.find((source) => source === value) ?? 'quantum';
}

/**
 * /tools/sequence (spec 000 section 2: `dataSource`, `isTraceID`): find a visit by its id or by a
 * trace id one of its calls carried, or pick one of the newest visits of an application.
 */
export function SequenceRoute() {
  useDocumentTitle({ page: 'Sequence' });
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataSource = dataSourceOf(params.get('dataSource'));
  const isTraceId = params.get('isTraceID') === 'true';
  const applications = useApplications();
  const appIds = applications.data?.applicationsByDataSource[dataSource] ?? [];
  const requestedApp = params.get('appId') ?? undefined;
  // An application of another data source (an edited address) is not offered: the data source's all are.
  const appId = requestedApp && appIds.includes(requestedApp) ? requestedApp : undefined;
  const recent = useRecentVisits({ dataSource, appId, limit: RECENT_LIMIT });
  const [searching, setSearching] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Recent visits say how long ago they began, from when the page opened.
  const [openedAt] = useState(() => Date.now());

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  const search = async (id: string) => {
    setProblem(null);
    if (!isTraceId) {
      void navigate(visitPath(id));
      return;
    }
    setSearching(true);
    try {
      const found = await queryClient.fetchQuery(traceLocationQuery(id, dataSource));
      void navigate(visitPath(found.visitId, id));
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : 'The trace search failed.');
    } finally {
      setSearching(false);
    }
  };

  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>Sequence</h1>
        <p className={styles.pageLead}>A visit&apos;s events in the order they happened, field by field.</p>
      </div>
      <SequenceSearchForm
        dataSource={dataSource}
        isTraceId={isTraceId}
        appIds={appIds}
        appId={appId}
        onDataSourceChange={(source) => update({ dataSource: source, appId: undefined })}
        onTraceModeChange={(trace) => {
          setProblem(null);
          update({ isTraceID: trace ? 'true' : undefined });
        }}
        onAppChange={(app) => update({ appId: app })}
        onSearch={(id) => void search(id)}
        searching={searching}
        problem={problem}
      />
      <RecentVisitsTable
        visits={recent.data}
        loading={recent.isPending}
        error={recent.error}
        onRetry={() => void recent.refetch()}
        visitPath={(visitId) => visitPath(visitId)}
        nowMs={openedAt}
      />
    </div>
  );
}
