import { DateTime } from 'luxon';
import { z } from 'zod';
import { DAY_MS, periodIsValid, periodParse, periodResolve, periodSchema } from './period';
import { stepOptionsFor, stepResolve } from './step';
import { timeZoneIsValid } from './timezone';

/**
 * The time value of spec 000 section 3: one object holding a period as a range (a relative key
 * such as `-7d`, or start and end instants), its step, the zone's UTC offset, the toggles, the
 * steps the range offers and the period code the URL carries. Widgets that keep their own time
 * (dashboards) hold one of these instead of reading the page's URL.
 */

/** A relative range key: a minus sign, then a relative period code (`-7d`, `-24h`, `-1fw`, `-mtd`). */
export const timeValueRangeKeySchema = z
  .string()
  .refine(
    (key) =>
      key.startsWith('-') && periodIsValid(key.slice(1)) && periodParse(key.slice(1)).kind !== 'absolute',
    'Invalid period supplied',
  );

export const timeValueRangeSchema = z.union([
  timeValueRangeKeySchema,
  z
    .object({ startMs: z.number().int(), endMs: z.number().int() })
    .refine((range) => range.endMs > range.startMs, 'Invalid period supplied'),
]);
export type TimeValueRange = z.infer<typeof timeValueRangeSchema>;

export const timeValueSchema = z.object({
  range: timeValueRangeSchema,
  /** Step in ms. */
  step: z.number().int().positive(),
  /** Minutes east of UTC of the zone the value is read in, at the time it was made. */
  utcOffset: z.number().int(),
  isPartialData: z.boolean(),
  isFiscalTime: z.boolean(),
  /** The step lengths (ms) the range offers, smallest first. */
  stepOptions: z.array(z.number().int().positive()),
  /** The range as the URL's period: a relative code (`7d`) or `start:end` in epoch ms. */
  period: periodSchema,
});
export type TimeValue = z.infer<typeof timeValueSchema>;

/** Spec 000 section 9: the default time value is the last 7 days by day, without partial data. */
export const TIME_VALUE_DEFAULT = { range: '-7d', step: DAY_MS, isPartialData: false } as const;

/** The URL period of a range: `-7d` → `7d`, start and end → `start:end`. */
export function timeValuePeriod(range: TimeValueRange): string {
  return typeof range === 'string' ? range.slice(1) : `${range.startMs}:${range.endMs}`;
}

/** What a time value is made from: the page's (or widget's) time choices and the zone. */
export interface TimeValueInput {
  period: string;
  periodOffset?: number;
  /** Step in ms; one the range does not offer falls back to the range's default. */
  step?: number;
  partialData?: boolean;
  fiscalTime?: boolean;
  /** IANA zone. */
  timeZone: string;
}

/**
 * The time value of a period at `now`. A relative period at offset 0 keeps its key (`-7d`), so it
 * moves with time; an absolute range, or a relative one shifted by an offset, is a fixed range.
 *
 * @throws {PeriodError} 'Invalid period supplied' for a bad period or offset; 'Could not convert
 * to date range' for an unknown zone.
 */
export function timeValueOf(input: TimeValueInput, now: number): TimeValue {
  const periodOffset = input.periodOffset ?? 0;
  const fiscal = input.fiscalTime ?? false;
  const resolved = periodResolve(input.period, { now, timeZone: input.timeZone, periodOffset, fiscal });
  const relative = periodParse(input.period).kind !== 'absolute' && periodOffset === 0;
  const range: TimeValueRange = relative
    ? `-${input.period.trim()}`
    : { startMs: resolved.startMs, endMs: resolved.endMs };
  const rangeMs = resolved.endMs - resolved.startMs;
  return {
    range,
    step: stepResolve(input.step, fiscal, rangeMs).ms,
    utcOffset: timeZoneIsValid(input.timeZone)
      ? DateTime.fromMillis(now, { zone: input.timeZone }).offset
      : 0,
    isPartialData: input.partialData ?? false,
    isFiscalTime: fiscal,
    stepOptions: [...new Set(stepOptionsFor(rangeMs).map((option) => option.ms))],
    period: timeValuePeriod(range),
  };
}

/** The default time value (last 7 days, one-day step, no partial data) in `timeZone` at `now`. */
export function timeValueDefault(now: number, timeZone: string): TimeValue {
  return timeValueOf(
    {
      period: timeValuePeriod(TIME_VALUE_DEFAULT.range),
      step: TIME_VALUE_DEFAULT.step,
      partialData: TIME_VALUE_DEFAULT.isPartialData,
      timeZone,
    },
    now,
  );
}
