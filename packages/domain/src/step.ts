import { DateTime } from 'luxon';
import { z } from 'zod';
import { fiscalMonthStartOf, weekStartOf } from './fiscal';
import { DAY_MS, HOUR_MS, MINUTE_MS, PeriodError } from './period';

/** A step option: `ms` is what travels in the URL (`step`); fiscal variants also set `fiscalTime`. */
export interface StepOption {
  id: StepId;
  label: string;
  ms: number;
  fiscal: boolean;
}

export const STEP_IDS = [
  '1min',
  '5min',
  '10min',
  '30min',
  '1h',
  '12h',
  '1d',
  '2d',
  '7d',
  '1fw',
  '30d',
  '1fm',
] as const;
export type StepId = (typeof STEP_IDS)[number];

/** Every step of spec 000 section 9, smallest first. */
export const STEP_OPTIONS: readonly StepOption[] = [
  { id: '1min', label: '1 minute', ms: MINUTE_MS, fiscal: false },
  { id: '5min', label: '5 minutes', ms: 5 * MINUTE_MS, fiscal: false },
  { id: '10min', label: '10 minutes', ms: 10 * MINUTE_MS, fiscal: false },
  { id: '30min', label: '30 minutes', ms: 30 * MINUTE_MS, fiscal: false },
  { id: '1h', label: '1 hour', ms: HOUR_MS, fiscal: false },
  { id: '12h', label: '12 hours', ms: 12 * HOUR_MS, fiscal: false },
  { id: '1d', label: '1 day', ms: DAY_MS, fiscal: false },
  { id: '2d', label: '2 days', ms: 2 * DAY_MS, fiscal: false },
  { id: '7d', label: '7 days', ms: 7 * DAY_MS, fiscal: false },
  { id: '1fw', label: '7 days (fiscal week)', ms: 7 * DAY_MS, fiscal: true },
  { id: '30d', label: '30 days', ms: 30 * DAY_MS, fiscal: false },
  { id: '1fm', label: '30 days (fiscal month)', ms: 30 * DAY_MS, fiscal: true },
];

/**
 * Steps offered per absolute range length, so a chart has between a handful and about 1,500
 * points: minute steps only for short ranges, weekly and monthly steps only once they make more
 * than one bucket. Each band's upper bound is inclusive.
 */
export const STEP_BANDS: readonly { maxMs: number; ids: readonly StepId[] }[] = [
  { maxMs: DAY_MS, ids: ['1min', '5min', '10min', '30min', '1h'] },
  { maxMs: 3 * DAY_MS, ids: ['5min', '10min', '30min', '1h', '12h', '1d'] },
  { maxMs: 14 * DAY_MS, ids: ['30min', '1h', '12h', '1d', '2d', '7d', '1fw'] },
  { maxMs: 31 * DAY_MS, ids: ['1h', '12h', '1d', '2d', '7d', '1fw'] },
  { maxMs: Number.POSITIVE_INFINITY, ids: ['1d', '2d', '7d', '1fw', '30d', '1fm'] },
];

function stepById(id: StepId): StepOption {
  const option = STEP_OPTIONS.find((step) => step.id === id);
  if (!option) throw new Error(`Unknown step ${id}`);
  return option;
}

/** The step options offered for a range of `rangeMs` (end minus start). */
export function stepOptionsFor(rangeMs: number): StepOption[] {
  const band = STEP_BANDS.find(({ maxMs }) => rangeMs <= maxMs) ?? STEP_BANDS[STEP_BANDS.length - 1];
  return (band?.ids ?? []).map(stepById);
}

/**
 * The step a range gets unless the user chose one for it, so that a chart has a readable number of
 * points at every period: minutes for the last hour or two, one hour up to three days (spec 000's
 * default step, and its step for 24h), one day beyond (spec 000: "default range -7d, step 1 day"),
 * and a week past half a year. Last 30 days at one hour was 720 points of 'barcode' and stat cards
 * averaging hours. Each entry's upper bound is inclusive; all are offered by their band.
 */
export const STEP_DEFAULTS: readonly { maxMs: number; id: StepId }[] = [
  { maxMs: 2 * HOUR_MS, id: '1min' },
  { maxMs: 12 * HOUR_MS, id: '10min' },
  { maxMs: 3 * DAY_MS, id: '1h' },
  { maxMs: 186 * DAY_MS, id: '1d' },
  { maxMs: Number.POSITIVE_INFINITY, id: '7d' },
];

/** The default step for a range: the entry of {@link STEP_DEFAULTS} for its length. */
export function stepDefaultFor(rangeMs: number): StepOption {
  const options = stepOptionsFor(rangeMs);
  const id = STEP_DEFAULTS.find(({ maxMs }) => rangeMs <= maxMs)?.id;
  return options.find((option) => option.id === id) ?? options[0] ?? stepById('1h');
}

/** The step in force: the URL's `step` (ms) and fiscal flag if offered for the range, else the range's default. */
export function stepResolve(
  step: string | number | null | undefined,
  fiscal: boolean,
  rangeMs: number,
): StepOption {
  const ms = typeof step === 'number' ? step : Number(step ?? Number.NaN);
  const options = stepOptionsFor(rangeMs);
  const matching = options.filter((option) => option.ms === ms);
  return matching.find((option) => option.fiscal === fiscal) ?? matching[0] ?? stepDefaultFor(rangeMs);
}

/** The URL's `step`: a positive whole number of ms. */
export const stepSchema = z.coerce.number().int().positive();

/** Step and fiscal mode together, as the time menu holds them. */
export interface StepState {
  stepMs: number;
  fiscal: boolean;
}

/**
 * The state after choosing a step. A fiscal step switches fiscal mode on; the plain 7-day and
 * 30-day steps switch it off, since they share their ms with the fiscal ones; other steps keep it.
 */
export function stepSelect(state: StepState, id: StepId): StepState {
  const option = stepById(id);
  const sharesMsWithFiscal = STEP_OPTIONS.some((other) => other.fiscal && other.ms === option.ms);
  return { stepMs: option.ms, fiscal: option.fiscal || (sharesMsWithFiscal ? false : state.fiscal) };
}

/**
 * Bucket starts covering [startMs, endMs) for a step: sub-day steps align to the step in epoch
 * time, day steps to local midnights, 7-day steps to week starts (Sunday or fiscal Friday) and
 * 30-day fiscal steps to fiscal month starts, all in `timeZone`.
 *
 * @throws {PeriodError} 'The start and end date/time is the same for the provided range and step'
 * when the range holds no bucket.
 */
export function stepBuckets(
  range: { startMs: number; endMs: number },
  step: StepOption,
  timeZone: string,
): number[] {
  if (range.endMs <= range.startMs) throw new PeriodError('rangeStepSame');
  const zone = DateTime.fromMillis(range.startMs, { zone: timeZone });
  if (!zone.isValid) throw new PeriodError('dateRangeConversionFailed');
  if (step.ms < DAY_MS) {
    const buckets: number[] = [];
    for (let at = Math.floor(range.startMs / step.ms) * step.ms; at < range.endMs; at += step.ms) {
      buckets.push(at);
    }
    return buckets;
  }
  const first =
    step.id === '1fm'
      ? fiscalMonthStartOf(zone)
      : step.ms === 7 * DAY_MS
        ? weekStartOf(zone, step.fiscal ? 'fiscal' : 'calendar')
        : zone.startOf('day');
  const next = (at: DateTime) =>
    step.id === '1fm' ? fiscalMonthStartOf(at, 1) : at.plus({ days: step.ms / DAY_MS });
  const buckets: number[] = [];
  for (let at = first; at.toMillis() < range.endMs; at = next(at)) buckets.push(at.toMillis());
  return buckets;
}
