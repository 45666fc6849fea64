import type { OfferApp } from '@prism/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DashboardChartFields } from '../lib/dashboard-chart';
import { ChartDialog } from './chart-dialog';

function renderDialog(initial?: DashboardChartFields, apps?: readonly OfferApp[]) {
  const onSubmit = vi.fn<(fields: DashboardChartFields) => void>();
  const onClose = vi.fn();
  render(<ChartDialog initial={initial} apps={apps} onSubmit={onSubmit} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: initial ? 'Edit chart' : 'Add chart' });
  return { dialog, onSubmit, onClose };
}

const metricRadios = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('radio')
    .map((radio) => (radio as HTMLInputElement).value);

/** What a select offers, as a person reads it. */
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

const PORTAL_WEB_APP: OfferApp = { name: 'MSA', type: 'Web', domain: 'portals' };
const VIDEO_APP: OfferApp = { name: 'OneApp', type: 'Roku', domain: 'video' };
const VIDEO_LABELS = ['Stream Type', 'Content Class', 'Stream Format', 'CDN', 'DRM Type', 'DAI Enabled'];

describe('ChartDialog', () => {
  it('asks a sunburst for its group and outer ring, and sends both', async () => {
    const { dialog, onSubmit } = renderDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Page viewspage_views' }));
    await userEvent.selectOptions(within(dialog).getByLabelText('Chart type'), 'Sunburst');
    await userEvent.selectOptions(within(dialog).getByLabelText('Group by'), 'platformType');
    const outer = within(dialog).getByLabelText('Outer ring');
    // The outer ring is never the inner one.
    expect(within(outer).queryByRole('option', { name: 'Platform Type' })).not.toBeInTheDocument();
    expect(within(outer).getByRole('option', { name: 'Page' })).toBeInTheDocument();

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

  it('offers labelled dimensions the metric’s events carry, never raw ids or ones it cannot use', async () => {
    const { dialog } = renderDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Page viewspage_views' }));
    await userEvent.selectOptions(within(dialog).getByLabelText('Chart type'), 'Top list');
    const group = within(dialog).getByLabelText('Group by');
    const groups = optionTexts(group);
    expect(groups[0]).toBe('Default (Page)');
    expect(groups).toEqual(expect.arrayContaining(['App Section', 'Operating System', 'Page']));
    for (const noise of ['API architecture', 'Device ID', 'Event type', 'apiArchitecture', 'deviceId'])
      expect(groups).not.toContain(noise);
    // No option reads like an id: every label is words.
    for (const text of groups) expect(text).not.toMatch(/[a-z][A-Z]/);

    await userEvent.click(within(dialog).getByRole('radio', { name: 'API callsapi_calls' }));
    expect(optionTexts(within(dialog).getByLabelText('Group by'))).toContain('API architecture');
  });

  it('offers a Portals web app no video dimension, filter or metric', async () => {
    const { dialog, onSubmit } = renderDialog(undefined, [PORTAL_WEB_APP]);
    expect(metricRadios(dialog)).not.toContain('video_startup_time');
    expect(metricRadios(dialog)).not.toContain('video_starts');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Errorserrors' }));
    await userEvent.selectOptions(within(dialog).getByLabelText('Chart type'), 'Top list');
    const groups = optionTexts(within(dialog).getByLabelText('Group by'));
    expect(groups).toContain('Error code');
    for (const label of VIDEO_LABELS) expect(groups).not.toContain(label);

    await userEvent.click(within(dialog).getByRole('button', { name: '+ Add filter' }));
    const filterNames = optionTexts(within(dialog).getByLabelText('Filter 1 name'));
    expect(filterNames).toContain('Self Install');
    for (const label of VIDEO_LABELS) expect(filterNames).not.toContain(label);
    await userEvent.selectOptions(within(dialog).getByLabelText('Filter 1 name'), 'Browser');
    await userEvent.type(within(dialog).getByLabelText('Filter 1 value'), 'Chrome');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add chart' }));
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Errors',
      kind: 'top',
      metric: 'errors',
      filter: ['browser:Chrome'],
    });
  });

  it('offers a video app CDN and DRM for a video metric, with the CDN values to pick from', async () => {
    const { dialog, onSubmit } = renderDialog(undefined, [VIDEO_APP]);
    await userEvent.click(
      within(dialog).getByRole('radio', { name: 'Video start-up time (ms)video_startup_time' }),
    );
    await userEvent.selectOptions(within(dialog).getByLabelText('Chart type'), 'Horizontal bar');
    const group = within(dialog).getByLabelText('Group by');
    expect(optionTexts(group)[0]).toBe('Default (CDN)');
    expect(optionTexts(group)).toEqual(expect.arrayContaining(['CDN', 'DRM Type', 'Stream Type']));
    expect(optionTexts(group)).not.toContain('API name');
    await userEvent.selectOptions(group, 'DRM Type');

    await userEvent.click(within(dialog).getByRole('button', { name: '+ Add filter' }));
    await userEvent.selectOptions(within(dialog).getByLabelText('Filter 1 name'), 'CDN');
    const value = within(dialog).getByLabelText('Filter 1 value');
    const suggestions = document.getElementById(value.getAttribute('list') ?? '');
    expect([...(suggestions?.querySelectorAll('option') ?? [])].map((option) => option.value)).toEqual([
      'L-TWC',
      'L-CHTR',
    ]);
    await userEvent.type(value, 'L-TWC');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add chart' }));
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Video start-up time (ms)',
      kind: 'horizontalBar',
      metric: 'video_startup_time',
      group: 'drmType',
      filter: ['streamCdn:L-TWC'],
    });
  });

  it('keeps, by its label, a group a chart was saved with that is no longer offered', async () => {
    const { dialog, onSubmit } = renderDialog(
      { title: 'By device', kind: 'top', metric: 'page_views', group: 'deviceId', filter: [] },
      [PORTAL_WEB_APP],
    );
    const group = within(dialog).getByLabelText('Group by');
    expect(group).toHaveValue('deviceId');
    expect(within(group).getByRole('option', { name: 'Device ID' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update chart' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ group: 'deviceId' }));
  });
});
