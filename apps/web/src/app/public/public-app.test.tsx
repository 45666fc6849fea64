import { SURVEY_MSG } from '@prism/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SURVEY_TITLES } from '../../features/survey-public/components/survey-page';
import { SURVEY_UPLOAD_TEXT } from '../../features/survey-public/components/survey-upload-page';
import { publicSurveyMock, uploadMock } from '../../features/survey-public/testing/public-survey-mock';
import { renderApp } from '../../testing/render';
import { server } from '../../testing/server';
import { publicPathIs } from './public-path';
import { publicThemeFollow } from './public-theme';

/** Every API call the page makes, with the authorization it carried. */
function recordCalls() {
  const calls: { path: string; authorization: string | null }[] = [];
  server.events.on('request:start', ({ request }) => {
    calls.push({ path: new URL(request.url).pathname, authorization: request.headers.get('authorization') });
  });
  return calls;
}

describe('publicPathIs (spec 000 section 2)', () => {
  it.each([
    ['/survey', '', true],
    ['/survey/srv-1', '', true],
    ['/survey/srv-1/more', '?x=1', true],
    ['/upload', '?id=resp-1', true],
    ['/upload', '', false],
    ['/upload', '?other=1&id=resp-1', false],
    ['/surveys', '', false],
    ['/surveyApp@Web/overview', '', false],
    ['/CareSurvey@Web@cst_survey/charter-survey-tool/summary', '', false],
    ['/', '', false],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(publicPathIs({ pathname, search })).toBe(expected);
  });
});

describe('the public app', () => {
  it('opens a survey for a visitor without a token: no sign-in, no top bar, no portal calls', async () => {
    publicSurveyMock();
    const calls = recordCalls();
    const { navigateAway } = renderApp({ path: '/survey/srv-1', as: null });

    expect(await screen.findByRole('heading', { level: 1, name: 'Your visit to our website' })).toBeVisible();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Prism home' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(navigateAway).not.toHaveBeenCalled();
    await waitFor(() => expect(document.title).toBe('Your visit to our website'));
    await waitFor(() =>
      expect(calls.map((call) => call.path)).toContain('/api/public/surveys/srv-1/displays'),
    );
    expect(calls.map((call) => call.path).sort()).toEqual([
      '/api/public/surveys/srv-1',
      '/api/public/surveys/srv-1/displays',
    ]);
  });

  it("sends no member of staff's token with a respondent's calls", async () => {
    publicSurveyMock();
    const calls = recordCalls();
    renderApp({ path: '/survey/srv-1', as: 'analyst' });

    expect(await screen.findByRole('heading', { name: 'Your visit to our website' })).toBeVisible();
    await waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(2));
    expect(calls.every((call) => call.path.startsWith('/api/public/') && call.authorization === null)).toBe(
      true,
    );
  });

  it('answers /survey with no survey id as an unknown survey', async () => {
    const calls = recordCalls();
    const { navigateAway } = renderApp({ path: '/survey', as: null });
    expect(await screen.findByRole('heading', { name: SURVEY_TITLES.unknown })).toBeVisible();
    expect(screen.getByText(SURVEY_MSG.unknown)).toBeVisible();
    expect(calls).toEqual([]);
    expect(navigateAway).not.toHaveBeenCalled();
  });

  it('goes from a sent survey that asks for a file to its upload page, and takes the file there', async () => {
    publicSurveyMock();
    uploadMock();
    const calls = recordCalls();
    const { navigateAway } = renderApp({ path: '/survey/srv-1', as: null });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('radio', { name: '4 stars' }));
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Send answers' }));

    expect(await screen.findByText(SURVEY_UPLOAD_TEXT.saved)).toHaveFocus();
    expect(window.location.pathname + window.location.search).toBe('/upload?id=resp-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Your visit to our website' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Your visit to our website: add a file'));

    await user.upload(
      screen.getByLabelText(/^A screenshot of the problem/),
      new File(['png'], 'upload.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Send file' }));
    expect(await screen.findByText('Thank you, we received upload.png.')).toBeVisible();
    // The survey's own thanks came along from its page.
    expect(screen.getByText('Thank you, this helps us a lot!')).toBeVisible();
    expect(calls.some((call) => call.path === '/api/tokens/access/verify')).toBe(false);
    expect(navigateAway).not.toHaveBeenCalled();
  });

  it('opens an upload link on its own, without signing in', async () => {
    uploadMock();
    const calls = recordCalls();
    const { navigateAway } = renderApp({ path: '/upload?id=resp-1', as: null });

    expect(await screen.findByLabelText(/^A screenshot of the problem/)).toBeInTheDocument();
    expect(screen.getByText(SURVEY_UPLOAD_TEXT.saved)).not.toHaveFocus();
    expect(calls.map((call) => call.path)).toEqual(['/api/public/uploads/resp-1']);
    expect(navigateAway).not.toHaveBeenCalled();
  });

  it('leaves /upload without an id to the portal, which asks a visitor to sign in', async () => {
    const { navigateAway } = renderApp({ path: '/upload', as: null });
    await waitFor(() => expect(navigateAway).toHaveBeenCalledTimes(1));
  });
});

describe('publicThemeFollow', () => {
  function fakeMedia(matches: boolean) {
    const listeners = new Set<() => void>();
    const media = {
      matches,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    };
    const change = (next: boolean) => {
      media.matches = next;
      listeners.forEach((listener) => listener());
    };
    return { media: media as unknown as MediaQueryList, change, listeners };
  }

  it("follows the system's colour scheme, live, and stores nothing", () => {
    const root = document.createElement('html');
    const { media, change, listeners } = fakeMedia(true);

    const stop = publicThemeFollow(root, media);
    expect(root.dataset.theme).toBe('dark');
    expect(root.style.colorScheme).toBe('dark');

    change(false);
    expect(root.dataset.theme).toBeUndefined();
    expect(root.style.colorScheme).toBe('light');
    expect(window.localStorage.length).toBe(0);

    stop();
    expect(listeners.size).toBe(0);
  });
});
