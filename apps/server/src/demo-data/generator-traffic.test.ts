import { describe, expect, it } from 'vitest';
import { loadConfig } from '../plugins/config';
import { DEMO_CLIENT_APPS } from './catalogue';
import { generateDemoEvents, localDayOfWeek, localHour } from './generator';
import { type TrafficKind, trafficOf } from './generator-traffic';

/**
 * The default demo dataset (the server's own SEED_EVENTS, SEED_DAYS and SEED), counted by visit:
 * what someone opening the portal after its first start sees.
 */
const DEFAULTS = loadConfig({});
// Local midnight (UTC-5) starting a Monday: the last 28 days hold exactly 20 weekdays and 8 weekend days.
const END_MS = Date.UTC(2025, 5, 2, 5);
const WEEKS_START_MS = END_MS - 28 * 86_400_000;

interface AppVisits {
  total: number;
  /** Visits started in the last 28 days, by local hour of the day. */
  byHour: number[];
  /** Visits started in the last 28 days, by local day of the week (Sunday first). */
  byDay: number[];
  /** Visits started in each hour of the last 28 days. */
  series: number[];
}

let counted: Map<string, AppVisits> | undefined;
function defaultVisits(): Map<string, AppVisits> {
  if (counted) return counted;
  counted = new Map();
  const opts = { events: DEFAULTS.SEED_EVENTS, days: DEFAULTS.SEED_DAYS, seed: DEFAULTS.SEED, endMs: END_MS };
  for (const batch of generateDemoEvents(opts)) {
    if (batch.type !== 'client') continue;
    for (const event of batch.events) {
      // Every visit starts with one session start (a visit cut short at the end of the run included).
      if (event.eventType !== 'startSession' || event.environment !== 'production') continue;
      let app = counted.get(event.appId);
      if (!app) {
        app = {
          total: 0,
          byHour: Array<number>(24).fill(0),
          byDay: Array<number>(7).fill(0),
          series: Array<number>(28 * 24).fill(0),
        };
        counted.set(event.appId, app);
      }
      app.total++;
      if (event.timestamp < WEEKS_START_MS) continue;
      app.byHour[localHour(event.timestamp)]! += 1;
      app.byDay[localDayOfWeek(event.timestamp)]! += 1;
      app.series[Math.floor((event.timestamp - WEEKS_START_MS) / 3_600_000)]! += 1;
    }
  }
  return counted;
}

function visitsOf(appId: string): AppVisits {
  const visits = defaultVisits().get(appId);
  if (!visits) throw new Error(`${appId} has no visits`);
  return visits;
}

const appsOfKind = (kind: TrafficKind) =>
  DEMO_CLIENT_APPS.filter((app) => trafficOf(app).kind === kind).map((app) => app.id);

const sum = (values: readonly number[], indexes: readonly number[]) =>
  indexes.reduce((total, i) => total + (values[i] ?? 0), 0);

/** Visits per weekend day over visits per weekday, summed over the apps. */
function weekendRatio(appIds: readonly string[]): number {
  let weekend = 0;
  let weekday = 0;
  for (const id of appIds) {
    const { byDay } = visitsOf(id);
    weekend += sum(byDay, [0, 6]) / 8;
    weekday += sum(byDay, [1, 2, 3, 4, 5]) / 20;
  }
  return weekend / weekday;
}

/**
 * A customer portal's floor: 400 visits in 30 days. A portal's weekday then averages about 16
 * visits, so on the Last 30 days page (a one-day step) no weekday of any portal is empty or near it
 * (fewer than 4 visits has a chance under one in a thousand), its weekends dip visibly below its
 * weekdays, and its page views (about five a visit) run to dozens a day. The old dataset gave the
 * biggest portal, MSA@Web, 848 visits in 30 days and the smallest a fifth of that. The flagship
 * must stand well above the floor: its hourly lines are the ones people open first.
 */
const CUSTOMER_PORTAL_FLOOR = 400;

describe('demo traffic by kind of application (default dataset)', () => {
  it(`gives every customer portal more than ${CUSTOMER_PORTAL_FLOOR} visits in 30 days, MSA@Web over four times that`, () => {
    const portals = appsOfKind('consumerPortal');
    expect(portals).toEqual(expect.arrayContaining(['MSA@Web', 'MSA@iOS', 'PayNow@Web', 'Support@Web']));
    for (const id of portals) expect(visitsOf(id).total, id).toBeGreaterThan(CUSTOMER_PORTAL_FLOOR);
    expect(visitsOf('MSA@Web').total).toBeGreaterThan(4 * CUSTOMER_PORTAL_FLOOR);
  });

  it('sizes apps by kind: consumer TV apps and portals lead, business portals and staff tools follow', () => {
    const smallest = (kind: TrafficKind) => Math.min(...appsOfKind(kind).map((id) => visitsOf(id).total));
    const largest = (kind: TrafficKind) => Math.max(...appsOfKind(kind).map((id) => visitsOf(id).total));
    expect(largest('tvApp')).toBeGreaterThan(2 * largest('businessPortal'));
    expect(largest('consumerPortal')).toBeGreaterThan(2 * largest('businessPortal'));
    expect(largest('businessPortal')).toBeLessThan(smallest('consumerPortal') * 2);
    expect(largest('staffTool')).toBeLessThan(largest('consumerPortal') / 5);
    // Every app the demo shows has traffic on most days, however small its kind; an unclassified
    // legacy widget is allowed to be nearly idle.
    for (const app of DEMO_CLIENT_APPS) {
      const floor = trafficOf(app).kind === 'legacy' ? 30 : 60;
      expect(visitsOf(app.id).total, app.id).toBeGreaterThan(floor);
    }
  });

  it('makes a video app busiest in the evening and quiet in the early morning', () => {
    const { byHour } = visitsOf('OneApp@Roku');
    expect(sum(byHour, [19, 20, 21])).toBeGreaterThan(5 * sum(byHour, [4, 5, 6]));
    expect(sum(byHour, [19, 20, 21])).toBeGreaterThan(1.6 * sum(byHour, [9, 10, 11]));
  });

  it('makes business portals and staff tools busy in office hours, quiet in the evening', () => {
    for (const id of [...appsOfKind('businessPortal'), 'CareAgent@Web']) {
      const { byHour } = visitsOf(id);
      expect(sum(byHour, [9, 10, 11]), id).toBeGreaterThan(4 * sum(byHour, [19, 20, 21]));
    }
    // Consumers manage their account through the day and after work.
    const { byHour } = visitsOf('MSA@Web');
    expect(sum(byHour, [18, 19, 20])).toBeGreaterThan(sum(byHour, [9, 10, 11]));
    expect(sum(byHour, [18, 19, 20])).toBeGreaterThan(8 * sum(byHour, [2, 3, 4]));
  });

  it('gives each kind its week: busier weekends for video, quieter for portals, nearly none for business and staff', () => {
    expect(weekendRatio(appsOfKind('tvApp'))).toBeGreaterThan(1.2);
    expect(weekendRatio(appsOfKind('kidsVideo'))).toBeGreaterThan(1.35);
    const consumers = weekendRatio(appsOfKind('consumerPortal'));
    expect(consumers).toBeGreaterThan(0.5);
    expect(consumers).toBeLessThan(0.8);
    expect(weekendRatio(appsOfKind('businessPortal'))).toBeLessThan(0.2);
    expect(weekendRatio(['CareAgent@Web', 'FieldOps@Web', 'Prism@Web'])).toBeLessThan(0.4);
  });

  it('draws hourly lines without random gaps: no busy hour of a customer portal or a TV app without visits', () => {
    /** Hours of the last 28 days at the given local hours of weekdays (or of every day) with no visit. */
    const emptyHours = (appId: string, hours: readonly number[], weekdaysOnly: boolean) =>
      visitsOf(appId).series.filter((visits, i) => {
        const ms = WEEKS_START_MS + i * 3_600_000;
        const day = localDayOfWeek(ms);
        if (weekdaysOnly && (day === 0 || day === 6)) return false;
        return hours.includes(localHour(ms)) && visits === 0;
      }).length;
    expect(emptyHours('MSA@Web', [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20], true)).toBe(0);
    expect(emptyHours('OneApp@Roku', [18, 19, 20, 21, 22], false)).toBe(0);
  });
});
