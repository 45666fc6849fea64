import { z } from 'zod';
import { MSG } from './messages';

/**
 * The sequence viewer's range (spec 000 section 5): the first and last sequence numbers of a visit
 * to show, both included. The spec calls the bounds positive integers; a visit's sequence numbers
 * count from 0 (the event schema's `sequenceNumber` is non-negative and every visit opens with
 * event 0), so the bounds are whole numbers from 0, or a range could never hold a visit's first event.
 */
export interface SequenceRange {
  start: number;
  end: number;
}

export type SequenceRangeField = keyof SequenceRange;

/** The smallest and largest bound: the event schema's limits of `sequenceNumber`. */
export const SEQUENCE_NUMBER_MIN = 0;
export const SEQUENCE_NUMBER_MAX = 1_000_000;

const LABEL: Record<SequenceRangeField, string> = { start: 'Start', end: 'End' };

/** Texts of the range form and the range query beyond the spec's two, word for word here only. */
export const SEQUENCE_RANGE_TEXT = {
  /** A bound's problem, after its field name (the server's 400 reads `start: must be …`). */
  notWhole: `must be a whole number from ${SEQUENCE_NUMBER_MIN} to ${SEQUENCE_NUMBER_MAX.toLocaleString('en-US')}`,
  endBeforeStart: 'must not be before start',
} as const;

/** A typed bound as a sequence number, or null when it is not one. */
export function sequenceBoundParse(raw: string): number | null {
  const text = raw.trim();
  if (!/^\d{1,7}$/.test(text)) return null;
  const value = Number(text);
  return value >= SEQUENCE_NUMBER_MIN && value <= SEQUENCE_NUMBER_MAX ? value : null;
}

export type SequenceRangeCheck =
  { ok: true; range: SequenceRange } | { ok: false; field: SequenceRangeField | null; message: string };

/**
 * Checks the range form before it is applied: each bound a whole number (`Start must be …`), end
 * not before start, and not the range already shown ({@link MSG.sequenceRangeUnchanged}, which
 * names no field: it is about the pair).
 */
export function sequenceRangeCheck(
  draft: Readonly<Record<SequenceRangeField, string>>,
  current: SequenceRange | null,
): SequenceRangeCheck {
  const start = sequenceBoundParse(draft.start);
  if (start === null) return { ok: false, field: 'start', message: boundMessage('start') };
  const end = sequenceBoundParse(draft.end);
  if (end === null) return { ok: false, field: 'end', message: boundMessage('end') };
  if (end < start) return { ok: false, field: 'end', message: `End ${SEQUENCE_RANGE_TEXT.endBeforeStart}.` };
  if (current && current.start === start && current.end === end) {
    return { ok: false, field: null, message: MSG.sequenceRangeUnchanged };
  }
  return { ok: true, range: { start, end } };
}

/** Reset clears the range; with none set there is nothing to clear ({@link MSG.sequenceRangeNothingToReset}). */
export function sequenceRangeResetCheck(
  current: SequenceRange | null,
): { ok: true } | { ok: false; message: string } {
  return current ? { ok: true } : { ok: false, message: MSG.sequenceRangeNothingToReset };
}

/** Whether a sequence number lies in the range (no range: every number does). */
export function sequenceRangeIncludes(range: SequenceRange | null, sequenceNumber: number): boolean {
  return !range || (sequenceNumber >= range.start && sequenceNumber <= range.end);
}

function boundMessage(field: SequenceRangeField): string {
  return `${LABEL[field]} ${SEQUENCE_RANGE_TEXT.notWhole}.`;
}

const bound = z
  .string()
  .refine((raw) => sequenceBoundParse(raw) !== null, SEQUENCE_RANGE_TEXT.notWhole)
  .transform((raw) => sequenceBoundParse(raw) as number);

/**
 * The range in a query string (`?start=3&end=40`): either bound may be left out (from the first
 * event, to the last); a bad bound or an end before the start is refused naming the field.
 */
export const sequenceRangeQuerySchema = z
  .object({ start: bound.optional(), end: bound.optional() })
  .strict()
  .superRefine((value, ctx) => {
    if (value.start !== undefined && value.end !== undefined && value.end < value.start) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: SEQUENCE_RANGE_TEXT.endBeforeStart });
    }
  });
