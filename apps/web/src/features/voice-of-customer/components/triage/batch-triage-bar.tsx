import { FEEDBACK_LIMIT_MAX, NO_CATEGORY } from '@prism/domain';
import { useMemo, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { Dropdown, DropdownSection, dropdownItemClassName } from '../../../../components/ui/dropdown';
import { Toast } from '../../../../components/ui/toast';
import { countFormat } from '../../../../lib/format';
import { useVocCategories } from '../../api/categories';
import { useUpdateFeedbackBatch, type TriageChange, type UpdateBatchInput } from '../../api/triage';
import { CategoryPicker } from '../../../../components/ui/category-picker';
import { categoryOptions } from './category-tree';
import styles from './batch-triage-bar.module.css';

export interface BatchTriageBarProps {
  /** The selected items' ids (1 to 1,000). */
  ids: string[];
  /** The page's application or group: the `entityID` of the call. */
  entityId: string;
  /** The entity's applications, whose categories are offered. */
  appIds: string[];
  /**
   * Called after a change was saved (the feedback queries are refreshed already). The reviews page
   * keeps its selection, so several changes can go to the same items and the bar's notice stays.
   */
  onDone?: () => void;
}

/** One flag action of the bar: its button and the change it sends. */
interface FlagAction {
  label: string;
  change: TriageChange;
}

/** The actions shown as buttons, and their opposites, under 'More'. */
const FLAG_ACTIONS: readonly FlagAction[] = [
  { label: 'Mark reviewed', change: { isReviewed: true } },
  { label: 'Flag', change: { isFlagged: true } },
  { label: 'Hide', change: { isHidden: true } },
  { label: 'Use for retraining', change: { useForRetrain: true } },
];
const UNDO_ACTIONS: readonly FlagAction[] = [
  { label: 'Mark not reviewed', change: { isReviewed: false } },
  { label: 'Unflag', change: { isFlagged: false } },
  { label: 'Unhide', change: { isHidden: false } },
  { label: 'Do not use for retraining', change: { useForRetrain: false } },
];

type Notice = { message: string; tone: 'info' | 'error' } | null;

/**
 * Triage of a selection of the reviews table (`updateFeedbackBatch`, issue 17 item 3): mark
 * reviewed or not, flag, hide, use for retraining, and add categories to the items' own or replace
 * them (after a confirmation; 'No Category' replaces them with none). Says how many items changed.
 */
export function BatchTriageBar({ ids, entityId, appIds, onDone }: BatchTriageBarProps) {
  const categories = useVocCategories(appIds);
  const options = useMemo(() => categoryOptions(categories.data ?? []), [categories.data]);
  const update = useUpdateFeedbackBatch();
  const [chosen, setChosen] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const tooMany = ids.length > FEEDBACK_LIMIT_MAX;
  const idle = !update.isPending && !tooMany && ids.length > 0;
  const clearing = chosen.includes(NO_CATEGORY);

  const run = (input: Omit<UpdateBatchInput, 'ids' | 'entityId'>) => {
    setNotice(null);
    update.mutate(
      { ids, entityId, ...input },
      {
        onSuccess: (reply) => {
          setNotice({
            message: `${countFormat(reply.updated)} of ${itemsText(ids.length)} updated.`,
            tone: 'info',
          });
          setChosen([]);
          onDone?.();
        },
        onError: (error) =>
          setNotice({ message: `Could not update the selection: ${error.message}`, tone: 'error' }),
      },
    );
  };

  const categoriesChange = (): TriageChange => ({
    prismAppliedCategories: clearing ? [] : chosen.map((id) => ({ _id: id })),
  });

  const toggle = (choice: string) => {
    if (choice === NO_CATEGORY) setChosen((was) => (was.includes(NO_CATEGORY) ? [] : [NO_CATEGORY]));
    else
      setChosen((was) => {
        const rest = was.filter((id) => id !== NO_CATEGORY);
        return rest.includes(choice) ? rest.filter((id) => id !== choice) : [...rest, choice];
      });
  };
  const nameOf = (id: string) =>
    id === NO_CATEGORY ? NO_CATEGORY : (options.find((o) => o.id === id)?.label ?? id);

  return (
    <section className={styles.bar} aria-label="Triage the selected items">
      <div className={styles.row}>
        <strong className={styles.count}>{itemsText(ids.length)} selected</strong>
        {FLAG_ACTIONS.map((action) => (
          <Button
            key={action.label}
            variant="secondary"
            size="small"
            disabled={!idle}
            onClick={() => run({ keepExistingData: true, change: action.change })}
          >
            {action.label}
          </Button>
        ))}
        <Dropdown trigger="More" label="More actions for the selection" className={styles.more}>
          {(close) => (
            <DropdownSection>
              {UNDO_ACTIONS.map((action) => (
                <button
                  key={action.label}
                  type="button"
                  className={dropdownItemClassName}
                  disabled={!idle}
                  onClick={() => {
                    close();
                    run({ keepExistingData: true, change: action.change });
                  }}
                >
                  {action.label}
                </button>
              ))}
            </DropdownSection>
          )}
        </Dropdown>
        {update.isPending ? (
          <span className={styles.saving} role="status">
            Saving…
          </span>
        ) : null}
      </div>
      {tooMany ? (
        <p className={styles.warning}>
          At most {countFormat(FEEDBACK_LIMIT_MAX)} items can be changed at once; choose fewer.
        </p>
      ) : null}
      <div className={styles.row}>
        <div className={styles.picker}>
          <CategoryPicker
            label="Categories for the selection"
            options={options}
            chosen={chosen}
            noCategory
            onPick={toggle}
            disabled={!categories.data}
          />
        </div>
        {chosen.length > 0 ? (
          <ul className={styles.chips} aria-label="Chosen categories">
            {chosen.map((id) => (
              <li key={id} className={styles.chip}>
                {nameOf(id)}
                <button type="button" aria-label={`Remove ${nameOf(id)}`} onClick={() => toggle(id)}>
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <Button
          variant="secondary"
          size="small"
          disabled={!idle || chosen.length === 0 || clearing}
          onClick={() => run({ keepExistingData: true, change: categoriesChange() })}
        >
          Add categories
        </Button>
        <Button
          variant="secondary"
          size="small"
          disabled={!idle || chosen.length === 0}
          onClick={() => setConfirming(true)}
        >
          Replace categories…
        </Button>
      </div>
      {categories.isError ? (
        <p className={styles.warning} role="alert">
          The categories could not be loaded: {categories.error.message}
        </p>
      ) : null}
      {notice?.tone === 'info' ? (
        <p className={styles.result} role="status">
          {notice.message}
        </p>
      ) : null}
      {confirming ? (
        <Dialog
          title="Replace categories"
          onClose={() => setConfirming(false)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
              <Button
                onClick={() => {
                  setConfirming(false);
                  run({ keepExistingData: false, change: categoriesChange() });
                }}
              >
                Replace
              </Button>
            </>
          }
        >
          <p>
            {clearing
              ? `Remove every category from the ${itemsText(ids.length)}?`
              : `Replace the categories of the ${itemsText(ids.length)} with ${chosen.map(nameOf).join(', ')}?`}{' '}
            Their categories now are not kept.
          </p>
        </Dialog>
      ) : null}
      {/* A saved change is the result line above (announced once); a refusal is a toast. */}
      {notice?.tone === 'error' ? (
        <Toast message={notice.message} tone={notice.tone} onDismiss={() => setNotice(null)} />
      ) : null}
    </section>
  );
}

function itemsText(count: number): string {
  return `${countFormat(count)} ${count === 1 ? 'item' : 'items'}`;
}
