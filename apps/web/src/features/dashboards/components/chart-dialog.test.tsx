import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DashboardChartFields } from '../lib/dashboard-chart';
import { ChartDialog } from './chart-dialog';

function renderDialog(initial?: DashboardChartFields) {
  const onSubmit = vi.fn<(fields: DashboardChartFields) => void>();
  const onClose = vi.fn();
  render(<ChartDialog initial={initial} onSubmit={onSubmit} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: initial ? 'Edit chart' : 'Add chart' });
  return { dialog, onSubmit, onClose };
}

const metricRadios = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('radio')
    .map((radio) => (radio as HTMLInputElement).value);

describe('ChartDialog', () => {
  it('asks a sunburst for its group and outer ring, and sends both', async () => {
    const { dialog, onSubmit } = renderDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Page viewspage_views' }));
    await userEvent.selectOptions(within(dialog).getByLabelText('Chart type'), 'Sunburst');
    await userEvent.selectOptions(within(dialog).getByLabelText('Group by'), 'platformType');
    const outer = within(dialog).getByLabelText('Outer ring');
    // The outer ring is never the inner one.
    expect(within(outer).queryByRole('option', { name: 'platformType' })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add chart' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose the outer ring of the sunburst.');
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.selectOptions(outer, 'pageName');
    await userEvent.clear(within(dialog).getByLabelText('Rows'));
    await userEvent.type(within(dialog).getByLabelText('Rows'), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add chart' }));
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Page views',
      kind: 'sunburst',
      metric: 'page_views',
      group: 'platformType',
      subGroup: 'pageName',
      limit: 5,
      filter: [],
    });
  });

  it('lists only the metrics a grid, a network or a sankey can draw', async () => {
    const { dialog } = renderDialog();
    const all = metricRadios(dialog);
    expect(all).toContain('page_views');

    await userEvent.selectOptions(within(dialog).getByLabelText('Chart type'), 'Grid of success rates');
    expect(
      within(dialog).getByText('A grid of success rates shows success-rate metrics only.'),
    ).toBeVisible();
    expect(metricRadios(dialog)).toEqual(['login_success_rate', 'api_success_rate', 'server_success_rate']);

    await userEvent.selectOptions(within(dialog).getByLabelText('Chart type'), 'Network');
    expect(metricRadios(dialog)).toContain('api_calls');
    expect(metricRadios(dialog)).not.toContain('page_views');
    expect(metricRadios(dialog)).not.toContain('server_calls');

    await userEvent.selectOptions(within(dialog).getByLabelText('Chart type'), 'Sankey');
    expect(metricRadios(dialog)).toEqual(['page_views', 'top_sections.top', 'page_views_users']);

    await userEvent.selectOptions(within(dialog).getByLabelText('Chart type'), 'Line');
    expect(metricRadios(dialog)).toEqual(all);
  });

  it('drops a chosen metric the new kind cannot draw, and asks no group of a network', async () => {
    const { dialog, onSubmit } = renderDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Page viewspage_views' }));
    await userEvent.selectOptions(within(dialog).getByLabelText('Chart type'), 'Network');
    expect(within(dialog).getByLabelText('Title')).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add chart' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a metric.');

    await userEvent.click(within(dialog).getByRole('radio', { name: 'API success rateapi_success_rate' }));
    expect(within(dialog).queryByLabelText('Group by')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Rows')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add chart' }));
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'API success rate',
      kind: 'network',
      metric: 'api_success_rate',
      filter: [],
    });
  });

  it('edits a grid of two dimensions and keeps its columns', async () => {
    const { dialog, onSubmit } = renderDialog({
      title: 'Service health',
      kind: 'grid',
      metric: 'server_success_rate',
      group: 'service',
      subGroup: 'apiName',
      filter: [],
    });
    expect(within(dialog).getByLabelText('Columns')).toHaveValue('apiName');
    await userEvent.selectOptions(within(dialog).getByLabelText('Columns'), 'None');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update chart' }));
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Service health',
      kind: 'grid',
      metric: 'server_success_rate',
      group: 'service',
      filter: [],
    });
  });
});
