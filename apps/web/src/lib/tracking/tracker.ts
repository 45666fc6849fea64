import {
  PRISM_APP_ID,
  trackingBreakpoint,
  trackingPage,
  trackingPageType,
  type ClientEvent,
  type TrackedPage,
} from '@prism/domain';
import {
  trackingSequenceNext,
  trackingStateOpen,
  trackingStateWrite,
  type TrackingState,
  type TrackingStateStore,
} from './tracking-state';

/** What a caller says about an event; the tracker adds who, when, where in the visit and which page. */
export type TrackedFields = Omit<
  ClientEvent,
  'timestamp' | 'appId' | 'environment' | 'visitId' | 'deviceId' | 'sequenceNumber'
>;

/** Sends one batch; resolves true once the collector has stored it, false on any failure (never throws). */
export type TrackerSend = (events: ClientEvent[], options: { keepalive: boolean }) => Promise<boolean>;

export interface TrackerOptions {
  /** The signed-in user's id: the user marker on every event and the tracing header. */
  userId: string;
  send: TrackerSend;
  store: TrackingStateStore;
  now?: () => number;
  /** A batch is sent as soon as this many events wait… */
  flushSize?: number;
  /** …and at least this often while any wait. */
  flushIntervalMs?: number;
}

/** One finished call of the API client (spec 000 section 7). */
export interface ApiCallReport {
  url: URL;
  method: string;
  /** The HTTP status; 0 when the server was not reached. */
  status: number;
  durationMs: number;
  traceId: string;
  /** The failure's text; absent for a success. */
  errorText?: string;
}

/** An error worth telling the team about once (spec 000 section 8: unique errors, once each). */
export interface ErrorReport {
  code: string;
  message: string;
}

export const TRACKER_FLUSH_SIZE = 20;
export const TRACKER_FLUSH_INTERVAL_MS = 5000;
/** The most events held while the collector is unreachable; older ones are dropped first. */
const QUEUE_LIMIT = 500;

const clip = (value: string, max: number) => (value.length > max ? value.slice(0, max) : value);

/**
 * Prism's own analytics (application prism@Web, environment production): events wait in a queue
 * and go to the collector in batches. A batch that fails is dropped, never retried in a loop:
 * tracking must not cost the page anything.
 */
export class Tracker {
  readonly userId: string;
  private readonly send: TrackerSend;
  private readonly store: TrackingStateStore;
  private readonly now: () => number;
  private readonly flushSize: number;
  private readonly state: TrackingState;
  private readonly timer: ReturnType<typeof setInterval>;
  private readonly reportedErrors = new Set<string>();
  private queue: ClientEvent[] = [];
  private page: TrackedPage | null = null;
  private stopped = false;

  constructor(options: TrackerOptions) {
    this.userId = clip(options.userId, 128);
    this.send = options.send;
    this.store = options.store;
    this.now = options.now ?? Date.now;
    this.flushSize = options.flushSize ?? TRACKER_FLUSH_SIZE;
    const { state, blank } = trackingStateOpen(this.store, this.now());
    this.state = state;
    // Spec 000 section 4: the start-session event goes out only when the analytics state is blank.
    if (blank) this.track({ eventType: 'startSession' });
    this.timer = setInterval(() => void this.flush(), options.flushIntervalMs ?? TRACKER_FLUSH_INTERVAL_MS);
  }

  get visitId(): string {
    return this.state.visitId;
  }

  get deviceId(): string {
    return this.state.deviceId;
  }

  /** Queues one event, stamped with the visit, the user and the current page. */
  track(fields: TrackedFields): void {
    if (this.stopped) return;
    this.enqueue(fields);
    if (this.queue.length >= this.flushSize) void this.flush();
  }

  private enqueue(fields: TrackedFields): void {
    const timestamp = this.now();
    const sequenceNumber = trackingSequenceNext(this.state);
    this.state.sequenceNumber = sequenceNumber;
    this.state.lastEventMs = timestamp;
    trackingStateWrite(this.store, this.state);
    this.queue.push({
      pageName: this.page?.pageName ?? null,
      appSection: this.page?.appSection ?? null,
      userId: this.userId,
      ...fields,
      timestamp,
      appId: PRISM_APP_ID,
      environment: 'production',
      visitId: this.state.visitId,
      deviceId: this.state.deviceId,
      sequenceNumber,
    });
    if (this.queue.length > QUEUE_LIMIT) this.queue.splice(0, this.queue.length - QUEUE_LIMIT);
  }

  /** A page view: page name, section, type (Groups, Applications or Other) and breakpoint (spec 000 section 2). */
  pageView(pathname: string, viewportWidth: number): void {
    const page = trackingPage(pathname);
    this.page = {
      pageName: clip(page.pageName, 256),
      appSection: page.appSection === null ? null : clip(page.appSection, 256),
    };
    this.track({
      eventType: 'pageView',
      pageType: trackingPageType(pathname),
      breakpoint: trackingBreakpoint(viewportWidth),
    });
  }

  /** One API call: host, verb, operation, status (500 for a network failure), duration, success, trace id, query. */
  apiCall({ url, method, status, durationMs, traceId, errorText }: ApiCallReport): void {
    const operation = clip(url.pathname, 256);
    const success = status >= 200 && status < 400;
    this.track({
      eventType: 'apiCall',
      apiName: operation,
      apiHost: clip(url.host, 256),
      apiHttpVerb: method,
      apiArchitecture: 'REST',
      apiOperationName: operation,
      apiResponseCode: status === 0 ? 500 : status,
      apiResponseText: success ? null : clip(errorText ?? '', 256),
      apiResponseTimeMs: Math.max(0, Math.round(durationMs * 10) / 10),
      apiSuccess: success,
      apiQueryParams: url.search ? clip(url.search.slice(1), 1024) : null,
      traceId,
    });
  }

  /** A generic error, reported the first time it is seen on this page and never again. */
  error({ code, message }: ErrorReport): void {
    const key = `${code}\n${message}`;
    if (this.reportedErrors.has(key)) return;
    this.reportedErrors.add(key);
    this.track({
      eventType: 'error',
      errorType: 'internal',
      errorCode: clip(code, 64),
      errorMessage: clip(message, 1024),
    });
  }

  /** Sends what waits; true once the collector stored it (also when nothing waited). */
  async flush({ keepalive = false }: { keepalive?: boolean } = {}): Promise<boolean> {
    if (this.queue.length === 0) return true;
    const batch = this.queue;
    this.queue = [];
    return this.send(batch, { keepalive }).catch(() => false);
  }

  /** Queues an event and sends it at once, for what the user waits on (their feedback). */
  async sendNow(fields: TrackedFields): Promise<boolean> {
    if (this.stopped) return false;
    this.enqueue(fields);
    return this.flush();
  }

  /** Stops the timer and sends what waits, in a way that survives the page going away. */
  stop(): void {
    if (this.stopped) return;
    clearInterval(this.timer);
    void this.flush({ keepalive: true });
    this.stopped = true;
  }
}
