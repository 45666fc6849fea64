import {
  ACTIVATION_METHOD_PATHS,
  FEEDBACK_COLUMNS,
  SCORE_RANGE,
  SENTIMENTS,
  SUBSCRIBED_SERVICES,
  feedbackSourceLabel,
  type FeedbackField,
} from '@prism/domain';
import type { ExperimentList, ValueListOperation } from '../../api/filter-options';
import type { VocFilterArg } from '../../lib/voc-filters';

/**
 * Every filter the feedback filter menu offers (spec 001 section 2 and the server's filter table,
 * docs/api.md), grouped in the menu's sections: how each is edited, where its values come from and
 * how it reads in a pill. One table, so the menu, the pills and the badge agree.
 */

export const FILTER_SECTIONS = [
  { id: 'categories', title: 'Categories' },
  { id: 'triage', title: 'Triage' },
  { id: 'scores', title: 'Scores' },
  { id: 'sentiment', title: 'Sentiment' },
  { id: 'account', title: 'Customer & account' },
  { id: 'device', title: 'Device & app' },
  { id: 'survey', title: 'Survey & journey' },
  { id: 'experiments', title: 'Experiments' },
] as const;
export type FilterSectionId = (typeof FILTER_SECTIONS)[number]['id'];

/** One value a list or choice offers: what is sent, what is read, and how many items have it. */
export interface FilterOption {
  value: string;
  label: string;
  count?: number;
  /** What is shown when the label is longer (a category's own name in the tree, beside its path). */
  short?: string;
  /** Depth in the category tree (0 at the top), for indenting. */
  depth?: number;
}

/** Where a list filter's values come from (spec 001 section 7). */
export type OptionSource =
  | { from: 'categories'; level: 'any' | 2 | 3 }
  | { from: 'manualCategories' }
  | { from: 'values'; operation: ValueListOperation }
  | { from: 'appVersions' }
  | { from: 'experiments'; list: ExperimentList }
  /** getFieldValues, searched on the server: the lists that can be long. */
  | { from: 'field'; field: string; label?: (value: string) => string }
  | { from: 'fixed'; options: readonly FilterOption[] };

/** A range in the stored units; `scale` converts to what is typed (SR is typed as a percentage). */
export interface RangeLimit {
  min: number;
  max: number;
}

interface FieldBase {
  arg: VocFilterArg;
  label: string;
  section: FilterSectionId;
  /** A line under the control saying what it means, when the label alone does not. */
  hint?: string;
}

export type FilterField =
  | (FieldBase & { control: 'list'; source: OptionSource })
  | (FieldBase & { control: 'range'; limit: RangeLimit; scale: number; unit?: string })
  /** One of a few values, or any (a status code, or yes/no for a boolean). */
  | (FieldBase & { control: 'choice'; choices: readonly FilterOption[] })
  /** On (true) or off (not sent): filters that only narrow when on. */
  | (FieldBase & { control: 'flag' })
  /** A whole number of at least 0 (verbatim length bounds). */
  | (FieldBase & { control: 'count' });

const columnLabel = (field: FeedbackField): string =>
  FEEDBACK_COLUMNS.find((column) => column.id === field)?.label ?? field;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const YES_NO = (yes: string, no: string): FilterOption[] => [
  { value: 'true', label: yes },
  { value: 'false', label: no },
];

const list = (
  arg: VocFilterArg,
  section: FilterSectionId,
  source: OptionSource,
  label: string = columnLabel(arg as FeedbackField),
): FilterField => ({ arg, label, section, control: 'list', source });

const field = (arg: VocFilterArg, section: FilterSectionId, label?: (value: string) => string): FilterField =>
  list(arg, section, { from: 'field', field: arg, label });

const range = (
  arg: VocFilterArg,
  section: FilterSectionId,
  limit: RangeLimit,
  options: { label?: string; scale?: number; unit?: string } = {},
): FilterField => ({
  arg,
  label: options.label ?? columnLabel(arg as FeedbackField),
  section,
  control: 'range',
  limit,
  scale: options.scale ?? 1,
  unit: options.unit,
});

/** The activation method paths of spec 001 section 3, by their spec labels. */
export const ACTIVATION_METHOD_OPTIONS: readonly FilterOption[] = ACTIVATION_METHOD_PATHS.map((path) => ({
  value: String(path.id),
  label: path.label,
}));

const SUBSCRIBED_SERVICE_OPTIONS: readonly FilterOption[] = Object.entries(SUBSCRIBED_SERVICES).map(
  ([service, column]) => ({ value: service, label: columnLabel(column) }),
);

const SENTIMENT_OPTIONS: readonly FilterOption[] = SENTIMENTS.map((sentiment) => ({
  value: sentiment,
  label: capitalised(sentiment),
}));

/** The menu's filters, section by section, in the order they are shown. */
export const FILTER_FIELDS: readonly FilterField[] = [
  list('category', 'categories', { from: 'categories', level: 'any' }, 'Category'),
  {
    ...list('middleCategory', 'categories', { from: 'categories', level: 2 }, 'Middle Category'),
    hint: 'Narrows the categories above to these middle categories.',
  },
  {
    ...list('subcategory', 'categories', { from: 'categories', level: 3 }, 'Subcategory'),
    hint: 'Narrows further to these subcategories.',
  },
  list('manualCategory', 'categories', { from: 'manualCategories' }, 'Manual Category'),

  {
    arg: 'isReviewed',
    label: 'Review Status',
    section: 'triage',
    control: 'choice',
    choices: [
      { value: '3', label: 'Reviewed' },
      { value: '0', label: 'Not reviewed' },
    ],
  },
  {
    arg: 'isFlagged',
    label: 'Flag Status',
    section: 'triage',
    control: 'choice',
    choices: [
      { value: '0', label: 'Not flagged' },
      { value: '1', label: 'Flagged, awaiting reroute' },
      { value: '2', label: 'Flagged, reroute sent' },
      { value: 'true', label: 'Flagged (any)' },
    ],
  },
  {
    arg: 'isRerouteSent',
    label: 'Reroute Sent',
    section: 'triage',
    control: 'choice',
    choices: [
      { value: '2', label: 'Reroute sent' },
      { value: '0', label: 'Reroute not sent' },
    ],
  },
  {
    arg: 'needsReview',
    label: 'Needs Review',
    section: 'triage',
    control: 'choice',
    choices: YES_NO('Needs review', 'Does not need review'),
    hint: 'Items the model could not categorise with confidence, and that no one has categorised since.',
  },
  { arg: 'reroutePage', label: 'Rerouted items only', section: 'triage', control: 'flag' },
  { arg: 'includeHidden', label: 'Include hidden items', section: 'triage', control: 'flag' },
  {
    arg: 'isTrainingDataOnly',
    label: 'Training data only',
    section: 'triage',
    control: 'flag',
    hint: 'Items marked for retraining.',
  },

  range('CSAT', 'scores', SCORE_RANGE.csat),
  range('NPS', 'scores', SCORE_RANGE.nps),
  range('CES', 'scores', SCORE_RANGE.ces),
  range('SR', 'scores', SCORE_RANGE.sr, { scale: 100, unit: '%' }),
  range('starRating', 'scores', SCORE_RANGE.rating),
  range('starRatingExternal', 'scores', SCORE_RANGE.rating),

  list('sentiment', 'sentiment', { from: 'fixed', options: SENTIMENT_OPTIONS }, 'Sentiment'),
  range('awsSentimentPositive', 'sentiment', SCORE_RANGE.sentiment, { label: 'Positive Sentiment Score' }),
  range('awsSentimentNegative', 'sentiment', SCORE_RANGE.sentiment, { label: 'Negative Sentiment Score' }),

  field('accountType', 'account'),
  field('userType', 'account'),
  field('userRole', 'account'),
  list('billerType', 'account', { from: 'values', operation: 'getBillerTypes' }),
  field('billingServices', 'account'),
  list(
    'subscribedServices',
    'account',
    { from: 'fixed', options: SUBSCRIBED_SERVICE_OPTIONS },
    'Subscribed Services',
  ),
  field('autoPayStatus', 'account'),
  {
    arg: 'accountExpired',
    label: columnLabel('accountExpired'),
    section: 'account',
    control: 'choice',
    choices: YES_NO('Expired', 'Not expired'),
  },
  field('loggedInStatus', 'account'),
  field('footprint', 'account'),
  field('SCP', 'account'),

  list('appVersion', 'device', { from: 'appVersions' }),
  list('pageName', 'device', { from: 'values', operation: 'getPageNames' }),
  field('deviceType', 'device'),
  field('os', 'device'),
  field('browser', 'device'),
  {
    arg: 'isMobileUser',
    label: columnLabel('isMobileUser'),
    section: 'device',
    control: 'choice',
    choices: YES_NO('Mobile users', 'Not mobile users'),
  },

  list('surveyID', 'survey', { from: 'values', operation: 'getSurveyIDs' }),
  field('source', 'survey', feedbackSourceLabel),
  field('journeyType', 'survey'),
  list(
    'activationMethod',
    'survey',
    { from: 'fixed', options: ACTIVATION_METHOD_OPTIONS },
    columnLabel('activationMethod'),
  ),
  list(
    'userSelectedCategories',
    'survey',
    { from: 'values', operation: 'getUserSelectedCategories' },
    columnLabel('userSelectedCategory'),
  ),
  list(
    'verbatimLanguage',
    'survey',
    { from: 'values', operation: 'getVerbatimLanguages' },
    'Verbatim Language',
  ),
  { arg: 'minVerbatimLength', label: 'Verbatim length from', section: 'survey', control: 'count' },
  { arg: 'maxVerbatimLength', label: 'Verbatim length to', section: 'survey', control: 'count' },

  list('experimentUuids', 'experiments', { from: 'experiments', list: 'experimentUuids' }),
  list('activatedExperimentUuids', 'experiments', { from: 'experiments', list: 'activatedExperimentUuids' }),
  list('variantUuids', 'experiments', { from: 'experiments', list: 'variantUuids' }),
];

/** The feedback-id filter: a field of its own, checked before it applies (spec 001 section 5). */
export const FEEDBACK_ID_LABEL = 'Feedback ID';
/** The category groups: a control of their own that chooses categories (spec 001 section 4). */
export const CATEGORY_GROUPS_LABEL = 'Category Groups';

/**
 * The filters the menu sets: its table plus the feedback id. Others (search, null verbatims) belong
 * to the table's toolbar and pass through the menu untouched.
 */
export const MENU_FILTER_ARGS: readonly VocFilterArg[] = [
  ...FILTER_FIELDS.map((entry) => entry.arg),
  'feedbackID',
  // Kept when a link carries it, shown as a pill; the groups control selects categories instead.
  'categoryGroup',
];

/** A field of the table by its argument. */
export function filterFieldOf(arg: VocFilterArg): FilterField | undefined {
  return FILTER_FIELDS.find((entry) => entry.arg === arg);
}

/** The fields of one section. */
export function filterFieldsIn(section: FilterSectionId): FilterField[] {
  return FILTER_FIELDS.filter((entry) => entry.section === section);
}

/**
 * How one value of a field reads when no list is loaded: a code, yes/no or fixed-list value by its
 * label, a source by its display name (`cqe` is Quantum), anything else as it is.
 */
export function filterValueLabel(entry: FilterField, value: string): string {
  if (entry.control === 'list' && entry.source.from === 'field' && entry.source.label)
    return entry.source.label(value);
  const options =
    entry.control === 'choice'
      ? entry.choices
      : entry.control === 'list' && entry.source.from === 'fixed'
        ? entry.source.options
        : [];
  return options.find((option) => option.value === value)?.label ?? value;
}
