import type { ScoreRange } from '@prism/domain';
import type { FilterField } from './filter-catalogue';
import { choiceValueFrom, choiceValueOf, listValueFrom, listValuesOf } from './filter-values';
import { ListFilterField } from './list-filter-field';
import { RangeFilterField } from './range-filter-field';
import { RANGE_TEXTS_EMPTY } from './range-rules';
import { ChoiceFilterField, CountFilterField, FlagFilterField } from './simple-filter-fields';
import type { CategoryChoiceHandle } from './category-group-field';
import type { FilterScope } from './use-list-options';
import type { FilterDraft } from './use-filter-draft';

export interface FilterFieldControlProps {
  field: FilterField;
  draft: FilterDraft;
  scope: FilterScope;
  /** The Category list chooses through the group rules (spec 001 section 4). */
  categoryChoice?: CategoryChoiceHandle;
}

/** The control of one filter of the catalogue, wired to the menu's draft. */
export function FilterFieldControl({ field, draft, scope, categoryChoice }: FilterFieldControlProps) {
  const { arg } = field;
  switch (field.control) {
    case 'list': {
      const selected = listValuesOf(draft.draft, arg);
      const viaGroups = arg === 'category' ? categoryChoice : undefined;
      return (
        <ListFilterField
          field={field}
          scope={scope}
          selected={selected}
          onToggle={
            viaGroups?.toggleCategory ??
            ((value, on) =>
              draft.set(
                arg,
                listValueFrom(arg, on ? [...selected, value] : selected.filter((entry) => entry !== value)),
              ))
          }
          onClear={viaGroups?.clear ?? (() => draft.set(arg, undefined))}
        />
      );
    }
    case 'range':
      return (
        <RangeFilterField
          field={field}
          value={draft.draft[arg] as ScoreRange | undefined}
          texts={draft.rangeTexts[arg] ?? RANGE_TEXTS_EMPTY}
          onTexts={(texts) => draft.setRangeTexts(arg, texts)}
          onSet={(range) => draft.setRange(arg, range, field.scale)}
          onReset={() => draft.setRange(arg, undefined, field.scale)}
        />
      );
    case 'choice':
      return (
        <ChoiceFilterField
          field={field}
          value={choiceValueOf(draft.draft, arg)}
          onChange={(value) => draft.set(arg, choiceValueFrom(arg, value))}
        />
      );
    case 'flag':
      return (
        <FlagFilterField
          field={field}
          checked={draft.draft[arg] === true}
          onChange={(checked) => draft.set(arg, checked ? true : undefined)}
        />
      );
    case 'count':
      return (
        <CountFilterField
          field={field}
          text={draft.countTexts[arg] ?? ''}
          onChange={(text) => draft.setCountText(arg, text)}
        />
      );
  }
}
