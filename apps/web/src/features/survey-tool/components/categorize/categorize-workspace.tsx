import {
  FEEDBACK_PAGE_SIZES,
  SURVEY_NO_CATEGORY,
  type Survey,
  type SurveyAppliedCategory,
  type SurveyResponse,
} from '@prism/domain';
import { hashKey } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import type { CategoryPickerOption } from '../../../../components/ui/category-picker';
import { Pagination } from '../../../../components/ui/pagination';
import { ShortcutsDialog } from '../../../../components/ui/shortcuts-dialog';
import { Skeleton } from '../../../../components/ui/skeleton';
import { TOAST_SECONDS, Toast } from '../../../../components/ui/toast';
import { countFormat } from '../../../../lib/format';
import {
  surveyReadKeys,
  useSurveyCategories,
  useSurveyCategoryOverview,
  useSurveyResponses,
  useSurveyResponsesCount,
  type SurveyResponsesInput,
  type SurveyScopeInput,
} from '../../api/survey-graphql';
import { surveyCategoryLabel } from '../responses/responses-columns';
import { surveyPageSizeIs, type SurveyPageSize } from '../responses/responses-url';
import { SurveyEmpty, SurveyLoadError } from '../survey-states';
import { CategorizeCard } from './categorize-card';
import { categorizeSuggestionsOf } from './categorize-suggestions';
import { CategoryOverviewPanel } from './category-overview-panel';
import { useResponseCategories } from './use-response-categories';
import { CATEGORIZE_SHORTCUTS, useCategorizeKeys, type CategorizeCommand } from './use-categorize-keys';
import styles from './categorize.module.css';

export interface CategorizeWorkspaceProps {
  survey: Survey;
  /** The survey, period and filters of the page. */
  scope: SurveyScopeInput;
  /** Every response in scope, or only the uncategorised (the queue, the default). */
  showAll: boolean;
  onShowAllChange: (showAll: boolean) => void;
  /** The page of all responses (0-based) and the size of a page or a batch of the queue. */
  page: number;
  pageSize: SurveyPageSize;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: SurveyPageSize) => void;
}

type Notice = { message: string; tone: 'info' | 'error' } | null;

const QUEUE_SHORTCUTS = CATEGORIZE_SHORTCUTS.map((shortcut) => ({
  id: shortcut.command,
  shown: shortcut.shown,
  what: shortcut.what,
}));

/**
 * The categorize-responses page's work queue (issue 18 item 4): the responses in scope with no
 * category first (or all of them), each with its answers, its categories as removable chips, the
 * model's suggestions as one-click buttons and a category picker; every change is saved at once
 * (shown before the server answers, undone with a notice if it refuses). The category overview
 * beside it follows each change. j and k move through the queue, 1–3 apply a suggestion, c opens
 * the picker, ? lists the keys.
 *
 * The queue comes in batches: a response categorised leaves the uncategorised list on the server
 * but stays in view until the next batch, which starts after the responses left uncategorised
 * here, so a skipped response is not asked about again and none is passed over.
 */
export function CategorizeWorkspace({
  survey,
  scope,
  showAll,
  onShowAllChange,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
}: CategorizeWorkspaceProps) {
  const listScope = useMemo<SurveyScopeInput>(
    () => (showAll ? scope : { ...scope, filters: { ...scope.filters, categoryIds: [SURVEY_NO_CATEGORY] } }),
    [scope, showAll],
  );
  // Where the queue's batch starts: component state, so a reload starts the queue over.
  const scopeHash = hashKey([listScope, pageSize]);
  const [queueStart, setQueueStart] = useState({ scope: scopeHash, offset: 0 });
  const offset = showAll ? page * pageSize : queueStart.scope === scopeHash ? queueStart.offset : 0;
  const input = useMemo<SurveyResponsesInput>(
    () => ({ ...listScope, limit: pageSize, offset, sortField: 'createdAt', sortDirection: 'desc' }),
    [listScope, pageSize, offset],
  );
  const listKey = useMemo(() => surveyReadKeys.responses(input), [input]);
  const list = useSurveyResponses(input);
  const count = useSurveyResponsesCount(listScope);
  const overview = useSurveyCategoryOverview(scope);
  const categories = useSurveyCategories(survey._id);
  const update = useResponseCategories(listKey);

  const rows = list.isPlaceholderData ? undefined : list.data;
  const total = count.isPlaceholderData ? undefined : count.data;
  const [saving, setSaving] = useState<ReadonlyMap<string, number>>(new Map());
  const [notice, setNotice] = useState<Notice>(null);
  const [helpOpen, setHelpOpen] = useState(false);

  // The current response: its place in the batch on screen; another batch starts at its first.
  const batch = hashKey(listKey);
  const [cursor, setCursor] = useState({ batch, index: 0 });
  const index = rows && cursor.batch === batch ? Math.min(cursor.index, Math.max(rows.length - 1, 0)) : 0;
  const current = rows?.[index];

  const cardRefs = useRef(new Map<string, HTMLElement>());
  const pickerRef = useRef<HTMLInputElement>(null);
  const queueRef = useRef<HTMLElement>(null);

  const options = useMemo<CategoryPickerOption[] | null>(
    () =>
      categories.data?.map((option) => ({
        id: option._id,
        name: option.category,
        path: option.trail ? [option.trail] : [],
        leaf: true,
        label: surveyCategoryLabel(option),
      })) ?? null,
    [categories.data],
  );
  const optionMap = useMemo(
    () => new Map((categories.data ?? []).map((option) => [option._id, option])),
    [categories.data],
  );
  const optionById = (id: string): SurveyAppliedCategory | undefined => {
    const option = optionMap.get(id);
    return option ? { _id: option._id, category: option.category, trail: option.trail } : undefined;
  };

  const change = (response: SurveyResponse, position: number, next: SurveyAppliedCategory[]) => {
    const step = (delta: number) =>
      setSaving((was) => {
        const now = new Map(was);
        const left = (now.get(response._id) ?? 0) + delta;
        if (left > 0) now.set(response._id, left);
        else now.delete(response._id);
        return now;
      });
    step(1);
    update
      .mutateAsync({ responseId: response._id, categories: next })
      .catch((error: unknown) =>
        setNotice({
          tone: 'error',
          message: `The categories of response ${position} were not saved, and are back as they were: ${
            error instanceof Error ? error.message : String(error)
          }`,
        }),
      )
      .finally(() => step(-1));
  };

  const move = (delta: 1 | -1) => {
    if (!rows || rows.length === 0) return;
    const next = Math.min(rows.length - 1, Math.max(0, index + delta));
    setCursor({ batch, index: next });
    // The card moves into view with the focus, and a screen reader reads where it is.
    const id = rows[next]?._id;
    if (id) cardRefs.current.get(id)?.focus();
  };

  const run = (command: CategorizeCommand) => {
    switch (command) {
      case 'next':
        return move(1);
      case 'previous':
        return move(-1);
      case 'help':
        return setHelpOpen(true);
      case 'picker':
        return pickerRef.current?.focus();
      case 'suggestion1':
      case 'suggestion2':
      case 'suggestion3': {
        if (!current) return;
        const suggestion = categorizeSuggestionsOf(current, optionMap)[Number(command.slice(-1)) - 1];
        if (suggestion?.target && !suggestion.applied)
          change(current, index + 1, [...current.appliedCategories, suggestion.target]);
        return;
      }
    }
  };
  useCategorizeKeys(run, !helpOpen);

  const nextBatch = () => {
    const skipped = rows?.filter((row) => row.appliedCategories.length === 0).length ?? 0;
    if (skipped === 0) void list.refetch();
    else setQueueStart({ scope: scopeHash, offset: offset + skipped });
    setCursor({ batch, index: 0 });
    queueRef.current?.scrollIntoView?.({ block: 'start' });
  };
  const startOver = () => {
    setQueueStart({ scope: scopeHash, offset: 0 });
    if (offset === 0) void list.refetch();
  };
  const categoryFilterSetAside = !showAll && (scope.filters?.categoryIds?.length ?? 0) > 0;

  return (
    <div className={styles.layout}>
      <section ref={queueRef} className={styles.queue} aria-label="Responses to categorize">
        <div className={styles.queueBar}>
          <div className={styles.modes} role="group" aria-label="Responses shown">
            <button
              type="button"
              className={styles.mode}
              aria-pressed={!showAll}
              onClick={() => onShowAllChange(false)}
            >
              Uncategorised
            </button>
            <button
              type="button"
              className={styles.mode}
              aria-pressed={showAll}
              onClick={() => onShowAllChange(true)}
            >
              All responses
            </button>
          </div>
          <p className={styles.status} aria-live="polite">
            {total === undefined ? (
              count.isError ? (
                'The responses could not be counted.'
              ) : (
                'Counting…'
              )
            ) : (
              <>
                <strong>{countFormat(total)}</strong>{' '}
                {showAll
                  ? total === 1
                    ? 'response'
                    : 'responses'
                  : `uncategorised ${total === 1 ? 'response' : 'responses'} left`}
              </>
            )}
          </p>
          <Button
            variant="borderless"
            size="small"
            aria-haspopup="dialog"
            aria-keyshortcuts="?"
            onClick={() => setHelpOpen(true)}
          >
            Keyboard shortcuts
          </Button>
        </div>
        {categoryFilterSetAside ? (
          <p className={styles.note} role="note">
            The queue shows the responses with no category; the Categories filter applies to All responses.
          </p>
        ) : null}
        {categories.isError ? (
          <SurveyLoadError
            what="Could not load the categories to apply."
            error={categories.error}
            onRetry={() => void categories.refetch()}
          />
        ) : null}
        {list.isError ? (
          <SurveyLoadError
            what="Could not load the responses."
            error={list.error}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : !rows ? (
          <CategorizeSkeleton />
        ) : rows.length === 0 ? (
          <CategorizeEmpty
            showAll={showAll}
            offset={offset}
            page={page}
            onStartOver={startOver}
            onFirstPage={() => onPageChange(0)}
          />
        ) : (
          <ol className={styles.cards}>
            {rows.map((row, position) => (
              <li key={row._id}>
                <CategorizeCard
                  ref={(element) => {
                    if (element) cardRefs.current.set(row._id, element);
                    else cardRefs.current.delete(row._id);
                  }}
                  response={row}
                  position={offset + position + 1}
                  count={total ?? offset + rows.length}
                  current={position === index}
                  suggestions={categorizeSuggestionsOf(row, optionMap)}
                  options={options}
                  optionById={optionById}
                  saving={saving.has(row._id)}
                  onChange={(next) => change(row, offset + position + 1, next)}
                  onSelect={() => setCursor({ batch, index: position })}
                  pickerRef={pickerRef}
                  onLeavePicker={() => cardRefs.current.get(row._id)?.focus()}
                />
              </li>
            ))}
          </ol>
        )}
        {showAll ? (
          <Pagination
            page={page}
            pageSize={pageSize}
            pageSizes={FEEDBACK_PAGE_SIZES}
            rowsShown={rows?.length ?? 0}
            total={total}
            label="Pages of responses"
            onPageChange={onPageChange}
            onPageSizeChange={(size) => {
              if (surveyPageSizeIs(size)) onPageSizeChange(size);
            }}
          />
        ) : rows && rows.length > 0 ? (
          <div className={styles.batchBar}>
            <p className={styles.status}>
              {countFormat(rows.filter((row) => row.appliedCategories.length > 0).length)} of{' '}
              {countFormat(rows.length)} in this batch categorised.
            </p>
            {offset > 0 ? (
              <Button variant="secondary" size="small" onClick={startOver}>
                Start over
              </Button>
            ) : null}
            <Button size="small" onClick={nextBatch} disabled={list.isFetching}>
              Next batch
            </Button>
          </div>
        ) : null}
      </section>
      <CategoryOverviewPanel overview={overview} />
      {helpOpen ? (
        <ShortcutsDialog
          shortcuts={QUEUE_SHORTCUTS}
          note="Keys do nothing while you type in a field; Escape leaves it. Each change is saved at once."
          onClose={() => setHelpOpen(false)}
        />
      ) : null}
      {notice ? (
        <Toast
          message={notice.message}
          tone={notice.tone}
          durationSeconds={notice.tone === 'error' ? TOAST_SECONDS.default : TOAST_SECONDS.short}
          onDismiss={() => setNotice(null)}
        />
      ) : null}
    </div>
  );
}

interface CategorizeEmptyProps {
  showAll: boolean;
  offset: number;
  page: number;
  onStartOver: () => void;
  onFirstPage: () => void;
}

/** Nothing to categorize: the queue is done, or nothing matches. */
function CategorizeEmpty({ showAll, offset, page, onStartOver, onFirstPage }: CategorizeEmptyProps) {
  if (!showAll) {
    return (
      <SurveyEmpty
        title={offset > 0 ? 'No more uncategorised responses' : 'Every response here has a category'}
      >
        <p className={styles.muted}>
          {offset > 0
            ? 'The ones left uncategorised in earlier batches are still waiting.'
            : 'Choose All responses to review the categories applied, or a longer period in the time menu.'}
        </p>
        {offset > 0 ? (
          <Button variant="secondary" size="small" onClick={onStartOver}>
            Start over
          </Button>
        ) : null}
      </SurveyEmpty>
    );
  }
  return (
    <SurveyEmpty title="No responses match">
      <p className={styles.muted}>Remove a filter, or choose a longer period in the time menu.</p>
      {page > 0 ? (
        <Button variant="secondary" size="small" onClick={onFirstPage}>
          Back to the first page
        </Button>
      ) : null}
    </SurveyEmpty>
  );
}

/** The queue's shape while its first batch loads. */
export function CategorizeSkeleton() {
  return (
    <div className={styles.cards} role="status" aria-label="Loading responses">
      {[0, 1, 2].map((key) => (
        <div key={key} className={styles.card}>
          <Skeleton width="40%" height="1rem" />
          <Skeleton height="3rem" />
          <Skeleton width="60%" height="1.5rem" />
        </div>
      ))}
    </div>
  );
}
