import { SURVEY_NO_CATEGORY, urlStateParse, urlStateSerialize, type UrlState } from '@prism/domain';
import { describe, expect, it } from 'vitest';
import {
  surveyFilterPills,
  surveyFiltersCount,
  surveyFiltersRead,
  surveyFiltersWith,
  surveyFiltersWrite,
} from './survey-filters';

const PATH = '/CareSurvey@Web@cst_survey/charter-survey-tool/summary';
const stateOf = (query: string): UrlState =>
  urlStateParse(new URLSearchParams(query), { pathname: PATH, now: Date.UTC(2026, 10, 22), timeZone: 'UTC' });

describe('survey filters in the address', () => {
  it('reads every filter in its own scale', () => {
    const state = stateOf(
      'surveyID=s1&CSAT=4:5&NPS=0:6&SR=true&starRating=2:1&sentiment=negative&sentiment=mixed' +
        `&categoryIds=billing&categoryIds=${encodeURIComponent(SURVEY_NO_CATEGORY)}&hasFile=false`,
    );
    expect(surveyFiltersRead(state)).toEqual({
      CSAT: { min: 4, max: 5 },
      NPS: { min: 0, max: 6 },
      SR: true,
      starRating: { min: 1, max: 2 },
      sentiment: ['negative', 'mixed'],
      categoryIds: ['billing', SURVEY_NO_CATEGORY],
      hasFile: false,
    });
  });

  it('leaves out what the scales refuse: CSAT 0 or 6, NPS 11, words, unknown sentiments', () => {
    const state = stateOf('CSAT=0:5&NPS=3:11&starRating=a:b&SR=maybe&sentiment=happy&hasFile=1&CSAT=4:5');
    expect(surveyFiltersRead(state)).toEqual({});
    expect(surveyFiltersRead(stateOf('sentiment=happy&sentiment=positive'))).toEqual({
      sentiment: ['positive'],
    });
  });

  it('writes the filters back in the bar order, keeps other parameters, and goes back to page 1', () => {
    const state = stateOf('surveyID=s1&page=3&searchText=late&CSAT=1:2');
    const written = surveyFiltersWrite(state, {
      NPS: { min: 9, max: 10 },
      SR: false,
      sentiment: ['negative'],
      categoryIds: [],
      hasFile: true,
    });
    expect(written.other).toEqual([
      ['surveyID', 's1'],
      ['searchText', 'late'],
      ['NPS', '9:10'],
      ['SR', 'false'],
      ['sentiment', 'negative'],
      ['hasFile', 'true'],
    ]);
    // Through the address and back: the same filters.
    expect(surveyFiltersRead(stateOf(urlStateSerialize(written)))).toEqual({
      NPS: { min: 9, max: 10 },
      SR: false,
      sentiment: ['negative'],
      hasFile: true,
    });
  });

  it('changes or removes one filter, and counts those in force', () => {
    const filters = surveyFiltersWith({ CSAT: { min: 4, max: 5 }, SR: true }, 'SR', undefined);
    expect(filters).toEqual({ CSAT: { min: 4, max: 5 } });
    expect(surveyFiltersCount(surveyFiltersWith(filters, 'sentiment', ['positive']))).toBe(2);
    expect(surveyFiltersCount(surveyFiltersWith(filters, 'sentiment', []))).toBe(1);
  });

  it('names each filter in force for its pill, categories by their trail', () => {
    const pills = surveyFilterPills(
      {
        CSAT: { min: 4, max: 5 },
        NPS: { min: 10, max: 10 },
        SR: false,
        sentiment: ['negative', 'mixed'],
        categoryIds: ['billing', SURVEY_NO_CATEGORY, 'gone'],
        hasFile: true,
      },
      new Map([['billing', 'Account › Billing']]),
    );
    expect(pills.map((pill) => `${pill.name}: ${pill.value}`)).toEqual([
      'CSAT: 4–5',
      'NPS: 10',
      'SR: No',
      'Sentiment: Negative, Mixed',
      `Categories: Account › Billing, ${SURVEY_NO_CATEGORY}, gone`,
      'File: With a file',
    ]);
  });
});
