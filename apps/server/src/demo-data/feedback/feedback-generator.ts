import type {
  AppliedCategory,
  AppliedManualCategory,
  Category,
  CategoryGroup,
  FeedbackItemInput,
  ManualCategory,
  Platform,
} from '@prism/domain';
import { DEMO_CATALOGUE } from '../catalogue';
import { type Platform as DevicePlatform, isTvPlatform, platformOf } from '../generator-devices';
import { Rand, type Weighted, fmix32, mixKey, uuidLike, weighted } from '../generator-random';
import {
  DEMO_EXPERIMENTS,
  type DemoExperiment,
  type DemoExperimentTimes,
  type Release,
  demoExperimentEnrols,
  demoExperimentSchedule,
  demoIncidents,
  releaseAt,
  releasesOf,
} from '../generator-scenario';
import { DAY_MS, HOUR_MS, type Rhythm, activity, localMidnight } from '../generator-time';
import {
  type DemoFeedbackPlatform,
  type DemoFeedbackPlatformKey,
  demoFeedbackCatalogue,
  demoFeedbackPlatform,
  demoCategoryLabel,
} from './feedback-categories';
import {
  type AccountDetail,
  DIGITAL_SURVEYS,
  type DigitalSurvey,
  EMPLOYEE_DEPARTMENTS,
  type EmployeeDepartment,
  type ItemFields,
  JOURNEY_SURVEYS,
  type JourneySurvey,
  feedbackAccount,
  feedbackAccountNumber,
  feedbackCustomer,
  feedbackDevice,
  feedbackEmployee,
  feedbackJourneyAnswers,
  feedbackSatisfaction,
  feedbackScale,
} from './feedback-fields';
import {
  type FeedbackAudience,
  type FeedbackIssue,
  type FeedbackLanguage,
  type FeedbackTextShape,
  type FeedbackTone,
  feedbackEmployeeSuggestion,
  feedbackIssueHasSpanish,
  feedbackIssueTopic,
  feedbackTextCompose,
  feedbackToneFor,
} from './feedback-text';

export { demoFeedbackCatalogue, demoFeedbackPlatform, demoFeedbackPlatformId } from './feedback-categories';
export type { DemoFeedbackCatalogue, DemoFeedbackPlatformKey } from './feedback-categories';
export type { FeedbackIssue, FeedbackTone, FeedbackTextShape, FeedbackTopic } from './feedback-text';

/**
 * Deterministic demo Voice of Customer feedback (issue 15 item 9): in-app feedback of the portals,
 * TV apps and staff tools (`cqe`), site intercept surveys (`digital-survey`), journey surveys after
 * installs and repairs (`journey-survey`) and the employee pulse (`employee-experience`), over the
 * last `days` days with the daily and weekly rhythm of the people who write them, plus three
 * incidents: an evening-long internet outage, the payment-gateway spike and the bad Android
 * release of the event generator's storyline (`demoIncidents`, same window rule). Items carry the
 * triage state they should end with (categories, flags, reroutes, notes) but no `_id` and none of
 * the enrichment the server computes (sentiment, keywords, model categories).
 */

/**
 * A generated item: everything the ingestion call takes but the `_id`, which the store gives it.
 */
export type DemoFeedbackItem = Omit<FeedbackItemInput, '_id'>;

export interface DemoFeedbackOptions {
  /** Epoch ms the data ends at (exclusive). */
  nowMs: number;
  /** Span in days, ending at `nowMs`; default 90. */
  days?: number;
  /** Number of items, exactly; default 50,000. */
  count?: number;
  /** Same seed, same options: identical output. */
  seed: number;
}

export const DEMO_FEEDBACK_DEFAULT_DAYS = 90;
export const DEMO_FEEDBACK_DEFAULT_COUNT = 50_000;

export type DemoFeedbackSource = 'cqe' | 'digital-survey' | 'journey-survey' | 'employee-experience';
export type DemoFeedbackIncidentKey = 'outage' | 'payment' | 'badRelease';

export interface DemoFeedbackIncident {
  readonly key: DemoFeedbackIncidentKey;
  readonly label: string;
  readonly startMs: number;
  readonly endMs: number;
  /** Share of all items written about it, on top of the usual feedback. */
  readonly share: number;
}

/** One generated item with what it was written about, for tests and for the seeding log. */
export interface DemoFeedbackEntry {
  readonly item: DemoFeedbackItem;
  readonly platform: DemoFeedbackPlatformKey;
  readonly tone: FeedbackTone;
  readonly issues: readonly FeedbackIssue[];
  readonly shape: FeedbackTextShape;
  readonly incident: DemoFeedbackIncidentKey | null;
}

export interface DemoFeedback {
  platforms: Platform[];
  categories: Category[];
  manualCategories: ManualCategory[];
  categoryGroups: CategoryGroup[];
  items: DemoFeedbackItem[];
}

const MIN_TIMESTAMP = 946_684_800_000;
const MAX_TIMESTAMP = 4_102_444_800_000;
const OUTAGE_HOURS = 10;
/** Day-to-day wobble of the volume. */
const DAILY_NOISE = 0.08;

interface Settings {
  readonly startMs: number;
  readonly endMs: number;
  readonly count: number;
  readonly seedWords: readonly number[];
}

function settingsOf(opts: DemoFeedbackOptions): Settings {
  const days = opts.days ?? DEMO_FEEDBACK_DEFAULT_DAYS;
  const count = opts.count ?? DEMO_FEEDBACK_DEFAULT_COUNT;
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError('count must be an integer >= 0');
  if (!Number.isFinite(days) || days <= 0) throw new RangeError('days must be > 0');
  if (!Number.isFinite(opts.seed)) throw new RangeError('seed must be a finite number');
  const endMs = Math.floor(opts.nowMs);
  const startMs = endMs - Math.round(days * DAY_MS);
  if (!(startMs >= MIN_TIMESTAMP && endMs <= MAX_TIMESTAMP && startMs < endMs)) {
    throw new RangeError('the window must lie between 2000-01-01 and 2100-01-01');
  }
  // Every bit of the seed counts (beyond 32 bits and below the decimal point).
  const seedWords = [
    opts.seed >>> 0,
    Math.floor(opts.seed / 2 ** 32) >>> 0,
    Math.round((opts.seed % 1) * 2 ** 32) >>> 0,
  ];
  return { startMs, endMs, count, seedWords };
}

// Where feedback comes from ------------------------------------------------------------------------

interface AppRuntime {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly devicePlatform: DevicePlatform;
  readonly staff: boolean;
  /** How the writer names the app. */
  readonly label: string;
  readonly releases: readonly Release[];
  readonly experiments: readonly { experiment: DemoExperiment; times: DemoExperimentTimes }[];
}

/** One place feedback is written: an app (in-app feedback) or a survey, with what it is about. */
interface Context {
  readonly platform: DemoFeedbackPlatform;
  readonly source: DemoFeedbackSource;
  readonly audience: FeedbackAudience;
  readonly app: AppRuntime;
  readonly rhythm: Rhythm;
  readonly issues: Weighted<FeedbackIssue>;
  readonly digital?: DigitalSurvey;
  readonly journey?: JourneySurvey;
  readonly department?: EmployeeDepartment;
}

type IssueWeights = readonly (readonly [FeedbackIssue, number])[];

const PORTAL_ISSUES: IssueWeights = [
  ['billing.overcharged', 8],
  ['billing.autopay', 6],
  ['billing.paperless', 3],
  ['billing.lateFee', 3],
  ['billing.payment', 6],
  ['signIn.password', 6],
  ['signIn.locked', 3],
  ['signIn.code', 3],
  ['app.crash', 4],
  ['app.frozen', 4],
  ['app.update', 2],
  ['outage.internet', 3],
  ['outage.updates', 2],
  ['speed.slow', 3],
  ['speed.drops', 2],
  ['support.wait', 3],
  ['support.transfer', 2],
  ['support.chat', 3],
  ['support.agent', 2],
  ['equipment.router', 2],
  ['equipment.pods', 1],
  ['install.noShow', 1],
  ['install.selfInstall', 2],
  ['install.activation', 2],
  ['praise.app', 5],
  ['praise.service', 2],
  ['praise.value', 1],
];
const VIDEO_ISSUES: IssueWeights = [
  ['streaming.buffering', 8],
  ['streaming.quality', 4],
  ['streaming.error', 5],
  ['streaming.audio', 2],
  ['guide.missing', 4],
  ['guide.listings', 3],
  ['guide.slow', 3],
  ['app.crash', 5],
  ['app.frozen', 4],
  ['app.update', 3],
  ['signIn.password', 2],
  ['signIn.code', 3],
  ['outage.tv', 2],
  ['billing.overcharged', 2],
  ['support.wait', 1],
  ['praise.app', 6],
  ['praise.value', 1],
];
const STAFF_ISSUES: IssueWeights = [
  ['app.crash', 4],
  ['app.frozen', 4],
  ['app.update', 2],
  ['signIn.password', 3],
  ['signIn.locked', 2],
  ['praise.app', 3],
];
const EMPLOYEE_ISSUES: IssueWeights = [
  ['work.systems', 8],
  ['work.training', 5],
  ['work.workload', 8],
  ['work.management', 6],
  ['work.pay', 5],
  ['work.recognition', 5],
  ['work.schedule', 5],
  ['work.career', 4],
];

/** Multiplies the weights of the issues whose key starts with one of the prefixes. */
function scaled(
  base: IssueWeights,
  factors: Readonly<Record<string, number>>,
  extra: IssueWeights = [],
): IssueWeights {
  const factorOf = (issue: FeedbackIssue) => {
    let f = 1;
    for (const [prefix, factor] of Object.entries(factors)) if (issue.startsWith(prefix)) f *= factor;
    return f;
  };
  return [...base.map(([issue, w]) => [issue, w * factorOf(issue)] as const), ...extra];
}

/** What people write about in each app: the app's job shapes the mix. */
function issuesOfApp(app: { name: string; type: string }, platform: DevicePlatform): IssueWeights {
  switch (app.name) {
    case 'PayNow':
      return scaled(PORTAL_ISSUES, {
        billing: 3,
        signIn: 0,
        support: 0.3,
        install: 0,
        outage: 0.3,
        speed: 0.3,
      });
    case 'Support':
      return scaled(PORTAL_ISSUES, { outage: 3, speed: 3, equipment: 3, support: 2, billing: 0.5 });
    case 'Shop':
      return scaled(PORTAL_ISSUES, { install: 4, 'billing.overcharged': 2, signIn: 0.5, outage: 0.2 });
    case 'SpecGuide':
      return scaled(VIDEO_ISSUES, { guide: 3, signIn: 0, app: 0.5 }, [
        ['equipment.box', 8],
        ['equipment.remote', 5],
      ]);
    case 'StreamBox':
      return scaled(VIDEO_ISSUES, {}, [['equipment.remote', 3]]);
    case 'KidsZone':
      return scaled(VIDEO_ISSUES, { billing: 0, guide: 0.3 });
    case 'TechMobile':
      return scaled(STAFF_ISSUES, {}, [
        ['tools.workOrder', 8],
        ['tools.sync', 5],
        ['tools.scan', 5],
        ['tools.lookup', 2],
      ]);
    case 'CareAgent':
      return scaled(STAFF_ISSUES, {}, [
        ['tools.lookup', 8],
        ['tools.workOrder', 1],
      ]);
    case 'StoreKiosk':
      return scaled(STAFF_ISSUES, {}, [
        ['tools.lookup', 4],
        ['tools.scan', 4],
      ]);
    case 'FieldOps':
      return scaled(STAFF_ISSUES, {}, [
        ['tools.workOrder', 6],
        ['tools.sync', 2],
        ['tools.lookup', 2],
      ]);
    default:
      // TV screens sign in with an on-screen code far more than with a password.
      if (platform !== 'web' && isTvPlatform(platform))
        return scaled(VIDEO_ISSUES, { 'signIn.code': 2, 'signIn.password': 0.5 });
      return app.name === 'OneApp' || app.name === 'BulkMDU' || app.name === 'SamsungTV'
        ? VIDEO_ISSUES
        : PORTAL_ISSUES;
  }
}

const APP_LABELS: Readonly<Record<string, string>> = {
  MSA: 'the My Account app',
  SMB: 'the business app',
  BusinessPortal: 'the business portal',
  PayNow: 'the pay bill page',
  Shop: 'the website',
  Support: 'the support site',
  OneApp: 'the TV app',
  BulkMDU: 'the TV app',
  SamsungTV: 'the TV app',
  StreamBox: 'the TV app',
  KidsZone: 'the kids app',
  SpecGuide: 'the guide',
  TechMobile: 'TechMobile',
  CareAgent: 'CareAgent',
  StoreKiosk: 'the kiosk app',
  FieldOps: 'the dispatch board',
};

function labelOf(name: string, type: string): string {
  if (name === 'MSA' && type === 'Web') return 'the website';
  if (name === 'SMB' && type === 'Web') return 'the business site';
  return APP_LABELS[name] ?? 'the app';
}

function appRuntime(id: string, settings: Settings, schedule: readonly DemoExperimentTimes[]): AppRuntime {
  const app = DEMO_CATALOGUE.find((candidate) => candidate.id === id);
  if (!app) throw new Error(`${id} is not in the demo catalogue`);
  const devicePlatform = platformOf(app);
  return {
    id,
    name: app.name,
    type: app.type,
    devicePlatform,
    staff: app.domain === 'internal_apps' || app.domain === 'employee_experience',
    label: labelOf(app.name, app.type),
    // The event generator's releases, so feedback names the versions the events carry.
    releases: releasesOf(id, devicePlatform === 'web', settings.startMs, settings.endMs),
    experiments: DEMO_EXPERIMENTS.flatMap((experiment) => {
      const times = schedule.find((candidate) => candidate.uuid === experiment.uuid);
      return times && experiment.appIds.includes(id) ? [{ experiment, times }] : [];
    }),
  };
}

/** Relative volume of each app of a platform, and each platform's share of all feedback. */
const CQE_APPS: Record<'portals' | 'video' | 'internal', readonly (readonly [string, number])[]> = {
  portals: [
    ['MSA@Web', 30],
    ['MSA@iOS', 20],
    ['MSA@Android', 18],
    ['PayNow@Web', 10],
    ['Support@Web', 10],
    ['SMB@Web', 4],
    ['SMB@iOS', 2],
    ['BusinessPortal@Web', 2],
    ['Shop@Web', 4],
  ],
  video: [
    ['OneApp@Roku', 22],
    ['OneApp@RokuRsg', 4],
    ['OneApp@iOS', 14],
    ['OneApp@Android', 12],
    ['OneApp@AppleTV', 6],
    ['OneApp@Web', 8],
    ['SpecGuide@OVP', 14],
    ['StreamBox@Android', 6],
    ['SamsungTV@TVSDK', 5],
    ['KidsZone@iOS', 3],
    ['BulkMDU@Roku', 2],
  ],
  internal: [
    ['TechMobile@Android', 40],
    ['TechMobile@iOS', 20],
    ['CareAgent@Web', 25],
    ['StoreKiosk@Web', 8],
    ['FieldOps@Web', 7],
  ],
};
const PLATFORM_SHARE: Record<DemoFeedbackPlatformKey, number> = {
  portals: 0.3,
  video: 0.26,
  internal: 0.05,
  digital: 0.18,
  journey: 0.14,
  employee: 0.07,
};
const RHYTHM_OF_APP: Readonly<Record<string, Rhythm>> = {
  TechMobile: 'field',
  FieldOps: 'office',
  CareAgent: 'office',
  StoreKiosk: 'retail',
  KidsZone: 'kids',
  SMB: 'business',
  BusinessPortal: 'business',
};

function contextsOf(settings: Settings, schedule: readonly DemoExperimentTimes[]): Weighted<Context> {
  const entries: [Context, number][] = [];
  for (const key of ['portals', 'video', 'internal'] as const) {
    const apps = CQE_APPS[key];
    const total = apps.reduce((sum, [, w]) => sum + w, 0);
    for (const [id, w] of apps) {
      const app = appRuntime(id, settings, schedule);
      const context: Context = {
        platform: demoFeedbackPlatform(key),
        source: 'cqe',
        audience: key === 'internal' ? 'staff' : 'customer',
        app,
        rhythm: RHYTHM_OF_APP[app.name] ?? (key === 'video' ? 'viewers' : 'consumers'),
        issues: weighted(issuesOfApp(app, app.devicePlatform)),
      };
      entries.push([context, (PLATFORM_SHARE[key] * w) / total]);
    }
  }
  const digitalApp = appRuntime('DigitalSurvey@Web@portals', settings, schedule);
  const digitalTotal = DIGITAL_SURVEYS.reduce((sum, survey) => sum + survey.weight, 0);
  for (const survey of DIGITAL_SURVEYS) {
    const context: Context = {
      platform: demoFeedbackPlatform('digital'),
      source: 'digital-survey',
      audience: 'customer',
      app: digitalApp,
      rhythm: 'consumers',
      issues: weighted(survey.issues),
      digital: survey,
    };
    entries.push([context, (PLATFORM_SHARE.digital * survey.weight) / digitalTotal]);
  }
  const journeyApp = appRuntime('JourneySurvey@Web@journey_survey', settings, schedule);
  const journeyTotal = JOURNEY_SURVEYS.reduce((sum, survey) => sum + survey.weight, 0);
  for (const survey of JOURNEY_SURVEYS) {
    const context: Context = {
      platform: demoFeedbackPlatform('journey'),
      source: 'journey-survey',
      audience: 'customer',
      app: journeyApp,
      rhythm: 'consumers',
      issues: weighted(survey.issues),
      journey: survey,
    };
    entries.push([context, (PLATFORM_SHARE.journey * survey.weight) / journeyTotal]);
  }
  const employeeTotal = EMPLOYEE_DEPARTMENTS.reduce((sum, department) => sum + department.weight, 0);
  const employeeApp = appRuntime('EmployeePulse@Web@employee_experience', settings, schedule);
  for (const department of EMPLOYEE_DEPARTMENTS) {
    const context: Context = {
      platform: demoFeedbackPlatform('employee'),
      source: 'employee-experience',
      audience: 'employee',
      app: employeeApp,
      rhythm: 'office',
      issues: weighted(
        scaled(EMPLOYEE_ISSUES, Object.fromEntries(department.louder.map((issue) => [issue, 2]))),
      ),
      department,
    };
    entries.push([context, (PLATFORM_SHARE.employee * department.weight) / employeeTotal]);
  }
  return weighted(entries);
}

// Incidents ----------------------------------------------------------------------------------------

interface IncidentRuntime extends DemoFeedbackIncident {
  readonly contexts: Weighted<Context>;
  readonly issues: Weighted<FeedbackIssue>;
  readonly errorCode?: string;
  readonly appVersion?: string;
}

/**
 * The incidents of a window: an internet outage from 4 pm to 2 am local on the day 35% into the
 * window, and the payment-gateway spike and the bad Android release of the event generator's
 * storyline (they line up with the events when both are generated over the same window).
 */
export function demoFeedbackIncidents(window: { nowMs: number; days?: number }): DemoFeedbackIncident[] {
  const endMs = Math.floor(window.nowMs);
  const days = window.days ?? DEMO_FEEDBACK_DEFAULT_DAYS;
  const span = Math.round(days * DAY_MS);
  const startMs = endMs - span;
  const clampIn = (from: number, to: number) => {
    const start = Math.max(startMs, Math.min(from, endMs - (to - from)));
    return { startMs: start, endMs: Math.min(endMs, start + (to - from)) };
  };
  const outageStart = localMidnight(startMs + Math.round(span * 0.35)) + 16 * HOUR_MS;
  const story = demoIncidents({ days, endMs });
  return [
    {
      key: 'outage',
      label: 'Regional internet outage',
      ...clampIn(outageStart, outageStart + OUTAGE_HOURS * HOUR_MS),
      share: 0.02,
    },
    {
      key: 'payment',
      label: `Payment errors (${story.errorSpike.errorCode})`,
      ...clampIn(story.errorSpike.startMs, story.errorSpike.endMs),
      share: 0.004,
    },
    {
      key: 'badRelease',
      label: `Crashing release ${story.badRelease.version} of ${story.badRelease.appId}`,
      ...clampIn(story.badRelease.releaseMs, story.badRelease.hotfixMs),
      share: 0.004,
    },
  ];
}

function incidentRuntimes(settings: Settings, contexts: Weighted<Context>): IncidentRuntime[] {
  const days = (settings.endMs - settings.startMs) / DAY_MS;
  const story = demoIncidents({ days, endMs: settings.endMs });
  const pick = (weights: Readonly<Record<string, number>>): Weighted<Context> =>
    weighted(
      contexts.items.flatMap((context) => {
        const w = weights[context.digital?.id ?? context.journey?.id ?? context.app.id];
        return w === undefined ? [] : [[context, w] as const];
      }),
    );
  return demoFeedbackIncidents({ nowMs: settings.endMs, days }).map((incident): IncidentRuntime => {
    switch (incident.key) {
      case 'outage':
        return {
          ...incident,
          contexts: pick({
            'MSA@Web': 20,
            'MSA@iOS': 18,
            'MSA@Android': 14,
            'Support@Web': 10,
            'ds-outage-status': 20,
            'ds-internet-troubleshoot': 5,
            'OneApp@iOS': 7,
            'OneApp@Android': 6,
          }),
          issues: weighted<FeedbackIssue>([
            ['outage.internet', 55],
            ['outage.updates', 20],
            ['speed.drops', 15],
            ['support.wait', 10],
          ]),
        };
      case 'payment':
        return {
          ...incident,
          contexts: pick({ [story.errorSpike.appId]: 80, 'ds-pay-bill': 20 }),
          issues: weighted<FeedbackIssue>([
            ['billing.payment', 80],
            ['billing.lateFee', 10],
            ['support.wait', 10],
          ]),
          errorCode: story.errorSpike.errorCode,
        };
      case 'badRelease':
        return {
          ...incident,
          contexts: pick({ [story.badRelease.appId]: 1 }),
          issues: weighted<FeedbackIssue>([
            ['app.crash', 70],
            ['app.update', 20],
            ['streaming.error', 10],
          ]),
          appVersion: story.badRelease.version,
        };
    }
  });
}

// Time ---------------------------------------------------------------------------------------------

interface Clock {
  readonly startMs: number;
  readonly spanMs: number;
  readonly dayNoise: Float64Array;
  readonly peak: ReadonlyMap<Rhythm, number>;
}

function clockOf(settings: Settings, rand: Rand, rhythms: Iterable<Rhythm>): Clock {
  const days = Math.ceil((settings.endMs - settings.startMs) / DAY_MS) + 1;
  const dayNoise = Float64Array.from(
    { length: days },
    () => 1 + DAILY_NOISE * Math.max(-2, Math.min(2, rand.normal())),
  );
  // The busiest hour of each rhythm's week, for rejection sampling.
  const peak = new Map<Rhythm, number>();
  for (const rhythm of rhythms) {
    let max = 0;
    for (let h = 0; h < 168; h++) max = Math.max(max, activity(rhythm, h * HOUR_MS));
    peak.set(rhythm, max);
  }
  return { startMs: settings.startMs, spanMs: settings.endMs - settings.startMs, dayNoise, peak };
}

/** A moment in the window, more likely at the hours and on the days the rhythm's people are busy. */
function timestampOf(rand: Rand, clock: Clock, rhythm: Rhythm): number {
  const peak = (clock.peak.get(rhythm) ?? 1) * (1 + 2 * DAILY_NOISE);
  let t = clock.startMs;
  for (let tries = 0; tries < 64; tries++) {
    t = clock.startMs + Math.floor(rand.float() * clock.spanMs);
    const day = Math.floor((t - clock.startMs) / DAY_MS);
    // A small floor keeps the quiet hours from being empty.
    const shape = (0.03 * peak + activity(rhythm, t)) * (clock.dayNoise[day] ?? 1);
    if (rand.float() * peak * 1.05 < shape) return t;
  }
  return t;
}

// Items --------------------------------------------------------------------------------------------

const INCIDENT_TONES = weighted<FeedbackTone>([
  ['negative', 88],
  ['mixed', 10],
  ['neutral', 2],
]);
/** Tone of a score-only answer (no text to take it from). */
const SILENT_TONES = weighted<FeedbackTone>([
  ['negative', 35],
  ['mixed', 15],
  ['neutral', 25],
  ['positive', 25],
]);
const NULL_SHARE: Record<DemoFeedbackSource, number> = {
  cqe: 0.03,
  'digital-survey': 0.2,
  'journey-survey': 0.12,
  'employee-experience': 0.08,
};
const JUNK_SHARE = 0.006;
const SHORT_SHARE = 0.1;
const LONG_SHARE: Record<FeedbackAudience, number> = { customer: 0.08, staff: 0.04, employee: 0.14 };
const SPANISH_SHARE = 0.06;
const FLAG_SHARE: Record<FeedbackTone, number> = {
  negative: 0.06,
  mixed: 0.04,
  neutral: 0.015,
  positive: 0.005,
};
const PERSONAL_SHARE: Record<DemoFeedbackPlatformKey, number> = {
  portals: 0.18,
  video: 0.06,
  internal: 0,
  digital: 0.25,
  journey: 0.6,
  employee: 0,
};

const PAGES: Partial<Record<string, readonly string[]>> = {
  billing: ['billing', 'billing/pay-bill', 'billing/autopay', 'billing/statements'],
  signIn: ['login', 'login/forgot-password', 'login/verify'],
  appCrash: ['home', 'account/overview'],
  outage: ['support/outage-status', 'home'],
  speed: ['internet/troubleshoot', 'internet/equipment'],
  equipment: ['internet/equipment', 'tv/equipment'],
  support: ['support/contact-us', 'support/chat'],
  installation: ['orders/appointments', 'self-install/activate'],
  praise: ['home'],
};
const VIDEO_PAGES: Partial<Record<string, readonly string[]>> = {
  streaming: ['player', 'live-tv', 'on-demand'],
  guide: ['guide'],
  appCrash: ['home', 'search', 'player'],
  signIn: ['login', 'activate-device'],
  equipment: ['settings'],
  billing: ['settings/account'],
  outage: ['live-tv'],
  praise: ['home'],
};
const STAFF_PAGES: Partial<Record<FeedbackIssue, readonly string[]>> = {
  'tools.workOrder': ['jobs/complete'],
  'tools.lookup': ['accounts/search'],
  'tools.scan': ['equipment/scan'],
  'tools.sync': ['jobs/sync'],
};
const USER_CATEGORY: Partial<Record<string, string>> = {
  billing: 'Billing',
  outage: 'Internet & Wi-Fi',
  speed: 'Internet & Wi-Fi',
  equipment: 'Equipment',
  signIn: 'Account & Sign-in',
  appCrash: 'App Problem',
  streaming: 'TV & Video',
  guide: 'TV & Video',
  installation: 'Installation',
  support: 'Customer Service',
  praise: 'Compliment',
  workTools: 'Tool Problem',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "May 12" in the demo's local time. */
function dayLabel(ms: number): string {
  const local = new Date(localMidnight(ms) + 12 * HOUR_MS);
  return `${MONTHS[local.getUTCMonth()]} ${local.getUTCDate()}`;
}

const NOTES: Partial<Record<string, readonly string[]>> = {
  billing: [
    'Escalated to billing team.',
    'Credit issued by care, see account notes.',
    'Sent to billing ops for review.',
  ],
  outage: [
    'Escalated to network operations.',
    'Matches the outage of {day}.',
    'Node flagged for maintenance.',
  ],
  speed: ['Escalated to network operations.', 'Line tech visit scheduled.', 'Node flagged for maintenance.'],
  appCrash: ['Crash reproduced on {version}, sent to the app team.', 'Known issue, fix in the next release.'],
  streaming: ['Sent to the video platform team.', 'Known CDN issue that evening.'],
  guide: ['Lineup team notified.', 'Guide data issue, vendor ticket opened.'],
  signIn: ['Identity team aware, reset emails delayed.', 'Sent to the identity team.'],
  installation: ['Escalated to field ops supervisor.', 'Customer rescheduled.'],
  equipment: ['Equipment swap ordered.', 'Sent to the device team.'],
  support: ['Shared with care leadership.', 'Agent coaching requested.'],
  praise: ['Shared in the weekly shout-outs.', "Forwarded to the technician's supervisor."],
  workTools: ['Sent to the field tools team.', 'Known issue, fix in the next release.'],
  workplace: ['Shared with the HR business partner.', 'Discussed at the leadership sync.'],
};
const GENERIC_NOTES = [
  'Customer contacted, issue resolved.',
  'Follow up next week.',
  'Duplicate of an earlier comment.',
];

interface World {
  readonly settings: Settings;
  readonly contexts: Weighted<Context>;
  readonly incidents: readonly IncidentRuntime[];
  readonly incidentShare: number;
  readonly clock: Clock;
  readonly visitSalt: number;
}

function worldOf(settings: Settings): World {
  const setup = Rand.fromKey(mixKey(...settings.seedWords, 0x5e7));
  const contexts = contextsOf(settings, demoExperimentSchedule(settings.endMs));
  const incidents = incidentRuntimes(settings, contexts);
  return {
    settings,
    contexts,
    incidents,
    incidentShare: incidents.reduce((sum, incident) => sum + incident.share, 0),
    clock: clockOf(
      settings,
      setup,
      contexts.items.map((context) => context.rhythm),
    ),
    visitSalt: fmix32(mixKey(...settings.seedWords, 0x715175)),
  };
}

/** How long after a release a device picks it up: web at once, phones over days, a tenth much later. */
function updateLag(rand: Rand, platform: DevicePlatform): number {
  if (platform === 'web') return rand.exponential(3 * HOUR_MS);
  if (platform === 'ios' || platform === 'android')
    return rand.exponential(2.5 * DAY_MS) + (rand.chance(0.1) ? 25 * DAY_MS : 0);
  return rand.exponential(1.2 * DAY_MS);
}

function shapeOf(rand: Rand, context: Context, incident: boolean): FeedbackTextShape {
  const roll = rand.float();
  const empty = incident ? 0.02 : NULL_SHARE[context.source];
  if (roll < empty) return 'empty';
  const junk = context.source === 'employee-experience' ? 0 : JUNK_SHARE;
  if (roll < empty + junk) return 'junk';
  if (roll < empty + junk + SHORT_SHARE) return 'short';
  if (roll < empty + junk + SHORT_SHARE + LONG_SHARE[context.audience]) return 'long';
  return 'normal';
}

function entryOf(rand: Rand, world: World, index: number): DemoFeedbackEntry {
  const { clock } = world;
  // Which incident (if any), where and when.
  let incident: IncidentRuntime | undefined;
  let roll = rand.float();
  if (roll < world.incidentShare) {
    for (const candidate of world.incidents) {
      if (roll < candidate.share) {
        incident = candidate;
        break;
      }
      roll -= candidate.share;
    }
  }
  const context = rand.pickWeighted(incident?.contexts ?? world.contexts);
  const timestamp = incident
    ? incident.startMs + Math.floor((incident.endMs - incident.startMs) * rand.float() ** 1.4)
    : timestampOf(rand, clock, context.rhythm);
  const issue = rand.pickWeighted(incident?.issues ?? context.issues);
  const tone = incident ? rand.pickWeighted(INCIDENT_TONES) : feedbackToneFor(rand, issue);
  const shape = shapeOf(rand, context, incident !== undefined);
  const silentTone = shape === 'empty' && !incident ? rand.pickWeighted(SILENT_TONES) : tone;

  // The text.
  const spanish =
    context.audience === 'customer' &&
    rand.chance(SPANISH_SHARE) &&
    (shape === 'short' || shape === 'empty' || feedbackIssueHasSpanish(issue));
  const language: FeedbackLanguage = spanish ? 'es' : 'en';
  const device = feedbackDevice(rand, context.app.devicePlatform, context.app.staff);
  const second = shape === 'long' && rand.chance(0.5) ? rand.pickWeighted(context.issues) : undefined;
  const text = feedbackTextCompose(rand, {
    issues: second !== undefined && second !== issue ? [issue, second] : [issue],
    tone: silentTone,
    shape,
    language,
    audience: context.audience,
    slots: {
      device:
        context.source === 'cqe' ? device.name : rand.pick(['laptop', 'phone', 'TV', 'tablet', device.name]),
      app: context.department?.tool ?? context.app.label,
      errorCode: incident?.errorCode,
    },
  });

  // Scores, from how satisfied the writer is.
  const satisfaction = feedbackSatisfaction(rand, text.tone);
  const item: DemoFeedbackItem = {
    source: context.source,
    timestamp,
    appName: context.app.name,
    appType: context.app.type,
    verbatim: text.text,
    mlAnalysisField: text.text,
    isNullVerbatim: text.text === null,
    language,
    appVersion:
      incident?.appVersion ??
      releaseAt(context.app.releases, timestamp, updateLag(rand, context.app.devicePlatform)).version,
  };
  scoresOf(rand, item, context, device.mobile, satisfaction);
  item.os = device.os;
  item.browser = device.browser;
  item.deviceManufacturer = device.deviceManufacturer;
  item.deviceType = device.deviceType;
  item.deviceModel = device.deviceModel;
  item.deviceFormFactor = device.deviceFormFactor;

  const topic = text.issues.length > 0 ? feedbackIssueTopic(issue) : undefined;
  if (context.source === 'cqe') cqeFields(rand, world, index, context, item, issue, device.mobile);
  if (context.digital) {
    item.surveyID = context.digital.id;
    item.pageName = context.digital.pageName;
    item.journeyType = context.digital.journeyType;
    if (rand.chance(0.8)) item.visitId = visitIdOf(rand, world, index);
  }
  if (context.journey) {
    item.surveyID = context.journey.id;
    feedbackJourneyAnswers(rand, item, context.journey, issue, satisfaction);
  }
  if (context.audience !== 'employee' && context.audience !== 'staff') {
    const detail: AccountDetail = context.platform.key === 'video' ? 'video' : 'full';
    feedbackAccount(rand, item, detail, accountTypeOf(rand, context.app.name), issue);
    if (rand.chance(PERSONAL_SHARE[context.platform.key])) {
      feedbackCustomer(rand, item, language);
      if (rand.chance(0.85)) item.accountNumber = feedbackAccountNumber(rand);
      if (context.journey) item.closedLoop = text.tone === 'negative' && rand.chance(0.5);
    }
  }
  if (context.department) {
    feedbackEmployee(rand, item, context.department);
    item.altVerbatim = rand.chance(0.7) ? feedbackEmployeeSuggestion(rand, text.tone) : null;
  }
  experimentsOf(rand, context.app, timestamp, item);
  triage(rand, world, context, item, text.issues, text.tone, topic, shape, incident);
  return {
    item,
    platform: context.platform.key,
    tone: text.tone,
    issues: text.issues,
    shape: text.shape,
    incident: incident?.key ?? null,
  };
}

/** Customer effort, 1 (very easy) to 7: the happier, the lower. */
function cesOf(rand: Rand, satisfaction: number): number {
  return 8 - feedbackScale(rand, satisfaction, 1, 7);
}

/** The scores each source asks for, read from the writer's satisfaction. */
function scoresOf(
  rand: Rand,
  item: DemoFeedbackItem,
  context: Context,
  mobile: boolean,
  satisfaction: number,
): void {
  switch (context.source) {
    case 'cqe':
      if (rand.chance(0.93)) item.starRating = feedbackScale(rand, satisfaction, 1, 5);
      // App-store ratings exist for the store apps only (phones and TV platforms).
      if (context.app.devicePlatform !== 'web' && rand.chance(mobile ? 0.18 : 0.1))
        item.starRatingExternal = feedbackScale(rand, satisfaction, 1, 5, 0.15);
      return;
    case 'digital-survey':
      if (rand.chance(0.9)) item.CSAT = feedbackScale(rand, satisfaction, 0, 10) * 10;
      if (rand.chance(0.85)) item.NPS = feedbackScale(rand, satisfaction, 0, 10);
      if (rand.chance(0.8)) item.SR = rand.chance(0.05 + 0.9 * satisfaction) ? 1 : 0;
      if (rand.chance(0.4)) item.CES = cesOf(rand, satisfaction);
      return;
    case 'journey-survey':
      item.NPS = feedbackScale(rand, satisfaction, 0, 10);
      if (rand.chance(0.8)) item.CSAT = feedbackScale(rand, satisfaction, 0, 10) * 10;
      if (rand.chance(0.5)) item.CES = cesOf(rand, satisfaction);
      return;
    case 'employee-experience':
      item.CSAT = feedbackScale(rand, satisfaction, 0, 10) * 10;
      if (rand.chance(0.9)) item.NPS = feedbackScale(rand, satisfaction, 0, 10);
      return;
  }
}

function accountTypeOf(rand: Rand, appName: string): string {
  if (appName === 'SMB') return 'SMB';
  if (appName === 'BusinessPortal') return 'Enterprise';
  return rand.chance(0.9) ? 'Residential' : 'SMB';
}

function visitIdOf(rand: Rand, world: World, index: number): string {
  // Unique by construction: the last eight hex digits are a bijection of the item's index.
  return uuidLike(rand.u32(), rand.u32(), rand.u32(), fmix32(index ^ world.visitSalt));
}

/** In-app feedback: the visit it was sent from, the page, and the category the user picked. */
function cqeFields(
  rand: Rand,
  world: World,
  index: number,
  context: Context,
  item: ItemFields,
  issue: FeedbackIssue,
  mobile: boolean,
): void {
  const topic = feedbackIssueTopic(issue);
  const pages =
    context.audience === 'staff'
      ? (STAFF_PAGES[issue] ?? ['home'])
      : ((context.platform.key === 'video' ? VIDEO_PAGES[topic] : PAGES[topic]) ?? ['home']);
  const pageName = rand.pick(pages);
  const visitId = visitIdOf(rand, world, index);
  const timestamp = item.timestamp as number;
  item.visitId = visitId;
  item.pageName = pageName;
  if (rand.chance(0.6))
    item.userSelectedCategory = rand.chance(0.15) ? 'Other' : (USER_CATEGORY[topic] ?? 'Other');
  if (rand.chance(0.7)) {
    const durationMs = Math.round(rand.logNormal(4 * 60_000, 0.9));
    item.visit = {
      visitId,
      startTimestamp: timestamp - durationMs,
      endTimestamp: timestamp,
      durationMs,
      pageViewCount: 1 + rand.geometric(5),
      entryPageName: rand.pick(['home', 'login', pageName]),
      exitPageName: pageName,
      connectionType: mobile ? rand.pick(['wifi', 'wifi', 'cellular']) : rand.pick(['wifi', 'wired']),
    };
  }
}

/** A few items carry the experiment their visit was in, while it ran (as the events do). */
function experimentsOf(rand: Rand, app: AppRuntime, timestamp: number, item: ItemFields): void {
  for (const { experiment, times } of app.experiments) {
    if (!demoExperimentEnrols(experiment, times, { startMs: timestamp, staging: false })) continue;
    if (!rand.chance(experiment.enrolment * 0.25)) continue;
    const variant = rand.pickWeighted(weighted(experiment.variants.map((v) => [v, v.weight] as const)));
    item.experiment = experiment.name;
    item.experimentUuids = [experiment.uuid];
    item.activatedExperimentUuids = [experiment.uuid];
    item.variantUuids = [variant.uuid];
    return;
  }
}

/**
 * The state triage left the item in: older items are more often reviewed; complaints are flagged
 * more than praise; categories are the active leaves filed under the text's issues (a category
 * with a child is applied only through its child); a flagged item is usually rerouted to its
 * categories, and about half of the reroutes were sent.
 */
function triage(
  rand: Rand,
  world: World,
  context: Context,
  item: ItemFields,
  issues: readonly FeedbackIssue[],
  tone: FeedbackTone,
  topic: string | undefined,
  shape: FeedbackTextShape,
  incident: IncidentRuntime | undefined,
): void {
  const { startMs, endMs } = world.settings;
  const timestamp = item.timestamp as number;
  const age = (endMs - timestamp) / (endMs - startMs);
  const reviewed = rand.chance(0.08 + 0.34 * age);
  const flagged = shape !== 'junk' && rand.chance(FLAG_SHARE[tone] * (incident ? 1.5 : 1));
  const hidden = shape === 'junk' ? rand.chance(0.9) : rand.chance(0.004);

  const applied: AppliedCategory[] = [];
  const manual: AppliedManualCategory[] = [];
  if (issues.length > 0 && rand.chance(reviewed ? 0.92 : 0.4)) {
    for (const issue of issues) {
      const leaf = context.platform.leavesByIssue.get(issue);
      if (!leaf || applied.some((entry) => entry._id === leaf._id)) continue;
      let manualName: string | null = null;
      const candidates = (context.platform.manualByCategory.get(leaf._id) ?? []).filter(
        // Archived manual categories were in use in the older half of the window only.
        (candidate) => !candidate.isArchived || age > 0.5,
      );
      if (candidates.length > 0 && rand.chance(reviewed ? 0.35 : 0.1)) {
        const chosen = rand.pick(candidates);
        manualName = chosen.manualCategory;
        manual.push({
          _id: chosen._id,
          manualCategory: chosen.manualCategory,
          isArchived: chosen.isArchived,
        });
      }
      applied.push({ _id: leaf._id, category: demoCategoryLabel(leaf), manualCategory: manualName });
    }
  }
  // Empty lists are left out (the schema defaults them to []): fewer objects for a million items.
  if (applied.length > 0) item.prismAppliedCategories = applied;
  if (manual.length > 0) item.prismAppliedManualCategories = manual;

  const rerouted = flagged && applied.length > 0 && rand.chance(0.75);
  const sent = rerouted && rand.chance(0.55);
  if (rerouted) item.reroutedCategories = applied.map((entry) => entry._id);
  if (sent) item.rerouteSentCategories = applied.map((entry) => entry._id);
  item.isRerouteSent = sent;
  item.useForRetrain = reviewed && applied.length > 0 && rand.chance(0.087);
  item.isFlagged = flagged;
  item.isReviewed = reviewed;
  item.isHidden = hidden;

  const noteChance = flagged ? 0.4 : reviewed ? 0.05 : 0.004;
  if (shape !== 'junk' && rand.chance(noteChance)) {
    const note =
      incident?.key === 'outage'
        ? `Part of the ${dayLabel(incident.startMs)} outage; closed when service was restored.`
        : rand.pick((topic ? NOTES[topic] : undefined) ?? GENERIC_NOTES);
    item.notes = note.replace('{day}', dayLabel(timestamp)).replace('{version}', String(item.appVersion));
  }
}

// Entry points -------------------------------------------------------------------------------------

/**
 * The demo feedback one entry at a time: each item with the tone, issues and shape it was written
 * with and the incident it belongs to. Memory stays flat whatever `count` is.
 */
export function* generateDemoFeedbackEntries(opts: DemoFeedbackOptions): Generator<DemoFeedbackEntry> {
  const settings = settingsOf(opts);
  const world = worldOf(settings);
  const rand = Rand.fromKey(mixKey(...settings.seedWords, 0xfeed));
  for (let i = 0; i < settings.count; i++) yield entryOf(rand, world, i);
}

/** The demo feedback items one at a time (for large runs: a million items never sit in memory). */
export function* generateDemoFeedbackItems(opts: DemoFeedbackOptions): Generator<DemoFeedbackItem> {
  for (const entry of generateDemoFeedbackEntries(opts)) yield entry.item;
}

/**
 * The demo Voice of Customer data: platforms, categories, manual categories, category groups (the
 * same in every run) and `count` feedback items over the last `days` days before `nowMs`.
 */
export function generateDemoFeedback(opts: DemoFeedbackOptions): DemoFeedback {
  const catalogue = structuredClone(demoFeedbackCatalogue());
  return {
    platforms: [...catalogue.platforms],
    categories: [...catalogue.categories],
    manualCategories: [...catalogue.manualCategories],
    categoryGroups: [...catalogue.categoryGroups],
    items: Array.from(generateDemoFeedbackItems(opts)),
  };
}
