import { surveyKeySchema, type Survey } from '@prism/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP, renderSettings, surveyFixture, surveyServer } from './settings-test-kit';

const card = (title: string) => screen.getByRole('article', { name: title });
const builder = () => screen.getByRole('dialog', { name: /^(Create survey|Edit )/ });
const question = (n: number) => within(builder()).getByRole('region', { name: `Question ${n}` });

afterEach(() => vi.useRealTimers());

describe('the survey list', () => {
  it('shows the surveys with their state, counts and public link, after a loading state', async () => {
    surveyServer([
      surveyFixture({
        _id: 'open-one',
        title: 'Care visit',
        responseCount: 1234,
        lastResponseAt: Date.now() - 3 * 3600_000,
      }),
      surveyFixture({ _id: 'closed-one', title: 'Old survey', status: 'closed' }),
    ]);
    renderSettings();
    expect(screen.getByRole('status', { name: 'Loading surveys' })).toBeInTheDocument();

    const open = await screen.findByRole('article', { name: 'Care visit' });
    expect(screen.getByText('2 surveys, 1 open')).toBeInTheDocument();
    expect(within(open).getByText('Open')).toBeInTheDocument();
    expect(within(open).getByText('1,234')).toBeInTheDocument();
    expect(within(open).getByText('3 hours ago')).toBeInTheDocument();
    expect(within(open).getByRole('textbox', { name: 'Public link of Care visit' })).toHaveValue(
      `${window.location.origin}/survey/open-one`,
    );
    expect(within(open).getByRole('link', { name: 'Open link (opens in a new tab)' })).toHaveAttribute(
      'href',
      `${window.location.origin}/survey/open-one`,
    );
    expect(within(open).getByRole('link', { name: 'Responses' })).toHaveAttribute(
      'href',
      '/e/charter-survey-tool/responses?surveyID=open-one',
    );
    expect(within(open).getByRole('button', { name: 'Close survey' })).toBeInTheDocument();

    const closed = card('Old survey');
    expect(within(closed).getByText('Closed')).toBeInTheDocument();
    expect(within(closed).getByText('No response yet')).toBeInTheDocument();
    expect(within(closed).getByRole('button', { name: 'Reopen survey' })).toBeInTheDocument();
  });

  it('says there are no surveys yet and offers to create one', async () => {
    surveyServer([]);
    const { user } = renderSettings();
    expect(await screen.findByRole('heading', { name: 'No surveys yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create survey' }));
    expect(screen.getByRole('dialog', { name: 'Create survey' })).toBeInTheDocument();
  });

  it('shows why the list failed, and Try again asks again', async () => {
    const { calls } = surveyServer([], { listError: true });
    const { user } = renderSettings();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The surveys could not be loaded');
    expect(alert).toHaveTextContent('The store is down.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2));
    expect(calls[0]?.path).toBe(`?applicationId=${encodeURIComponent(APP)}`);
  });

  it('copies the public link and says so for 6 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    surveyServer([surveyFixture({ _id: 'open-one' })]);
    const { user } = renderSettings({ advanceTimers: vi.advanceTimersByTime });
    await user.click(
      within(await screen.findByRole('article', { name: 'Care visit' })).getByRole('button', {
        name: 'Copy link',
      }),
    );

    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/survey/open-one`);
    const toast = await screen.findByText('Copied the link to “Care visit”.');
    act(() => vi.advanceTimersByTime(5_800));
    expect(toast).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(400));
    expect(screen.queryByText('Copied the link to “Care visit”.')).not.toBeInTheDocument();
  });

  it('closes an open survey and reopens it, sending the survey back with only its state changed', async () => {
    const survey = surveyFixture({ _id: 'open-one' });
    const { changes } = surveyServer([survey]);
    const { user } = renderSettings();
    await user.click(
      within(await screen.findByRole('article', { name: 'Care visit' })).getByRole('button', {
        name: 'Close survey',
      }),
    );

    expect(
      await screen.findByText('Closed “Care visit”: its public page no longer takes answers.'),
    ).toBeInTheDocument();
    expect(changes()).toEqual([
      {
        method: 'PUT',
        path: '/api/surveys/open-one',
        body: {
          title: survey.title,
          description: survey.description,
          questions: survey.questions,
          thankYouText: survey.thankYouText,
          status: 'closed',
        },
      },
    ]);
    // The list is read again: the survey now offers to reopen.
    await user.click(await within(card('Care visit')).findByRole('button', { name: 'Reopen survey' }));
    await screen.findByText('Reopened “Care visit”: it takes answers again.');
    expect(changes().map((call) => (call.body as Survey).status)).toEqual(['closed', 'open']);
  });
});

describe('deleting a survey', () => {
  it('says what goes with it and sends DELETE only once confirmed', async () => {
    const { changes, graphqlCalls } = surveyServer([surveyFixture({ _id: 'open-one', responseCount: 12 })], {
      files: 3,
    });
    const { user } = renderSettings();
    const survey = await screen.findByRole('article', { name: 'Care visit' });
    await user.click(within(survey).getByRole('button', { name: 'Delete' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete “Care visit”?' });
    expect(within(dialog).getByText('12 responses')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/^12 feedback items they became in Voice of Customer/),
    ).toBeInTheDocument();
    expect(await within(dialog).findByText('3 uploaded files')).toBeInTheDocument();
    expect(graphqlCalls[0]?.variables).toMatchObject({
      surveyId: 'open-one',
      from: 0,
      filters: { hasFile: true },
    });

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(changes()).toEqual([]);

    await user.click(within(survey).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete survey' }));
    expect(await screen.findByText('Deleted “Care visit”.')).toBeInTheDocument();
    expect(changes()).toEqual([{ method: 'DELETE', path: '/api/surveys/open-one', body: null }]);
    expect(await screen.findByRole('heading', { name: 'No surveys yet' })).toBeInTheDocument();
  });

  it('still asks when the files cannot be counted, naming them without a number', async () => {
    surveyServer([surveyFixture({ _id: 'open-one', responseCount: 1 })]);
    const { user } = renderSettings();
    await user.click(
      within(await screen.findByRole('article', { name: 'Care visit' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('1 response')).toBeInTheDocument();
    expect(await within(dialog).findByText('Every file uploaded with them')).toBeInTheDocument();
  });
});

describe('the builder', () => {
  it('creates a survey with several question types and a show-if rule', async () => {
    const { changes } = surveyServer([]);
    const { user } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Create survey' }));
    const dialog = builder();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'After your call');
    await user.type(within(dialog).getByRole('textbox', { name: /^Description/ }), 'Three quick questions.');

    await user.click(within(dialog).getByRole('button', { name: '+ Net Promoter Score (0–10)' }));
    // The new question's text box takes focus.
    expect(within(question(1)).getByRole('textbox', { name: 'Question' })).toHaveFocus();
    await user.keyboard('How likely are you to recommend us?');

    await user.click(within(dialog).getByRole('button', { name: '+ Multiple choice' }));
    await user.type(within(question(2)).getByRole('textbox', { name: 'Question' }), 'What did we help with?');
    await user.type(within(question(2)).getByRole('textbox', { name: 'Option 1' }), 'Billing');
    await user.type(within(question(2)).getByRole('textbox', { name: 'Option 2' }), 'Outage');
    await user.click(within(question(2)).getByRole('button', { name: 'Add option' }));
    await user.type(within(question(2)).getByRole('textbox', { name: 'Option 3' }), 'Moving');
    await user.type(
      within(question(2)).getByRole('spinbutton', { name: 'Most choices a respondent may tick' }),
      '2',
    );

    await user.click(within(dialog).getByRole('button', { name: '+ Free text' }));
    await user.type(within(question(3)).getByRole('textbox', { name: 'Question' }), 'What went wrong?');
    await user.click(
      within(question(3)).getByRole('checkbox', { name: 'Show only if an earlier answer meets a condition' }),
    );
    const rule = within(question(3)).getByRole('group', { name: 'Show-if rule of question 3' });
    // Only earlier questions are offered; the nearest is chosen first.
    const target = within(rule).getByRole('combobox', { name: 'Question 3 shows only if this question' });
    expect(
      within(target)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1. How likely are you to recommend us?', '2. What did we help with?']);
    expect(within(rule).getByRole('combobox', { name: 'Condition' })).toHaveDisplayValue('is any of');
    await user.selectOptions(target, '1. How likely are you to recommend us?');
    // A score offers the score conditions.
    expect(
      within(within(rule).getByRole('combobox', { name: 'Condition' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['is at most', 'is at least', 'is any of', 'is none of', 'is answered']);
    await user.selectOptions(within(rule).getByRole('combobox', { name: 'Condition' }), 'is at most');
    await user.selectOptions(within(rule).getByRole('combobox', { name: 'Score' }), '6');

    await user.click(within(dialog).getByRole('button', { name: '+ File upload' }));
    await user.type(
      within(question(4)).getByRole('textbox', { name: 'Question' }),
      'A screenshot, if you have one',
    );
    const megabytes = within(question(4)).getByRole('spinbutton', { name: 'Largest file (MB)' });
    await user.clear(megabytes);
    await user.type(megabytes, '2');
    await user.click(within(question(4)).getByRole('checkbox', { name: 'PDF document' }));
    // One file upload question per survey.
    expect(within(dialog).getByRole('button', { name: '+ File upload' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Create survey' }));
    expect(
      await screen.findByText('Created “After your call”: copy its link to share it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const [call] = changes();
    expect(call?.method).toBe('POST');
    const body = call?.body as { applicationId: string; survey: { questions: Survey['questions'] } };
    const [nps, choice, text, file] = body.survey.questions;
    expect(body).toEqual({
      applicationId: APP,
      survey: {
        title: 'After your call',
        description: 'Three quick questions.',
        thankYouText: 'Thank you for your feedback!',
        status: 'open',
        questions: [
          {
            id: nps?.id,
            type: 'nps',
            label: 'How likely are you to recommend us?',
            help: '',
            required: true,
            showIf: null,
          },
          {
            id: choice?.id,
            type: 'multipleChoice',
            label: 'What did we help with?',
            help: '',
            required: true,
            showIf: null,
            options: [
              { id: expect.any(String), label: 'Billing' },
              { id: expect.any(String), label: 'Outage' },
              { id: expect.any(String), label: 'Moving' },
            ],
            maxSelections: 2,
          },
          {
            id: text?.id,
            type: 'freeText',
            label: 'What went wrong?',
            help: '',
            required: false,
            showIf: { questionId: nps?.id, operator: 'atMost', value: 6 },
            maxLength: 2000,
          },
          {
            id: file?.id,
            type: 'fileUpload',
            label: 'A screenshot, if you have one',
            help: '',
            required: false,
            showIf: null,
            maxBytes: 2 * 1024 * 1024,
            accept: ['png', 'jpeg'],
          },
        ],
      },
    });
    // Generated keys: valid, distinct, never typed by the user.
    const keys = [nps, choice, text, file].map((item) => item?.id);
    expect(new Set(keys).size).toBe(4);
    for (const key of keys) expect(surveyKeySchema.safeParse(key).success).toBe(true);
    // The list is read again and shows the new survey.
    expect(await screen.findByRole('article', { name: 'After your call' })).toBeInTheDocument();
  });

  it('shows each problem at its field, sends nothing, and clears a problem once it is fixed', async () => {
    const { changes } = surveyServer([]);
    const { user } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Create survey' }));
    const dialog = builder();
    await user.click(within(dialog).getByRole('button', { name: 'Create survey' }));

    const problems = within(dialog).getByRole('alert');
    expect(problems).toHaveTextContent('Title: Needs a title.');
    expect(problems).toHaveTextContent('Questions: Needs at least one question.');
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Needs a title.');
    // Focus goes to the first field with a problem.
    expect(title).toHaveFocus();

    await user.type(title, 'Visit');
    expect(title).not.toHaveAttribute('aria-invalid');
    await user.click(within(dialog).getByRole('button', { name: '+ Single choice' }));
    await user.type(within(question(1)).getByRole('textbox', { name: 'Option 1' }), 'Yes please');
    await user.click(within(dialog).getByRole('button', { name: 'Create survey' }));

    expect(within(question(1)).getByRole('textbox', { name: 'Question' })).toHaveAccessibleDescription(
      'Needs a question.',
    );
    expect(within(question(1)).getByRole('textbox', { name: 'Option 2' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(question(1)).getByText('Cannot be empty.')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Question 1, option 2: Cannot be empty.');
    expect(changes()).toEqual([]);
  });

  it('shows the server’s refusal in the builder and keeps the draft', async () => {
    surveyServer([], { refuse: 'survey.questions.0.label: needs a question' });
    const { user } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Create survey' }));
    const dialog = builder();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Visit');
    await user.click(within(dialog).getByRole('button', { name: '+ Success (yes or no)' }));
    await user.type(within(question(1)).getByRole('textbox', { name: 'Question' }), 'Did we solve it?');
    await user.click(within(dialog).getByRole('button', { name: 'Create survey' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'survey.questions.0.label: needs a question',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Visit');
  });

  it('keeps every question and option key when a survey is edited, and says given answers stay', async () => {
    const survey = surveyFixture({ _id: 'open-one', responseCount: 12 });
    const { changes } = surveyServer([survey]);
    const { user } = renderSettings();
    await user.click(
      within(await screen.findByRole('article', { name: 'Care visit' })).getByRole('button', {
        name: 'Edit',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit “Care visit”' });
    expect(
      within(dialog).getByText(/^12 responses already given keep the questions they answered/),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('link', { name: 'Preview the saved survey (opens in a new tab)' }),
    ).toHaveAttribute('href', '/survey/open-one');
    // The stored rule shows as it is.
    const rule = within(question(3)).getByRole('group', { name: 'Show-if rule of question 3' });
    expect(within(rule).getByRole('combobox', { name: 'Condition' })).toHaveDisplayValue('is at most');
    expect(within(rule).getByRole('combobox', { name: 'Score' })).toHaveDisplayValue('2');

    const label = within(question(2)).getByRole('textbox', { name: 'Option 2' });
    await user.clear(label);
    await user.type(label, 'Technical support');
    await user.click(within(question(2)).getByRole('button', { name: 'Add option' }));
    await user.type(within(question(2)).getByRole('textbox', { name: 'Option 3' }), 'Something else');
    await user.click(within(question(1)).getByRole('button', { name: 'Move question 1 down' }));
    // The moved question keeps focus on its button, and the move is announced.
    expect(within(question(2)).getByRole('button', { name: 'Move question 2 down' })).toHaveFocus();
    expect(within(question(2)).getByRole('textbox', { name: 'Question' })).toHaveValue('How was your visit?');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Question 1 moved down: now question 2.');
    await user.click(within(dialog).getByRole('button', { name: 'Save survey' }));
    await screen.findByText('Saved “Care visit”.');

    const body = changes()[0]?.body as Survey;
    expect(changes()[0]?.path).toBe('/api/surveys/open-one');
    expect(body.questions.map((item) => item.id)).toEqual(['topic', 'rate', 'why']);
    const topic = body.questions[0]!;
    expect('options' in topic && topic.options.slice(0, 2)).toEqual([
      { id: 'bill', label: 'My bill' },
      { id: 'tech', label: 'Technical support' },
    ]);
    expect(body.questions[2]?.showIf).toEqual({ questionId: 'rate', operator: 'atMost', value: 2 });
  });

  it('says which show-if rules go with a removed question, and removes them with it', async () => {
    surveyServer([surveyFixture({ _id: 'open-one' })]);
    const { user } = renderSettings();
    await user.click(
      within(await screen.findByRole('article', { name: 'Care visit' })).getByRole('button', {
        name: 'Edit',
      }),
    );
    await user.click(within(question(1)).getByRole('button', { name: 'Remove question 1' }));
    const warning = within(question(1)).getByRole('alert');
    expect(warning).toHaveTextContent('Removing question 1 also removes the show-if rule of this question');
    expect(warning).toHaveTextContent('3. What went wrong?');
    await user.click(within(warning).getByRole('button', { name: 'Remove question 1' }));

    expect(within(builder()).getAllByRole('region', { name: /^Question \d+$/ })).toHaveLength(2);
    expect(
      within(question(2)).getByRole('checkbox', { name: 'Show only if an earlier answer meets a condition' }),
    ).not.toBeChecked();
  });

  it('asks before closing with unsaved changes, and closes at once without', async () => {
    surveyServer([surveyFixture({ _id: 'open-one' })]);
    const { user } = renderSettings();
    const survey = await screen.findByRole('article', { name: 'Care visit' });
    await user.click(within(survey).getByRole('button', { name: 'Edit' }));
    await user.click(within(builder()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(survey).getByRole('button', { name: 'Edit' }));
    await user.type(within(builder()).getByRole('textbox', { name: 'Title' }), ' (new)');
    await user.keyboard('{Escape}');
    const confirm = screen.getByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    expect(within(builder()).getByRole('textbox', { name: 'Title' })).toHaveValue('Care visit (new)');

    await user.click(within(builder()).getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
