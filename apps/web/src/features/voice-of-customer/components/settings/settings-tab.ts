import type { SettingsTab } from './settings-tabs';

/** The settings page's tabs, in order; the URL's `tab` is the chosen one's index (spec 001 section 2). */
export const SETTINGS_TABS = [
  { id: 'users', label: 'Users and permissions' },
  { id: 'categories', label: 'Categories' },
  { id: 'category-groups', label: 'Category groups' },
  { id: 'manual-categories', label: 'Manual categories' },
  { id: 'model', label: 'Model' },
] as const satisfies readonly SettingsTab[];

export type SettingsTabId = (typeof SETTINGS_TABS)[number]['id'];

/** The chosen tab's index from the address's other parameters; the first tab when absent or invalid. */
export function settingsTabRead(other: readonly (readonly [string, string])[]): number {
  const raw = other.find(([key]) => key === 'tab')?.[1];
  const index = raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : 0;
  return index < SETTINGS_TABS.length ? index : 0;
}

/** The other parameters with the chosen tab; the first tab is the default, so it leaves `tab` out. */
export function settingsTabWrite(other: readonly [string, string][], index: number): [string, string][] {
  const rest = other.filter(([key]) => key !== 'tab');
  return index > 0 ? [...rest, ['tab', String(index)]] : rest;
}
