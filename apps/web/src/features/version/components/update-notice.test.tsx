import { MSG } from '@prism/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/server';
import { VERSION_CHECK_INTERVAL_MS } from '../api/get-version';
import { UpdateNotice } from './update-notice';

/** The server answers these versions in turn, then keeps answering the last one. */
function serveVersions(...versions: (string | 'fail')[]) {
  let calls = 0;
  server.use(
    http.get('*/api/version', () => {
      const version = versions[Math.min(calls, versions.length - 1)]!;
      calls += 1;
      return version === 'fail'
        ? HttpResponse.json({ error: { code: 'internal', message: 'boom' } }, { status: 500 })
        : HttpResponse.json({ version });
    }),
  );
  return { calls: () => calls };
}

function renderNotice() {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <UpdateNotice />
    </QueryClientProvider>,
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const notice = () => screen.queryByText(MSG.newVersionAvailable);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('UpdateNotice (spec 000 section 4)', () => {
  it('checks every 10 minutes and shows the toast for 10 s once the server runs a newer version', async () => {
    const server = serveVersions('0.1.0', '0.1.0', '0.2.0', '0.3.0');
    renderNotice();

    await advance(50);
    expect(server.calls()).toBe(1);
    await advance(VERSION_CHECK_INTERVAL_MS);
    expect(server.calls()).toBe(2);
    expect(notice()).not.toBeInTheDocument();

    await advance(VERSION_CHECK_INTERVAL_MS - 1000);
    expect(server.calls()).toBe(2);
    await advance(1000);
    expect(server.calls()).toBe(3);
    expect(screen.getByRole('status')).toHaveTextContent(
      'A new version of Prism is available. Refresh to view.',
    );

    await advance(9_900);
    expect(notice()).toBeInTheDocument();
    await advance(100);
    expect(notice()).not.toBeInTheDocument();

    // Shown once: a still newer version later does not bring it back.
    await advance(VERSION_CHECK_INTERVAL_MS);
    expect(server.calls()).toBe(4);
    expect(notice()).not.toBeInTheDocument();
  });

  it('can be dismissed before its time', async () => {
    serveVersions('0.1.0', '1.0.0');
    renderNotice();
    await advance(50);
    await advance(VERSION_CHECK_INTERVAL_MS);
    expect(notice()).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(notice()).not.toBeInTheDocument();
  });

  it('treats a failed check as up to date, with only a warning in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = serveVersions('0.1.0', 'fail', '0.1.0');
    renderNotice();
    await advance(50);
    await advance(VERSION_CHECK_INTERVAL_MS);
    expect(server.calls()).toBe(2);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(notice()).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await advance(VERSION_CHECK_INTERVAL_MS);
    expect(notice()).not.toBeInTheDocument();
  });

  it('shows nothing while the version stays the same or goes back', async () => {
    serveVersions('0.2.0', '0.2.0', '0.1.0');
    renderNotice();
    await advance(50);
    await advance(3 * VERSION_CHECK_INTERVAL_MS);
    expect(notice()).not.toBeInTheDocument();
  });
});
