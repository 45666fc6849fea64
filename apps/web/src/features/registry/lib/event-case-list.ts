import type { EventCaseEntry } from '@prism/domain';

/** The columns the event-case list sorts by. */
export const EVENT_CASE_SORTS = ['name', 'id', 'eventType', 'volume', 'updatedAt'] as const;
export type EventCaseSortField = (typeof EVENT_CASE_SORTS)[number];

export interface EventCaseListView {
  /** Matched case-insensitively against each case's id, name and description. */
  search: string;
  /** Only cases of this event type; empty for every type. */
  eventType: string;
  favoritesOnly: boolean;
  sort: EventCaseSortField;
  direction: 'asc' | 'desc';
}

/** One row of the list: the case, whether the user stars it and its events in the period. */
export interface EventCaseRow {
  eventCase: EventCaseEntry;
  favorite: boolean;
  /** Events in the period; null while the volumes load or when they could not be read. */
  volume: number | null;
}

/**
 * The event-case list as the page shows it: cases matching the search and type (and only the
 * user's favourites when asked), the favourites first, each part in the chosen order (ties by id).
 * A case with no events in the period has volume 0 once the volumes are known.
 */
export function eventCaseRows(
  cases: readonly EventCaseEntry[],
  favorites: ReadonlySet<string>,
  volumes: ReadonlyMap<string, number> | undefined,
  view: EventCaseListView,
): EventCaseRow[] {
  const needle = view.search.trim().toLowerCase();
  const rows = cases
    .filter((eventCase) => !view.eventType || eventCase.eventType === view.eventType)
    .filter(
      (eventCase) =>
        !needle ||
        [eventCase.id, eventCase.name, eventCase.description].some((text) =>
          text.toLowerCase().includes(needle),
        ),
    )
    .map((eventCase) => ({
      eventCase,
      favorite: favorites.has(eventCase.id),
      volume: volumes ? (volumes.get(eventCase.id) ?? 0) : null,
    }))
    .filter((row) => !view.favoritesOnly || row.favorite);
  const sign = view.direction === 'asc' ? 1 : -1;
  const compare = (a: EventCaseRow, b: EventCaseRow): number => {
    switch (view.sort) {
      case 'volume':
        return (a.volume ?? -1) - (b.volume ?? -1);
      case 'updatedAt':
        return a.eventCase.updatedAt - b.eventCase.updatedAt;
      default:
        return a.eventCase[view.sort].localeCompare(b.eventCase[view.sort]);
    }
  };
  return rows.sort(
    (a, b) =>
      Number(b.favorite) - Number(a.favorite) ||
      sign * compare(a, b) ||
      a.eventCase.id.localeCompare(b.eventCase.id),
  );
}

/** The sort after a header click: a new column starts ascending (volume and time descending), the same one flips. */
export function eventCaseSortNext(
  view: Pick<EventCaseListView, 'sort' | 'direction'>,
  field: EventCaseSortField,
): Pick<EventCaseListView, 'sort' | 'direction'> {
  if (view.sort === field) return { sort: field, direction: view.direction === 'asc' ? 'desc' : 'asc' };
  return { sort: field, direction: field === 'volume' || field === 'updatedAt' ? 'desc' : 'asc' };
}

/** Adds a case to the favourites, or removes it when it is there. */
export function eventCaseFavoritesToggle(list: readonly string[], id: string): string[] {
  return list.includes(id) ? list.filter((entry) => entry !== id) : [...list, id];
}
