import type { ExperimentStatusName } from '@prism/domain';
import { hashString } from './generator-random';
import { DAY_MS, HOUR_MS, localMidnight } from './generator-time';

/**
 * The storyline of the demo data: releases rolling out, one bad release and its hotfix, an error
 * spike on one afternoon, and a few A/B experiments. Everything here is a pure function of the app
 * ids and the time window, so docs and tests can ask where the incidents are.
 */

export interface Release {
  readonly version: string;
  readonly releaseMs: number;
  readonly venonaVersion: string;
  readonly helixSpecVersion: string;
  /** Multiplies the error rate of visits running this version. */
  readonly errorFactor: number;
  /** The demo's bad release (its patch release follows it). */
  readonly bad: boolean;
}

/** The app whose first release in the window ships with a bug, fixed by a patch release. */
export const DEMO_BAD_RELEASE_APP = 'OneApp@Android';
const BAD_RELEASE_ERROR_FACTOR = 5;
/** The app whose error rate jumps for a few hours on one afternoon (a payment-gateway outage). */
export const DEMO_ERROR_SPIKE_APP = 'MSA@Web';
const SPIKE_ERROR_FACTOR = 10;
const SPIKE_HOURS = 4;
/** People retry failed payments: the app's traffic swells during the spike. */
const SPIKE_TRAFFIC_FACTOR = 1.8;
/** Staging runs builds this long before production gets them. */
export const STAGING_LEAD_MS = 3 * DAY_MS;

export interface DemoIncidents {
  readonly errorSpike: {
    readonly appId: string;
    readonly startMs: number;
    readonly endMs: number;
    readonly errorCode: string;
    readonly errorType: string;
    readonly errorFactor: number;
    readonly trafficFactor: number;
  };
  readonly badRelease: {
    readonly appId: string;
    readonly version: string;
    readonly releaseMs: number;
    readonly hotfixVersion: string;
    readonly hotfixMs: number;
    readonly errorFactor: number;
  };
}

/**
 * An app's releases, oldest first: two before the window (devices that never update stay on them)
 * and two or three inside it. Web apps ship more often. Version numbers depend on the app id only.
 */
export function releasesOf(appId: string, web: boolean, startMs: number, endMs: number): Release[] {
  const h = hashString(appId);
  const major = 1 + (h % 11);
  const minor = 4 + ((h >>> 8) % 30);
  const span = endMs - startMs;
  // Spread in-window releases evenly, nudged per app so the apps don't all ship on the same day.
  const nudge = (((h >>> 16) % 100) / 100 - 0.5) * 0.1;
  const fractions = web ? [0.18, 0.5, 0.8] : [0.28, 0.68];
  const times = [
    startMs - 60 * DAY_MS,
    startMs - 18 * DAY_MS,
    ...fractions.map((f) => startMs + Math.round((f + nudge) * span)),
  ];
  const releases: Release[] = times.map((releaseMs, i) => ({
    version: `${major}.${minor + i}.0`,
    releaseMs,
    venonaVersion: `5.${8 + i + ((h >>> 4) % 3)}.${i % 3}`,
    helixSpecVersion: `1.${40 + 2 * i}.0`,
    errorFactor: 1,
    bad: false,
  }));
  if (appId !== DEMO_BAD_RELEASE_APP) return releases;
  const bad = releases[2];
  const next = releases[3];
  if (!bad) return releases;
  const hotfixMs =
    bad.releaseMs + Math.min(2 * DAY_MS, Math.round(((next?.releaseMs ?? endMs) - bad.releaseMs) / 2));
  const patched = bad.version.replace(/\.0$/, '.1');
  releases[2] = { ...bad, errorFactor: BAD_RELEASE_ERROR_FACTOR, bad: true };
  releases.splice(3, 0, { ...bad, version: patched, releaseMs: hotfixMs });
  return releases;
}

/** The newest release a device has picked up at `ms`, given its update lag. */
export function releaseAt(releases: readonly Release[], ms: number, lagMs: number): Release {
  let chosen = releases[0];
  for (const release of releases) {
    if (release.releaseMs + lagMs <= ms) chosen = release;
    else break;
  }
  if (!chosen) throw new Error('an app needs at least one release');
  return chosen;
}

export function demoIncidents(window: { days: number; endMs: number }): DemoIncidents {
  const endMs = Math.floor(window.endMs);
  const span = Math.round(window.days * DAY_MS);
  const startMs = endMs - span;
  // 1pm to 5pm local, on the day 60% into the window; kept inside the window for short spans.
  const afternoon = localMidnight(startMs + Math.round(span * 0.6)) + 13 * HOUR_MS;
  const spikeStart = Math.max(startMs, Math.min(afternoon, endMs - SPIKE_HOURS * HOUR_MS));
  const releases = releasesOf(DEMO_BAD_RELEASE_APP, false, startMs, endMs);
  const bad = releases.find((r) => r.bad);
  const hotfix = bad ? releases[releases.indexOf(bad) + 1] : undefined;
  if (!bad || !hotfix) throw new Error('the bad release is missing');
  return {
    errorSpike: {
      appId: DEMO_ERROR_SPIKE_APP,
      startMs: spikeStart,
      endMs: spikeStart + SPIKE_HOURS * HOUR_MS,
      errorCode: 'PAY-5031',
      errorType: 'payment',
      errorFactor: SPIKE_ERROR_FACTOR,
      trafficFactor: SPIKE_TRAFFIC_FACTOR,
    },
    badRelease: {
      appId: DEMO_BAD_RELEASE_APP,
      version: bad.version,
      releaseMs: bad.releaseMs,
      hotfixVersion: hotfix.version,
      hotfixMs: hotfix.releaseMs,
      errorFactor: bad.errorFactor,
    },
  };
}

export interface DemoVariant {
  readonly uuid: string;
  readonly name: string;
  /** Share of enrolled devices. */
  readonly weight: number;
  /** Multiplies the number of pages per visit. */
  readonly pageViewFactor: number;
  /** Multiplies the error rate. */
  readonly errorFactor: number;
}

export interface DemoExperiment {
  readonly uuid: string;
  readonly name: string;
  readonly status: ExperimentStatusName;
  readonly appIds: readonly string[];
  /** Share of the apps' devices enrolled. */
  readonly enrolment: number;
  readonly variants: readonly DemoVariant[];
  /** When it was created, started and (unless still running) stopped, in days before the demo's anchor. */
  readonly createdDaysAgo: number;
  readonly startDaysAgo: number;
  readonly endDaysAgo?: number;
}

function variant(uuid: string, name: string, weight: number, effect: Partial<DemoVariant> = {}): DemoVariant {
  return { uuid, name, weight, pageViewFactor: 1, errorFactor: 1, ...effect };
}

/**
 * The demo experiments; ids are fixed so links and docs can name them. Their dates are relative to
 * the moment the demo data is first seeded (see {@link demoExperimentSchedule}): some ran for the
 * whole window, some started or stopped inside it, one started in the last day, and a draft and a
 * paused one exist that the pickers never offer.
 */
export const DEMO_EXPERIMENTS: readonly DemoExperiment[] = [
  {
    uuid: 'b7e2c1a4-3f5d-4e8a-9c1b-2d4f6a8e0c13',
    name: 'Billing page redesign',
    status: 'RUNNING',
    appIds: ['MSA@Web', 'MSA@iOS', 'MSA@Android'],
    enrolment: 0.6,
    createdDaysAgo: 52,
    startDaysAgo: 45,
    variants: [
      variant('0c5a7e21-6b3d-4f19-8a2e-5d7c9b1f3a60', 'control', 50),
      // The redesign keeps people browsing: more pages per visit.
      variant('1d6b8f32-7c4e-4a2a-9b3f-6e8d0c2a4b71', 'redesign', 50, { pageViewFactor: 1.6 }),
    ],
  },
  {
    uuid: 'e3a91f27-8c4b-4d62-a5e0-7f1b3c9d2e48',
    name: 'Guide autoplay preview',
    status: 'RUNNING',
    appIds: ['OneApp@Roku', 'OneApp@RokuRsg'],
    enrolment: 0.5,
    createdDaysAgo: 15,
    startDaysAgo: 12,
    variants: [
      variant('2e7c9a43-8d5f-4b3b-a04a-7f9e1d3b5c82', 'control', 34),
      // Autoplay with sound crashes older players: visibly more errors.
      variant('3f8dab54-9e6a-4c4c-b15b-8a0f2e4c6d93', 'autoplay', 33, { errorFactor: 3 }),
      variant('4a9ebc65-af7b-4d5d-826c-9b1a3f5d7ea4', 'autoplayMuted', 33),
    ],
  },
  {
    uuid: '5c8d2e6f-1a3b-4c7d-9e0f-a2b4c6d8e0f1',
    name: 'One-page checkout',
    status: 'COMPLETED',
    appIds: ['Shop@Web'],
    enrolment: 0.8,
    createdDaysAgo: 44,
    startDaysAgo: 40,
    endDaysAgo: 8,
    variants: [
      variant('5bafcd76-b08c-4e6e-937d-ac2b4a6e8fb5', 'control', 50),
      variant('6cb0de87-c19d-4f7f-a48e-bd3c5b7f90c6', 'onePage', 50, { pageViewFactor: 0.7 }),
    ],
  },
  {
    uuid: '9f1e3d5c-7b9a-4f2e-8d6c-4b2a0e8c6a47',
    name: 'Proactive support chat',
    status: 'RUNNING',
    appIds: ['Support@Web'],
    enrolment: 0.7,
    createdDaysAgo: 3,
    startDaysAgo: 0.8,
    variants: [
      variant('7dc1ef98-d2ae-4a80-b59f-ce4d6c80a1d7', 'control', 40),
      variant('8ed2f0a9-e3bf-4b91-86a0-df5e7d91b2e8', 'chatbot', 30),
      variant('9fe301ba-f4c0-4ca2-97b1-e06f8ea2c3f9', 'proactiveChatbot', 30, { pageViewFactor: 1.2 }),
    ],
  },
  {
    uuid: 'a4c6e8f0-2b4d-4f6a-8c0e-1d3f5b7d9e21',
    name: 'Search ranking v2',
    status: 'CANCELLED',
    appIds: ['OneApp@Web'],
    enrolment: 0.4,
    createdDaysAgo: 30,
    startDaysAgo: 25,
    endDaysAgo: 18,
    variants: [
      variant('b5d7f901-3c5e-4a7b-9d1f-2e4a6c8e0f32', 'control', 50),
      variant('c6e80a12-4d6f-4b8c-8e2a-3f5b7d9f1a43', 'semanticRanking', 50, { errorFactor: 1.5 }),
    ],
  },
  {
    uuid: 'd7f91b23-5e7a-4c9d-9f3b-4a6c8e0a2b54',
    name: 'Player controls refresh',
    status: 'TESTING',
    appIds: ['OneApp@iOS', 'OneApp@Android'],
    enrolment: 0.5,
    createdDaysAgo: 9,
    startDaysAgo: 6,
    variants: [
      variant('e8a02c34-6f8b-4dae-8a4c-5b7d9f1b3c65', 'control', 50),
      variant('f9b13d45-7a9c-4ebf-9b5d-6c8e0a2c4d76', 'refreshedControls', 50),
    ],
  },
  {
    uuid: '0ac24e56-8bad-4fc0-8c6e-7d9f1b3d5e87',
    name: 'Upgrade offer banner',
    status: 'DELETED',
    appIds: ['MSA@Web'],
    enrolment: 0.3,
    createdDaysAgo: 24,
    startDaysAgo: 21,
    endDaysAgo: 20,
    variants: [
      variant('1bd35f67-9cbe-4ad1-9d7f-8e0a2c4e6f98', 'control', 50),
      variant('2ce46078-adcf-4be2-8e80-9f1b3d5f7aa9', 'banner', 50),
    ],
  },
  {
    uuid: '3df57189-bed0-4cf3-9f91-a02c4e6a8bba',
    name: 'Holiday home hero',
    status: 'DRAFT',
    appIds: ['MSA@Web', 'Shop@Web'],
    enrolment: 0.5,
    createdDaysAgo: 2,
    // Scheduled, not started: drafts never enrol anyone.
    startDaysAgo: -10,
    variants: [
      variant('4e06829a-cfe1-4d04-8aa2-b13d5f7b9ccb', 'control', 50),
      variant('5f17930b-d0f2-4e15-9bb3-c24e6a8cadd0', 'holidayHero', 50),
    ],
  },
  {
    uuid: '6028a41c-e103-4f26-8cc4-d35f7b9dbee1',
    name: 'Sign-in with passkeys',
    status: 'PAUSED',
    appIds: ['MSA@iOS'],
    enrolment: 0.2,
    createdDaysAgo: 16,
    startDaysAgo: 14,
    endDaysAgo: 13,
    variants: [
      variant('7139b52d-f214-4037-9dd5-e46a8cadcff2', 'control', 50),
      variant('824ac63e-0325-4148-8ee6-f57b9dbed003', 'passkeys', 50),
    ],
  },
];

/** When a demo experiment enrols devices: from `startMs` until `endMs` (null while it runs). */
export interface DemoExperimentTimes {
  readonly uuid: string;
  readonly createdMs: number;
  readonly startMs: number;
  readonly endMs: number | null;
}

/** The demo experiments' dates, counted back from `anchorMs` (the first seed). */
export function demoExperimentSchedule(anchorMs: number): DemoExperimentTimes[] {
  const at = (daysAgo: number) => Math.round(anchorMs - daysAgo * DAY_MS);
  return DEMO_EXPERIMENTS.map((experiment) => ({
    uuid: experiment.uuid,
    createdMs: at(experiment.createdDaysAgo),
    startMs: at(experiment.startDaysAgo),
    endMs: experiment.endDaysAgo === undefined ? null : at(experiment.endDaysAgo),
  }));
}

/** Drafts enrol nobody; TESTING experiments enrol only staging (QA) visits; the rest while they run. */
export function demoExperimentEnrols(
  experiment: Pick<DemoExperiment, 'status'>,
  times: Pick<DemoExperimentTimes, 'startMs' | 'endMs'>,
  visit: { startMs: number; staging: boolean },
): boolean {
  if (experiment.status === 'DRAFT') return false;
  if (experiment.status === 'TESTING' && !visit.staging) return false;
  return visit.startMs >= times.startMs && (times.endMs === null || visit.startMs < times.endMs);
}
