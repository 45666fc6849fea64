import { SURVEY_CSAT_LABELS, SURVEY_MSG } from '@prism/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/server';
import { SURVEY_SEND_OFFLINE } from '../lib/survey-send-failure';
import { publicSurveyFactory, publicSurveyMock } from '../testing/public-survey-mock';
import { renderPublic } from '../testing/render-public';
import { SURVEY_TITLES, SurveyPage } from './survey-page';

function renderSurvey(surveyId = 'srv-1') {
  const onUploadNext = vi.fn();
  renderPublic(<SurveyPage surveyId={surveyId} onUploadNext={onUploadNext} />);
  return { onUploadNext, user: userEvent.setup() };
}

const send = () => screen.getByRole('button', { name: /Send answers|Try again/ });

describe('the public survey page', () => {
  it('shows every question type by its accessible name, required ones marked', async () => {
    publicSurveyMock();
    renderSurvey();

    expect(await screen.findByRole('heading', { level: 1, name: 'Your visit to our website' })).toBeVisible();
    expect(screen.getByText('Two minutes, five questions.')).toBeVisible();

    const stars = screen.getByRole('radiogroup', { name: 'How would you rate our website?' });
    expect(stars).toHaveAttribute('aria-required', 'true');
    expect(
      within(stars)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label')),
    ).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);

    const nps = screen.getByRole('radiogroup', { name: 'How likely are you to recommend us to a friend?' });
    expect(nps).not.toHaveAttribute('aria-required');
    expect(within(nps).getAllByRole('radio')).toHaveLength(11);
    expect(within(nps).getByRole('radio', { name: '0, Not at all likely' })).toBeInTheDocument();
    expect(within(nps).getByRole('radio', { name: '10, Extremely likely' })).toBeInTheDocument();
    expect(within(nps).getByRole('radio', { name: '7' })).toBeInTheDocument();

    const csat = screen.getByRole('radiogroup', { name: 'How satisfied are you with paying your bill?' });
    expect(
      within(csat)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label')),
    ).toEqual(SURVEY_CSAT_LABELS.map((label, index) => `${index + 1} ${label}`));

    const done = screen.getByRole('radiogroup', { name: 'Did you do what you came to do?' });
    expect(within(done).getByRole('radio', { name: 'Yes' })).toBeInTheDocument();
    expect(within(done).getByRole('radio', { name: 'No' })).toBeInTheDocument();

    const channel = screen.getByRole('radiogroup', { name: 'How did you find us?' });
    expect(within(channel).getByRole('radio', { name: 'A search engine' })).toBeInTheDocument();

    // A check box group cannot say "required" itself, so its legend does; this one is optional.
    const used = screen.getByRole('group', { name: 'Which pages did you use?' });
    expect(within(used).getAllByRole('checkbox')).toHaveLength(3);
    expect(used).toHaveAccessibleDescription(SURVEY_MSG.tooManyChoices(2));

    // The free text and the file question wait for their conditions.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByText('A screenshot of the problem')).not.toBeInTheDocument();
  });

  it('reveals and hides questions as the answers they depend on change (show-if)', async () => {
    publicSurveyMock();
    const { user } = renderSurvey();
    const nps = await screen.findByRole('radiogroup', { name: /recommend us/ });

    await user.click(within(nps).getByRole('radio', { name: '9' }));
    expect(screen.queryByRole('textbox', { name: 'What should we do better?' })).not.toBeInTheDocument();

    await user.click(within(nps).getByRole('radio', { name: '4' }));
    const why = screen.getByRole('textbox', { name: 'What should we do better?' });
    expect(why).toHaveAccessibleDescription('In your own words. 0 of 20 characters');
    await user.type(why, 'Faster pages');
    expect(screen.getByText('12 of 20 characters')).toBeVisible();
    expect(why).toHaveAttribute('maxLength', '20');

    // The file question shows as a note for the next page when the visit failed.
    await user.click(screen.getByRole('radio', { name: 'No' }));
    const file = screen.getByRole('group', { name: 'A screenshot of the problem' });
    expect(file).toHaveAccessibleDescription(
      'You add the file on the next page, after you send your answers (PNG image, JPEG image or PDF document, up to 5 MB).',
    );
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.queryByRole('group', { name: 'A screenshot of the problem' })).not.toBeInTheDocument();

    // A hidden question's answer is kept for its return, but not sent.
    await user.click(within(nps).getByRole('radio', { name: '10, Extremely likely' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(nps).getByRole('radio', { name: '3' }));
    expect(screen.getByRole('textbox', { name: 'What should we do better?' })).toHaveValue('Faster pages');
  });

  it('checks the answers before sending: messages at their questions, focus on the first', async () => {
    const calls = publicSurveyMock();
    const { user } = renderSurvey();
    await screen.findByRole('radiogroup', { name: /rate our website/ });

    await user.click(send());

    const stars = screen.getByRole('radiogroup', { name: 'How would you rate our website?' });
    const done = screen.getByRole('radiogroup', { name: 'Did you do what you came to do?' });
    expect(stars).toHaveAttribute('aria-invalid', 'true');
    expect(stars).toHaveAccessibleDescription(SURVEY_MSG.required);
    expect(done).toHaveAccessibleDescription(SURVEY_MSG.required);
    expect(within(stars).getByRole('radio', { name: '1 star' })).toHaveFocus();
    expect(screen.getByText('2 answers need your attention.')).toBeVisible();
    expect(calls.responses).toHaveLength(0);

    // Answering clears the question's message.
    await user.click(within(stars).getByRole('radio', { name: '4 stars' }));
    expect(stars).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('One answer needs your attention.')).toBeVisible();
  });

  it('keeps a multiple choice to its most selections, saying why', async () => {
    publicSurveyMock();
    const { user } = renderSurvey();
    const used = await screen.findByRole('group', { name: 'Which pages did you use?' });

    await user.click(within(used).getByRole('checkbox', { name: 'Billing' }));
    await user.click(within(used).getByRole('checkbox', { name: 'Help' }));
    await user.click(within(used).getByRole('checkbox', { name: 'TV guide' }));

    expect(within(used).getByRole('checkbox', { name: 'TV guide' })).not.toBeChecked();
    expect(
      within(used).getByText(SURVEY_MSG.tooManyChoices(2), { selector: '[id$="-error"]' }),
    ).toBeVisible();
    await user.click(within(used).getByRole('checkbox', { name: 'Billing' }));
    expect(within(used).queryByText(SURVEY_MSG.tooManyChoices(2), { selector: '[id$="-error"]' })).toBeNull();
  });

  it('counts the display once and sends it with the answers, then thanks the respondent', async () => {
    const calls = publicSurveyMock();
    const { user, onUploadNext } = renderSurvey();
    await screen.findByRole('radiogroup', { name: /rate our website/ });
    await waitFor(() => expect(calls.displays).toBe(1));

    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.click(screen.getByRole('radio', { name: '2 Dissatisfied' }));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('radio', { name: 'A friend' }));
    await user.click(screen.getByRole('checkbox', { name: 'Help' }));
    await user.click(screen.getByRole('checkbox', { name: 'Billing' }));
    await user.click(send());

    expect(await screen.findByRole('heading', { name: SURVEY_TITLES.sent })).toHaveFocus();
    expect(screen.getByText('Thank you, this helps us a lot!')).toBeVisible();
    expect(calls.responses).toEqual([
      {
        answers: { stars: 5, csat: 2, done: true, channel: 'friend', used: ['bill', 'help'] },
        displayId: 'display-1',
      },
    ]);
    expect(calls.displays).toBe(1);
    expect(onUploadNext).not.toHaveBeenCalled();
  });

  it('goes on to the upload page when the survey asks for a file', async () => {
    publicSurveyMock();
    const { user, onUploadNext } = renderSurvey();
    await user.click(await screen.findByRole('radio', { name: '3 stars' }));
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(send());

    await waitFor(() =>
      expect(onUploadNext).toHaveBeenCalledWith('/upload?id=resp-1', {
        surveyTitle: 'Your visit to our website',
        thankYouText: 'Thank you, this helps us a lot!',
      }),
    );
  });

  it("shows the server's problems at their questions", async () => {
    publicSurveyMock({
      respond: () =>
        HttpResponse.json(
          {
            error: {
              code: 'bad_request',
              message: 'Choose one of the options.',
              details: [{ questionId: 'done', message: SURVEY_MSG.yesNo }],
            },
          },
          { status: 400 },
        ),
    });
    const { user } = renderSurvey();
    await user.click(await screen.findByRole('radio', { name: '3 stars' }));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(send());

    const done = screen.getByRole('radiogroup', { name: 'Did you do what you came to do?' });
    await waitFor(() => expect(done).toHaveAccessibleDescription(SURVEY_MSG.yesNo));
    expect(within(done).getByRole('radio', { name: 'Yes' })).toHaveFocus();
  });

  it('keeps the answers when the send fails, and says so; the rate limit has its own message', async () => {
    let failWith: 'network' | 429 | null = 'network';
    publicSurveyMock({
      respond: () => {
        if (failWith === 'network') return HttpResponse.error();
        if (failWith === 429) {
          return HttpResponse.json(
            { error: { code: 'rate_limited', message: 'Too many requests' } },
            { status: 429, headers: { 'retry-after': '60' } },
          );
        }
        return undefined;
      },
    });
    const { user } = renderSurvey();
    await user.click(await screen.findByRole('radio', { name: '3 stars' }));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(send());

    expect(await screen.findByRole('alert')).toHaveTextContent(SURVEY_SEND_OFFLINE);
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();

    failWith = 429;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(SURVEY_MSG.rateLimited));

    failWith = null;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: SURVEY_TITLES.sent })).toBeVisible();
  });

  it('shows the closed page for a closed survey, and for one closed while answering', async () => {
    publicSurveyMock({ survey: publicSurveyFactory({ status: 'closed', questions: [] }) });
    renderSurvey();
    expect(await screen.findByRole('heading', { name: SURVEY_TITLES.closed })).toBeVisible();
    expect(screen.getByText(SURVEY_MSG.closed)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send answers' })).not.toBeInTheDocument();
  });

  it('shows the closed page when the survey closes before the answers arrive (409)', async () => {
    const calls = publicSurveyMock({
      respond: () =>
        HttpResponse.json({ error: { code: 'survey_closed', message: SURVEY_MSG.closed } }, { status: 409 }),
    });
    const { user } = renderSurvey();
    await user.click(await screen.findByRole('radio', { name: '3 stars' }));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(send());

    expect(await screen.findByRole('heading', { name: SURVEY_TITLES.closed })).toBeVisible();
    expect(calls.responses).toHaveLength(1);
  });

  it('says an unknown survey does not exist, and counts no display', async () => {
    const calls = publicSurveyMock();
    renderSurvey('nope');
    expect(await screen.findByRole('heading', { name: SURVEY_TITLES.unknown })).toBeVisible();
    expect(screen.getByText(SURVEY_MSG.unknown)).toBeVisible();
    expect(calls.displays).toBe(0);
  });

  it('shows loading, then a load failure with Try again', async () => {
    let fail = true;
    server.use(
      http.get('*/api/public/surveys/:id', async () => {
        await delay(50);
        return fail
          ? HttpResponse.json({ error: { code: 'unavailable', message: 'Down' } }, { status: 503 })
          : HttpResponse.json(publicSurveyFactory());
      }),
      http.post('*/api/public/surveys/:id/displays', () =>
        HttpResponse.json({ displayId: 'd' }, { status: 201 }),
      ),
    );
    const { user } = renderSurvey();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the survey…');
    expect(await screen.findByRole('alert')).toHaveTextContent(SURVEY_TITLES.loadFailed);

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your visit to our website' })).toBeVisible();
  });
});
