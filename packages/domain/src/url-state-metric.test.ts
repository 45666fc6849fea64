import { describe, expect, it } from 'vitest';
import { FILTER_OPERATOR_ARITY, FILTER_OPERATORS, type FilterOperator } from './filters';
import { metricPlan, metricQuerySchema } from './metric-query';
import { metricById, metricDimension } from './metrics';
import {
  metricFiltersFromUrlState,
  urlStateFilterClauses,
  urlStateFilterSet,
  urlStateParse,
  urlStateSerialize,
  type UrlState,
} from './url-state';

// Sunday 22 November 2026, 14:35 in New York (19:35 UTC).
const NOW = Date.UTC(2026, 10, 22, 19, 35);
const PAGE = '/OneApp@Roku/client-analytics/errors';

const parse = (query: string): UrlState =>
  urlStateParse(new URLSearchParams(query), { pathname: PAGE, now: NOW, timeZone: 'America/New_York' });

/** The filters a metric engine would apply for `state` (via the real query schema and planner). */
function planned(state: Pick<UrlState, 'filters' | 'filterOperators'>, metric = 'page_views') {
  const { filter, filterOperators } = metricFiltersFromUrlState(state);
  const query = metricQuerySchema.parse({ metric, appIDs: ['OneApp@Roku'], filter, filterOperators });
  return metricPlan(query, NOW).filters.map(({ dimension, operator, values }) => ({
    id: dimension.name,
    operator,
    values,
  }));
}

/** Values each operator is tried with: none, one, or two, as the operator takes. */
const VALUES: Record<'none' | 'one' | 'many', string[]> = { none: [], one: ['vod'], many: ['vod', 'dvr'] };

describe('metricFiltersFromUrlState', () => {
  it('is empty for a page without filters', () => {
    expect(metricFiltersFromUrlState(parse(''))).toEqual({ filter: [], filterOperators: {}, refused: [] });
    expect(metricFiltersFromUrlState({ filters: {}, filterOperators: {} })).toEqual({
      filter: [],
      filterOperators: {},
      refused: [],
    });
  });

  it('leaves out filters with nothing to act on: no values and an operator that needs some', () => {
    expect(
      metricFiltersFromUrlState({ filters: { streamType: [] }, filterOperators: { appVersion: 'IS_NOT' } }),
    ).toEqual({ filter: [], filterOperators: {}, refused: [] });
    expect(metricFiltersFromUrlState(parse('streamType[]=&filterOperators[]=streamType:IS_NOT'))).toEqual({
      filter: [],
      filterOperators: {},
      refused: [],
    });
  });

  it('writes the default operators implicitly: IS for one value, IS_ONE_OF for several', () => {
    expect(metricFiltersFromUrlState(parse('streamType[]=vod'))).toEqual({
      filter: ['streamType:vod'],
      filterOperators: {},
      refused: [],
    });
    expect(metricFiltersFromUrlState(parse('streamType[]=vod&streamType[]=dvr'))).toEqual({
      filter: ['streamType:vod', 'streamType:dvr'],
      filterOperators: {},
      refused: [],
    });
  });

  it.each(FILTER_OPERATORS.map((operator) => [operator] as const))(
    '%s from the address reaches the metric query with the values it takes',
    (operator: FilterOperator) => {
      const arity = FILTER_OPERATOR_ARITY[operator];
      const state = urlStateFilterSet(parse(''), 'streamType', { operator, values: VALUES[arity] });
      // Through the address and back, as a page opened from a link would read it.
      const reread = parse(urlStateSerialize(state));
      const filters = metricFiltersFromUrlState(reread);
      expect(filters.filter).toEqual(VALUES[arity].map((value) => `streamType:${value}`));
      const implicit = operator === 'IS' || operator === 'IS_ONE_OF';
      expect(filters.filterOperators).toEqual(implicit ? {} : { streamType: operator });
      expect(planned(reread)).toEqual([{ id: 'streamType', operator, values: VALUES[arity] }]);
    },
  );

  it('keeps the first value for single-value operators given several in the address', () => {
    const state = parse(
      'streamType[]=vod&streamType[]=dvr&filterOperators[]=streamType:IS_NOT&formFactor[]=pc&formFactor[]=tablet&filterOperators[]=formFactor:EXISTS_AND_IS_NOT',
    );
    expect(metricFiltersFromUrlState(state)).toEqual({
      filter: ['streamType:vod', 'formFactor:pc'],
      filterOperators: { streamType: 'IS_NOT', formFactor: 'EXISTS_AND_IS_NOT' },
      refused: [],
    });
  });

  it('writes IS_ONE_OF for one value as the IS the query assumes', () => {
    const state = urlStateFilterSet(parse(''), 'streamType', { operator: 'IS_ONE_OF', values: ['vod'] });
    expect(metricFiltersFromUrlState(state)).toEqual({
      filter: ['streamType:vod'],
      filterOperators: {},
      refused: [],
    });
  });

  it('lists several filters in catalogue order, every clause as the query model reads it', () => {
    const state = parse(
      'streamType[]=vod&appVersion[]=1.0&appVersion[]=2.0&filterOperators[]=appSection:EXISTS&priority[]=P0&variantUuids[]=v-1&filterOperators[]=variantUuids:IS_ALL_OF',
    );
    expect(metricFiltersFromUrlState(state)).toEqual({
      filter: ['appVersion:1.0', 'appVersion:2.0', 'streamType:vod', 'variantUuids:v-1', 'priority:P0'],
      filterOperators: { appSection: 'EXISTS', variantUuids: 'IS_ALL_OF' },
      refused: [],
    });
    // The engine lists value-less filters after the others; the clauses are the same.
    const withoutPriority = urlStateFilterSet(state, 'priority', undefined);
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    expect(planned(withoutPriority).sort(byId)).toEqual(urlStateFilterClauses(withoutPriority).sort(byId));
  });

  it('keeps values that contain colons whole', () => {
    const state = parse(`appSection[]=${encodeURIComponent('guide:grid:now')}`);
    expect(metricFiltersFromUrlState(state).filter).toEqual(['appSection:guide:grid:now']);
    expect(planned(state)).toEqual([{ id: 'appSection', operator: 'IS', values: ['guide:grid:now'] }]);
  });

  it('leaves out and names the filters a metric refuses, so its chart can warn instead of failing', () => {
    const metric = metricById('page_views');
    if (!metric) throw new Error('page_views is not in the catalogue');
    const state = parse(
      'streamType[]=vod&priority[]=P0&priority[]=P1&filterOperators[]=resourceID:EXISTS&hiddenEventTypes[]=x',
    );
    const filters = metricFiltersFromUrlState(state, (name) => metricDimension(metric, name) !== undefined);
    expect(filters).toEqual({
      filter: ['streamType:vod'],
      filterOperators: {},
      refused: ['resourceID', 'priority', 'hiddenEventTypes'],
    });
    // Without the check the refused ones go through, and the engine refuses the query.
    expect(() => planned(state)).toThrow(
      /^Can't filter this metric by: (?=.*resourceID)(?=.*priority)(?=.*hiddenEventTypes)/,
    );
  });
});
