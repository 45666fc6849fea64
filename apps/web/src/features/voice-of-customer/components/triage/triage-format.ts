/**
 * How the triage page writes an item's figures (spec 001 section 9): times 7 hours back from UTC as
 * `MM/dd/yy hh:mm a`, scores in their own units, probabilities as percentages.
 */

/** The display shift of feedback times: UTC − 7 hours, all year. */
const DISPLAY_SHIFT_MS = 7 * 3_600_000;

const pad = (value: number) => String(value).padStart(2, '0');

/** `MM/dd/yy hh:mm a` of a feedback time, 7 hours back from UTC: 11/22/26 02:05 PM. */
export function feedbackTimeText(ms: number): string {
  const shifted = new Date(ms - DISPLAY_SHIFT_MS);
  const hours = shifted.getUTCHours();
  const date = `${pad(shifted.getUTCMonth() + 1)}/${pad(shifted.getUTCDate())}/${pad(shifted.getUTCFullYear() % 100)}`;
  const time = `${pad(hours % 12 === 0 ? 12 : hours % 12)}:${pad(shifted.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${date} ${time}`;
}

/** A 0–1 probability or sentiment score as a percentage with one decimal: 87.5%. */
export function shareText(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}

/** One score of the item in its section 9 format (SR × 100 as a percentage), or an em dash. */
export function scoreText(
  field: 'CSAT' | 'NPS' | 'CES' | 'SR' | 'starRating' | 'starRatingExternal',
  value: number | null | undefined,
): string {
  if (value === null || value === undefined) return '—';
  switch (field) {
    case 'SR':
      return shareText(value);
    case 'CSAT':
    case 'NPS':
      return value.toFixed(1);
    case 'starRating':
    case 'starRatingExternal':
    case 'CES':
      return String(value);
  }
}

/** Any other field of the item as a short text for the details list; undefined when it is empty. */
export function fieldText(value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (Array.isArray(value))
    return value.length === 0 ? undefined : value.map((entry) => fieldText(entry) ?? '').join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toFixed(2);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
