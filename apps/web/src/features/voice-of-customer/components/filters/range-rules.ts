import type { ScoreRange } from '@prism/domain';
import type { RangeLimit } from './filter-catalogue';

/**
 * The range filter's rules (spec 001 section 5): From and To are non-negative numbers; Set Range
 * is enabled only when both are filled, the range changed and neither is outside the field's
 * `rangeLimit`; Reset Range is enabled when a value exists. Swapped bounds are put in order. What
 * is typed is in the shown units (`scale` × stored: SR is typed as a percentage).
 */

/** What is typed in a range's From and To boxes. */
export interface RangeTexts {
  from: string;
  to: string;
}

export const RANGE_TEXTS_EMPTY: RangeTexts = { from: '', to: '' };

/** How a range field reads for its rules. */
export interface RangeInput {
  limit: RangeLimit;
  scale: number;
}

/** Stored units → shown units, without floating-point noise (0.55 × 100 is 55, not 55.00000000000001). */
const shown = (value: number, scale: number) => Number((value * scale).toPrecision(12));
const stored = (value: number, scale: number) => Number((value / scale).toPrecision(12));

/** The boxes' texts for a range in force (empty when none). */
export function rangeTextsOf(range: ScoreRange | undefined, scale: number): RangeTexts {
  if (!range || range.from == null || range.to == null) return RANGE_TEXTS_EMPTY;
  return { from: String(shown(range.from, scale)), to: String(shown(range.to, scale)) };
}

/** The limit in shown units, for the boxes' min and max and the message. */
export function rangeLimitShown({ limit, scale }: RangeInput): RangeLimit {
  return { min: shown(limit.min, scale), max: shown(limit.max, scale) };
}

/** One bound's number in stored units; undefined when empty or not a number. */
function boundOf(text: string, scale: number): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? stored(value, scale) : undefined;
}

/** True when a typed bound is not a non-negative number inside the limit (empty is not a problem). */
export function rangeBoundOutside(text: string, input: RangeInput): boolean {
  if (text.trim() === '') return false;
  const value = boundOf(text, input.scale);
  return value === undefined || value < 0 || value < input.limit.min || value > input.limit.max;
}

/** True when either typed bound is outside the limit: the menu's Apply is then disabled. */
export function rangeTextsOutside(texts: RangeTexts, input: RangeInput): boolean {
  return rangeBoundOutside(texts.from, input) || rangeBoundOutside(texts.to, input);
}

/** The range the boxes hold, bounds in order, or undefined when either is missing or outside. */
export function rangeFromTexts(texts: RangeTexts, input: RangeInput): ScoreRange | undefined {
  if (rangeTextsOutside(texts, input)) return undefined;
  const from = boundOf(texts.from, input.scale);
  const to = boundOf(texts.to, input.scale);
  if (from === undefined || to === undefined) return undefined;
  return from <= to ? { from, to } : { from: to, to: from };
}

/** Whether Set Range and Reset Range are enabled, and the range Set Range would apply. */
export function rangeButtons(
  texts: RangeTexts,
  current: ScoreRange | undefined,
  input: RangeInput,
): { canSet: boolean; canReset: boolean; range: ScoreRange | undefined } {
  const range = rangeFromTexts(texts, input);
  const changed = range !== undefined && (range.from !== current?.from || range.to !== current?.to);
  return {
    canSet: changed,
    canReset: current !== undefined || texts.from.trim() !== '' || texts.to.trim() !== '',
    range,
  };
}

/** True when a verbatim-length box holds something that is not a whole number of at least 0. */
export function countTextInvalid(text: string): boolean {
  if (text.trim() === '') return false;
  const value = Number(text);
  return !Number.isInteger(value) || value < 0;
}
