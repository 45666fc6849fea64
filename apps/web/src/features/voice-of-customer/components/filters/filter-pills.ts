import type { ScoreRange } from '@prism/domain';
import type { VocFilterArg, VocFilters } from '../../lib/voc-filters';
import {
  CATEGORY_GROUPS_LABEL,
  FEEDBACK_ID_LABEL,
  FILTER_FIELDS,
  filterValueLabel,
  type FilterField,
} from './filter-catalogue';
import { CATEGORY_PATH_SEPARATOR } from '../../lib/category-tree';
import { choiceValueOf, listValuesOf, menuFiltersOf } from './filter-values';
import { rangeTextsOf } from './range-rules';

/**
 * The pills of the filters in force: one per filter, named as in the menu, its values as a person
 * reads them (categories by their path, codes by their meaning, SR as a percentage).
 */

export interface FilterPill {
  arg: VocFilterArg;
  name: string;
  /** The values, shortened after the first two; empty for an on/off filter. */
  value: string;
  /** Every value, for the pill's tooltip. */
  full: string;
}

/** Names for ids: categories (any level), manual categories, category groups. */
export interface PillLookups {
  categories?: ReadonlyMap<string, string>;
  manualCategories?: ReadonlyMap<string, string>;
  categoryGroups?: ReadonlyMap<string, string>;
}

const SHOWN_VALUES = 2;

const CATEGORY_ARGS: readonly VocFilterArg[] = ['category', 'middleCategory', 'subcategory'];

function lookupOf(arg: VocFilterArg, lookups: PillLookups): ReadonlyMap<string, string> | undefined {
  if (CATEGORY_ARGS.includes(arg)) return lookups.categories;
  if (arg === 'manualCategory') return lookups.manualCategories;
  if (arg === 'categoryGroup') return lookups.categoryGroups;
  return undefined;
}

/** A category's own name, the last of its path. */
const leafOf = (label: string) => label.split(CATEGORY_PATH_SEPARATOR).pop() ?? label;

/** The values shortened after the first two (`short` names each in the pill; the tooltip has all). */
function listed(
  labels: string[],
  short: (label: string) => string = (label) => label,
): Pick<FilterPill, 'value' | 'full'> {
  const shown = labels.slice(0, SHOWN_VALUES).map(short);
  const more = labels.length - shown.length;
  return {
    value: more > 0 ? `${shown.join(', ')} +${more} more` : shown.join(', '),
    full: labels.join(', '),
  };
}

function valueOf(
  field: FilterField,
  filters: VocFilters,
  lookups: PillLookups,
): Pick<FilterPill, 'value' | 'full'> {
  const { arg } = field;
  switch (field.control) {
    case 'list': {
      const lookup = lookupOf(arg, lookups);
      const labels = listValuesOf(filters, arg).map(
        (value) => lookup?.get(value) ?? filterValueLabel(field, value),
      );
      return listed(labels, CATEGORY_ARGS.includes(arg) ? leafOf : undefined);
    }
    case 'range': {
      const texts = rangeTextsOf(filters[arg] as ScoreRange, field.scale);
      const text = `${texts.from}–${texts.to}${field.unit ?? ''}`;
      return { value: text, full: text };
    }
    case 'choice': {
      const text = filterValueLabel(field, choiceValueOf(filters, arg));
      return { value: text, full: text };
    }
    case 'flag':
      return { value: '', full: field.label };
    case 'count': {
      const text = String(filters[arg]);
      return { value: text, full: text };
    }
  }
}

/** The pills of the menu's filters in force, in the menu's order. */
export function filterPillsOf(filters: VocFilters, lookups: PillLookups): FilterPill[] {
  const menu = menuFiltersOf(filters);
  const pills: FilterPill[] = [];
  if (menu.feedbackID)
    pills.push({ arg: 'feedbackID', name: FEEDBACK_ID_LABEL, value: menu.feedbackID, full: menu.feedbackID });
  if (menu.categoryGroup) {
    const labels = menu.categoryGroup.map((id) => lookups.categoryGroups?.get(id) ?? id);
    pills.push({ arg: 'categoryGroup', name: CATEGORY_GROUPS_LABEL, ...listed(labels) });
  }
  for (const field of FILTER_FIELDS) {
    if (menu[field.arg] === undefined) continue;
    pills.push({ arg: field.arg, name: field.label, ...valueOf(field, menu, lookups) });
  }
  return pills;
}
