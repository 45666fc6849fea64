import {
  MSG,
  NAMED_ZONES,
  RANGE_MENU,
  UTC_OFFSET_ZONES,
  dateDayFormat,
  dateRangeDays,
  dateRangeFromDays,
  dateRangeMenuValidate,
  dateRangeForbiddenFor,
  dateRangePickValidate,
  dateTimeLocalFormat,
  dateTimeLocalParse,
  periodCanGoNext,
  periodNextTooltip,
  periodParse,
  periodResolve,
  periodShift,
  stepDefaultFor,
  stepOptionsFor,
  stepResolve,
  stepSelect,
  timeRangeLabel,
  timeZoneLabel,
  type PeriodContext,
  type RetentionSubject,
} from '@prism/domain';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useOutsideClose } from '../../../components/ui/use-outside-close';
import { Button, buttonClassName } from '../../../components/ui/button';
import { periodLabel } from '../lib/period-label';
import { StepSlider } from './step-slider';
import styles from './time-menu.module.css';

/** The applied time choices the menu shows and edits. */
export interface TimeMenuValue {
  period: string;
  periodOffset: number;
  stepMs: number;
  fiscal: boolean;
  partialData: boolean;
  /** IANA zone the page reads time in. */
  timeZone: string;
}

export interface TimeMenuProps {
  value: TimeMenuValue;
  /** What Reset returns to. */
  defaults: TimeMenuValue;
  /** The instant treated as now, in epoch ms. */
  now: number;
  /**
   * The simple period menu of voice-of-customer and survey-tool pages: the period list and a
   * pick-a-date range of whole days, without step, zone or toggles.
   */
  simple?: boolean;
  /** The user's roles: in the simple menu, more than 31 picked days need prism-full. */
  roles?: readonly string[];
  /** In the simple menu, the most days a picked range may span, when such a limit is set. */
  rangeLimitDays?: number;
  /** For video-domain apps: whose data the 21-day retention applies to. */
  retention?: RetentionSubject;
  /** The periods applied last, most recent first (at most 3). */
  recentPeriods?: readonly string[];
  onApply: (value: TimeMenuValue) => void;
}

interface Draft extends TimeMenuValue {
  /**
   * The custom range inputs in the draft zone and whether they are in use: `datetime-local` values,
   * or `date` values (first and last day) in the simple menu.
   */
  custom: boolean;
  start: string;
  end: string;
  /**
   * Whether a step was chosen in this draft. Until one is, the step follows the range: choosing
   * Last 30 days after Last 24 hours gives days, not the hour the old range had.
   */
  stepChosen: boolean;
}

/** What the simple menu's pick-a-date checks depend on. */
interface PickRules {
  simple: boolean;
  roles: readonly string[];
  rangeLimitDays?: number;
}

/** The custom range inputs showing a resolved range: days in the simple menu, else date-times. */
function inputsOf(range: { startMs: number; endMs: number }, timeZone: string, simple: boolean) {
  if (simple) return dateRangeDays(range, timeZone);
  return {
    start: dateTimeLocalFormat(range.startMs, timeZone),
    end: dateTimeLocalFormat(range.endMs, timeZone),
  };
}

function contextOf(value: TimeMenuValue, now: number): PeriodContext {
  return { now, timeZone: value.timeZone, periodOffset: value.periodOffset, fiscal: value.fiscal };
}

function draftOf(value: TimeMenuValue, now: number, simple: boolean): Draft {
  const range = periodResolve(value.period, contextOf(value, now));
  return { ...value, custom: false, stepChosen: false, ...inputsOf(range, value.timeZone, simple) };
}

/**
 * The draft's step for a range of `rangeMs`: the one chosen in this draft if the range offers it;
 * until one is chosen, the applied step while the range is the applied one, else the range's default.
 */
function draftStep(draft: Draft, value: TimeMenuValue, rangeMs: number) {
  const rangeKept =
    !draft.custom && draft.period === value.period && draft.periodOffset === value.periodOffset;
  if (draft.stepChosen || rangeKept) return stepResolve(draft.stepMs, draft.fiscal, rangeMs);
  return stepDefaultFor(rangeMs);
}

/**
 * The draft as a value to apply, the message to show, and whether the draft can be read at all.
 * A custom range is checked as typed (picked days by the pick-a-date rules: swapped days
 * reordered, nothing after today, the range limit, 31 days without prism-full); any range, custom
 * or from the list, is checked against the video retention window when `retention` is given, and
 * against the 31-day rule without prism-full, which the server enforces on every data call.
 */
function draftRead(
  draft: Draft,
  value: TimeMenuValue,
  now: number,
  pick: PickRules,
  retention?: RetentionSubject,
): { value?: TimeMenuValue; message?: string } {
  let period = draft.period;
  let periodOffset = draft.periodOffset;
  if (draft.custom && pick.simple) {
    const picked = dateRangeFromDays(draft.start, draft.end, draft.timeZone);
    if (!picked) return {};
    const { range, message } = dateRangePickValidate(picked, {
      now,
      timeZone: draft.timeZone,
      roles: pick.roles,
      maxDays: pick.rangeLimitDays,
    });
    if (message) return { message };
    period = `${range.startMs}:${range.endMs}`;
    periodOffset = 0;
  } else if (draft.custom) {
    const startMs = dateTimeLocalParse(draft.start, draft.timeZone);
    const endMs = dateTimeLocalParse(draft.end, draft.timeZone);
    if (startMs === undefined || endMs === undefined) return {};
    const message = dateRangeMenuValidate({ startMs, endMs }, { now, timeZone: draft.timeZone, retention });
    if (message) return { message };
    period = `${startMs}:${endMs}`;
    periodOffset = 0;
  }
  const range = periodResolve(period, contextOf({ ...draft, period, periodOffset }, now));
  if (retention && (!draft.custom || pick.simple)) {
    const message = dateRangeMenuValidate(range, { now, timeZone: draft.timeZone, retention });
    if (message) return { message };
  }
  // The server refuses the data of such a range (spec 000 section 5); say so before applying it.
  if (dateRangeForbiddenFor(range, draft.timeZone, pick.roles)) return { message: MSG.longRangeForbidden };
  const step = draftStep(draft, value, range.endMs - range.startMs);
  return {
    value: {
      period,
      periodOffset,
      stepMs: step.ms,
      fiscal: draft.fiscal,
      partialData: draft.partialData,
      timeZone: draft.timeZone,
    },
  };
}

const sameValue = (a: TimeMenuValue | undefined, b: TimeMenuValue) =>
  a !== undefined &&
  a.period === b.period &&
  a.periodOffset === b.periodOffset &&
  a.stepMs === b.stepMs &&
  a.fiscal === b.fiscal &&
  a.partialData === b.partialData &&
  a.timeZone === b.timeZone;

/**
 * The time menu (spec 000 sections 4 and 5): a button naming the period, previous and next
 * buttons, and a panel whose choices stay a draft until Apply. Cancel, Escape and a click outside
 * drop the draft; Reset returns the draft to the defaults.
 */
export function TimeMenu({
  value,
  defaults,
  now,
  simple = false,
  roles = [],
  rangeLimitDays,
  retention,
  recentPeriods = [],
  onApply,
}: TimeMenuProps) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const open = draft !== null;

  useOutsideClose(
    root,
    open,
    useCallback(() => setDraft(null), []),
  );

  const context = contextOf(value, now);
  const canGoNext = periodCanGoNext(value.period, context);
  const shift = (direction: 'previous' | 'next') =>
    onApply({ ...value, periodOffset: periodShift(value.period, direction, context).periodOffset });

  return (
    <div
      className={styles.root}
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setDraft(null);
          event.stopPropagation();
        }
      }}
    >
      <HoverHint hint="Previous Period">
        <button
          type="button"
          className={styles.shift}
          aria-label="Previous period"
          onClick={() => shift('previous')}
        >
          <span aria-hidden="true">‹</span>
        </button>
      </HoverHint>
      <button
        type="button"
        className={buttonClassName('secondary', 'small')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setDraft(open ? null : draftOf(value, now, simple))}
      >
        <ClockIcon />
        {periodLabel(value.period, value.periodOffset)}
      </button>
      <HoverHint hint={periodNextTooltip(value.period, context)}>
        <button
          type="button"
          className={styles.shift}
          aria-label="Next period"
          aria-disabled={!canGoNext}
          onClick={() => {
            if (canGoNext) shift('next');
          }}
        >
          <span aria-hidden="true">›</span>
        </button>
      </HoverHint>
      {draft ? (
        <TimePanel
          id={panelId}
          draft={draft}
          value={value}
          defaults={defaults}
          now={now}
          pick={{ simple, roles, rangeLimitDays }}
          retention={retention}
          recentPeriods={recentPeriods}
          onChange={setDraft}
          onCancel={() => setDraft(null)}
          onApply={(applied) => {
            setDraft(null);
            onApply(applied);
          }}
        />
      ) : null}
    </div>
  );
}

interface TimePanelProps {
  id: string;
  draft: Draft;
  value: TimeMenuValue;
  defaults: TimeMenuValue;
  now: number;
  pick: PickRules;
  retention?: RetentionSubject;
  recentPeriods: readonly string[];
  onChange: (draft: Draft) => void;
  onCancel: () => void;
  onApply: (value: TimeMenuValue) => void;
}

function TimePanel({
  id,
  draft,
  value,
  defaults,
  now,
  pick,
  retention,
  recentPeriods,
  onChange,
  onCancel,
  onApply,
}: TimePanelProps) {
  const { simple } = pick;
  const read = draftRead(draft, value, now, pick, retention);
  const rangeMs = (() => {
    const period = read.value?.period ?? draft.period;
    const range = periodResolve(period, contextOf({ ...draft, period }, now));
    return range.endMs - range.startMs;
  })();
  const steps = stepOptionsFor(rangeMs);
  const step = draftStep(draft, value, rangeMs);
  const changed = !sameValue(read.value, value);
  const differsFromDefaults = !sameValue(read.value, defaults);
  const set = (patch: Partial<Draft>) => onChange({ ...draft, ...patch });
  const zoneName = `${id}-zone`;
  const choosePeriod = (period: string, periodOffset: number) => {
    const range = periodResolve(period, contextOf({ ...draft, period, periodOffset }, now));
    set({ period, periodOffset, custom: false, ...inputsOf(range, draft.timeZone, simple) });
  };
  const recentLabel = (period: string) =>
    periodParse(period).kind === 'absolute'
      ? timeRangeLabel(
          periodResolve(period, contextOf({ ...draft, period, periodOffset: 0 }, now)),
          draft.timeZone,
        )
      : periodLabel(period, 0);

  return (
    <div
      id={id}
      role="dialog"
      aria-label="Time menu"
      className={simple ? `${styles.panel} ${styles.simple}` : styles.panel}
    >
      <fieldset className={styles.ranges}>
        <legend className={styles.legend}>Range</legend>
        {recentPeriods.length > 0 ? (
          <div className={styles.recent} role="group" aria-label="Recent periods">
            <span className={styles.recentLabel}>Recent</span>
            {recentPeriods.map((period) => (
              <button
                key={period}
                type="button"
                className={styles.recentPeriod}
                aria-label={`Recent period: ${recentLabel(period)}`}
                aria-pressed={!draft.custom && draft.period === period && draft.periodOffset === 0}
                onClick={() => choosePeriod(period, 0)}
              >
                {recentLabel(period)}
              </button>
            ))}
          </div>
        ) : null}
        <div className={styles.rangeList}>
          {RANGE_MENU.map((entry) => (
            <label key={entry.id} className={styles.rangeOption}>
              <input
                type="radio"
                name={`${id}-range`}
                checked={
                  !draft.custom && draft.period === entry.period && draft.periodOffset === entry.periodOffset
                }
                onChange={() => choosePeriod(entry.period, entry.periodOffset)}
              />
              {entry.label}
            </label>
          ))}
        </div>
      </fieldset>
      {simple ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Pick a date</legend>
          <div className={styles.days}>
            {(['start', 'end'] as const).map((end) => (
              <label key={end} className={styles.field}>
                {end === 'start' ? 'Start Date' : 'End Date'}
                <input
                  type="date"
                  value={draft[end]}
                  max={dateDayFormat(now, draft.timeZone)}
                  onChange={(event) => set({ [end]: event.target.value, custom: true })}
                />
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <div className={styles.settings}>
          <fieldset className={styles.group}>
            <legend className={styles.legend}>Custom range</legend>
            <label className={styles.field}>
              Start Time
              <input
                type="datetime-local"
                value={draft.start}
                onChange={(event) => set({ start: event.target.value, custom: true })}
              />
            </label>
            <label className={styles.field}>
              End Time
              <input
                type="datetime-local"
                value={draft.end}
                onChange={(event) => set({ end: event.target.value, custom: true })}
              />
            </label>
          </fieldset>
          <StepSlider
            steps={steps}
            value={step.id}
            onChange={(id) => set({ ...stepSelect(draft, id), stepChosen: true } satisfies Partial<Draft>)}
          />
          <label className={styles.field}>
            Time zone
            <select
              name={zoneName}
              value={draft.timeZone}
              onChange={(event) => set({ timeZone: event.target.value })}
            >
              <ZoneOptions now={now} current={draft.timeZone} fallback={defaults.timeZone} />
            </select>
          </label>
          <label className={styles.toggle}>
            <input
              type="checkbox"
              checked={draft.partialData}
              onChange={(event) => set({ partialData: event.target.checked })}
            />
            Partial data
          </label>
          <label className={styles.toggle}>
            <input
              type="checkbox"
              checked={draft.fiscal}
              onChange={(event) => set({ fiscal: event.target.checked })}
            />
            Fiscal time
          </label>
        </div>
      )}
      {read.message ? (
        <p className={styles.message} role="alert">
          {read.message}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button
          variant="borderless"
          size="small"
          disabled={!differsFromDefaults}
          onClick={() => onChange(draftOf(defaults, now, simple))}
        >
          Reset
        </Button>
        <span className={styles.spacer} />
        <Button variant="secondary" size="small" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          size="small"
          disabled={!read.value || read.message !== undefined || !changed}
          onClick={() => {
            if (read.value) onApply(read.value);
          }}
        >
          Apply
        </Button>
      </div>
    </div>
  );
}

/** Named zones first, then whole-hour offsets not already named, plus the current zone if neither lists it. */
function ZoneOptions({ now, current, fallback }: { now: number; current: string; fallback: string }) {
  const listed = new Set([...NAMED_ZONES, ...UTC_OFFSET_ZONES].map((option) => option.zone));
  const extra = [...new Set([fallback, current])].filter((zone) => !listed.has(zone));
  const named = new Set(NAMED_ZONES.map((option) => option.zone));
  return (
    <>
      {extra.map((zone) => (
        <option key={zone} value={zone}>
          {zone}
        </option>
      ))}
      <optgroup label="Time zones">
        {NAMED_ZONES.map((option) => (
          <option key={option.id} value={option.zone}>
            {timeZoneLabel(option, now)}
          </option>
        ))}
      </optgroup>
      <optgroup label="UTC offsets">
        {UTC_OFFSET_ZONES.filter((option) => !named.has(option.zone)).map((option) => (
          <option key={option.id} value={option.zone}>
            {option.label}
          </option>
        ))}
      </optgroup>
    </>
  );
}

/**
 * A hint shown on hover and focus, hidden on leave, blur or Escape (spec 000 section 4); unlike
 * `Tooltip` it wraps a button that has its own name. Escape is heard on the document, since a hint
 * opened by hovering has no focus inside it.
 */
function HoverHint({ hint, children }: { hint: string; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!shown) return;
    const hide = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setShown(false);
    };
    document.addEventListener('keydown', hide);
    return () => document.removeEventListener('keydown', hide);
  }, [shown]);
  return (
    <span
      className={styles.hintAnchor}
      onMouseEnter={() => setShown(true)}
      onMouseLeave={() => setShown(false)}
      onFocus={() => setShown(true)}
      onBlur={() => setShown(false)}
    >
      {children}
      {shown ? (
        <span role="tooltip" className={styles.hint}>
          {hint}
        </span>
      ) : null}
    </span>
  );
}

function ClockIcon() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor">
      <circle cx="8" cy="8" r="6.25" strokeWidth="1.5" />
      <path d="M8 4.5V8l2.5 1.5" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

/** The resolved range as text, e.g. 'Nov 21, 14:35 – Nov 22, 14:35 (UTC−05:00)'. */
export function TimeRangeText({ value, now }: { value: TimeMenuValue; now: number }) {
  const range = periodResolve(value.period, contextOf(value, now));
  return <span className={styles.rangeText}>{timeRangeLabel(range, value.timeZone)}</span>;
}
