import { MSG } from '@prism/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChartCard } from './chart-card';

afterEach(() => vi.restoreAllMocks());

describe('ChartCard', () => {
  it('shows a skeleton and no chart while loading', () => {
    render(
      <ChartCard title="Errors" state={{ status: 'pending' }}>
        <p>chart</p>
      </ChartCard>,
    );
    const card = screen.getByRole('region', { name: 'Errors' });
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(within(card).getByTestId('chart-skeleton')).toBeInTheDocument();
    expect(within(card).queryByText('chart')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: MSG.chartDownloadCsv })).not.toBeInTheDocument();
  });

  it("shows 'No Data Found' for an empty answer", () => {
    render(<ChartCard title="Errors" state={{ status: 'empty' }} />);
    expect(screen.getByText('No Data Found')).toBeInTheDocument();
  });

  it('shows the chart error text, two spaces included, when loading fails', () => {
    render(<ChartCard title="Errors" state={{ status: 'error' }} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'We are having trouble loading the data.  Please try again later, or try reducing the date range',
    );
  });

  it('warns about the page filters the metric cannot apply', () => {
    render(<ChartCard title="Errors" state={{ status: 'empty' }} refused={['priority', 'resourceID']} />);
    expect(screen.getByRole('note')).toHaveTextContent(
      "Filter Warning! Can't filter this metric by: priority, resourceID",
    );
  });

  it('shows the chart and downloads its data as CSV from a focusable button', async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:chart';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('top-errors.csv');
    });
    render(
      <ChartCard
        title="Top Errors"
        state={{ status: 'ready', csv: { kind: 'top', rows: [{ name: 'E1', value: 4 }] } }}
      >
        <p>chart</p>
      </ChartCard>,
    );
    expect(screen.getByText('chart')).toBeInTheDocument();
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Download CSV' });
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(clicked).toHaveBeenCalledOnce();
    expect(await created[0]!.text()).toBe('name,value\r\nE1,4');
  });

  it('shows a placeholder notice with its detail, the warnings, the toolbar and the extra actions', () => {
    render(
      <ChartCard
        title="Soon"
        state={{ status: 'notice', notice: MSG.chartUnderConstruction, detail: 'Expected back 2026-12-01' }}
        warnings={[{ title: MSG.chartGroupWarningTitle, text: MSG.chartGroupWarning }]}
        toolbar={<div role="tablist" aria-label="Tabs" />}
        actions={<button type="button">More</button>}
      >
        <p>chart</p>
      </ChartCard>,
    );
    const card = screen.getByRole('region', { name: 'Soon' });
    expect(within(card).getByRole('status')).toHaveTextContent('Under constructionExpected back 2026-12-01');
    expect(within(card).getByRole('note')).toHaveTextContent(
      'Group Warning! Group By filter is not applied!',
    );
    expect(within(card).getByRole('tablist', { name: 'Tabs' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'More' })).toBeInTheDocument();
    expect(within(card).queryByText('chart')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: MSG.chartDownloadCsv })).not.toBeInTheDocument();
  });
});
