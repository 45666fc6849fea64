import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ApiError } from '../api-client';
import { collectorSend } from './collector-send';
import type { ErrorReport } from './tracker';
import { trackingActive, trackingStart, trackingStop } from './tracking';
import type { TrackingStateStore } from './tracking-state';

/** Local storage, or a store that lives as long as the page where the browser refuses it. */
function stateStore(): TrackingStateStore {
  try {
    return window.localStorage;
  } catch {
    const memory = new Map<string, string>();
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
    };
  }
}

function errorReport(error: unknown, fallbackCode: string): ErrorReport {
  if (error instanceof ApiError) return { code: error.code, message: error.message };
  if (error instanceof Error) return { code: fallbackCode, message: error.message || error.name };
  return { code: fallbackCode, message: String(error) };
}

/**
 * Prism's own analytics for the signed-in user (spec 000 sections 2, 7 and 8): starts the tracker,
 * records a page view on every path change, reports each unique error once (uncaught errors,
 * unhandled rejections and failed queries and mutations; a 401 is a sign-in, not an error) and
 * sends what waits when the page is hidden.
 */
export function usePortalTracking(userId: string): void {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();

  useEffect(() => {
    const tracker = trackingStart({ userId, send: collectorSend, store: stateStore() });
    const onPageHide = () => void tracker.flush({ keepalive: true });
    const onError = (event: ErrorEvent) =>
      tracker.error(
        event.error
          ? errorReport(event.error, 'window_error')
          : { code: 'window_error', message: event.message },
      );
    const onRejection = (event: PromiseRejectionEvent) =>
      tracker.error(errorReport(event.reason, 'unhandled_rejection'));
    const onCallError = (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) return;
      tracker.error(errorReport(error, 'query_error'));
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onCallError(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onCallError(event.action.error);
    });
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      stopQueries();
      stopMutations();
      trackingStop(tracker);
    };
  }, [userId, queryClient]);

  // Declared after the start above, so on the first render the tracker already runs.
  useEffect(() => {
    trackingActive()?.pageView(pathname, window.innerWidth);
  }, [pathname]);
}
