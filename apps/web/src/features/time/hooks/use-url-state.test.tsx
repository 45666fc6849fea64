import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIME_STORAGE_KEYS } from '../lib/time-storage';
import { useUrlState, type UseUrlStateOptions } from './use-url-state';

function renderAt(path: string, appName?: string, options: Omit<UseUrlStateOptions, 'appName'> = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({
      url: useUrlState({ appName, ...options }),
      location: useLocation(),
      navigation: useNavigationType(),
      navigate: useNavigate(),
    }),
    { wrapper },
  );
}

describe('useUrlState', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 22, 19, 35), toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('fills the defaults at load with one replace, keeping the page parameters', () => {
    const { result } = renderAt('/OneApp@Roku/client-analytics/errors?pageName=home&streamType=vod');
    expect(result.current.location.search).toBe('?period=24h&step=3600000&streamType[]=vod&pageName=home');
    expect(result.current.navigation).toBe('REPLACE');
  });

  it('leaves a canonical address alone', () => {
    const { result } = renderAt('/OneApp@Roku/client-analytics/errors?period=7d&step=86400000');
    expect(result.current.navigation).toBe('POP');
    expect(result.current.url.state).toMatchObject({ period: '7d', step: 86_400_000 });
  });

  it('resolves the period on the handle, in the chosen zone, and again after an update', () => {
    const { result } = renderAt(
      '/OneApp@Roku/client-analytics/errors?period=1d&step=3600000&origintz=Europe/Berlin',
    );
    // Yesterday in Berlin (UTC+1 in November), from its midnight to the next.
    expect(result.current.url.range).toEqual({
      startMs: Date.UTC(2026, 10, 20, 23),
      endMs: Date.UTC(2026, 10, 21, 23),
      type: 'absoluteDays',
    });
    act(() => result.current.url.update((state) => ({ ...state, period: '2h' })));
    expect(result.current.url.range).toMatchObject({
      startMs: Date.UTC(2026, 10, 22, 17, 35),
      endMs: Date.UTC(2026, 10, 22, 19, 35),
    });
  });

  it('fills remembered choices and the page default period', () => {
    window.localStorage.setItem(TIME_STORAGE_KEYS.partialData, 'true');
    window.localStorage.setItem(TIME_STORAGE_KEYS.origintz, 'UTC');
    const { result } = renderAt('/MyAccount@Web/charter-survey-tool/summary');
    expect(result.current.location.search).toBe('?period=10d&step=86400000&origintz=UTC&partialData=true');
  });

  it('replaces a groupBy the page does not offer with its initial one, and keeps a valid one', () => {
    const options = { groupByOptions: ['appVersion', 'operatingSystem'], groupByInitial: 'appVersion' };
    const invalid = renderAt(
      '/OneApp@Roku/client-analytics/errors?groupBy=favouriteColour',
      undefined,
      options,
    );
    expect(invalid.result.current.location.search).toBe('?period=24h&step=3600000&groupBy=appVersion');
    expect(invalid.result.current.url.state.groupBy).toBe('appVersion');
    invalid.unmount();
    const valid = renderAt(
      '/OneApp@Roku/client-analytics/errors?groupBy=operatingSystem',
      undefined,
      options,
    );
    expect(valid.result.current.location.search).toBe('?period=24h&step=3600000&groupBy=operatingSystem');
  });

  it('resets a Spectrum Guide 30d period to 24h with a one-hour step', () => {
    const { result } = renderAt(
      '/SpecGuide@Roku/client-analytics/errors?period=30d&step=86400000',
      'SpecGuide',
    );
    expect(result.current.location.search).toBe('?period=24h&step=3600000');
  });

  it('batches updates and replaces the address once, 1000 ms after the last one', () => {
    const { result } = renderAt('/OneApp@Roku/client-analytics/errors?period=24h&step=3600000');
    act(() => result.current.url.update((state) => ({ ...state, period: '7d', step: 86_400_000 })));
    expect(result.current.url.state.period).toBe('7d');
    act(() => vi.advanceTimersByTime(600));
    act(() => result.current.url.update((state) => ({ ...state, partialData: true })));
    act(() => vi.advanceTimersByTime(999));
    expect(result.current.location.search).toBe('?period=24h&step=3600000');
    expect(result.current.navigation).toBe('POP');

    act(() => vi.advanceTimersByTime(1));
    expect(result.current.location.search).toBe('?period=7d&step=86400000&partialData=true');
    expect(result.current.navigation).toBe('REPLACE');
    expect(result.current.url.state).toMatchObject({ period: '7d', partialData: true });
    expect(window.localStorage.getItem(TIME_STORAGE_KEYS.partialData)).toBe('true');
  });

  it('clears the reset-on-entity-change filters when the section changes, not within one', () => {
    const { result } = renderAt('/OneApp@Roku/client-analytics/errors?appVersion[]=2.1&streamType[]=vod');
    const query = '?period=24h&step=3600000&appVersion[]=2.1&streamType[]=vod';
    expect(result.current.location.search).toBe(query);
    act(() => void result.current.navigate(`/OneApp@Roku/client-analytics/errors/details${query}`));
    expect(result.current.location.search).toBe(query);
    act(() => void result.current.navigate(`/OneApp@Roku/client-analytics/apis${query}`));
    expect(result.current.location.search).toBe('?period=24h&step=3600000&streamType[]=vod');
  });
});
