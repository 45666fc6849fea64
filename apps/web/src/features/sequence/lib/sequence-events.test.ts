import type { ClientEvent } from '@prism/domain';
import { describe, expect, it } from 'vitest';
import {
  sequenceClockFormat,
  sequenceDurationFormat,
  sequenceEventFields,
  sequenceEventKeyFields,
  sequenceEventTypeCounts,
  sequenceOffsetFormat,
} from './sequence-events';

const T0 = Date.UTC(2026, 10, 20, 14, 0, 0, 250);
const base: ClientEvent = {
  timestamp: T0,
  appId: 'MSA@Web',
  environment: 'production',
  visitId: 'v',
  deviceId: 'd',
  eventType: 'apiCall',
  sequenceNumber: 4,
};

describe('sequenceEventKeyFields', () => {
  it("says an API call's verb and name once, its code and time", () => {
    const call = {
      ...base,
      apiHttpVerb: 'GET',
      apiName: 'GET /api/billing',
      apiResponseCode: 503,
      apiResponseTimeMs: 1234.4,
    };
    expect(sequenceEventKeyFields(call)).toEqual([
      { label: 'API', value: 'GET /api/billing' },
      { label: 'Code', value: '503' },
      { label: 'Time', value: '1,234 ms' },
    ]);
    expect(sequenceEventKeyFields({ ...call, apiName: 'GetAccount' })[0]).toEqual({
      label: 'API',
      value: 'GET GetAccount',
    });
  });

  it("says an error's code and type, a playback event's figures, and leaves out empty fields", () => {
    expect(
      sequenceEventKeyFields({ ...base, eventType: 'error', errorCode: 'API-503', errorType: 'api' }),
    ).toEqual([
      { label: 'Error', value: 'API-503' },
      { label: 'Type', value: 'api' },
    ]);
    expect(
      sequenceEventKeyFields({
        ...base,
        eventType: 'playbackHeartbeat',
        streamType: 'linear',
        bitrateKbps: 5200,
        bufferingMs: 0,
      }),
    ).toEqual([
      { label: 'Stream', value: 'linear' },
      { label: 'Bitrate', value: '5,200 kbps' },
      { label: 'Buffering', value: '0 ms' },
    ]);
  });
});

describe('sequenceEventFields', () => {
  it('lists every non-empty field in schema order, lists joined and booleans in words', () => {
    const fields = sequenceEventFields({
      ...base,
      pageName: '',
      daiEnabled: false,
      experimentUuids: ['a', 'b'],
      variantUuids: [],
    });
    expect(fields.map((f) => f.field)).toEqual([
      'timestamp',
      'appId',
      'environment',
      'visitId',
      'deviceId',
      'eventType',
      'sequenceNumber',
      'daiEnabled',
      'experimentUuids',
    ]);
    expect(fields[0]?.value).toBe('2026-11-20T14:00:00.250Z');
    expect(fields.find((f) => f.field === 'daiEnabled')?.value).toBe('no');
    expect(fields.find((f) => f.field === 'experimentUuids')?.value).toBe('a, b');
  });
});

describe('sequence times', () => {
  it.each([
    [0, '+0.000 s'],
    [12_345, '+12.345 s'],
    [185_120, '+3:05.120'],
    [3_723_000, '+1:02:03.000'],
  ])('writes an offset of %i ms as %s', (ms, text) => expect(sequenceOffsetFormat(ms)).toBe(text));

  it('writes clock times in UTC and durations in words', () => {
    expect(sequenceClockFormat(T0)).toBe('14:00:00.250');
    expect(sequenceDurationFormat(45_400)).toBe('45 s');
    expect(sequenceDurationFormat(725_000)).toBe('12 min 5 s');
    expect(sequenceDurationFormat(7_380_000)).toBe('2 h 3 min');
  });

  it('counts event types in the order they first happened', () => {
    const events = [base, { ...base, eventType: 'error' as const }, base];
    expect(sequenceEventTypeCounts(events)).toEqual([
      { eventType: 'apiCall', count: 2 },
      { eventType: 'error', count: 1 },
    ]);
  });
});
