import { MSG } from '@prism/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/server';
import type { Experiment } from '../api/get-experiments';
import { ExperimentsPicker } from './experiments-picker';

const experiment = (uuid: string, name: string, status: string, variants: string[]): Experiment => ({
  id: uuid,
  uuid,
  name,
  experimentStatusId: 1,
  experimentStatus: { id: 1, name: status },
  variants: variants.map((variant) => ({ uuid: `${uuid}-${variant}`, name: variant })),
  startTime: Date.UTC(2026, 10, 20, 12),
  createdTime: Date.UTC(2026, 10, 19, 12),
  products: [{ name: 'OneApp', type: 'Roku' }],
});

const EXPERIMENTS = [
  experiment('e1', 'Guide layout', 'RUNNING', ['control', 'grid']),
  experiment('e2', 'Autoplay', 'COMPLETED', ['control', 'on']),
  experiment('e3', 'Draft idea', 'DRAFT', ['control']),
];
const INPUT = {
  startMs: Date.UTC(2026, 10, 15),
  endMs: Date.UTC(2026, 10, 22),
  products: [{ name: 'OneApp', type: 'Roku' }],
};

function serve(reply: Record<string, unknown>, status = 200) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/distillery', async ({ request }) => {
      bodies.push(await request.json());
      await delay(50);
      return HttpResponse.json(reply, { status });
    }),
  );
  return bodies;
}

function renderPicker(chosen: { experiments?: string[]; variants?: string[] } = {}) {
  const onExperimentsChange = vi.fn();
  const onVariantsChange = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ExperimentsPicker
        input={INPUT}
        experiments={chosen.experiments ?? []}
        variants={chosen.variants ?? []}
        timeZone="UTC"
        onExperimentsChange={onExperimentsChange}
        onVariantsChange={onVariantsChange}
      />
    </QueryClientProvider>,
  );
  return { onExperimentsChange, onVariantsChange };
}

describe('ExperimentsPicker', () => {
  it('asks the distillery for the period and products, and offers only the allowed statuses', async () => {
    const bodies = serve({ data: { experiments: EXPERIMENTS } });
    const { onExperimentsChange } = renderPicker();
    expect(bodies).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Experiments' }));
    const panel = screen.getByRole('dialog', { name: 'Experiments' });
    expect(within(panel).getByRole('status')).toHaveTextContent('Loading experiments…');
    const guide = await within(panel).findByRole('checkbox', { name: /Guide layout/ });
    expect(within(panel).getByRole('checkbox', { name: /Autoplay/ })).toBeInTheDocument();
    expect(within(panel).queryByRole('checkbox', { name: /Draft idea/ })).not.toBeInTheDocument();
    expect(within(panel).getByText('RUNNING · started Nov 20, 2026')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      query: expect.stringContaining('experiments(filter: $filter)'),
      variables: {
        filter: { startTimeFrom: INPUT.startMs, startTimeTo: INPUT.endMs, products: INPUT.products },
      },
    });

    await userEvent.click(guide);
    expect(onExperimentsChange).toHaveBeenCalledExactlyOnceWith([
      {
        uuid: 'e1',
        variants: [
          { uuid: 'e1-control', name: 'control' },
          { uuid: 'e1-grid', name: 'grid' },
        ],
      },
    ]);
  });

  it('shows chosen experiments and variants as pills, lets variants be left out, and clears both', async () => {
    serve({ data: { experiments: EXPERIMENTS } });
    const { onExperimentsChange, onVariantsChange } = renderPicker({
      experiments: ['e1', 'e2'],
      variants: ['e1-control', 'e1-grid', 'e2-control', 'e2-on'],
    });
    const pills = within(screen.getByRole('list', { name: 'Chosen experiments' }));
    expect(await pills.findByText('Experiments: Guide layout, Autoplay')).toBeInTheDocument();
    expect(pills.getByText('Variants: control, …')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Experiments (2)' }));
    const variants = within(screen.getByRole('group', { name: 'Variants' }));
    await userEvent.click(variants.getByRole('checkbox', { name: /grid/ }));
    expect(onVariantsChange).toHaveBeenCalledExactlyOnceWith(['e1-control', 'e2-control', 'e2-on']);

    await userEvent.click(screen.getByRole('button', { name: 'Clear experiments' }));
    expect(onExperimentsChange).toHaveBeenLastCalledWith([]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove variants filter' }));
    expect(onVariantsChange).toHaveBeenLastCalledWith([]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove experiments filter' }));
    expect(onExperimentsChange).toHaveBeenCalledTimes(2);
  });

  it('says when the experiments cannot be loaded, including a GraphQL reply without data', async () => {
    serve({ data: null, errors: [{ message: 'distillery down' }] });
    renderPicker();
    await userEvent.click(screen.getByRole('button', { name: 'Experiments' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.filterOptionsFailed);

    serve({ data: { experiments: [] } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(MSG.noResults)).toBeInTheDocument();
  });

  it('uses partial results that come with errors, and closes on Escape', async () => {
    serve({ data: { experiments: EXPERIMENTS.slice(0, 1) }, errors: [{ message: 'one product failed' }] });
    renderPicker();
    const trigger = screen.getByRole('button', { name: 'Experiments' });
    await userEvent.click(trigger);
    expect(await screen.findByRole('checkbox', { name: /Guide layout/ })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
