import {
  activationMethodPathLabel,
  feedbackSourceLabel,
  type FeedbackColumn,
  type FeedbackField,
} from '@prism/domain';
import { countFormat } from '../../../lib/format';
import { vocTimestampFormat } from '../../../lib/voc-time';

/**
 * How the reviews table shows a feedback value (spec 001 section 9): times 7 hours back from UTC
 * (`vocTimestampFormat`, shared with the survey tool), CSAT and NPS with one decimal, SR as a
 * percentage with one decimal, other scores with two, counts with thousands separators, `cqe`
 * sources as Quantum, flags as Yes/No, lists joined.
 */

/** CSAT and NPS: one decimal (`87.5`). */
export function feedbackOneDecimal(value: number): string {
  return value.toFixed(1);
}

/** A success rate stored 0 to 1, shown as a percentage with one decimal (`0.875` → `87.5%`). */
export function feedbackPercent(rate: number): string {
  return `${(rate * 100).toFixed(1)}%`;
}

/** Any other score: two decimals (`4.00`). */
export function feedbackTwoDecimals(value: number): string {
  return value.toFixed(2);
}

/** A count: thousands separators (`1,234,567`). */
export function feedbackCount(value: number): string {
  return countFormat(value);
}

/** What a cell draws: plain text of a kind, or one of the richer cells. */
export type FeedbackCellKind =
  | 'timestamp'
  | 'longText'
  | 'code'
  | 'source'
  | 'oneDecimal'
  | 'percent'
  | 'twoDecimals'
  | 'twoDecimalsList'
  | 'boolean'
  | 'list'
  | 'links'
  | 'activationMethod'
  | 'appliedCategories'
  | 'manualCategories'
  | 'sentiment'
  | 'accountNumber'
  | 'text';

const KINDS: Partial<Record<FeedbackField, FeedbackCellKind>> = {
  timestamp: 'timestamp',
  expirationDate: 'timestamp',
  verbatim: 'longText',
  altVerbatim: 'longText',
  mlAnalysisField: 'longText',
  notes: 'longText',
  _id: 'code',
  visitId: 'code',
  source: 'source',
  CSAT: 'oneDecimal',
  NPS: 'oneDecimal',
  SR: 'percent',
  CES: 'twoDecimals',
  starRating: 'twoDecimals',
  starRatingExternal: 'twoDecimals',
  activationProcessScale: 'twoDecimals',
  clarityScale: 'twoDecimals',
  easeOfEquipmentConnectionScale: 'twoDecimals',
  awsCategoriesScore: 'twoDecimalsList',
  fileUploads: 'links',
  activationMethod: 'activationMethod',
  prismAppliedCategories: 'appliedCategories',
  prismAppliedManualCategories: 'manualCategories',
  awsSentiment: 'sentiment',
  encAccountNumber: 'accountNumber',
  encMobileAccountNumber: 'accountNumber',
};

/**
 * The kind of a column's cells. Flag columns (centred in the catalogue) hold booleans; the other
 * list-valued fields are joined; everything else is text.
 */
export function feedbackCellKind(column: Pick<FeedbackColumn, 'id' | 'align'>): FeedbackCellKind {
  return KINDS[column.id] ?? (column.align === 'center' ? 'boolean' : 'text');
}

/** True when a value shows as missing (the em-dash): null, absent, empty text or an empty list. */
export function feedbackValueMissing(value: unknown): boolean {
  return value == null || value === '' || (Array.isArray(value) && value.length === 0);
}

/**
 * The text of a value of a plain kind (timestamps read as `MM/dd/yy hh:mm a`), or null when it is
 * missing or not of the kind's type. Rich kinds (categories, sentiment, links, account numbers)
 * are drawn by their own cells; this gives their title text.
 */
export function feedbackCellText(kind: FeedbackCellKind, value: unknown): string | null {
  if (feedbackValueMissing(value)) return null;
  if (typeof value === 'number') {
    switch (kind) {
      case 'timestamp': {
        const { date, time } = vocTimestampFormat(value);
        return `${date} ${time}`;
      }
      case 'oneDecimal':
        return feedbackOneDecimal(value);
      case 'percent':
        return feedbackPercent(value);
      case 'twoDecimals':
        return feedbackTwoDecimals(value);
      case 'activationMethod':
        return activationMethodPathLabel(value) ?? String(value);
      default:
        return String(value);
    }
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return kind === 'source' ? feedbackSourceLabel(value) : value;
  if (Array.isArray(value)) {
    const parts = value.map((entry) =>
      typeof entry === 'number' && kind === 'twoDecimalsList'
        ? feedbackTwoDecimals(entry)
        : typeof entry === 'string'
          ? entry
          : entryLabel(entry),
    );
    return parts.join(', ');
  }
  return entryLabel(value);
}

/** The name of a nested value: an applied category (`Service › Manual`), a sentiment label. */
function entryLabel(value: unknown): string {
  if (typeof value !== 'object' || value === null) return String(value);
  const record = value as Record<string, unknown>;
  if (typeof record.category === 'string')
    return typeof record.manualCategory === 'string' && record.manualCategory
      ? `${record.category} › ${record.manualCategory}`
      : record.category;
  if (typeof record.manualCategory === 'string') return record.manualCategory;
  if (typeof record.sentiment === 'string') return sentimentLabel(record.sentiment);
  return '';
}

/** A sentiment label as read (`positive` → `Positive`). */
export function sentimentLabel(sentiment: string): string {
  return sentiment.charAt(0).toUpperCase() + sentiment.slice(1);
}
