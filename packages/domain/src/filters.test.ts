import { describe, expect, it } from 'vitest';
import { CLIENT_EVENT_COLUMNS } from './events';
import {
  FILTERS,
  FILTERS_RESET_ON_ENTITY_CHANGE,
  FILTER_OPERATORS,
  filterById,
  filterClauseSchema,
  filterOptionsForApp,
  filterPillText,
  filtersForApps,
  filterValueLabel,
  FILTER_OPERATOR_LABELS,
  US_STATES_AND_TERRITORIES,
} from './filters';
import { MSG, filterLoadFailedMessage } from './messages';

const optionValues = (id: string) => {
  const source = filterById(id)?.source;
  return source?.kind === 'fixed' ? source.options.map((option) => option.value) : undefined;
};

describe('filter catalogue', () => {
  it('has unique ids', () => {
    expect(new Set(FILTERS.map((filter) => filter.id)).size).toBe(FILTERS.length);
  });

  it('lists the options of spec 000 section 3', () => {
    expect(optionValues('environment')).toEqual(['production', 'staging']);
    expect(optionValues('computedMSO')).toEqual(['Charter', 'BH', 'TWC', 'Unknown']);
    expect(optionValues('streamType')).toEqual(['linear', 'vod', 'dvr', 'other']);
    expect(optionValues('contentClass')).toEqual([
      'linear',
      'fod',
      'svod',
      'tod',
      'dvr',
      'cdvr',
      'trailer',
      'extra',
    ]);
    expect(optionValues('streamContentFormat')).toEqual(['hls', 'smooth', 'dash']);
    expect(optionValues('networkStatus')).toEqual(['onNet', 'offNet']);
    expect(optionValues('connectionType')).toEqual(['wifi', 'wired', 'cell', 'offline']);
    expect(optionValues('streamCdn')).toEqual(['L-TWC', 'L-CHTR']);
    expect(optionValues('loginOperationType')).toEqual([
      'manualAuth',
      'resumeAuth',
      'verifierAuth',
      'autoAccess',
      'tokenExchange',
    ]);
    expect(optionValues('platformType')).toEqual(['web', 'mobile']);
    expect(optionValues('apiClusterVersion')).toEqual(['blue', 'green', 'NONE', 'null']);
    expect(optionValues('drmType')).toEqual(['aes', 'playReady', 'adobePrimeTime', 'fairplay']);
    expect(optionValues('daienabled')).toEqual(['true', 'false']);
    expect(optionValues('formFactor')).toEqual(['pc', 'tablet', 'phone']);
    expect(optionValues('deviceLocation')).toEqual(['inMarket', 'outOfMarket', 'inHome', 'unknown']);
    expect(optionValues('billingServices')).toEqual(['sps', 'legacy', 'unknown', 'null']);
    expect(optionValues('mobileStatus')).toEqual(['active', 'inactive', 'unknown', 'all']);
    expect(optionValues('configurationFactors')).toEqual(['M1', 'M2', 'Unknown']);
    expect(optionValues('priority')).toEqual(['P0', 'P1', 'P2', 'P3']);
    expect(optionValues('locationState')).toHaveLength(US_STATES_AND_TERRITORIES.length);
    expect(US_STATES_AND_TERRITORIES).toEqual(expect.arrayContaining(['CA', 'DC', 'PR', 'GU']));
  });

  it('reads versions, sections and operating systems from the data with the spec limits', () => {
    expect(filterById('appVersion')?.source).toEqual({ kind: 'data', limit: 20 });
    expect(filterById('appSection')?.source).toEqual({ kind: 'data', limit: 100 });
    expect(filterById('operatingSystem')?.source).toEqual({ kind: 'data', limit: 20 });
  });

  it('names only event fields that exist', () => {
    const fields = new Set(CLIENT_EVENT_COLUMNS.map((col) => col.field as string));
    for (const filter of FILTERS) if (filter.field) expect(fields, filter.id).toContain(filter.field);
  });

  it('resets version, section, OS and technology types when the section changes', () => {
    expect([...FILTERS_RESET_ON_ENTITY_CHANGE].sort()).toEqual([
      'appSection',
      'appVersion',
      'operatingSystem',
      'technologyType',
    ]);
  });

  it('knows the spec operators', () => {
    expect(FILTER_OPERATORS).toEqual([
      'IS', 'IS_NOT', 'IS_ONE_OF', 'IS_ALL_OF', 'IS_NONE_OF', 'EXISTS', 'DOES_NOT_EXIST', 'EXISTS_AND_IS_NOT', 'EXISTS_AND_IS_NOT_ONE_OF',
    ]); // prettier-ignore
  });
});

describe('filterOptionsForApp', () => {
  const values = (id: string, name: string, type: string) =>
    filterOptionsForApp(id, { name, type }).map((o) => o.value);
  it('gives technology types by application', () => {
    expect(values('technologyType', 'OneApp', 'Roku')).toEqual(['Legacy', 'RSG']);
    expect(values('technologyType', 'BulkMDU', 'Roku')).toEqual(['Legacy', 'RSG']);
    expect(values('technologyType', 'MSA', 'Web')).toEqual([
      'Browser',
      'ConvergedTech',
      'Xamarin',
      'webView',
      'null',
    ]);
    expect(values('technologyType', 'SMB', 'iOS')).toEqual([
      'Browser',
      'ConvergedTech',
      'Xamarin',
      'webView',
      'null',
    ]);
    expect(values('technologyType', 'BusinessPortal', 'Web')).toHaveLength(5);
    expect(values('technologyType', 'SamsungTV', 'TVSDK')).toEqual(['Legacy', 'TVSDK']);
    expect(values('technologyType', 'OneApp', 'iOS')).toEqual([]);
  });
  it('offers self install only to the consumer self-service app', () => {
    expect(filterOptionsForApp('selfInstall', { name: 'MSA', type: 'Android' })).toEqual([
      { value: 'equipmentSelfInstall', label: 'MSA Self Install' },
    ]);
    expect(values('selfInstall', 'SMB', 'Web')).toEqual([]);
  });
  it('gives the guide its own connection types', () => {
    expect(values('connectionType', 'SpecGuide', 'OVP')).toEqual(['wifi', 'IP', 'QAM', 'unknown']);
    expect(values('connectionType', 'OneApp', 'Roku')).toEqual(['wifi', 'wired', 'cell', 'offline']);
  });
});

describe('filterPillText', () => {
  it('shows two values, then an ellipsis', () => {
    expect(filterPillText('streamType', ['linear'])).toBe('linear');
    expect(filterPillText('streamType', ['linear', 'vod'])).toBe('linear, vod');
    expect(filterPillText('streamType', ['linear', 'vod', 'dvr'])).toBe('linear, vod, …');
  });
  it('shows three hidden event types and one variant uuid', () => {
    expect(filterPillText('hiddenEventTypes', ['a', 'b', 'c'])).toBe('a, b, c');
    expect(filterPillText('hiddenEventTypes', ['a', 'b', 'c', 'd'])).toBe('a, b, c, …');
    expect(filterPillText('variantUuids', ['v1', 'v2'])).toBe('v1, …');
  });
});

describe('filterClauseSchema', () => {
  it('accepts each operator with the right number of values', () => {
    expect(filterClauseSchema.parse({ id: 'streamType', operator: 'IS', values: ['vod'] })).toBeTruthy();
    expect(
      filterClauseSchema.parse({ id: 'streamType', operator: 'IS_ONE_OF', values: ['vod', 'dvr'] }),
    ).toBeTruthy();
    expect(filterClauseSchema.parse({ id: 'streamType', operator: 'EXISTS', values: [] })).toBeTruthy();
  });
  it('refuses unknown filters and wrong value counts with a message', () => {
    const message = (input: unknown) => filterClauseSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ id: 'nope', operator: 'IS', values: ['x'] })).toBe('Unknown filter');
    expect(message({ id: 'streamType', operator: 'IS', values: [] })).toBe('IS takes exactly one value');
    expect(message({ id: 'streamType', operator: 'EXISTS', values: ['x'] })).toBe('EXISTS takes no value');
    expect(message({ id: 'streamType', operator: 'IS_NONE_OF', values: [] })).toBe(
      'IS_NONE_OF takes at least one value',
    );
    expect(message({ id: 'streamType', operator: 'LIKE', values: ['x'] })).toMatch(/Invalid option/);
  });
});

describe('filter messages', () => {
  it('are the spec texts', () => {
    expect(MSG.filterOptionsFailed).toBe('Could not load options.');
    expect(MSG.noAppVersionsFound).toBe('No App Versions Found');
    expect(filterLoadFailedMessage('App Version')).toBe('Could not load filter: App Version.');
  });
});

describe('filtersForApps', () => {
  const ids = (apps: { name: string; type: string }[]) => filtersForApps(apps).map((filter) => filter.id);

  it('offers fixed and data-driven filters, never the page parameters or experiment ids', () => {
    const offered = ids([{ name: 'OneApp', type: 'iOS' }]);
    expect(offered).toEqual(
      expect.arrayContaining(['appVersion', 'appSection', 'operatingSystem', 'streamType', 'priority']),
    );
    for (const id of [
      'environment',
      'dataSource',
      'activatedExperiments',
      'variantUuids',
      'experimentUuids',
      'hiddenEventTypes',
    ])
      expect(offered).not.toContain(id);
  });

  it('offers technology types and self install only to apps that have options for them', () => {
    expect(ids([{ name: 'OneApp', type: 'iOS' }])).not.toContain('technologyType');
    expect(ids([{ name: 'OneApp', type: 'Roku' }])).toContain('technologyType');
    expect(ids([{ name: 'MSA', type: 'Web' }])).toEqual(
      expect.arrayContaining(['technologyType', 'selfInstall']),
    );
    expect(
      ids([
        { name: 'OneApp', type: 'iOS' },
        { name: 'SamsungTV', type: 'TVSDK' },
      ]),
    ).toContain('technologyType');
  });
});

describe('filterValueLabel', () => {
  it('names fixed and per-app values by their labels, other values as themselves', () => {
    expect(filterValueLabel('priority', 'P0')).toBe('P0 critical');
    expect(filterValueLabel('selfInstall', 'equipmentSelfInstall', [{ name: 'MSA', type: 'Web' }])).toBe(
      'MSA Self Install',
    );
    expect(filterValueLabel('appVersion', '2.1.0')).toBe('2.1.0');
    expect(filterValueLabel('priority', 'P9')).toBe('P9');
  });

  it('words every operator', () => {
    expect(Object.keys(FILTER_OPERATOR_LABELS)).toEqual([...FILTER_OPERATORS]);
    expect(FILTER_OPERATOR_LABELS.EXISTS_AND_IS_NOT_ONE_OF).toBe('exists and is not one of');
  });
});
