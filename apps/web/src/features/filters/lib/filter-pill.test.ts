import { filterById, type FilterClause } from '@prism/domain';
import { describe, expect, it } from 'vitest';
import { filterPillLabel } from './filter-pill';

const pill = (clause: FilterClause, apps: { name: string; type: string }[] = []) => {
  const filter = filterById(clause.id);
  if (!filter) throw new Error(`no filter ${clause.id}`);
  return filterPillLabel(filter, clause, apps);
};

describe('filterPillLabel', () => {
  it('shows two values then an ellipsis for the default operator', () => {
    expect(pill({ id: 'streamType', operator: 'IS', values: ['vod'] })).toBe('Stream Type: vod');
    expect(pill({ id: 'streamType', operator: 'IS_ONE_OF', values: ['vod'] })).toBe('Stream Type: vod');
    expect(pill({ id: 'streamType', operator: 'IS_ONE_OF', values: ['vod', 'dvr', 'linear'] })).toBe(
      'Stream Type: vod, dvr, …',
    );
  });

  it('words other operators, and value-less ones without values', () => {
    expect(pill({ id: 'appVersion', operator: 'IS_NOT', values: ['2.1.0'] })).toBe(
      'App Version is not: 2.1.0',
    );
    expect(pill({ id: 'appSection', operator: 'DOES_NOT_EXIST', values: [] })).toBe(
      'App Section does not exist',
    );
  });

  it('names values by their labels and keeps the variant and hidden event type limits', () => {
    expect(pill({ id: 'priority', operator: 'IS_ONE_OF', values: ['P0', 'P1'] })).toBe(
      'Priority: P0 critical, P1 high',
    );
    expect(
      pill({ id: 'selfInstall', operator: 'IS', values: ['equipmentSelfInstall'] }, [
        { name: 'MSA', type: 'Web' },
      ]),
    ).toBe('Self Install: MSA Self Install');
    expect(pill({ id: 'variantUuids', operator: 'IS_ONE_OF', values: ['a', 'b'] })).toBe('Variants: a, …');
    expect(pill({ id: 'hiddenEventTypes', operator: 'IS_ONE_OF', values: ['a', 'b', 'c', 'd'] })).toBe(
      'Hidden Event Types: a, b, c, …',
    );
  });
});
