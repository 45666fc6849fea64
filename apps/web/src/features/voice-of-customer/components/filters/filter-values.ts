import { vocFilterKind, type VocFilterArg, type VocFilters } from '../../lib/voc-filters';
import { MENU_FILTER_ARGS } from './filter-catalogue';

/**
 * Reading and writing one filter of a `VocFilters` whatever its kind, and comparing the menu's
 * filters, so the controls stay small: a list edits strings, a choice one string, and these turn
 * them into the argument's own type (ids, numbers, booleans, codes).
 */

/** The filters with `arg` set to `value`, or without it when `value` filters nothing. */
export function filtersWith(filters: VocFilters, arg: VocFilterArg, value: unknown): VocFilters {
  const next: Record<string, unknown> = { ...filters };
  const empty = value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
  if (empty) delete next[arg];
  else next[arg] = value;
  return next as VocFilters;
}

/** A list filter's values as text (activation method ids too). */
export function listValuesOf(filters: VocFilters, arg: VocFilterArg): string[] {
  const value = filters[arg];
  return Array.isArray(value) ? value.map(String) : [];
}

/** A list filter's value from its values as text (numbers for a list of ints). */
export function listValueFrom(arg: VocFilterArg, values: readonly string[]): unknown {
  return vocFilterKind(arg) === 'ints' ? values.map(Number) : [...values];
}

/** A one-value filter (code, boolean) as text; empty when not set. */
export function choiceValueOf(filters: VocFilters, arg: VocFilterArg): string {
  const value = filters[arg];
  return value === undefined || typeof value === 'object' ? '' : String(value);
}

/** A one-value filter's value from its text: a boolean's `true`/`false`, a code as it is; `''` is none. */
export function choiceValueFrom(arg: VocFilterArg, value: string): unknown {
  if (value === '') return undefined;
  return vocFilterKind(arg) === 'boolean' ? value === 'true' : value;
}

const isMenuArg = (arg: string): arg is VocFilterArg => (MENU_FILTER_ARGS as readonly string[]).includes(arg);

/** Only the filters the menu sets, without empty ones. */
export function menuFiltersOf(filters: VocFilters): VocFilters {
  let menu: VocFilters = {};
  for (const [arg, value] of Object.entries(filters))
    if (isMenuArg(arg)) menu = filtersWith(menu, arg, value);
  return menu;
}

/** How many of the menu's filters are in force (the button's badge). */
export function menuFiltersCount(filters: VocFilters): number {
  return Object.keys(menuFiltersOf(filters)).length;
}

/** The page's filters with the menu's part replaced by `menu` (search and the table's toggles kept). */
export function filtersMerge(filters: VocFilters, menu: VocFilters): VocFilters {
  const kept = Object.fromEntries(Object.entries(filters).filter(([arg]) => !isMenuArg(arg)));
  return { ...kept, ...menuFiltersOf(menu) } as VocFilters;
}

/** A comparable text of the menu's filters: lists are sets, so their order does not count. */
export function menuFiltersKey(filters: VocFilters): string {
  const menu = menuFiltersOf(filters);
  const entries = Object.entries(menu)
    .map(([arg, value]): [string, unknown] => [
      arg,
      Array.isArray(value) ? [...value].map(String).sort() : value,
    ])
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(entries);
}

/** True when the two hold the same menu filters. */
export function menuFiltersSame(a: VocFilters, b: VocFilters): boolean {
  return menuFiltersKey(a) === menuFiltersKey(b);
}
