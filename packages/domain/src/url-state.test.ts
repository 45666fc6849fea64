import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './period';
import {
  compareValidate,
  filterOperatorIsImplicit,
  pageControlsFor,
  urlStateCompareSet,
  urlStateExperimentsSet,
  urlStateFilterClauses,
  urlStateFilterSet,
  dateTimeLocalFormat,
  dateTimeLocalParse,
  recentPeriodsAdd,
  timeRangeLabel,
  timeZoneOffsetLabel,
  urlStateCutoff,
  urlStateDefaults,
  urlStateEnvironmentSet,
  urlStateParse,
  urlStateSection,
  urlStateSectionChange,
  urlStateSerialize,
  urlStateUsesSimpleMenu,
  type UrlState,
  type UrlStateContext,
} from './url-state';

// Sunday 22 November 2026, 14:35 in New York (19:35 UTC).
const NOW = Date.UTC(2026, 10, 22, 19, 35);
const ZONE = 'America/New_York';
const PAGE = '/OneApp@Roku/client-analytics/errors';

const parse = (query: string, context: Partial<UrlStateContext> = {}) =>
  urlStateParse(new URLSearchParams(query), { pathname: PAGE, now: NOW, timeZone: ZONE, ...context });

describe('urlStateParse: defaults', () => {
  it('fills a period of 24h, offset 0, a one-hour step and no toggles', () => {
    expect(parse('')).toEqual({
      period: '24h',
      periodOffset: 0,
      step: HOUR_MS,
      partialData: false,
      fiscalTime: false,
      compareFeature: 'none',
      filters: {},
      filterOperators: {},
      other: [],
    });
  });

  it('turns 24h into 1d on voice-of-customer pages and 10d on survey-tool pages', () => {
    expect(parse('', { pathname: '/App@Web/client-analytics/voice-of-customer/overview' }).period).toBe('1d');
    expect(
      parse('period=24h', { pathname: '/App@Web/voice-of-customer/digital-surveys/reviews' }).period,
    ).toBe('1d');
    expect(parse('', { pathname: '/App@Web/charter-survey-tool/summary' }).period).toBe('10d');
    expect(parse('period=7d', { pathname: '/App@Web/charter-survey-tool/summary' }).period).toBe('7d');
  });

  it('replaces an invalid period with the default', () => {
    expect(parse('period=7x').period).toBe('24h');
    expect(parse('period=0d').period).toBe('24h');
    expect(parse('period=200:100').period).toBe('24h');
  });

  it('keeps a valid period, relative or absolute', () => {
    expect(parse('period=7d').period).toBe('7d');
    expect(parse('period=1700000000000:1700086400000').period).toBe('1700000000000:1700086400000');
  });

  it('reads periodOffset: missing is 0, an integer is kept, anything else becomes 1', () => {
    expect(parse('periodOffset=').periodOffset).toBe(0);
    expect(parse('periodOffset=2').periodOffset).toBe(2);
    expect(parse('periodOffset=-1').periodOffset).toBe(-1);
    expect(parse('periodOffset=1.5').periodOffset).toBe(1);
    expect(parse('periodOffset=abc').periodOffset).toBe(1);
  });

  it('keeps a step offered for the range and replaces any other with the default', () => {
    expect(parse('period=24h&step=300000').step).toBe(5 * MINUTE_MS);
    expect(parse('period=24h&step=1h').step).toBe(HOUR_MS);
    expect(parse('period=24h&step=86400000').step).toBe(HOUR_MS);
    // The step follows the range: a month gets days, 13 months weeks, unless one offered is chosen.
    expect(parse('period=30d').step).toBe(DAY_MS);
    expect(parse('period=30d&step=3600000').step).toBe(HOUR_MS);
    expect(parse('period=13mo&step=60000').step).toBe(7 * DAY_MS);
  });

  it('reads the toggles, falling back to stored values only when the URL has none', () => {
    expect(parse('partialData=true&fiscalTime=true')).toMatchObject({ partialData: true, fiscalTime: true });
    const stored = { partialData: true, fiscalTime: true, origintz: 'Europe/Paris' };
    expect(parse('', { stored })).toMatchObject(stored);
    expect(parse('partialData=false&fiscalTime=false&origintz=UTC', { stored })).toMatchObject({
      partialData: false,
      fiscalTime: false,
      origintz: 'UTC',
    });
  });

  it('drops an unknown time zone', () => {
    expect(parse('origintz=Mars/Base').origintz).toBeUndefined();
  });

  it('falls back to the initial groupBy when the value is not offered', () => {
    const options = { groupByOptions: ['appVersion', 'operatingSystem'], groupByInitial: 'appVersion' };
    expect(parse('groupBy=operatingSystem', options).groupBy).toBe('operatingSystem');
    expect(parse('groupBy=nonsense', options).groupBy).toBe('appVersion');
    expect(parse('', options).groupBy).toBe('appVersion');
    expect(parse('groupBy=anything').groupBy).toBe('anything');
  });

  it('reads the compare feature, with none for anything unknown', () => {
    expect(parse('compareFeature=anotherVersion&compareVersion=2.1').compareFeature).toBe('anotherVersion');
    expect(parse('compareFeature=anotherVersion&compareVersion=2.1').compareVersion).toBe('2.1');
    expect(parse('compareFeature=sideways').compareFeature).toBe('none');
  });

  it('reads list filters in the bracket format, without duplicates or empty values', () => {
    const state = parse(
      'streamType[]=vod&streamType[]=dvr&streamType[]=vod&appVersion[]=&operatingSystem=iOS',
    );
    expect(state.filters).toEqual({ streamType: ['vod', 'dvr'], operatingSystem: ['iOS'] });
    expect(parse('streamType%5B%5D=vod').filters).toEqual({ streamType: ['vod'] });
  });

  it('keeps other parameters as found and drops empty ones', () => {
    expect(parse('errorCode[]=3&pageName=home&visitId=').other).toEqual([
      ['errorCode[]', '3'],
      ['pageName', 'home'],
    ]);
  });

  it('reads environment, data source, release version and a positive row page', () => {
    expect(
      parse('environment=staging&dataSource=qube&releaseVersion=1.2&rowPage=3&environment=production'),
    ).toMatchObject({ environment: 'staging', dataSource: 'qube', releaseVersion: '1.2', rowPage: 3 });
    expect(parse('rowPage=0').rowPage).toBeUndefined();
  });
});

describe('urlStateSerialize', () => {
  it('writes defaults as period and step only', () => {
    expect(urlStateSerialize(urlStateDefaults(PAGE))).toBe('period=24h&step=3600000');
  });

  it('writes parameters in a stable order, lists in the bracket format, other parameters last', () => {
    const query =
      'pageName=home&streamType[]=vod&step=300000&environment=staging&appVersion[]=2.1&streamType[]=dvr&period=24h&partialData=true&periodOffset=2';
    expect(urlStateSerialize(parse(query))).toBe(
      'environment=staging&period=24h&periodOffset=2&step=300000&partialData=true&appVersion[]=2.1&streamType[]=vod&streamType[]=dvr&pageName=home',
    );
  });

  it('removes empty values, false toggles, offset 0 and the none compare feature', () => {
    const state: UrlState = {
      ...urlStateDefaults(PAGE),
      environment: ' ',
      compareVersion: '',
      filters: { streamType: [''] },
      other: [['pageName', '']],
    };
    expect(urlStateSerialize(state)).toBe('period=24h&step=3600000');
  });

  it('encodes values and round-trips through parsing', () => {
    const query =
      'environment=production&period=7d&step=86400000&origintz=America%2FNew_York&fiscalTime=true&groupBy=appVersion&compareFeature=anotherVersion&compareVersion=2.0%202&releaseVersion=3&rowPage=2&computedMSO[]=BH&errorCode[]=3';
    expect(urlStateSerialize(parse(query))).toBe(query);
  });
});

describe('rules', () => {
  it('drops appVersion when the environment changes, and only then', () => {
    const state = parse('environment=production&appVersion[]=2.1&streamType[]=vod');
    expect(urlStateEnvironmentSet(state, 'production')).toBe(state);
    const changed = urlStateEnvironmentSet(state, 'staging');
    expect(changed.environment).toBe('staging');
    expect(changed.filters).toEqual({ streamType: ['vod'] });
  });

  it('clears app version, section, OS and technology types when the section changes', () => {
    const state = parse(
      'appVersion[]=2.1&appSection[]=home&operatingSystem[]=iOS&technologyType[]=RSG&streamType[]=vod',
    );
    expect(urlStateSectionChange(state).filters).toEqual({ streamType: ['vod'] });
  });

  it('names the section by the two segments after the entity', () => {
    expect(urlStateSection('/OneApp@Roku/client-analytics/errors/details')).toBe('client-analytics/errors');
    expect(urlStateSection('/OneApp@Roku/client-analytics/errors')).toBe('client-analytics/errors');
    expect(urlStateSection('/tools/volt')).toBe('volt');
  });

  it('uses the simple menu on voice-of-customer and survey-tool paths', () => {
    expect(urlStateUsesSimpleMenu('/App@Web/client-analytics/voice-of-customer/overview')).toBe(true);
    expect(urlStateUsesSimpleMenu('/App@Web/charter-survey-tool/summary')).toBe(true);
    expect(urlStateUsesSimpleMenu(PAGE)).toBe(false);
  });
});

describe('urlStateCutoff', () => {
  const absolute = (startDaysAgo: number) => {
    const startMs = NOW - startDaysAgo * DAY_MS;
    return parse(`period=${startMs}:${startMs + DAY_MS}&step=300000`);
  };
  const reset = { period: '24h', periodOffset: 0, step: HOUR_MS };
  const cutoff = (state: UrlState, appName: string) =>
    urlStateCutoff(state, { appName, now: NOW, timeZone: ZONE });

  it('resets a Spectrum Guide absolute start older than 16 days, not one of 16 days', () => {
    expect(cutoff(absolute(16.01), 'SpecGuide')).toMatchObject(reset);
    const recent = absolute(16);
    expect(cutoff(recent, 'SpecGuide')).toBe(recent);
  });

  it('resets a Spectrum Guide 30d period, but not 14d', () => {
    expect(cutoff(parse('period=30d&periodOffset=2&step=86400000'), 'SpecGuide')).toMatchObject(reset);
    const state = parse('period=14d');
    expect(cutoff(state, 'SpecGuide')).toBe(state);
  });

  it('resets a OneApp absolute start older than 22 days, and leaves 30d alone', () => {
    expect(cutoff(absolute(22.01), 'OneApp')).toMatchObject(reset);
    const within = absolute(21);
    expect(cutoff(within, 'OneApp')).toBe(within);
    const thirty = parse('period=30d');
    expect(cutoff(thirty, 'OneApp')).toBe(thirty);
  });

  it('counts the offset of an absolute range', () => {
    const startMs = NOW - 10 * DAY_MS;
    const state = parse(`period=${startMs}:${startMs + 5 * DAY_MS}&periodOffset=2`);
    expect(cutoff(state, 'SpecGuide')).toMatchObject(reset);
  });

  it('leaves other apps alone', () => {
    const state = absolute(100);
    expect(cutoff(state, 'MyAccount')).toBe(state);
  });
});

describe('recentPeriodsAdd', () => {
  it('puts the newest first and keeps at most 3', () => {
    expect(recentPeriodsAdd([], '7d')).toEqual(['7d']);
    expect(recentPeriodsAdd(['7d', '24h', '3d'], '1h')).toEqual(['1h', '7d', '24h']);
  });

  it('moves a repeated period to the front instead of listing it twice', () => {
    expect(recentPeriodsAdd(['7d', '24h', '3d'], '3d')).toEqual(['3d', '7d', '24h']);
    expect(recentPeriodsAdd(['7d'], '7d')).toEqual(['7d']);
  });
});

describe('compareValidate', () => {
  it('asks for a version for the features that compare with another version', () => {
    expect(compareValidate('anotherVersion', undefined)).toBe(MSG.compareVersionRequired);
    expect(compareValidate('previousPeriodOtherVersion', ' ')).toBe('Please select the compare version.');
    expect(compareValidate('anotherVersion', '2.1')).toBeUndefined();
    expect(compareValidate('previousPeriod', undefined)).toBeUndefined();
    expect(compareValidate('none', undefined)).toBeUndefined();
  });
});

describe('time labels', () => {
  it('shows a resolved range with its offset and a true minus sign', () => {
    expect(timeRangeLabel({ startMs: NOW - DAY_MS, endMs: NOW }, ZONE)).toBe(
      'Nov 21, 14:35 \u2013 Nov 22, 14:35 (UTC\u221205:00)',
    );
    expect(timeZoneOffsetLabel(NOW, 'Asia/Kolkata')).toBe('UTC+05:30');
    expect(timeZoneOffsetLabel(NOW, 'UTC')).toBe('UTC+00:00');
  });

  it('formats and reads datetime-local values in a zone', () => {
    expect(dateTimeLocalFormat(NOW, ZONE)).toBe('2026-11-22T14:35');
    expect(dateTimeLocalParse('2026-11-22T14:35', ZONE)).toBe(NOW);
    expect(dateTimeLocalParse('', ZONE)).toBeUndefined();
    expect(dateTimeLocalParse('not a date', ZONE)).toBeUndefined();
  });
});

describe('filter operators in the URL', () => {
  it('reads non-default operators from filterOperators[] and writes them back', () => {
    const state = parse(
      'appVersion[]=2.1.0&filterOperators[]=appVersion:IS_NOT&streamType[]=vod&streamType[]=dvr',
    );
    expect(state.filters).toEqual({ appVersion: ['2.1.0'], streamType: ['vod', 'dvr'] });
    expect(state.filterOperators).toEqual({ appVersion: 'IS_NOT' });
    expect(urlStateSerialize(state)).toBe(
      'period=24h&step=3600000&appVersion[]=2.1.0&streamType[]=vod&streamType[]=dvr&filterOperators[]=appVersion%3AIS_NOT',
    );
    expect(
      urlStateParse(new URLSearchParams(urlStateSerialize(state)), {
        pathname: PAGE,
        now: NOW,
        timeZone: ZONE,
      }),
    ).toEqual(state);
  });

  it('keeps a value-less operator without values and drops unknown, default or idle operators', () => {
    expect(parse('filterOperators[]=appSection:EXISTS&appSection[]=home').filterOperators).toEqual({
      appSection: 'EXISTS',
    });
    expect(parse('filterOperators[]=appSection:EXISTS&appSection[]=home').filters).toEqual({});
    expect(
      parse('filterOperators[]=nope:IS&filterOperators[]=streamType:LIKE&streamType[]=vod').filterOperators,
    ).toEqual({});
    expect(parse('filterOperators[]=streamType:IS&streamType[]=vod').filterOperators).toEqual({});
    expect(parse('filterOperators[]=streamType:IS_ONE_OF&streamType[]=vod').filterOperators).toEqual({});
    expect(parse('filterOperators[]=streamType:IS_NOT').filterOperators).toEqual({});
  });

  it('sets a filter with its operator, trimming values and keeping what the operator takes', () => {
    const base = parse('');
    expect(
      urlStateFilterSet(base, 'streamType', { operator: 'IS_ONE_OF', values: [' vod', 'dvr', 'vod'] }),
    ).toMatchObject({
      filters: { streamType: ['vod', 'dvr'] },
      filterOperators: {},
    });
    expect(
      urlStateFilterSet(base, 'streamType', { operator: 'IS_NOT', values: ['vod', 'dvr'] }),
    ).toMatchObject({
      filters: { streamType: ['vod'] },
      filterOperators: { streamType: 'IS_NOT' },
    });
    expect(
      urlStateFilterSet(base, 'appSection', { operator: 'DOES_NOT_EXIST', values: ['home'] }),
    ).toMatchObject({
      filters: {},
      filterOperators: { appSection: 'DOES_NOT_EXIST' },
    });
    expect(
      urlStateFilterSet(base, 'streamType', { operator: 'IS_ONE_OF', values: ['vod'] }).filterOperators,
    ).toEqual({});
    expect(
      urlStateFilterSet(base, 'streamType', { operator: 'IS', values: ['vod'] }).filterOperators,
    ).toEqual({});
    const set = urlStateFilterSet(base, 'streamType', { operator: 'IS_NONE_OF', values: ['vod'] });
    expect(set.filterOperators).toEqual({ streamType: 'IS_NONE_OF' });
    expect(urlStateFilterSet(set, 'streamType', undefined)).toMatchObject({
      filters: {},
      filterOperators: {},
    });
    expect(urlStateFilterSet(base, 'streamType', { operator: 'IS', values: [' '] }).filters).toEqual({});
  });

  it('lists the applied filters as query-model clauses in catalogue order', () => {
    const state = parse(
      'streamType[]=vod&appVersion[]=1&appVersion[]=2&filterOperators[]=appSection:EXISTS&formFactor[]=pc&filterOperators[]=formFactor:EXISTS_AND_IS_NOT',
    );
    expect(urlStateFilterClauses(state)).toEqual([
      { id: 'appVersion', operator: 'IS_ONE_OF', values: ['1', '2'] },
      { id: 'appSection', operator: 'EXISTS', values: [] },
      { id: 'streamType', operator: 'IS', values: ['vod'] },
      { id: 'formFactor', operator: 'EXISTS_AND_IS_NOT', values: ['pc'] },
    ]);
  });

  it('drops the appVersion operator with the version when the environment changes', () => {
    const state = parse('environment=production&appVersion[]=1&filterOperators[]=appVersion:IS_NOT');
    expect(urlStateEnvironmentSet(state, 'staging')).toMatchObject({
      environment: 'staging',
      filters: {},
      filterOperators: {},
    });
  });

  it('clears reset-on-entity-change operators with their filters on a section change', () => {
    const state = parse(
      'filterOperators[]=appSection:EXISTS&streamType[]=vod&filterOperators[]=streamType:IS_NOT',
    );
    expect(urlStateSectionChange(state)).toMatchObject({
      filters: { streamType: ['vod'] },
      filterOperators: { streamType: 'IS_NOT' },
    });
  });
});

describe('urlStateExperimentsSet', () => {
  const experiments = [
    { uuid: 'e1', variants: [{ uuid: 'v1' }, { uuid: 'v2' }] },
    { uuid: 'e2', variants: [{ uuid: 'v3' }] },
  ];

  it('chooses every variant of the chosen experiments', () => {
    const state = urlStateExperimentsSet(parse('variantUuids[]=old'), experiments);
    expect(state.filters).toEqual({ activatedExperiments: ['e1', 'e2'], variantUuids: ['v1', 'v2', 'v3'] });
    expect(urlStateSerialize(state)).toContain(
      'activatedExperiments[]=e1&activatedExperiments[]=e2&variantUuids[]=v1&variantUuids[]=v2&variantUuids[]=v3',
    );
  });

  it('clears the variants when the experiments are cleared', () => {
    const chosen = urlStateExperimentsSet(parse('streamType[]=vod'), experiments);
    expect(urlStateExperimentsSet(chosen, []).filters).toEqual({ streamType: ['vod'] });
  });
});

describe('urlStateCompareSet', () => {
  it('keeps the compare version only for the features that need one', () => {
    const base = parse('');
    expect(urlStateCompareSet(base, 'anotherVersion', ' 2.1.0 ')).toMatchObject({
      compareFeature: 'anotherVersion',
      compareVersion: '2.1.0',
    });
    expect(urlStateCompareSet(base, 'previousPeriodOtherVersion', '2.1.0').compareVersion).toBe('2.1.0');
    expect(urlStateCompareSet(base, 'previousPeriod', '2.1.0')).toMatchObject({
      compareFeature: 'previousPeriod',
      compareVersion: undefined,
    });
    const serialized = urlStateSerialize(urlStateCompareSet(base, 'anotherVersion', '2.1.0'));
    expect(serialized).toBe('period=24h&step=3600000&compareFeature=anotherVersion&compareVersion=2.1.0');
    expect(urlStateSerialize(urlStateCompareSet(base, 'none', '2.1.0'))).toBe('period=24h&step=3600000');
  });
});

describe('pageControlsFor', () => {
  it('shows no scoping controls on the API name mappings', () => {
    expect(pageControlsFor('/App@Web/quantum-resources/api-name-mappings/names')).toEqual({
      time: false,
      filters: false,
      compare: false,
      experiments: false,
    });
  });

  it('shows only the period menu on the unknown API names (calls seen in a period)', () => {
    expect(pageControlsFor('/App@Web/quantum-resources/api-name-mappings/unknowns')).toEqual({
      time: true,
      filters: false,
      compare: false,
      experiments: false,
    });
  });

  it('shows only the period menu on voice-of-customer and survey-tool pages', () => {
    for (const path of [
      '/App@Web/client-analytics/voice-of-customer/overview',
      '/App@Web/charter-survey-tool/summary',
    ])
      expect(pageControlsFor(path)).toEqual({
        time: true,
        filters: false,
        compare: false,
        experiments: false,
      });
  });

  it('compares and picks experiments on client-analytics pages, but does not compare on the snapshot', () => {
    expect(pageControlsFor('/OneApp@Roku/client-analytics/errors')).toEqual({
      time: true,
      filters: true,
      compare: true,
      experiments: true,
    });
    for (const path of [
      '/OneApp@Roku/client-analytics/experiment-snapshot',
      '/OneApp@Roku/client-analytics/experiment-snapshot/details',
    ])
      expect(pageControlsFor(path)).toMatchObject({ compare: false, experiments: true });
    expect(pageControlsFor('/OneApp@Roku/server-analytics/overview')).toEqual({
      time: true,
      filters: true,
      compare: false,
      experiments: false,
    });
  });
});

describe('filterOperatorIsImplicit', () => {
  it('leaves IS_ONE_OF, and IS with one value, out of the address', () => {
    expect(filterOperatorIsImplicit('IS_ONE_OF', ['a'])).toBe(true);
    expect(filterOperatorIsImplicit('IS_ONE_OF', ['a', 'b'])).toBe(true);
    expect(filterOperatorIsImplicit('IS', ['a'])).toBe(true);
    expect(filterOperatorIsImplicit('IS', ['a', 'b'])).toBe(false);
    for (const operator of ['IS_NOT', 'IS_ALL_OF', 'IS_NONE_OF', 'EXISTS', 'DOES_NOT_EXIST'] as const)
      expect(filterOperatorIsImplicit(operator, ['a'])).toBe(false);
  });
});
