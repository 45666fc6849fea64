import { VOC_MSG } from '@prism/domain';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';
import { LoadProblem } from '../../../../components/ui/load-problem';
import { Skeleton } from '../../../../components/ui/skeleton';
import { Toast } from '../../../../components/ui/toast';
import { countFormat } from '../../../../lib/format';
import { useVocCategories } from '../../api/categories';
import {
  TRAINING_PAGE_SIZE,
  useDeleteTrainingData,
  useTrainingData,
  useTrainingDataCount,
  type TrainingFilter,
} from '../../api/training';
import { categoryActiveChoices } from '../../lib/category-tree';
import { VocEmpty, VocError } from '../voc-states';
import { TrainingDataTable } from './training-data-table';
import { TrainingDeleteDialog } from './training-delete-dialog';
import { trainingListFiltered, type TrainingListParams } from './training-list-params';
import { TrainingPager } from './training-pager';
import styles from './training.module.css';

/** How long typing rests before the search is asked for. */
export const TRAINING_SEARCH_DEBOUNCE_MS = 300;

export interface TrainingDataPanelProps {
  applicationIDs: readonly string[];
  params: TrainingListParams;
  onParams: (params: TrainingListParams) => void;
  /** Import and delete (an admin, or a manager with write). */
  canWrite: boolean;
  onImport: () => void;
  feedbackHref: (feedbackId: string) => string;
}

/**
 * The platform's training data: search (debounced), a category, mock or real, 25 a page; with
 * write, rows chosen and deleted after a confirmation. The count comes from getTrainingDataCount.
 */
export function TrainingDataPanel({
  applicationIDs,
  params,
  onParams,
  canWrite,
  onImport,
  feedbackHref,
}: TrainingDataPanelProps) {
  const filter: TrainingFilter = useMemo(
    () => ({
      applicationIDs,
      isMockTrainingData: params.mock,
      categoryIDs: params.categoryId ? [params.categoryId] : [],
      search: params.search,
    }),
    [applicationIDs, params.mock, params.categoryId, params.search],
  );
  const list = useTrainingData(filter, params.page);
  const count = useTrainingDataCount(filter);
  const [selection, setSelection] = useSelection(JSON.stringify([filter, params.page]));
  const [confirming, setConfirming] = useState(false);
  const [deletedNote, setDeletedNote] = useState<string | null>(null);
  const remove = useDeleteTrainingData();

  const rows = list.data ?? [];
  const chosenRows = rows.filter((row) => selection.has(row._id));
  const total = count.data ?? 0;
  const change = (next: Partial<TrainingListParams>) => onParams({ ...params, page: 0, ...next });

  const confirmDelete = () =>
    remove.mutate(
      { applicationIDs, _ids: chosenRows.map((row) => row._id) },
      {
        onSuccess: ({ deleted }) => {
          setConfirming(false);
          setSelection(new Set());
          setDeletedNote(`Deleted ${countFormat(deleted)} example${deleted === 1 ? '' : 's'}.`);
          // The page may now be past the end.
          const pages = Math.max(1, Math.ceil((total - deleted) / TRAINING_PAGE_SIZE));
          if (params.page >= pages) onParams({ ...params, page: pages - 1 });
        },
      },
    );

  return (
    <section className={styles.stack} aria-label="Training data list">
      <TrainingListToolbar applicationIDs={applicationIDs} params={params} onChange={change}>
        {canWrite ? (
          <Button
            variant="secondary"
            size="small"
            disabled={chosenRows.length === 0}
            onClick={() => {
              remove.reset();
              setConfirming(true);
            }}
          >
            Delete {chosenRows.length > 0 ? `${countFormat(chosenRows.length)} chosen` : 'chosen'}
          </Button>
        ) : null}
      </TrainingListToolbar>
      {!canWrite ? (
        <p className={styles.note}>
          Importing and deleting training data needs write permission on these applications (an admin, or a
          manager with write).
        </p>
      ) : null}
      {list.isPending ? (
        <TableSkeleton />
      ) : list.isError ? (
        <VocError
          what="Error fetching the training data."
          reason={list.error.message}
          onRetry={() => void list.refetch()}
        />
      ) : rows.length === 0 ? (
        <VocEmpty>
          {params.page > 0 ? (
            <Button variant="secondary" size="small" onClick={() => onParams({ ...params, page: 0 })}>
              Go to the first page
            </Button>
          ) : trainingListFiltered(params) ? (
            <Button
              variant="secondary"
              size="small"
              onClick={() => change({ search: '', categoryId: '', mock: null })}
            >
              Clear search and filters
            </Button>
          ) : (
            <>
              <p className={styles.muted}>This platform has no training data yet.</p>
              {canWrite ? <Button onClick={onImport}>Import CSV</Button> : null}
            </>
          )}
        </VocEmpty>
      ) : (
        <div>
          <TrainingDataTable
            rows={rows}
            selectable={canWrite}
            selected={selection}
            onToggle={(id) => setSelection(toggled(selection, id))}
            onToggleAll={() =>
              setSelection(
                rows.every((row) => selection.has(row._id)) ? new Set() : new Set(rows.map((row) => row._id)),
              )
            }
            feedbackHref={feedbackHref}
          />
          <TrainingPager
            page={params.page}
            pageSize={TRAINING_PAGE_SIZE}
            total={total}
            noun="examples"
            onPage={(page) => onParams({ ...params, page })}
          />
        </div>
      )}
      {confirming && chosenRows.length > 0 ? (
        <TrainingDeleteDialog
          rows={chosenRows}
          deleting={remove.isPending}
          error={remove.isError ? remove.error.message : null}
          onCancel={() => setConfirming(false)}
          onConfirm={confirmDelete}
        />
      ) : null}
      {deletedNote ? <Toast message={deletedNote} onDismiss={() => setDeletedNote(null)} /> : null}
    </section>
  );
}

function toggled(set: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Rows chosen on the page shown; a new page or filter starts with none. */
function useSelection(scopeKey: string): [ReadonlySet<string>, (next: ReadonlySet<string>) => void] {
  const [state, setState] = useState<{ key: string; ids: ReadonlySet<string> }>({
    key: scopeKey,
    ids: new Set(),
  });
  const ids = state.key === scopeKey ? state.ids : new Set<string>();
  return [ids, (next) => setState({ key: scopeKey, ids: next })];
}

interface TrainingListToolbarProps {
  applicationIDs: readonly string[];
  params: TrainingListParams;
  onChange: (next: Partial<TrainingListParams>) => void;
  children?: ReactNode;
}

/** Search (asked for once typing rests), category and mock/real; the page's actions at the end. */
function TrainingListToolbar({ applicationIDs, params, onChange, children }: TrainingListToolbarProps) {
  const categories = useVocCategories(applicationIDs, { includeArchived: true });
  const choices = useMemo(() => categoryActiveChoices(categories.data ?? []), [categories.data]);
  const ids = { search: useId(), category: useId(), mock: useId() };
  const [typed, setTyped] = useState(params.search);
  // The address wins when it changes from elsewhere (Clear, back and forward).
  const [seen, setSeen] = useState(params.search);
  if (seen !== params.search) {
    setSeen(params.search);
    setTyped(params.search);
  }
  const latestChange = useRef(onChange);
  useEffect(() => {
    latestChange.current = onChange;
  });
  useEffect(() => {
    if (typed === params.search) return;
    const timer = window.setTimeout(
      () => latestChange.current({ search: typed }),
      TRAINING_SEARCH_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [typed, params.search]);

  return (
    <div className={styles.toolbar}>
      <label className={styles.field} htmlFor={ids.search}>
        <span>Search</span>
        <input
          id={ids.search}
          type="search"
          className={`${styles.input} ${styles.search}`}
          placeholder="Part of the text"
          value={typed}
          maxLength={256}
          onChange={(event) => setTyped(event.target.value)}
        />
      </label>
      <label className={styles.field} htmlFor={ids.category}>
        <span>Category</span>
        {categories.isError ? (
          <LoadProblem
            message={VOC_MSG.categoriesFetchError}
            onRetry={() => void categories.refetch()}
            retrying={categories.isFetching}
          />
        ) : (
          <select
            id={ids.category}
            className={`${styles.input} ${styles.select}`}
            value={params.categoryId}
            disabled={categories.isPending}
            onChange={(event) => onChange({ categoryId: event.target.value })}
          >
            <option value="">All categories</option>
            {choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.label}
              </option>
            ))}
          </select>
        )}
      </label>
      <label className={styles.field} htmlFor={ids.mock}>
        <span>Show</span>
        <select
          id={ids.mock}
          className={styles.input}
          value={params.mock === null ? 'all' : params.mock ? 'mock' : 'real'}
          onChange={(event) =>
            onChange({ mock: event.target.value === 'all' ? null : event.target.value === 'mock' })
          }
        >
          <option value="all">Real and mock</option>
          <option value="real">Real only</option>
          <option value="mock">Mock only</option>
        </select>
      </label>
      <div className={styles.toolbarEnd}>{children}</div>
    </div>
  );
}

function TableSkeleton() {
  return (
    <div className={styles.skeletonRows} role="status" aria-label="Loading training data">
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} height="1.75rem" />
      ))}
    </div>
  );
}
