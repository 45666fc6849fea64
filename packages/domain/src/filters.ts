import { z } from 'zod';
import type { ClientEvent } from './events';

/**
 * The filter catalogue of spec 000 section 3: every filter a page can apply, its options (fixed, or
 * read from the analytics store for the chosen apps and period), and the event field it narrows.
 */

/** Filter operators of the query model, in the spec's order. */
export const FILTER_OPERATORS = [
  'IS',
  'IS_NOT',
  'IS_ONE_OF',
  'IS_ALL_OF',
  'IS_NONE_OF',
  'EXISTS',
  'DOES_NOT_EXIST',
  'EXISTS_AND_IS_NOT',
  'EXISTS_AND_IS_NOT_ONE_OF',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** Operators that take no value, one value, or a list. */
export const FILTER_OPERATOR_ARITY: Record<FilterOperator, 'none' | 'one' | 'many'> = {
  IS: 'one',
  IS_NOT: 'one',
  IS_ONE_OF: 'many',
  IS_ALL_OF: 'many',
  IS_NONE_OF: 'many',
  EXISTS: 'none',
  DOES_NOT_EXIST: 'none',
  EXISTS_AND_IS_NOT: 'one',
  EXISTS_AND_IS_NOT_ONE_OF: 'many',
};

/** How the filter editor and pills word each operator. */
export const FILTER_OPERATOR_LABELS: Record<FilterOperator, string> = {
  IS: 'is',
  IS_NOT: 'is not',
  IS_ONE_OF: 'is one of',
  IS_ALL_OF: 'is all of',
  IS_NONE_OF: 'is none of',
  EXISTS: 'exists',
  DOES_NOT_EXIST: 'does not exist',
  EXISTS_AND_IS_NOT: 'exists and is not',
  EXISTS_AND_IS_NOT_ONE_OF: 'exists and is not one of',
};

export interface FilterOption {
  value: string;
  label: string;
}

/** Where a filter's options come from. */
export type FilterOptionSource =
  /** A fixed list. */
  | { kind: 'fixed'; options: readonly FilterOption[] }
  /** The values the analytics store holds for the chosen apps and period, most frequent first. */
  | { kind: 'data'; limit: number }
  /** Options that depend on the application (technology types, self install). */
  | { kind: 'perApp' }
  /** Free values typed by the user (ids, uuids). */
  | { kind: 'free' };

export interface FilterDefinition {
  id: string;
  label: string;
  source: FilterOptionSource;
  /** The event field the filter narrows, when events carry it. */
  field?: keyof ClientEvent;
  /** Cleared when the page section changes (spec 000 section 4). */
  resetOnEntityChange?: boolean;
  /** Values shown in the filter pill before an ellipsis (2 unless the spec says otherwise). */
  pillValues?: number;
}

const fixed = (...values: (string | [value: string, label: string])[]): FilterOptionSource => ({
  kind: 'fixed',
  options: values.map((v) => (typeof v === 'string' ? { value: v, label: v } : { value: v[0], label: v[1] })),
});

/** Versions, sections and operating systems offered: at most this many, most frequent first. */
export const FILTER_DATA_LIMITS = { appVersion: 20, appSection: 100, operatingSystem: 20 } as const;

/** US states and territories, the options of locationState. */
// prettier-ignore
export const US_STATES_AND_TERRITORIES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC',
  'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
  'AS', 'GU', 'MP', 'PR', 'VI', 'UM',
] as const;

/** The whole catalogue, by id. */
export const FILTERS: readonly FilterDefinition[] = [
  { id: 'environment', label: 'Environment', source: fixed('production', 'staging'), field: 'environment' },
  {
    id: 'dataSource',
    label: 'Data Source',
    source: fixed(['quantum', 'Quantum'], ['qube', 'Qube'], ['internal', 'Internal']),
  },
  {
    id: 'appVersion',
    label: 'App Version',
    source: { kind: 'data', limit: FILTER_DATA_LIMITS.appVersion },
    field: 'appVersion',
    resetOnEntityChange: true,
  },
  {
    id: 'appSection',
    label: 'App Section',
    source: { kind: 'data', limit: FILTER_DATA_LIMITS.appSection },
    field: 'appSection',
    resetOnEntityChange: true,
  },
  {
    id: 'operatingSystem',
    label: 'Operating System',
    source: { kind: 'data', limit: FILTER_DATA_LIMITS.operatingSystem },
    field: 'operatingSystem',
    resetOnEntityChange: true,
  },
  {
    id: 'venonaVersion',
    label: 'Venona Version',
    source: { kind: 'data', limit: 20 },
    field: 'venonaVersion',
  },
  {
    id: 'helixSpecVersion',
    label: 'Helix Spec Version',
    source: { kind: 'data', limit: 20 },
    field: 'helixSpecVersion',
  },
  {
    id: 'computedMSO',
    label: 'Computed MSO',
    source: fixed('Charter', 'BH', 'TWC', 'Unknown'),
    field: 'computedMso',
  },
  {
    id: 'technologyType',
    label: 'Technology Type',
    source: { kind: 'perApp' },
    field: 'technologyType',
    resetOnEntityChange: true,
  },
  {
    id: 'streamType',
    label: 'Stream Type',
    source: fixed('linear', 'vod', 'dvr', 'other'),
    field: 'streamType',
  },
  {
    id: 'contentClass',
    label: 'Content Class',
    source: fixed('linear', 'fod', 'svod', 'tod', 'dvr', 'cdvr', 'trailer', 'extra'),
    field: 'contentClass',
  },
  {
    id: 'streamContentFormat',
    label: 'Stream Format',
    source: fixed('hls', 'smooth', 'dash'),
    field: 'streamContentFormat',
  },
  { id: 'networkStatus', label: 'Network Status', source: fixed('onNet', 'offNet'), field: 'networkStatus' },
  {
    id: 'connectionType',
    label: 'Connection Type',
    source: fixed('wifi', 'wired', 'cell', 'offline'),
    field: 'connectionType',
  },
  { id: 'streamCdn', label: 'CDN', source: fixed('L-TWC', 'L-CHTR'), field: 'streamCdn' },
  {
    id: 'loginOperationType',
    label: 'Login Operation Type',
    source: fixed('manualAuth', 'resumeAuth', 'verifierAuth', 'autoAccess', 'tokenExchange'),
    field: 'loginOperationType',
  },
  { id: 'platformType', label: 'Platform Type', source: fixed('web', 'mobile'), field: 'platformType' },
  { id: 'browser', label: 'Browser', source: { kind: 'data', limit: 20 }, field: 'browser' },
  { id: 'division', label: 'Division (Controller)', source: { kind: 'data', limit: 50 }, field: 'division' },
  {
    id: 'apiClusterVersion',
    label: 'API Cluster Version',
    source: fixed('blue', 'green', 'NONE', 'null'),
    field: 'apiClusterVersion',
  },
  {
    id: 'drmType',
    label: 'DRM Type',
    source: fixed('aes', 'playReady', 'adobePrimeTime', 'fairplay'),
    field: 'drmType',
  },
  { id: 'daienabled', label: 'DAI Enabled', source: fixed('true', 'false'), field: 'daiEnabled' },
  { id: 'experimentUuids', label: 'Experiments', source: { kind: 'free' }, field: 'experimentUuids' },
  {
    id: 'activatedExperiments',
    label: 'Activated Experiments',
    source: { kind: 'free' },
    field: 'experimentUuids',
  },
  { id: 'variantUuids', label: 'Variants', source: { kind: 'free' }, field: 'variantUuids', pillValues: 1 },
  { id: 'formFactor', label: 'Form Factor', source: fixed('pc', 'tablet', 'phone'), field: 'formFactor' },
  {
    id: 'locationState',
    label: 'Location State',
    source: fixed(...US_STATES_AND_TERRITORIES),
    field: 'locationState',
  },
  {
    id: 'deviceLocation',
    label: 'Device Location',
    source: fixed('inMarket', 'outOfMarket', 'inHome', 'unknown'),
    field: 'deviceLocation',
  },
  { id: 'applicationName', label: 'Application Name', source: { kind: 'free' } },
  { id: 'applicationType', label: 'Application Type', source: { kind: 'free' } },
  { id: 'applicationNameAndType', label: 'Application', source: { kind: 'free' } },
  { id: 'selfInstall', label: 'Self Install', source: { kind: 'perApp' }, field: 'selfInstall' },
  {
    id: 'billingServices',
    label: 'Billing Services',
    source: fixed('sps', 'legacy', 'unknown', 'null'),
    field: 'billingServices',
  },
  {
    id: 'mobileStatus',
    label: 'Mobile Status',
    source: fixed('active', 'inactive', 'unknown', 'all'),
    field: 'mobileStatus',
  },
  {
    id: 'configurationFactors',
    label: 'Migration Status',
    source: fixed('M1', 'M2', 'Unknown'),
    field: 'configurationFactors',
  },
  {
    id: 'environmentName',
    label: 'Environment Name',
    source: { kind: 'data', limit: 100 },
    field: 'environmentName',
  },
  { id: 'mapped_device_platform', label: 'Device Platform', source: { kind: 'free' } },
  { id: 'resourceID', label: 'Resource ID', source: { kind: 'free' } },
  {
    id: 'priority',
    label: 'Priority',
    source: fixed(['P0', 'P0 critical'], ['P1', 'P1 high'], ['P2', 'P2 medium'], ['P3', 'P3 low']),
  },
  { id: 'hiddenEventTypes', label: 'Hidden Event Types', source: { kind: 'free' }, pillValues: 3 },
];

const BY_ID = new Map(FILTERS.map((filter) => [filter.id, filter]));

/** The filter with this id, or undefined for an id the catalogue does not know. */
export function filterById(id: string): FilterDefinition | undefined {
  return BY_ID.get(id);
}

/** The consumer self-service app (the spec's MSA): the only one with the self-install filter. */
const SELF_SERVICE_APP = 'MSA';
const GUIDE_APP = 'SpecGuide';

/**
 * Options of the filters whose values depend on the application (spec 000 section 3): technology
 * types by app, the self-install option of the consumer self-service app, and the guide's own
 * connection types. Empty when the filter does not apply to the app.
 */
export function filterOptionsForApp(filterId: string, app: { name: string; type: string }): FilterOption[] {
  const list = (...values: string[]) => values.map((value) => ({ value, label: value }));
  if (filterId === 'technologyType') {
    if ((app.name === 'OneApp' || app.name === 'BulkMDU') && app.type.startsWith('Roku'))
      return list('Legacy', 'RSG');
    if (['MSA', 'BusinessPortal', 'SMB'].includes(app.name))
      return list('Browser', 'ConvergedTech', 'Xamarin', 'webView', 'null');
    if (app.name === 'SamsungTV') return list('Legacy', 'TVSDK');
    return [];
  }
  if (filterId === 'selfInstall') {
    return app.name === SELF_SERVICE_APP
      ? [{ value: 'equipmentSelfInstall', label: 'MSA Self Install' }]
      : [];
  }
  if (filterId === 'connectionType' && app.name === GUIDE_APP) return list('wifi', 'IP', 'QAM', 'unknown');
  const source = filterById(filterId)?.source;
  return source?.kind === 'fixed' ? [...source.options] : [];
}

/** Ids of the filters cleared when the page section changes. */
export const FILTERS_RESET_ON_ENTITY_CHANGE = FILTERS.filter((filter) => filter.resetOnEntityChange).map(
  (filter) => filter.id,
);

/**
 * The text of a filter pill: its values up to the filter's pill limit (2 by default; hidden event
 * types 3, variant uuids 1), then an ellipsis when more are chosen.
 */
export function filterPillText(filterId: string, values: readonly string[]): string {
  const limit = filterById(filterId)?.pillValues ?? 2;
  const shown = values.slice(0, limit).join(', ');
  return values.length > limit ? `${shown}, …` : shown;
}

/** One applied filter of a query: a catalogue id, an operator and its values. */
export const filterClauseSchema = z
  .object({
    id: z.string().refine((id) => BY_ID.has(id), { message: 'Unknown filter' }),
    operator: z.enum(FILTER_OPERATORS),
    values: z.array(z.string().max(256)).max(500),
  })
  .superRefine((clause, ctx) => {
    const arity = FILTER_OPERATOR_ARITY[clause.operator];
    const count = clause.values.length;
    if (arity === 'none' && count > 0)
      ctx.addIssue({ code: 'custom', path: ['values'], message: `${clause.operator} takes no value` });
    if (arity === 'one' && count !== 1)
      ctx.addIssue({
        code: 'custom',
        path: ['values'],
        message: `${clause.operator} takes exactly one value`,
      });
    if (arity === 'many' && count === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['values'],
        message: `${clause.operator} takes at least one value`,
      });
  });
export type FilterClause = z.infer<typeof filterClauseSchema>;

/**
 * Filters set elsewhere than the filter bar: the environment and data source (page parameters),
 * the experiments picker's experiments and variants, and the ids pages set from their own tables.
 */
const FILTERS_NOT_IN_BAR = new Set([
  'environment',
  'dataSource',
  'experimentUuids',
  'activatedExperiments',
  'variantUuids',
  'hiddenEventTypes',
  'applicationName',
  'applicationType',
  'applicationNameAndType',
  'mapped_device_platform',
  'resourceID',
]);

/**
 * The filters the filter bar offers for the chosen applications, in catalogue order: every fixed
 * and data-driven filter, and a per-application filter (technology types, self install) only when
 * at least one of the applications has options for it.
 */
export function filtersForApps(apps: readonly { name: string; type: string }[]): FilterDefinition[] {
  return FILTERS.filter((filter) => {
    if (FILTERS_NOT_IN_BAR.has(filter.id) || filter.source.kind === 'free') return false;
    if (filter.source.kind !== 'perApp') return true;
    return apps.some((app) => filterOptionsForApp(filter.id, app).length > 0);
  });
}

/**
 * What a value of a filter is called: the catalogue's label for fixed options ('P0 critical'), the
 * per-application label ('MSA Self Install'), else the value itself.
 */
export function filterValueLabel(
  filterId: string,
  value: string,
  apps: readonly { name: string; type: string }[] = [],
): string {
  const source = filterById(filterId)?.source;
  const options =
    source?.kind === 'fixed'
      ? source.options
      : source?.kind === 'perApp'
        ? apps.flatMap((app) => filterOptionsForApp(filterId, app))
        : [];
  return options.find((option) => option.value === value)?.label ?? value;
}
