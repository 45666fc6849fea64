import { FEEDBACK_RESET_MS, MSG, PRISM_APP_ID, type ClientEvent } from '@prism/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router';
import { HelpButton } from '../../../app/shell/top-bar-menus';
import { ACCESS_TOKEN_KEY } from '../../../lib/access-token';
import { collectorSend } from '../../../lib/tracking/collector-send';
import type { Tracker } from '../../../lib/tracking/tracker';
import { trackingStart, trackingStop } from '../../../lib/tracking/tracking';
import { server } from '../../../testing/server';
import { FEEDBACK_SEND_FAILED } from '../api/send-feedback';
import { FEEDBACK_THANKS, FEEDBACK_TITLE } from './feedback-dialog';
import { FeedbackModal } from './feedback-modal';

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}

function renderModal(path: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <HelpButton />
        <FeedbackModal />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the portal feedback dialog', () => {
  let batches: ClientEvent[][];
  let tracker: Tracker;
  beforeEach(() => {
    batches = [];
    server.use(
      http.post('*/api/collector/events', async ({ request }) => {
        if (request.headers.get('authorization') !== 'Bearer token-analyst') {
          return HttpResponse.json({ error: { code: 'invalid_token', message: 'no' } }, { status: 401 });
        }
        const body = (await request.json()) as { events: ClientEvent[] };
        batches.push(body.events);
        return HttpResponse.json({ stored: body.events.length });
      }),
    );
    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'token-analyst');
    tracker = trackingStart({ userId: 'analyst', send: collectorSend, store: window.localStorage });
  });
  afterEach(() => trackingStop(tracker));

  it('asks for a category first, then for text, sends userFeedback, thanks and resets after 1.5 s', async () => {
    const user = renderModal('/?period=7d&openFeedbackModal=true');
    const dialog = screen.getByRole('dialog', { name: FEEDBACK_TITLE });
    expect(within(dialog).queryByLabelText('Your feedback')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: '4 stars' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).value),
    ).toEqual(['General/Miscellaneous', 'Errors', 'Feature Request', 'Usability', 'Questions']);

    await user.click(within(dialog).getByRole('radio', { name: 'Feature Request' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MSG.feedbackTextRequired);

    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await user.type(within(dialog).getByLabelText('Your feedback'), 'More charts, please');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByText('19/2000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(FEEDBACK_THANKS)).toBeInTheDocument();
    const feedback = batches.flat().find((event) => event.eventType === 'userFeedback');
    expect(feedback).toMatchObject({
      appId: PRISM_APP_ID,
      environment: 'production',
      userId: 'analyst',
      feedbackCategory: 'Feature Request',
      feedbackText: 'More charts, please',
      feedbackRating: 4,
      feedbackQuestionType: 'starRating',
      feedbackSurveyId: 'generalExperienceStarRating',
    });

    // The success screen stays for the reset delay, then the dialog closes and leaves the address.
    await new Promise((resolve) => setTimeout(resolve, FEEDBACK_RESET_MS / 2));
    expect(screen.getByText(FEEDBACK_THANKS)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: FEEDBACK_RESET_MS * 2,
    });
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/\?period=7d$/);
  }, 15_000);

  it('sends a rating-less feedback with a null rating', async () => {
    const user = renderModal('/?openFeedbackModal=true');
    await user.click(screen.getByRole('radio', { name: 'Errors' }));
    await user.click(screen.getByRole('radio', { name: '2 stars' }));
    await user.click(screen.getByRole('button', { name: 'Clear rating' }));
    await user.type(screen.getByLabelText('Your feedback'), 'Blank chart');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText(FEEDBACK_THANKS);
    const feedback = batches.flat().find((event) => event.eventType === 'userFeedback');
    expect(feedback).toMatchObject({ feedbackCategory: 'Errors', feedbackRating: null });
  });

  it('keeps the form and says so when the feedback could not be sent, then sends it again', async () => {
    server.use(http.post('*/api/collector/events', () => HttpResponse.error(), { once: true }));
    const user = renderModal('/?openFeedbackModal=true');
    await user.click(screen.getByRole('radio', { name: 'Questions' }));
    await user.type(screen.getByLabelText('Your feedback'), 'Where are the exports?');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FEEDBACK_SEND_FAILED);
    expect(screen.getByLabelText('Your feedback')).toHaveValue('Where are the exports?');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(FEEDBACK_THANKS)).toBeInTheDocument();
    expect(batches.flat().filter((event) => event.eventType === 'userFeedback')).toHaveLength(1);
  });

  it('closes on Escape and on Cancel, removing only its own parameter', async () => {
    const user = renderModal('/tools/krypto?step=1h&openFeedbackModal=true');
    expect(screen.getByRole('dialog', { name: FEEDBACK_TITLE })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/tools\/krypto\?step=1h$/);
  });

  it('stays closed without the parameter, and opens from Need Help → Send feedback', async () => {
    const user = renderModal('/MSA@Web/client-analytics/overview?period=24h');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Need Help' }));
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByRole('dialog', { name: FEEDBACK_TITLE })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Need Help?' })).not.toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent(
      '/MSA@Web/client-analytics/overview?period=24h&openFeedbackModal=true',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent(
      /^\/MSA@Web\/client-analytics\/overview\?period=24h$/,
    );
  });
});
