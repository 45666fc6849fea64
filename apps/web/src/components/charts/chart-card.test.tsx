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

  it("downloads the chart's data as CSV from its one action menu, by keyboard", async () => {
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
    // One control in the header: no 'Download CSV' button beside the title.
    expect(screen.queryByRole('button', { name: MSG.chartDownloadCsv })).not.toBeInTheDocument();
    await userEvent.tab();
    const trigger = screen.getByRole('button', { name: MSG.chartActions });
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const item = within(screen.getByRole('menu', { name: MSG.chartActions })).getByRole('menuitem', {
      name: MSG.chartDownloadCsv,
    });
    expect(item).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(clicked).toHaveBeenCalledOnce();
    expect(await created[0]!.text()).toBe('name,value\r\nE1,4');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('moves through the menu with the arrows, Home and End, chooses with Space, closes on Escape', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    render(
      <ChartCard
        title="Page Views"
        state={{ status: 'ready', csv: { kind: 'top', rows: [{ name: 'E1', value: 4 }] } }}
        menu={[
          { label: 'Zoom in', onSelect: () => chosen.push('zoom') },
          { label: 'History', onSelect: () => chosen.push('history') },
        ]}
      >
        <p>chart</p>
      </ChartCard>,
    );
    const trigger = screen.getByRole('button', { name: MSG.chartActions });
    trigger.focus();
    await user.keyboard(' ');
    const menu = screen.getByRole('menu', { name: MSG.chartActions });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Download CSV', 'Zoom in', 'History']);
    const item = (name: string) => within(menu).getByRole('menuitem', { name });
    expect(item('Download CSV')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Zoom in')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(item('Download CSV')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('History')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Download CSV')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('History')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(chosen).toEqual([]);

    // The up arrow opens the menu on its last item, the down arrow on its first; Space chooses.
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'History' })).toHaveFocus();
    await user.keyboard('{Escape}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Zoom in' })).toHaveFocus();
    await user.keyboard(' ');
    expect(chosen).toEqual(['zoom']);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes the menu on a press outside it or on Tab', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ChartCard
          title="Errors"
          state={{ status: 'empty' }}
          menu={[{ label: 'History', onSelect: () => {} }]}
        />
        <button type="button">Elsewhere</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: MSG.chartActions }));
    expect(screen.getByRole('menuitem', { name: 'History' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: MSG.chartActions }));
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('keeps a long title to one line, whole in its hover text', () => {
    const title = 'Login Success Rate by Operation Type over the Whole Period';
    render(<ChartCard title={title} state={{ status: 'empty' }} />);
    expect(screen.getByRole('heading', { name: title })).toHaveAttribute('title', title);
  });

  it('shows a placeholder notice with its detail, the warnings, the toolbar and the further actions', async () => {
    render(
      <ChartCard
        title="Soon"
        state={{ status: 'notice', notice: MSG.chartUnderConstruction, detail: 'Expected back 2026-12-01' }}
        warnings={[{ title: MSG.chartGroupWarningTitle, text: MSG.chartGroupWarning }]}
        toolbar={<div role="tablist" aria-label="Tabs" />}
        menu={[{ label: 'History', onSelect: () => {} }]}
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
    expect(within(card).queryByText('chart')).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: MSG.chartActions }));
    // Nothing to download before there is data.
    expect(
      within(card)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['History']);
  });

  it('has no menu button when there is no action', () => {
    render(<ChartCard title="Errors" state={{ status: 'pending' }} />);
    expect(screen.queryByRole('button', { name: MSG.chartActions })).not.toBeInTheDocument();
  });
});
