import { NO_CATEGORY, type Category, type ManualCategory } from '@prism/domain';
import { useMemo, type Ref } from 'react';
import { Button } from '../../../../components/ui/button';
import type { TriageItem } from '../../api/triage';
import { CategoryPicker } from '../../../../components/ui/category-picker';
import { manualCategoriesFor, type CategoryOption } from './category-tree';
import {
  categoriesClear,
  categoryApply,
  categoryRemove,
  manualCategorySet,
  rerouteAdd,
  rerouteMarkSent,
  rerouteRemove,
  type ItemChange,
} from './triage-changes';
import styles from './triage.module.css';

export interface ItemCategoriesProps {
  item: TriageItem;
  options: readonly CategoryOption[];
  byId: ReadonlyMap<string, Category>;
  manual: readonly ManualCategory[];
  canWrite: boolean;
  onChange: (change: ItemChange) => void;
  pickerRef?: Ref<HTMLInputElement>;
  /** Escape left the picker: the page takes the keyboard back. */
  onLeavePicker?: () => void;
}

/**
 * The item's categories (spec 001 sections 3 and 4): the applied ones, each with the manual
 * category chosen under it, a picker to apply more (leaves only; picking an applied one takes it
 * off; 'No Category' clears them), and the reroutes with their 'reroute sent' step.
 */
export function ItemCategories(props: ItemCategoriesProps) {
  const { item, options, byId, canWrite, onChange, pickerRef, onLeavePicker } = props;
  const applied = item.prismAppliedCategories.map((entry) => entry._id);
  const labelOf = useLabels(options);

  const pick = (choice: string) => {
    if (choice === NO_CATEGORY) return onChange(categoriesClear());
    if (applied.includes(choice)) return onChange(categoryRemove(item, choice));
    const category = byId.get(choice);
    if (category) onChange(categoryApply(item, category));
  };

  return (
    <div className={styles.stack}>
      {item.prismAppliedCategories.length === 0 ? (
        <p className={styles.muted}>{NO_CATEGORY}</p>
      ) : (
        <ul className={styles.appliedList} aria-label="Applied categories">
          {item.prismAppliedCategories.map((entry) => (
            <AppliedCategoryRow
              key={entry._id}
              {...props}
              entry={entry}
              label={labelOf(entry._id) ?? entry.category}
            />
          ))}
        </ul>
      )}
      {canWrite ? (
        <CategoryPicker
          label="Apply a category"
          options={options}
          chosen={applied}
          noCategory
          onPick={pick}
          inputRef={pickerRef}
          onLeave={onLeavePicker}
        />
      ) : null}
      <Reroutes item={item} options={options} canWrite={canWrite} onChange={onChange} labelOf={labelOf} />
    </div>
  );
}

/** The full path of a category by id (`Billing › Charges › Late fee`). */
function useLabels(options: readonly CategoryOption[]) {
  const labels = useMemo(() => new Map(options.map((option) => [option.id, option.label])), [options]);
  return (id: string) => labels.get(id);
}

function AppliedCategoryRow({
  item,
  entry,
  label,
  byId,
  manual,
  canWrite,
  onChange,
}: ItemCategoriesProps & { entry: TriageItem['prismAppliedCategories'][number]; label: string }) {
  const choices = manualCategoriesFor(entry._id, manual, byId);
  const chosen = choices.find((choice) => choice.manualCategory === entry.manualCategory);
  return (
    <li className={styles.appliedRow}>
      <span className={styles.appliedName}>{label}</span>
      {choices.length > 0 || entry.manualCategory ? (
        <select
          className={styles.select}
          aria-label={`Manual category under ${label}`}
          disabled={!canWrite}
          value={chosen?._id ?? (entry.manualCategory ? 'other' : '')}
          onChange={(event) =>
            onChange(
              manualCategorySet(
                item,
                entry._id,
                choices.find((choice) => choice._id === event.target.value) ?? null,
              ),
            )
          }
        >
          <option value="">No manual category</option>
          {!chosen && entry.manualCategory ? <option value="other">{entry.manualCategory}</option> : null}
          {choices.map((choice) => (
            <option key={choice._id} value={choice._id}>
              {choice.manualCategory}
            </option>
          ))}
        </select>
      ) : null}
      {canWrite ? (
        <button
          type="button"
          className={styles.remove}
          aria-label={`Remove ${label}`}
          onClick={() => onChange(categoryRemove(item, entry._id))}
        >
          ×
        </button>
      ) : null}
    </li>
  );
}

function Reroutes({
  item,
  options,
  canWrite,
  onChange,
  labelOf,
}: Pick<ItemCategoriesProps, 'item' | 'options' | 'canWrite' | 'onChange'> & {
  labelOf: (id: string) => string | undefined;
}) {
  const rerouteOptions = useMemo(() => options.map((option) => ({ ...option, leaf: true })), [options]);
  const none = item.reroutedCategories.length === 0 && item.rerouteSentCategories.length === 0;
  return (
    <div className={styles.reroutes}>
      <h3 className={styles.subheading}>Reroutes</h3>
      {none ? <p className={styles.muted}>Not rerouted.</p> : null}
      {item.reroutedCategories.length > 0 ? (
        <ul className={styles.appliedList} aria-label="Rerouted, not sent">
          {item.reroutedCategories.map((id) => (
            <li key={id} className={styles.appliedRow}>
              <span className={styles.appliedName}>{labelOf(id) ?? id}</span>
              <span className={styles.badgeWarning}>Awaiting send</span>
              {canWrite ? (
                <>
                  <Button
                    variant="secondary"
                    size="small"
                    onClick={() => onChange(rerouteMarkSent(item, id))}
                  >
                    Reroute sent
                  </Button>
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={`Withdraw the reroute to ${labelOf(id) ?? id}`}
                    onClick={() => onChange(rerouteRemove(item, id))}
                  >
                    ×
                  </button>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {item.rerouteSentCategories.length > 0 ? (
        <ul className={styles.appliedList} aria-label="Reroutes sent">
          {item.rerouteSentCategories.map((id) => (
            <li key={id} className={styles.appliedRow}>
              <span className={styles.appliedName}>{labelOf(id) ?? id}</span>
              <span className={styles.badgeDone}>Sent</span>
            </li>
          ))}
        </ul>
      ) : null}
      {canWrite ? (
        <CategoryPicker
          label="Reroute to"
          options={rerouteOptions}
          chosen={[...item.reroutedCategories, ...item.rerouteSentCategories]}
          onPick={(id) => onChange(rerouteAdd(item, id))}
        />
      ) : null}
    </div>
  );
}
