import type { ModelJobInfo } from '@prism/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../testing/server';
import { VocMockError, vocGraphqlMock, type VocResolver } from '../../testing/voc-graphql-mock';
import { ModelJobsCard } from './model-jobs-card';
import { APPS, jobFixture, renderTraining } from './training-test-kit';

const V1 = jobFixture({ versionName: 'v1', inUse: true, f1Score: 0.9, accuracy: 0.88 });
const V2 = jobFixture({ versionName: 'v2' });
const CHANGES = [
  {
    feedbackID: 'fb-1',
    appID: APPS[0],
    timestamp: Date.UTC(2026, 10, 1),
    text: 'Autopay charged me twice',
    fromCategory: 'Late fee',
    fromScore: 0.61,
    toCategory: 'Autopay failed',
    toScore: 0.874,
  },
];

function mock(resolvers: Record<string, VocResolver>) {
  const { handler, calls } = vocGraphqlMock({ getModelChanges: () => CHANGES, ...resolvers });
  server.use(handler);
  return calls;
}

function renderCard({ canWrite = true, canAdmin = false } = {}) {
  return renderTraining(
    <ModelJobsCard applicationIDs={APPS} canWrite={canWrite} canAdmin={canAdmin} pollMs={30} />,
  );
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the model versions', () => {
  it('shows each version’s figures with one decimal, and the promotion preview of the newest', async () => {
    mock({ getAllJobInfo: () => [V2, V1] });
    renderCard();
    const list = await screen.findByRole('list', { name: 'Model versions' });
    const rowOf = (version: string) => within(list).getByRole('listitem', { name: version });
    const v2 = rowOf('v2');
    expect(v2).toHaveTextContent('95.6%');
    expect(v2).toHaveTextContent('97.1%');
    expect(v2).toHaveTextContent('40 / 10');
    expect(v2).toHaveTextContent('3 of 120');
    expect(rowOf('v1')).toHaveTextContent('In use');

    const figures = screen.getByRole('region', { name: 'v2 per category' });
    expect(within(figures).getByRole('row', { name: /Late fee/ })).toHaveTextContent(
      '100.0%80.0%88.9%5 · rough',
    );
    const preview = screen.getByRole('region', { name: 'v2 promotion preview' });
    expect(preview).toHaveTextContent('would change the best category of 3 of the newest 120 items (2.5%)');
    expect(await within(preview).findByText('Autopay charged me twice')).toBeInTheDocument();
    expect(preview).toHaveTextContent('Late fee 61.0% → Autopay failed 87.4%');
  });

  it('asks again while a version trains and stops once it is done', async () => {
    const answers: ModelJobInfo[][] = [
      [jobFixture({ versionName: 'v2', status: 'running', progress: 0.4, trainDate: null }), V1],
      [jobFixture({ versionName: 'v2', status: 'running', progress: 0.8, trainDate: null }), V1],
    ];
    let asked = 0;
    mock({ getAllJobInfo: () => answers[asked++] ?? [V2, V1] });
    renderCard();
    expect(await screen.findByText('Training 40.0%')).toBeInTheDocument();
    expect(await screen.findByText('Training 80.0%')).toBeInTheDocument();
    await screen.findByRole('region', { name: 'v2 per category' });
    const settled = asked;
    await wait(200);
    expect(asked).toBe(settled);
    expect(settled).toBe(3);
  });

  it('shows why a version failed', async () => {
    mock({
      getAllJobInfo: () => [
        jobFixture({
          versionName: 'v3',
          status: 'failed',
          errorMessage: 'Digital Surveys has 1 category with at least 10 examples; a model needs 2',
        }),
        V1,
      ],
    });
    renderCard();
    expect(
      await screen.findByText(
        'v3 failed: Digital Surveys has 1 category with at least 10 examples; a model needs 2',
      ),
    ).toBeInTheDocument();
  });

  it('trains a new version under the name typed, and shows a 409 clearly', async () => {
    let trainings = 0;
    const calls = mock({
      getAllJobInfo: () => [V2, V1],
      trainModel: () => {
        trainings += 1;
        throw new VocMockError(
          'Digital Surveys is already training v3; wait for it to finish',
          409,
          'conflict',
        );
      },
    });
    const { user } = renderCard();
    await screen.findByRole('list', { name: 'Model versions' });
    const name = screen.getByLabelText('Version name (optional)');
    expect(name).toHaveAttribute('placeholder', 'v3');
    await user.type(name, 'spring');
    await user.click(screen.getByRole('button', { name: 'Train a new version' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not started: Digital Surveys is already training v3; wait for it to finish',
    );
    expect(trainings).toBe(1);
    expect(calls.find((call) => call.field === 'trainModel')?.variables).toEqual({
      applicationIDs: APPS,
      versionName: 'spring',
    });
  });

  describe('what each permission is offered', () => {
    it('a reader can neither train nor promote', async () => {
      mock({ getAllJobInfo: () => [V2, V1] });
      renderCard({ canWrite: false, canAdmin: false });
      await screen.findByRole('list', { name: 'Model versions' });
      expect(screen.queryByRole('button', { name: 'Train a new version' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Use this version' })).not.toBeInTheDocument();
      expect(screen.getByText(/Training a new version needs write permission/)).toBeInTheDocument();
    });

    it('a manager with write can train but not promote', async () => {
      mock({ getAllJobInfo: () => [V2, V1] });
      renderCard({ canWrite: true, canAdmin: false });
      await screen.findByRole('list', { name: 'Model versions' });
      expect(screen.getByRole('button', { name: 'Train a new version' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Use this version' })).not.toBeInTheDocument();
      expect(
        screen.getByText('Putting a version in use needs a Voice of Customer admin.'),
      ).toBeInTheDocument();
    });

    it('an admin promotes a trained version and can recategorise the items, with its progress', async () => {
      let jobAsked = 0;
      const calls = mock({
        getAllJobInfo: () => [V2, V1],
        useModel: () => ({ ...V2, inUse: true }),
        recategorizeFeedback: () => ({
          _id: 'job-1',
          kind: 'voc-recategorise',
          status: 'queued',
          progress: 0,
          errorMessage: null,
          result: null,
        }),
        getBackgroundJob: () => {
          jobAsked += 1;
          return jobAsked < 2
            ? {
                _id: 'job-1',
                kind: 'voc-recategorise',
                status: 'running',
                progress: 0.5,
                errorMessage: null,
                result: null,
              }
            : {
                _id: 'job-1',
                kind: 'voc-recategorise',
                status: 'done',
                progress: 1,
                errorMessage: null,
                result: '{"categorised":2917}',
              };
        },
      });
      const { user } = renderCard({ canWrite: true, canAdmin: true });
      await screen.findByRole('list', { name: 'Model versions' });
      // Only the trained version not in use can be put in use.
      expect(screen.getAllByRole('button', { name: 'Use this version' })).toHaveLength(1);
      await user.click(screen.getByRole('button', { name: 'Use this version' }));

      const dialog = screen.getByRole('dialog', { name: 'Use v2' });
      expect(dialog).toHaveTextContent('New items will be categorised by v2 instead of v1 from now on');
      await user.click(
        within(dialog).getByRole('checkbox', { name: /Also recategorise the existing items/ }),
      );
      await user.click(within(dialog).getByRole('button', { name: 'Use v2' }));

      expect(await within(dialog).findByText('v2 is in use.')).toBeInTheDocument();
      // Still naming the version it replaced, though the list now says v2 is in use.
      expect(dialog).toHaveTextContent('instead of v1');
      expect(await within(dialog).findByText('Recategorised 2,917 items.')).toBeInTheDocument();
      expect(calls.find((call) => call.field === 'useModel')?.variables).toEqual({
        applicationIDs: APPS,
        versionName: 'v2',
      });
      expect(calls.find((call) => call.field === 'recategorizeFeedback')?.variables).toEqual({
        applicationIDs: APPS,
      });
      await waitFor(() => expect(jobAsked).toBe(2));
    });
  });
});
