import type { EventCaseEntry } from '@prism/domain';
import { describe, expect, it } from 'vitest';
import {
  eventCaseFavoritesToggle,
  eventCaseRows,
  eventCaseSortNext,
  type EventCaseListView,
} from './event-case-list';

const entry = (id: string, over: Partial<EventCaseEntry> = {}): EventCaseEntry => ({
  id,
  name: id,
  description: '',
  eventType: 'selectAction',
  domain: 'video',
  appIds: ['OneApp@Roku'],
  conditions: [],
  updatedAt: 0,
  updatedBy: 'admin',
  ...over,
});

const view: EventCaseListView = {
  search: '',
  eventType: '',
  favoritesOnly: false,
  sort: 'id',
  direction: 'asc',
};
const ids = (rows: { eventCase: { id: string } }[]) => rows.map((row) => row.eventCase.id);

describe('eventCaseRows', () => {
  const cases = [
    entry('home_play', { name: 'Play on Home' }),
    entry('guide_open', { name: 'Open guide', description: 'The user opens the channel guide.' }),
    entry('live_start', { eventType: 'playbackStart' }),
  ];

  it('searches id, name and description, and filters by type', () => {
    expect(ids(eventCaseRows(cases, new Set(), undefined, { ...view, search: 'CHANNEL' }))).toEqual([
      'guide_open',
    ]);
    expect(ids(eventCaseRows(cases, new Set(), undefined, { ...view, search: 'play' }))).toEqual([
      'home_play',
    ]);
    expect(ids(eventCaseRows(cases, new Set(), undefined, { ...view, eventType: 'playbackStart' }))).toEqual([
      'live_start',
    ]);
  });

  it('puts favourites first and keeps only them when asked', () => {
    const favorites = new Set(['live_start']);
    expect(ids(eventCaseRows(cases, favorites, undefined, view))).toEqual([
      'live_start',
      'guide_open',
      'home_play',
    ]);
    expect(ids(eventCaseRows(cases, favorites, undefined, { ...view, favoritesOnly: true }))).toEqual([
      'live_start',
    ]);
  });

  it('sorts by volume, a case never seen counting 0, unknown volumes null', () => {
    const volumes = new Map([
      ['home_play', 40],
      ['guide_open', 3],
    ]);
    const rows = eventCaseRows(cases, new Set(), volumes, { ...view, sort: 'volume', direction: 'desc' });
    expect(rows.map((row) => [row.eventCase.id, row.volume])).toEqual([
      ['home_play', 40],
      ['guide_open', 3],
      ['live_start', 0],
    ]);
    expect(eventCaseRows(cases, new Set(), undefined, view)[0]?.volume).toBeNull();
  });

  it('flips a sorted column and starts volume descending', () => {
    expect(eventCaseSortNext({ sort: 'id', direction: 'asc' }, 'id')).toEqual({
      sort: 'id',
      direction: 'desc',
    });
    expect(eventCaseSortNext({ sort: 'id', direction: 'asc' }, 'volume')).toEqual({
      sort: 'volume',
      direction: 'desc',
    });
  });

  it('toggles a favourite', () => {
    expect(eventCaseFavoritesToggle(['a'], 'b')).toEqual(['a', 'b']);
    expect(eventCaseFavoritesToggle(['a', 'b'], 'a')).toEqual(['b']);
  });
});
