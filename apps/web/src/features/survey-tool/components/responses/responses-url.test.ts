import { urlStateDefaults, urlStateSerialize, type UrlState } from '@prism/domain';
import { describe, expect, it } from 'vitest';
import {
  SURVEY_SORT_DEFAULT,
  surveyResponsesViewRead,
  surveyResponsesViewWrite,
  surveySortToggle,
} from './responses-url';

const PATH = '/CareSurvey@Web@cst_survey/charter-survey-tool/responses';
const base = (): UrlState => ({ ...urlStateDefaults(PATH), other: [['surveyID', 'sv1']] });

describe('the responses view in the address', () => {
  it('reads the defaults: first page, 10 rows, newest first, no search', () => {
    expect(surveyResponsesViewRead(base())).toEqual({
      page: 0,
      pageSize: 10,
      sort: SURVEY_SORT_DEFAULT,
      searchText: '',
    });
  });

  it('reads what the address says, and anything malformed as its default', () => {
    const state = {
      ...base(),
      rowPage: 100,
      other: [
        ['page', '3'],
        ['sortField', 'NPS'],
        ['sortDirection', 'asc'],
        ['searchText', '  slow  '],
      ] as [string, string][],
    };
    expect(surveyResponsesViewRead(state)).toEqual({
      page: 3,
      pageSize: 100,
      sort: { field: 'NPS', direction: 'asc' },
      searchText: 'slow',
    });
    const broken = {
      ...base(),
      rowPage: 40,
      other: [
        ['page', '-2'],
        ['sortField', 'verbatim'],
        ['sortDirection', 'sideways'],
      ] as [string, string][],
    };
    expect(surveyResponsesViewRead(broken)).toEqual(surveyResponsesViewRead(base()));
  });

  it('writes only what differs from the defaults, and keeps the other parameters', () => {
    const written = surveyResponsesViewWrite(base(), {
      pageSize: 25,
      sort: { field: 'CSAT', direction: 'desc' },
      searchText: ' late fee ',
    });
    const query = new URLSearchParams(urlStateSerialize(written));
    expect(query.get('rowPage')).toBe('25');
    expect(query.get('sortField')).toBe('CSAT');
    expect(query.get('sortDirection')).toBeNull();
    expect(query.get('searchText')).toBe('late fee');
    expect(query.get('surveyID')).toBe('sv1');
    expect(query.get('page')).toBeNull();
    const back = surveyResponsesViewWrite(written, {
      pageSize: 10,
      sort: SURVEY_SORT_DEFAULT,
      searchText: '',
    });
    expect(back.rowPage).toBeUndefined();
    expect(back.other).toEqual([['surveyID', 'sv1']]);
  });

  it('goes back to the first page on a new sort, page size or search, not on a page change', () => {
    const onPage3 = surveyResponsesViewWrite(base(), { page: 3 });
    expect(surveyResponsesViewRead(onPage3).page).toBe(3);
    expect(surveyResponsesViewRead(surveyResponsesViewWrite(onPage3, { pageSize: 25 })).page).toBe(0);
    expect(
      surveyResponsesViewRead(surveyResponsesViewWrite(onPage3, { sort: { field: 'SR', direction: 'desc' } }))
        .page,
    ).toBe(0);
    expect(surveyResponsesViewRead(surveyResponsesViewWrite(onPage3, { searchText: 'x' })).page).toBe(0);
    expect(surveyResponsesViewRead(surveyResponsesViewWrite(onPage3, { searchText: '' })).page).toBe(3);
  });
});

it('turns the sorted column around, and starts another column descending', () => {
  expect(surveySortToggle(SURVEY_SORT_DEFAULT, 'createdAt')).toEqual({
    field: 'createdAt',
    direction: 'asc',
  });
  expect(surveySortToggle({ field: 'NPS', direction: 'asc' }, 'NPS')).toEqual({
    field: 'NPS',
    direction: 'desc',
  });
  expect(surveySortToggle({ field: 'NPS', direction: 'asc' }, 'sentiment')).toEqual({
    field: 'sentiment',
    direction: 'desc',
  });
});
