import {
  type Application,
  type ClientEvent,
  COLLECTOR_MAX_EVENTS,
  type EventBatch,
  type ServerEvent,
} from '@prism/domain';
import { DEMO_BACKEND_APPS, DEMO_CLIENT_APPS } from './catalogue';
import { type Device, makeDevice, platformOf, technologyTypesOf } from './generator-devices';
import { profileOf } from './generator-profiles';
import { Rand, fmix32, mixKey, uuidLike } from './generator-random';
import {
  DEMO_EXPERIMENTS,
  type DemoExperimentTimes,
  type DemoIncidents,
  STAGING_LEAD_MS,
  demoExperimentSchedule,
  demoIncidents,
  releaseAt,
  releasesOf,
} from './generator-scenario';
import { type ServiceRuntime, makeServerEvent, serviceRuntime } from './generator-server';
import { DAY_MS, HOUR_MS, RHYTHMS, type Rhythm, activity, rhythmOfDomain } from './generator-time';
import { trafficOf } from './generator-traffic';
import { type AppRuntime, VisitWriter } from './generator-visit';

export {
  DEMO_EXPERIMENTS,
  DEMO_BAD_RELEASE_APP,
  DEMO_ERROR_SPIKE_APP,
  demoExperimentSchedule,
  demoIncidents,
} from './generator-scenario';
export type { DemoExperiment, DemoExperimentTimes, DemoIncidents, DemoVariant } from './generator-scenario';
export { DEMO_UTC_OFFSET_HOURS, isWeekend, localDayOfWeek, localHour } from './generator-time';

export interface DemoDataOptions {
  /** Total number of events to produce (client + server), exactly this many. */
  events: number;
  /** Span in days, ending at endMs. */
  days: number;
  /** PRNG seed: same options => byte-identical output. */
  seed: number;
  /** Epoch ms the data ends at (exclusive). */
  endMs: number;
  /** Events per yielded batch, default 5000, max 10000. */
  batchSize?: number;
  /**
   * When the demo experiments run, as stored at the first seed; by default counted back from
   * `endMs` ({@link demoExperimentSchedule}).
   */
  experimentTimes?: readonly DemoExperimentTimes[];
}

/** Share of the events that are client events; the rest are server events. */
export const DEMO_CLIENT_SHARE = 0.85;
export const DEMO_DEFAULT_BATCH_SIZE = 5_000;
/** Share of client visits made on staging (by QA devices, running builds ahead of production). */
const STAGING_VISIT_SHARE = 0.03;
const QA_DEVICES_PER_APP = 24;
// Sizing of the device pools: roughly this many events per visit and visits per device, so that
// devices come back a few times over the window whatever the run's size.
const EVENTS_PER_VISIT = 30;
const VISITS_PER_DEVICE = 4;
/** Day-to-day wobble of traffic, so that no two days look exactly alike. */
const DAILY_NOISE = 0.06;
/** The earliest timestamp the event schema accepts (2000-01-01). */
const MIN_TIMESTAMP = 946_684_800_000;
const MAX_TIMESTAMP = 4_102_444_800_000;

interface Settings {
  readonly events: number;
  readonly startMs: number;
  readonly endMs: number;
  readonly batchSize: number;
  readonly seedWords: readonly number[];
  readonly experimentTimes: readonly DemoExperimentTimes[];
}

function settingsOf(opts: DemoDataOptions): Settings {
  const batchSize = opts.batchSize ?? DEMO_DEFAULT_BATCH_SIZE;
  if (!Number.isSafeInteger(opts.events) || opts.events < 0)
    throw new RangeError('events must be an integer >= 0');
  if (!Number.isFinite(opts.days) || opts.days <= 0) throw new RangeError('days must be > 0');
  if (!Number.isFinite(opts.seed)) throw new RangeError('seed must be a finite number');
  if (!Number.isSafeInteger(batchSize) || batchSize < 1 || batchSize > COLLECTOR_MAX_EVENTS) {
    throw new RangeError(`batchSize must be an integer in 1..${COLLECTOR_MAX_EVENTS}`);
  }
  const endMs = Math.floor(opts.endMs);
  const startMs = endMs - Math.round(opts.days * DAY_MS);
  if (!(startMs >= MIN_TIMESTAMP && endMs <= MAX_TIMESTAMP && startMs < endMs)) {
    throw new RangeError('the window must lie between 2000-01-01 and 2100-01-01');
  }
  // Every bit of the seed counts (beyond 32 bits and below the decimal point).
  const seedWords = [
    opts.seed >>> 0,
    Math.floor(opts.seed / 2 ** 32) >>> 0,
    Math.round((opts.seed % 1) * 2 ** 32) >>> 0,
  ];
  const experimentTimes = opts.experimentTimes ?? demoExperimentSchedule(endMs);
  return { events: opts.events, startMs, endMs, batchSize, seedWords, experimentTimes };
}

function appRuntime(app: Application, index: number, window: Settings, incidents: DemoIncidents): AppRuntime {
  const platform = platformOf(app);
  const profile = profileOf(app);
  const staff = app.domain === 'internal_apps';
  const portal = app.domain === 'portals';
  return {
    index,
    app,
    profile,
    rhythm: trafficOf(app).rhythm,
    video: app.domain === 'video',
    portal,
    deviceContext: { platform, staff, portal, technologyTypes: technologyTypesOf(app) },
    platformType:
      platform === 'web' ? 'web' : platform === 'ios' || platform === 'android' ? 'mobile' : undefined,
    releases: releasesOf(app.id, platform === 'web', window.startMs, window.endMs),
    experiments: DEMO_EXPERIMENTS.flatMap((experiment) => {
      const times = window.experimentTimes.find((candidate) => candidate.uuid === experiment.uuid);
      return times && experiment.appIds.includes(app.id) ? [{ experiment, times }] : [];
    }),
    clusters: profile.key === 'account' ? 'blueGreen' : portal ? 'none' : undefined,
    selfInstall: app.name === 'MSA',
    spike: app.id === incidents.errorSpike.appId,
  };
}

/**
 * A device of an app, rebuilt from its own generator on every visit: the same index gives the same
 * id and attributes, so nothing about devices needs keeping in memory.
 */
function deviceOf(app: AppRuntime, deviceIndex: number, seedWords: readonly number[]): Device {
  const rand = Rand.fromKey(mixKey(...seedWords, app.index, deviceIndex));
  // Unique by construction: the app's index in the third word, a bijection of the index in the last.
  const id = uuidLike(
    rand.u32(),
    rand.u32(),
    ((rand.u32() & 0xffff0000) | app.index) >>> 0,
    fmix32(deviceIndex ^ (seedWords[0] ?? 0)),
  );
  return makeDevice(rand, app.deviceContext, id);
}

/** One clock hour of the window (the first and last may be partial). */
interface Bucket {
  readonly startMs: number;
  readonly lengthMs: number;
}

/** The window cut at clock hours, so that each bucket sits in one local hour of the daily shape. */
function bucketsOf(settings: Settings): Bucket[] {
  const buckets: Bucket[] = [];
  let start = settings.startMs;
  while (start < settings.endMs) {
    const end = Math.min((Math.floor(start / HOUR_MS) + 1) * HOUR_MS, settings.endMs);
    buckets.push({ startMs: start, lengthMs: end - start });
    start = end;
  }
  return buckets;
}

/**
 * Traffic weights: `weights[b * n + i]` is how much of bucket b's traffic item i gets (daily and
 * weekly rhythm, a little day-to-day noise, the bucket's length).
 */
function trafficWeights(
  buckets: readonly Bucket[],
  items: readonly { weight: number; rhythm: Rhythm }[],
  noise: Record<Rhythm, Float64Array>,
  floor: number,
  startMs: number,
): Float64Array {
  const weights = new Float64Array(buckets.length * items.length);
  buckets.forEach((bucket, b) => {
    const mid = bucket.startMs + bucket.lengthMs / 2;
    const day = Math.floor((mid - startMs) / DAY_MS);
    items.forEach((item, i) => {
      const shape = floor + (1 - floor) * activity(item.rhythm, mid);
      weights[b * items.length + i] =
        item.weight * shape * (noise[item.rhythm][day] ?? 1) * (bucket.lengthMs / HOUR_MS);
    });
  });
  return weights;
}

/** Swells the spike app's share of the buckets the error spike overlaps. */
function boostSpike(
  weights: Float64Array,
  buckets: readonly Bucket[],
  apps: readonly AppRuntime[],
  spike: DemoIncidents['errorSpike'],
): void {
  buckets.forEach((bucket, b) => {
    if (bucket.startMs + bucket.lengthMs <= spike.startMs || bucket.startMs >= spike.endMs) return;
    for (const app of apps) {
      if (app.spike)
        weights[b * apps.length + app.index] =
          (weights[b * apps.length + app.index] ?? 0) * spike.trafficFactor;
    }
  });
}

/**
 * Cumulative event targets per bucket: bucket b ends once `targets[b]` events exist. Rounding the
 * running total (not each bucket) makes the last target exactly `total`.
 */
function cumulativeTargets(
  weights: Float64Array,
  itemCount: number,
  bucketCount: number,
  total: number,
): Float64Array {
  const perBucket = new Float64Array(bucketCount);
  let sum = 0;
  for (let b = 0; b < bucketCount; b++) {
    let w = 0;
    for (let i = 0; i < itemCount; i++) w += weights[b * itemCount + i] as number;
    perBucket[b] = w;
    sum += w;
  }
  const targets = new Float64Array(bucketCount);
  let running = 0;
  for (let b = 0; b < bucketCount; b++) {
    running += perBucket[b] as number;
    targets[b] = b === bucketCount - 1 || sum === 0 ? total : Math.round((total * running) / sum);
  }
  return targets;
}

/**
 * Picks items in proportion to their weights with as little chance as possible in the counts
 * (smooth weighted round robin): each pick adds every item's weight to its credit and takes the
 * item with the most credit, which then pays the total back. The demo data stands for apps far
 * bigger than it, whose hourly counts barely wobble; drawing each visit's app at random would give
 * a small sample the noise of a small app instead, and lines that look broken rather than quiet.
 * Credit carries over from one bucket to the next, so an app too small for a visit every hour gets
 * one every few hours, at the hours its rhythm favours.
 */
class SmoothPicker {
  private readonly credit: Float64Array;

  constructor(private readonly count: number) {
    this.credit = new Float64Array(count);
  }

  pick(weights: Float64Array, offset: number): number {
    const { credit, count } = this;
    let total = 0;
    let best = -1;
    for (let i = 0; i < count; i++) {
      const w = weights[offset + i] as number;
      if (w <= 0) continue;
      total += w;
      const c = (credit[i] as number) + w;
      credit[i] = c;
      if (best < 0 || c > (credit[best] as number)) best = i;
    }
    if (best < 0) return 0;
    credit[best] = (credit[best] as number) - total;
    return best;
  }
}

/**
 * Deterministic demo events: about 85% client events in visits of the demo client apps, 15% server
 * events of the backend services, shaped by time of day and day of week, with releases rolling
 * out, one bad release, an error spike and a few experiments (see `demoIncidents`).
 *
 * Yields batches ready for POST /api/collector/events: each is {type:'client', events} or
 * {type:'server', events}, `batchSize` events each except the last of each type. Memory stays
 * bounded whatever `events` is: visits are written one at a time and handed out in batches.
 */
export function* generateDemoEvents(opts: DemoDataOptions): Generator<EventBatch> {
  const settings = settingsOf(opts);
  const { startMs, endMs, batchSize, seedWords } = settings;
  // A catalogue without services (or without client apps) puts every event on the other side.
  const clientShare =
    DEMO_BACKEND_APPS.length === 0 ? 1 : DEMO_CLIENT_APPS.length === 0 ? 0 : DEMO_CLIENT_SHARE;
  const clientTotal = Math.round(settings.events * clientShare);
  const serverTotal = settings.events - clientTotal;
  const rand = Rand.fromKey(mixKey(...seedWords, 0x5eed));
  const incidents = demoIncidents({ days: (endMs - startMs) / DAY_MS, endMs });

  const apps = DEMO_CLIENT_APPS.map((app, i) => appRuntime(app, i, settings, incidents));
  const appWeights = DEMO_CLIENT_APPS.map((app) => trafficOf(app).visits);
  const weightSum = appWeights.reduce((a, b) => a + b, 0);
  const devicePools = appWeights.map((w) =>
    Math.max(8, Math.round((clientTotal * (w / weightSum)) / (EVENTS_PER_VISIT * VISITS_PER_DEVICE))),
  );
  const services: ServiceRuntime[] = DEMO_BACKEND_APPS.map(serviceRuntime);

  const buckets = bucketsOf(settings);
  const dayCount = Math.ceil((endMs - startMs) / DAY_MS) + 1;
  const dailyNoise = () =>
    Float64Array.from({ length: dayCount }, () => 1 + DAILY_NOISE * Math.max(-2, Math.min(2, rand.normal())));
  const noise = Object.fromEntries(RHYTHMS.map((rhythm) => [rhythm, dailyNoise()])) as Record<
    Rhythm,
    Float64Array
  >;
  const clientWeights = trafficWeights(
    buckets,
    apps.map((app, i) => ({ weight: appWeights[i] ?? 0, rhythm: app.rhythm })),
    noise,
    0,
    startMs,
  );
  // Backend traffic is flatter than people's: batch jobs and caches keep it busy at night.
  const serverWeights = trafficWeights(
    buckets,
    DEMO_BACKEND_APPS.map((app, i) => ({
      weight: services[i]?.def.weight ?? 1,
      rhythm: rhythmOfDomain(app.domain),
    })),
    noise,
    0.25,
    startMs,
  );
  boostSpike(clientWeights, buckets, apps, incidents.errorSpike);
  const clientTargets = cumulativeTargets(clientWeights, apps.length, buckets.length, clientTotal);
  const serverTargets = cumulativeTargets(serverWeights, services.length, buckets.length, serverTotal);

  const appPicker = new SmoothPicker(apps.length);
  const servicePicker = new SmoothPicker(services.length);
  const writer = new VisitWriter(rand, endMs, incidents, startMs + Math.round((endMs - startMs) * 0.45));
  const visit: ClientEvent[] = [];
  const visitSalt = fmix32(mixKey(...seedWords, 0x715175));
  let visitCount = 0;
  let client: ClientEvent[] = [];
  let server: ServerEvent[] = [];
  let clientDone = 0;
  let serverDone = 0;

  for (let b = 0; b < buckets.length; b++) {
    const bucket = buckets[b] as Bucket;
    const clientTarget = clientTargets[b] as number;
    while (clientDone < clientTarget) {
      const app = apps[appPicker.pick(clientWeights, b * apps.length)] as AppRuntime;
      const visitStart = bucket.startMs + rand.int(bucket.lengthMs);
      const staging = rand.chance(STAGING_VISIT_SHARE);
      const pool = devicePools[app.index] ?? 1;
      // A few devices visit often, most now and then; QA devices are the only ones on staging.
      const deviceIndex = staging
        ? pool + rand.int(QA_DEVICES_PER_APP)
        : Math.floor(pool * Math.pow(rand.float(), 1.6));
      const device = deviceOf(app, deviceIndex, seedWords);
      const release = staging
        ? releaseAt(app.releases, visitStart + STAGING_LEAD_MS, 0)
        : releaseAt(app.releases, visitStart, device.updateLagMs);
      const visitId = uuidLike(rand.u32(), rand.u32(), rand.u32(), fmix32(visitCount++ ^ visitSalt));
      writer.write({ app, device, visitId, staging, release, startMs: visitStart }, visit);

      // Only the very last visit of the run can be cut short, to land on the exact count.
      const take = Math.min(visit.length, clientTotal - clientDone);
      for (let i = 0; i < take; i++) {
        client.push(visit[i] as ClientEvent);
        if (client.length === batchSize) {
          yield { type: 'client', events: client };
          client = [];
        }
      }
      clientDone += take;
    }

    const serverTarget = serverTargets[b] as number;
    const spike = incidents.errorSpike;
    while (serverDone < serverTarget) {
      const service = services[servicePicker.pick(serverWeights, b * services.length)] as ServiceRuntime;
      const timestamp = bucket.startMs + rand.int(bucket.lengthMs);
      const outage = timestamp >= spike.startMs && timestamp < spike.endMs;
      server.push(makeServerEvent(rand, service, timestamp, outage));
      serverDone++;
      if (server.length === batchSize) {
        yield { type: 'server', events: server };
        server = [];
      }
    }
  }
  if (client.length > 0) yield { type: 'client', events: client };
  if (server.length > 0) yield { type: 'server', events: server };
}
