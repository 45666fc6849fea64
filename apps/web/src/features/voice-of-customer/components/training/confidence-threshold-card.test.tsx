import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../testing/server';
import { vocGraphqlMock } from '../../testing/voc-graphql-mock';
import { ConfidenceThresholdCard } from './confidence-threshold-card';
import { APPS, renderTraining } from './training-test-kit';

const PLATFORM = {
  _id: 'plat-digital',
  name: 'Digital Surveys',
  description: '',
  applicationIDs: APPS,
  mlAnalysisField: 'verbatim',
  confidenceThreshold: 0.5,
};

function mock() {
  const { handler, calls } = vocGraphqlMock({
    getPlatformByApplicationIDs: () => PLATFORM,
    updatePlatformSettings: (args) => ({ ...PLATFORM, confidenceThreshold: args.confidenceThreshold }),
  });
  server.use(handler);
  return calls;
}

const saves = (calls: ReturnType<typeof mock>) =>
  calls.filter((call) => call.field === 'updatePlatformSettings');

describe('the confidence threshold', () => {
  it('refuses a threshold outside 0.05–0.99 without asking the server', async () => {
    const calls = mock();
    const { user } = renderTraining(<ConfidenceThresholdCard applicationIDs={APPS} canAdmin />);
    const input = await screen.findByLabelText('New threshold (0.05–0.99)');
    expect(input).toHaveValue(0.5);

    for (const typed of ['1.5', '0.01', '']) {
      await user.clear(input);
      if (typed) await user.type(input, typed);
      await user.click(screen.getByRole('button', { name: 'Save threshold' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Enter a number from 0.05 to 0.99.');
      expect(input).toHaveAttribute('aria-invalid', 'true');
    }
    expect(saves(calls)).toHaveLength(0);
  });

  it('saves a threshold in range and shows the new value', async () => {
    const calls = mock();
    const { user } = renderTraining(<ConfidenceThresholdCard applicationIDs={APPS} canAdmin />);
    const input = await screen.findByLabelText('New threshold (0.05–0.99)');
    await user.clear(input);
    await user.type(input, '0.7');
    await user.click(screen.getByRole('button', { name: 'Save threshold' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved: new items need 70.0%.');
    expect(saves(calls)[0]?.variables).toEqual({ applicationIDs: APPS, confidenceThreshold: 0.7 });
    expect(screen.getByText(/gives at least/)).toHaveTextContent('70.0%');
  });

  it('shows the value to someone who is not an admin, without a way to change it', async () => {
    mock();
    renderTraining(<ConfidenceThresholdCard applicationIDs={APPS} canAdmin={false} />);
    expect(await screen.findByText(/gives at least/)).toHaveTextContent('50.0%');
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.getByText('Only a Voice of Customer admin can change the threshold.')).toBeInTheDocument();
  });
});
