import { VOC_MSG } from '@prism/domain';
import { useIsMutating } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Card } from '../../../../components/ui/card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { TOAST_SECONDS, Toast } from '../../../../components/ui/toast';
import { useVocCategories, useVocManualCategories } from '../../api/categories';
import { triageKeys, useFeedbackByID, useUpdateFeedbackOne, type QueueInput } from '../../api/triage';
import { categoryById } from '../../lib/category-tree';
import { VocError } from '../voc-states';
import { TriageBody } from './triage-body';
import { categoryOptions } from './category-tree';
import { FeedbackDetails, FeedbackSummary } from './feedback-summary';
import { ItemCategories } from './item-categories';
import { ModelSuggestions, suggestionsOf, type Suggestion } from './model-suggestions';
import { NotesEditor } from './notes-editor';
import { QueueBar } from './queue-bar';
import { ShortcutsHelp } from './shortcuts-help';
import { categoryApply, type ItemChange } from './triage-changes';
import { TriageToggles, type TriageFlag } from './triage-toggles';
import { useQueueNavigation } from './use-queue-navigation';
import { useTriageKeys, type TriageCommand } from './use-triage-keys';
import styles from './triage.module.css';

export interface TriageWorkspaceProps {
  /** The item to triage (`vocFeedbackID`); empty: start at the list's first item. */
  itemId: string;
  entityId: string;
  appIds: string[];
  showPII: boolean;
  /** Write permission on the entity (spec 001 section 6); readers see everything read-only. */
  canWrite: boolean;
  /** The permission is known (until then nothing is offered, nor explained). */
  permissionKnown: boolean;
  /** The list the item was opened from: the reviews page's filters, sort and window. */
  queue: QueueInput;
  reviewsHref: string;
  /** Opens another item (replacing `vocFeedbackID`); `offset` when the window of ids moved. */
  onMove: (id: string, offset?: number) => void;
}

type Notice = { message: string; tone: 'info' | 'error' } | null;

const FLAG_DONE: Record<TriageFlag, [on: string, off: string]> = {
  isReviewed: ['Marked reviewed', 'Marked not reviewed'],
  isFlagged: ['Flagged', 'Unflagged'],
  isHidden: ['Hidden', 'Shown again'],
  useForRetrain: ['Marked for retraining', 'No longer used for retraining'],
};

const isEmptyChange = (change: ItemChange) => Object.keys(change.change).length === 0;

/**
 * The triage page's content (issue 17 item 3): one item with everything known about it, and what
 * an analyst does to it (categories, manual categories, reroutes, note, reviewed, flagged, hidden,
 * use for retraining), each saved at once; Previous/Next through the list it came from; all of it
 * from the keyboard.
 */
export function TriageWorkspace(props: TriageWorkspaceProps) {
  const { itemId, entityId, appIds, showPII, canWrite, permissionKnown, queue, reviewsHref, onMove } = props;
  const item = useFeedbackByID(itemId, showPII);
  const categories = useVocCategories(appIds);
  const manual = useVocManualCategories(appIds);
  const update = useUpdateFeedbackOne();
  const saving = useIsMutating({ mutationKey: [...triageKeys.all, 'update-one'] }) > 0;
  const writable = canWrite && permissionKnown;

  const [notice, setNotice] = useState<Notice>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const [pendingFlags, setPendingFlags] = useState<ReadonlySet<TriageFlag>>(new Set());
  const notesRef = useRef<HTMLTextAreaElement>(null);
  const pickerRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  const options = useMemo(() => categoryOptions(categories.data ?? []), [categories.data]);
  const byId = useMemo(() => categoryById(categories.data ?? []), [categories.data]);
  const current = item.data ?? undefined;
  const suggestions = useMemo(
    () => (current ? suggestionsOf(current, categories.data ?? []) : []),
    [current, categories.data],
  );

  const showNotice = useCallback(
    (message: string, tone: 'info' | 'error') => setNotice({ message, tone }),
    [],
  );
  const navigation = useQueueNavigation({
    itemId,
    queue,
    showPII,
    enabled: appIds.length > 0,
    onMove,
    onNotice: showNotice,
  });
  const step = (direction: 1 | -1) => void navigation.step(direction);

  /** Saves a change of the current item; rejects (after the toast) with the server's reason. */
  const save = async (change: ItemChange, done: string) => {
    if (!current || !writable || isEmptyChange(change)) return;
    try {
      await update.mutateAsync({
        id: current._id,
        entityId,
        showPII,
        change: change.change,
        optimistic: change.optimistic,
      });
      setNotice({ message: `${done}.`, tone: 'info' });
    } catch (error) {
      setNotice({
        message: `${done}: not saved. ${(error as Error).message}`,
        tone: 'error',
      });
      throw error;
    }
  };
  const saveQuietly = (change: ItemChange, done: string) => void save(change, done).catch(() => undefined);

  const toggle = (field: TriageFlag, value = !current?.[field]) => {
    if (!current) return;
    setPendingFlags((was) => new Set(was).add(field));
    void save({ change: { [field]: value }, optimistic: { [field]: value } }, FLAG_DONE[field][value ? 0 : 1])
      .catch(() => undefined)
      .finally(() =>
        setPendingFlags((was) => {
          const left = new Set(was);
          left.delete(field);
          return left;
        }),
      );
  };

  const applySuggestion = (suggestion: Suggestion | undefined) => {
    if (!current || !suggestion?.categoryId || suggestion.applied) return;
    const category = byId.get(suggestion.categoryId);
    if (category) saveQuietly(categoryApply(current, category), `Applied ${suggestion.name}`);
  };

  const run = (command: TriageCommand) => {
    switch (command) {
      case 'next':
        return step(1);
      case 'previous':
        return step(-1);
      case 'help':
        return setHelpOpen(true);
      case 'review':
        if (current && !current.isReviewed) toggle('isReviewed', true);
        return step(1);
      case 'flag':
        return toggle('isFlagged');
      case 'hide':
        return toggle('isHidden');
      case 'retrain':
        return toggle('useForRetrain');
      case 'notes':
        return notesRef.current?.focus();
      case 'categories':
        return pickerRef.current?.focus();
      case 'suggestion1':
      case 'suggestion2':
      case 'suggestion3':
        return applySuggestion(suggestions[Number(command.slice(-1)) - 1]);
    }
  };
  useTriageKeys(run, writable);

  return (
    <div className={styles.workspace} ref={rootRef} tabIndex={-1}>
      <QueueBar
        position={navigation.position}
        total={navigation.total}
        canPrevious={navigation.canPrevious}
        canNext={navigation.canNext}
        moving={navigation.moving}
        reviewsHref={reviewsHref}
        onPrevious={() => step(-1)}
        onNext={() => step(1)}
        onHelp={() => setHelpOpen(true)}
      />
      {permissionKnown && !canWrite ? (
        <p className={styles.readOnly} role="note">
          Read only: your permission here does not include write, so you can read this feedback and its note
          but not change them.
        </p>
      ) : null}
      <TriageBody
        itemId={itemId}
        reviewsHref={reviewsHref}
        item={item}
        listEmpty={navigation.empty}
        render={(loaded) => (
          <div className={styles.columns}>
            <div className={styles.summary}>
              <Card title="Feedback" aside={<span className={styles.mono}>{loaded._id}</span>}>
                <FeedbackSummary item={loaded} />
              </Card>
            </div>
            <div className={styles.side}>
              <Card title="Triage" aside={saving ? <span role="status">Saving…</span> : null}>
                <TriageToggles
                  item={loaded}
                  canWrite={writable}
                  saving={pendingFlags}
                  onToggle={(field) => toggle(field)}
                />
              </Card>
              <Card title="Model suggestions">
                <ModelSuggestions
                  item={loaded}
                  suggestions={suggestions}
                  canWrite={writable}
                  onApply={applySuggestion}
                />
              </Card>
              <Card title="Categories">
                {categories.isError ? (
                  <VocError
                    what={VOC_MSG.categoriesFetchError}
                    reason={categories.error.message}
                    onRetry={() => void categories.refetch()}
                  />
                ) : categories.isPending ? (
                  <Skeleton height="2.25rem" />
                ) : (
                  <ItemCategories
                    item={loaded}
                    options={options}
                    byId={byId}
                    manual={manual.data ?? []}
                    canWrite={writable}
                    onChange={(change) => saveQuietly(change, 'Categories saved')}
                    pickerRef={pickerRef}
                    onLeavePicker={() => rootRef.current?.focus()}
                  />
                )}
              </Card>
              <Card title="Notes">
                <NotesEditor
                  key={loaded._id}
                  note={loaded.notes}
                  canWrite={writable}
                  textAreaRef={notesRef}
                  onSave={(text) =>
                    save({ change: { notes: text }, optimistic: { notes: text } }, 'Note saved')
                  }
                />
              </Card>
            </div>
            <div className={styles.details}>
              <Card title="Details">
                <FeedbackDetails item={loaded} />
              </Card>
            </div>
          </div>
        )}
      />
      {helpOpen ? <ShortcutsHelp canWrite={writable} onClose={() => setHelpOpen(false)} /> : null}
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
