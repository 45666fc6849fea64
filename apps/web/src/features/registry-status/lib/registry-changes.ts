import type { RegistryChange } from '@prism/domain';

/** The registry's kinds of record, as the release notes group them. */
export const CHANGE_GROUPS = [
  { kind: 'FIELD_DEFINITION', title: 'Fields' },
  { kind: 'EVENT_TYPE', title: 'Event types' },
  { kind: 'EVENT_CASE', title: 'Event cases' },
] as const satisfies readonly { kind: RegistryChange['entityKind']; title: string }[];

const CHANGE_ORDER: Readonly<Record<RegistryChange['change'], number>> = { added: 0, changed: 1, removed: 2 };

/** A group of release-note lines: one kind of record, breaking changes first. */
export interface ChangeGroup {
  kind: RegistryChange['entityKind'];
  title: string;
  changes: RegistryChange[];
}

/**
 * Changes grouped by fields, event types and event cases (empty groups left out); within a group
 * the breaking ones first, then added, changed, removed, then by id.
 */
export function registryChangeGroups(changes: readonly RegistryChange[]): ChangeGroup[] {
  return CHANGE_GROUPS.map(({ kind, title }) => ({
    kind,
    title,
    changes: changes
      .filter((change) => change.entityKind === kind)
      .sort(
        (a, b) =>
          Number(b.breaking) - Number(a.breaking) ||
          CHANGE_ORDER[a.change] - CHANGE_ORDER[b.change] ||
          a.entityId.localeCompare(b.entityId),
      ),
  })).filter((group) => group.changes.length > 0);
}

/** A one-line count of changes: "3 changes, 1 breaking". */
export function registryChangeSummary(changes: readonly RegistryChange[]): string {
  if (changes.length === 0) return 'No changes';
  const breaking = changes.filter((change) => change.breaking).length;
  const total = `${changes.length} ${changes.length === 1 ? 'change' : 'changes'}`;
  return breaking > 0 ? `${total}, ${breaking} breaking` : total;
}
