import type { ClientEvent, ServerEvent } from '@prism/domain';

/** A fixed instant inside the schema's range, so tests never depend on the clock. */
export const T0 = Date.UTC(2026, 10, 1, 12, 0, 0);

export function clientEvent(overrides: Partial<ClientEvent> = {}, i = 0): ClientEvent {
  return {
    timestamp: T0 + i * 1000,
    appId: 'OneApp@Roku',
    environment: 'production',
    visitId: `visit-${Math.floor(i / 10)}`,
    deviceId: `device-${Math.floor(i / 20)}`,
    eventType: 'pageView',
    sequenceNumber: i % 10,
    pageName: 'guide',
    appSection: 'tv',
    appVersion: '9.1.0',
    ...overrides,
  };
}

export function serverEvent(overrides: Partial<ServerEvent> = {}, i = 0): ServerEvent {
  return {
    timestamp: T0 + i * 1000,
    service: 'IdentityService@Web@portals',
    environment: 'production',
    direction: 'incoming',
    apiName: 'POST /token',
    host: 'identity.internal',
    responseCode: 200,
    latencyMs: 12.5,
    ...overrides,
  };
}

export const clientEvents = (n: number, overrides: Partial<ClientEvent> = {}) =>
  Array.from({ length: n }, (_, i) => clientEvent(overrides, i));
