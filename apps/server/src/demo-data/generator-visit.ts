import type { Application, ClientEvent, CLIENT_EVENT_TYPES } from '@prism/domain';
import { type Device, type DeviceContext, isTvPlatform } from './generator-devices';
import { RESPONSE_TEXT, responseCode, responseTimeMs } from './generator-http';
import {
  type ApiDef,
  type AppProfile,
  type ErrorDef,
  LOGIN_SUCCESS_RATE,
  PAYMENT_API,
  type SectionDef,
  STREAM_START_API,
  type StreamKind,
} from './generator-profiles';
import { type Rand, type Weighted, hex8, weighted } from './generator-random';
import type { Rhythm } from './generator-time';
import {
  type DemoExperiment,
  type DemoExperimentTimes,
  type DemoIncidents,
  type Release,
  demoExperimentEnrols,
} from './generator-scenario';

/**
 * One visit of one device to one client app, written event by event in time order. The writer is
 * reused across visits (it only holds the current visit's state) to keep allocation down.
 */

type ClientEventType = (typeof CLIENT_EVENT_TYPES)[number];

/** Everything about a client app the visits need, resolved once per run. */
export interface AppRuntime {
  readonly index: number;
  readonly app: Application;
  readonly profile: AppProfile;
  readonly rhythm: Rhythm;
  readonly video: boolean;
  readonly portal: boolean;
  readonly deviceContext: DeviceContext;
  readonly platformType: 'web' | 'mobile' | undefined;
  readonly releases: readonly Release[];
  readonly experiments: readonly { experiment: DemoExperiment; times: DemoExperimentTimes }[];
  /** Self-service apps report blue/green API clusters; other portals report NONE. */
  readonly clusters: 'blueGreen' | 'none' | undefined;
  /** The consumer self-service app tags its equipment self-install journeys. */
  readonly selfInstall: boolean;
  readonly spike: boolean;
}

export interface VisitInput {
  readonly app: AppRuntime;
  readonly device: Device;
  readonly visitId: string;
  readonly staging: boolean;
  readonly release: Release;
  readonly startMs: number;
}

const SPIKE_CODE_SHARE = 0.7;
const MAX_WATCH_MS = 60 * 60_000;
const MINUTE_MS = 60_000;
// Players report every five minutes of playback (stalls as they happen); a heartbeat a minute
// would spend half the demo's events on heartbeats and leave the visits thin.
const HEARTBEAT_MINUTES = 5;

const CONTENT_CLASSES: Record<StreamKind, Weighted<string>> = {
  linear: weighted([['linear', 1]]),
  vod: weighted([
    ['fod', 35],
    ['svod', 30],
    ['tod', 15],
    ['trailer', 12],
    ['extra', 8],
  ]),
  dvr: weighted([
    ['cdvr', 60],
    ['dvr', 40],
  ]),
};
const WATCH_MEDIAN_MS: Record<StreamKind, number> = {
  linear: 7 * 60_000,
  vod: 16 * 60_000,
  dvr: 14 * 60_000,
};
const PORTABLE_CONNECTIONS = weighted<string>([
  ['wifi', 62],
  ['cell', 36],
  ['offline', 2],
]);
const STAFF_CONNECTIONS = weighted<string>([
  ['cell', 70],
  ['wifi', 30],
]);
const PORTABLE_LOCATIONS = weighted<string>([
  ['inHome', 55],
  ['inMarket', 25],
  ['outOfMarket', 12],
  ['unknown', 8],
]);
// On a cell connection a phone is, by definition, not on the home network.
const CELL_LOCATIONS = weighted<string>([
  ['inMarket', 55],
  ['outOfMarket', 25],
  ['unknown', 20],
]);
const STARTUP_MEDIAN_MS: Record<Device['platform'], number> = {
  roku: 2300,
  tizen: 2000,
  androidTv: 1700,
  appleTv: 1200,
  setTopBox: 900,
  web: 1900,
  ios: 1300,
  android: 1600,
};
const PLAYBACK_ERRORS: readonly ErrorDef[] = [
  { code: 'VPS-3001', type: 'playback' },
  { code: 'DRM-3100', type: 'drm' },
];
const ENTITLEMENT_ERROR: ErrorDef = { code: 'ENT-4030', type: 'entitlement' };

export class VisitWriter {
  private out: ClientEvent[] = [];
  private t = 0;
  private seq = 0;
  private input!: VisitInput;
  private appId = '';
  private environment: 'production' | 'staging' = 'production';
  private page: string | undefined;
  private section: string | undefined;
  private connectionType: string | undefined;
  private networkStatus: string | undefined;
  private deviceLocation: string | undefined;
  private apiClusterVersion: string | undefined;
  private selfInstall: string | undefined;
  private experimentUuids: string[] | undefined;
  private variantUuids: string[] | undefined;
  private pageViewFactor = 1;
  private baseErrorFactor = 1;

  constructor(
    private readonly rand: Rand,
    private readonly endMs: number,
    private readonly incidents: DemoIncidents,
    /** When the self-service APIs switch from the blue to the green cluster. */
    private readonly clusterCutoverMs: number,
  ) {}

  /** Writes one visit into `out` (cleared first); the caller may keep only a prefix of it. */
  write(input: VisitInput, out: ClientEvent[]): void {
    out.length = 0;
    this.out = out;
    this.input = input;
    this.t = input.startMs;
    this.seq = 0;
    this.appId = input.app.app.id;
    this.environment = input.staging ? 'staging' : 'production';
    this.page = undefined;
    this.section = undefined;
    // Staging builds are shakier; a bad release and some experiment variants add their own errors.
    this.baseErrorFactor = (input.staging ? 1.5 : 1) * input.release.errorFactor;
    this.setVisitContext();
    this.setExperiments();

    const { profile } = input.app;
    this.event('startSession');
    if (this.experimentUuids) {
      this.advance(this.rand.between(20, 400));
      this.event('experimentActivated');
    }
    let pages = 1 + this.rand.geometric(profile.meanExtraPages * this.pageViewFactor);
    if (this.rand.chance(profile.loginChance) && !this.login()) pages = 1;

    let section = this.selfInstall ? this.equipmentSection(profile) : profile.landing;
    let page = this.selfInstall ? 'equipmentSelfInstall' : (section.pages[0] ?? section.name);
    for (let i = 0; i < pages; i++) {
      if (i === 0) {
        // The app's first screen renders a moment after launch.
        this.advance(this.rand.between(100, 1_500));
      } else {
        // Dwell time on the previous page.
        this.advance(this.rand.logNormal(18_000, 0.9));
        if (!this.rand.chance(0.55)) section = this.rand.pickWeighted(profile.sections);
        page = this.rand.chance(0.6) ? (section.pages[0] ?? section.name) : this.rand.pick(section.pages);
      }
      this.visitPage(section, page);
      // A TV-everywhere app checks the provider token again as the viewer moves on.
      const reauth = profile.pageReauth;
      if (i > 0 && reauth && this.rand.chance(reauth.chance)) this.login(reauth.operations);
    }
  }

  private setVisitContext(): void {
    const { app, device } = this.input;
    const rand = this.rand;
    if (device.portable) {
      this.connectionType = rand.pickWeighted(
        app.deviceContext.staff ? STAFF_CONNECTIONS : PORTABLE_CONNECTIONS,
      );
    } else {
      this.connectionType = device.homeConnection;
    }
    const cell = this.connectionType === 'cell';
    if (app.video) {
      this.deviceLocation = !device.portable
        ? rand.chance(0.94)
          ? 'inHome'
          : 'unknown'
        : rand.pickWeighted(cell ? CELL_LOCATIONS : PORTABLE_LOCATIONS);
      this.networkStatus = this.deviceLocation === 'inHome' && !cell ? 'onNet' : 'offNet';
    } else if (app.deviceContext.staff) {
      this.deviceLocation = undefined;
      this.networkStatus = undefined;
    } else {
      this.deviceLocation = undefined;
      this.networkStatus = !cell && rand.chance(0.72) ? 'onNet' : 'offNet';
    }
    if (app.clusters === 'blueGreen') {
      // Blue/green deployment: traffic moves to green at the cut-over; a little stays behind.
      const live = this.t >= this.clusterCutoverMs ? 'green' : 'blue';
      const idle = live === 'green' ? 'blue' : 'green';
      this.apiClusterVersion = rand.chance(0.93) ? live : idle;
    } else {
      this.apiClusterVersion = app.clusters === 'none' ? 'NONE' : undefined;
    }
    this.selfInstall = app.selfInstall && rand.chance(0.07) ? 'equipmentSelfInstall' : undefined;
  }

  private setExperiments(): void {
    this.experimentUuids = undefined;
    this.variantUuids = undefined;
    this.pageViewFactor = 1;
    const { app, device } = this.input;
    for (let i = 0; i < app.experiments.length; i++) {
      const entry = app.experiments[i];
      if (!entry || !demoExperimentEnrols(entry.experiment, entry.times, this.input)) continue;
      const { experiment } = entry;
      // Enrolment and variant are per device (sticky across its visits), from its cohort bits.
      const bits = Math.imul(device.cohort ^ (i * 0x9e3779b9), 0x85ebca6b) >>> 0;
      if ((bits >>> 16) / 65_536 >= experiment.enrolment) continue;
      const total = experiment.variants.reduce((sum, v) => sum + v.weight, 0);
      let target = ((bits & 0xffff) / 65_536) * total;
      const chosen = experiment.variants.find((v) => (target -= v.weight) < 0) ?? experiment.variants[0];
      if (!chosen) continue;
      (this.experimentUuids ??= []).push(experiment.uuid);
      (this.variantUuids ??= []).push(chosen.uuid);
      this.pageViewFactor *= chosen.pageViewFactor;
      this.baseErrorFactor *= chosen.errorFactor;
    }
  }

  private equipmentSection(profile: AppProfile): SectionDef {
    return profile.sections.items.find((s) => s.name === 'equipment') ?? profile.landing;
  }

  private inSpike(): boolean {
    const spike = this.incidents.errorSpike;
    return this.input.app.spike && this.t >= spike.startMs && this.t < spike.endMs;
  }

  private errorFactor(): number {
    return this.inSpike()
      ? this.baseErrorFactor * this.incidents.errorSpike.errorFactor
      : this.baseErrorFactor;
  }

  /** Moves the visit clock on; events never pass the end of the window. */
  private advance(ms: number): void {
    const next = this.t + Math.round(ms);
    this.t = next < this.endMs ? next : this.endMs - 1;
  }

  private event(eventType: ClientEventType): ClientEvent {
    const { app, device, release } = this.input;
    const event: ClientEvent = {
      timestamp: this.t,
      appId: this.appId,
      environment: this.environment,
      visitId: this.input.visitId,
      deviceId: device.id,
      eventType,
      sequenceNumber: this.seq++,
      pageName: this.page,
      appSection: this.section,
      appVersion: release.version,
      operatingSystem: device.operatingSystem,
      osVersion: device.osVersion,
      browser: device.browser,
      formFactor: device.formFactor,
      connectionType: this.connectionType,
      networkStatus: this.networkStatus,
      locationState: device.locationState,
      deviceLocation: this.deviceLocation,
      technologyType: device.technologyType,
      platformType: app.platformType,
      computedMso: device.computedMso,
      apiClusterVersion: this.apiClusterVersion,
      billingServices: device.billingServices,
      mobileStatus: device.mobileStatus,
      configurationFactors: device.configurationFactors,
      venonaVersion: release.venonaVersion,
      helixSpecVersion: release.helixSpecVersion,
      selfInstall: this.selfInstall,
      experimentUuids: this.experimentUuids,
      variantUuids: this.variantUuids,
    };
    this.out.push(event);
    return event;
  }

  /** Returns whether the user ended up signed in. */
  private login(operations = this.input.app.profile.loginOperations): boolean {
    const rand = this.rand;
    const { profile } = this.input.app;
    const operation = rand.pickWeighted(operations);
    const interactive = operation === 'manualAuth' || operation === 'verifierAuth';
    if (interactive) {
      this.page = 'signIn';
      this.section = 'signIn';
    }
    // Failures scale gently with incidents: a broken release also breaks some sign-ins.
    const failure = Math.min(0.9, (1 - LOGIN_SUCCESS_RATE[operation]) * Math.sqrt(this.errorFactor()));
    let attempts = operation === 'manualAuth' ? 3 : 1;
    for (;;) {
      this.advance(rand.logNormal(700, 0.5));
      this.event('loginStart').loginOperationType = operation;
      this.advance(interactive ? rand.logNormal(9_000, 0.6) : rand.logNormal(900, 0.6));
      const success = !rand.chance(failure);
      const stop = this.event('loginStop');
      stop.loginOperationType = operation;
      stop.loginOutcome = success ? 'success' : 'failure';
      if (!success && profile.loginFailureError) {
        this.advance(rand.between(50, 600));
        this.error(profile.loginFailureError);
      }
      attempts--;
      // People retry a mistyped password; a failed silent sign-in falls back to nothing.
      if (success || attempts === 0 || !rand.chance(0.6)) return success;
    }
  }

  private visitPage(section: SectionDef, page: string): void {
    const rand = this.rand;
    const { profile } = this.input.app;
    this.section = section.name;
    this.page = page;
    this.event('pageView');
    const calls = 1 + (rand.chance(0.5) ? 1 : 0) + (rand.chance(0.2) ? 1 : 0);
    for (let i = 0; i < calls && section.apis.length > 0; i++) this.apiCall(rand.pick(section.apis));
    const actions = rand.geometric(1.2);
    for (let i = 0; i < actions; i++) {
      this.advance(rand.logNormal(4_000, 0.8));
      this.event('selectAction').eventCaseId = `${page}_${rand.pick(profile.actions)}`;
    }
    if (rand.chance(profile.pageErrorRate * this.errorFactor())) {
      const spike = this.incidents.errorSpike;
      this.advance(rand.between(50, 3_000));
      this.error(
        this.inSpike() && rand.chance(SPIKE_CODE_SHARE)
          ? { code: spike.errorCode, type: spike.errorType }
          : rand.pickWeighted(profile.errors),
      );
    }
    if (section.playback && this.input.app.video && rand.chance(profile.playbackChance)) {
      this.advance(rand.logNormal(5_000, 0.7));
      this.playback(section.playback);
    }
  }

  private error(def: ErrorDef): ClientEvent {
    const event = this.event('error');
    event.errorCode = def.code;
    event.errorType = def.type;
    return event;
  }

  private apiCall(api: ApiDef): number {
    const rand = this.rand;
    const outage = api === PAYMENT_API && this.inSpike();
    const failRate = outage ? 0.5 : Math.min(0.9, api.failRate * this.errorFactor());
    const code = responseCode(rand, api.verb, failRate, outage ? 0.95 : 0.4);
    const slowdown = (this.connectionType === 'cell' ? 1.6 : 1) * (outage ? 4 : 1);
    const responseTime = responseTimeMs(rand, code, api.medianMs, slowdown);
    this.advance(rand.between(20, 250) + responseTime);
    const event = this.event('apiCall');
    event.apiName = api.name;
    event.apiHost = api.host;
    event.apiHttpVerb = api.verb;
    event.apiArchitecture = api.architecture;
    event.apiOperationName = api.operationName;
    event.apiOperationType = api.operationType;
    event.apiResponseCode = code;
    event.apiResponseText = RESPONSE_TEXT[code];
    event.apiResponseTimeMs = Math.round(responseTime);
    // W3C trace-context style: 32 hex digits, drawn from the visit's stream so a run is repeatable.
    event.traceId = hex8(rand.u32()) + hex8(rand.u32()) + hex8(rand.u32()) + hex8(rand.u32());
    // Apps surface most server failures to the user, few of the 4xx ones.
    if (code >= 400 && rand.chance(code >= 500 ? 0.6 : 0.25)) {
      this.advance(rand.between(5, 120));
      // The app names a payment-gateway outage for what it is rather than by its status code.
      const spike = this.incidents.errorSpike;
      this.error(
        outage && code >= 500
          ? { code: spike.errorCode, type: spike.errorType }
          : { code: `API-${code}`, type: 'api' },
      );
    }
    return code;
  }

  private playback(kind: StreamKind): void {
    const rand = this.rand;
    const { device } = this.input;
    const code = this.apiCall(STREAM_START_API);
    if (code >= 400) {
      if (code === 403 || code === 401) this.error(ENTITLEMENT_ERROR);
      return;
    }
    const cell = this.connectionType === 'cell';
    const errorFactor = this.errorFactor();
    const stream = this.streamAttributes(kind);
    const startup = rand.logNormal(STARTUP_MEDIAN_MS[device.platform] * (cell ? 1.5 : 1), 0.55);
    this.advance(startup);
    const start = this.streamEvent('playbackStart', stream);
    start.startupTimeMs = Math.round(startup);

    const watchMs = Math.min(MAX_WATCH_MS, rand.logNormal(WATCH_MEDIAN_MS[kind], 0.9));
    const minutes = Math.floor(watchMs / MINUTE_MS);
    const stallRate =
      0.03 *
      (cell ? 3 : 1) *
      (this.networkStatus === 'offNet' ? 1.5 : 1) *
      (this.connectionType === 'QAM' ? 0.3 : 1) *
      Math.sqrt(errorFactor);
    const bitrate = this.baseBitrate(cell);
    let watched = 0;
    let beatMinutes = 0;
    let beatBuffering = 0;
    let failed = false;
    for (let m = 0; m < minutes; m++) {
      let buffering = 0;
      if (rand.chance(stallRate)) {
        buffering = Math.round(Math.min(50_000, rand.logNormal(2_500, 0.8)));
        const at = rand.int(MINUTE_MS - buffering);
        this.advance(at);
        this.streamEvent('playbackStall', stream).bufferingMs = buffering;
        this.advance(MINUTE_MS - at);
      } else {
        this.advance(MINUTE_MS);
      }
      if (rand.chance(0.0015 * errorFactor)) {
        const error = this.streamEvent('error', stream);
        const def = rand.pick(PLAYBACK_ERRORS);
        error.errorCode = def.code;
        error.errorType = def.type;
        failed = true;
        break;
      }
      beatMinutes++;
      beatBuffering += buffering;
      if (beatMinutes === HEARTBEAT_MINUTES) {
        const beat = this.streamEvent('playbackHeartbeat', stream);
        const bufferedShare = beatBuffering / (beatMinutes * MINUTE_MS);
        beat.bitrateKbps = Math.round(
          bitrate * Math.max(0.4, 1 - 2 * bufferedShare) * rand.logNormal(1, 0.12),
        );
        beat.bufferingMs = beatBuffering;
        beat.watchTimeMs = beatMinutes * MINUTE_MS - beatBuffering;
        watched += beatMinutes * MINUTE_MS;
        beatMinutes = 0;
        beatBuffering = 0;
      }
    }
    // The stop reports the playback since the last heartbeat (nothing after a failure).
    const rest = failed ? 0 : Math.max(0, watchMs - watched - beatMinutes * MINUTE_MS);
    this.advance(rest);
    const stop = this.streamEvent('playbackStop', stream);
    stop.watchTimeMs = failed ? 0 : Math.round(rest + beatMinutes * MINUTE_MS - beatBuffering);
  }

  private baseBitrate(cell: boolean): number {
    const { device } = this.input;
    const screen = isTvPlatform(device.platform)
      ? 7_800
      : device.formFactor === 'pc'
        ? 5_200
        : device.formFactor === 'tablet'
          ? 4_200
          : 3_000;
    return cell ? screen * 0.55 : screen;
  }

  private streamAttributes(kind: StreamKind): StreamAttributes {
    const rand = this.rand;
    const { device } = this.input;
    const apple = device.platform === 'ios' || device.platform === 'appleTv' || device.browser === 'Safari';
    let format: string;
    let drm: string;
    switch (device.platform) {
      case 'roku':
        format = rand.chance(0.65) ? 'hls' : 'dash';
        drm = 'playReady';
        break;
      case 'tizen':
        format = rand.chance(0.6) ? 'smooth' : 'dash';
        drm = 'playReady';
        break;
      case 'setTopBox':
        format = 'smooth';
        drm = 'adobePrimeTime';
        break;
      case 'android':
      case 'androidTv':
        format = 'dash';
        drm = rand.chance(0.5) ? 'playReady' : 'aes';
        break;
      default:
        format = apple ? 'hls' : rand.chance(0.7) ? 'dash' : 'hls';
        drm = apple ? 'fairplay' : rand.chance(0.55) ? 'playReady' : 'aes';
    }
    // Legacy TWC footprints still stream mostly from the TWC CDN.
    const twc = device.computedMso === 'TWC';
    return {
      streamType: kind === 'vod' && rand.chance(0.02) ? 'other' : kind,
      contentClass: rand.pickWeighted(CONTENT_CLASSES[kind]),
      streamContentFormat: format,
      streamCdn: rand.chance(twc ? 0.8 : 0.12) ? 'L-TWC' : 'L-CHTR',
      drmType: drm,
      daiEnabled: kind === 'linear' ? rand.chance(0.6) : kind === 'vod' ? rand.chance(0.25) : false,
    };
  }

  private streamEvent(eventType: ClientEventType, stream: StreamAttributes): ClientEvent {
    const event = this.event(eventType);
    event.streamType = stream.streamType;
    event.contentClass = stream.contentClass;
    event.streamContentFormat = stream.streamContentFormat;
    event.streamCdn = stream.streamCdn;
    event.drmType = stream.drmType;
    event.daiEnabled = stream.daiEnabled;
    return event;
  }
}

interface StreamAttributes {
  readonly streamType: string;
  readonly contentClass: string;
  readonly streamContentFormat: string;
  readonly streamCdn: string;
  readonly drmType: string;
  readonly daiEnabled: boolean;
}
