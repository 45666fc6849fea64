import { RANGE_MENU, periodParse } from '@prism/domain';

/**
 * What the time menu's button calls a period: its range menu entry ('Last 7 days', 'Previous
 * week'), 'Custom range' for an absolute range, 'Last N hours/days' for other rolling periods
 * (10d on survey-tool pages), else the code itself.
 */
export function periodLabel(period: string, periodOffset: number): string {
  const entry =
    RANGE_MENU.find((candidate) => candidate.period === period && candidate.periodOffset === periodOffset) ??
    RANGE_MENU.find((candidate) => candidate.period === period && candidate.periodOffset === 0);
  if (entry) return entry.label;
  const parsed = periodParse(period);
  if (parsed.kind === 'absolute') return 'Custom range';
  if (parsed.kind === 'rolling') return `Last ${parsed.count} ${parsed.unit}`;
  return period;
}
