import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { summarySurveyFixture } from './summary/summary-test-kit';
import { SurveyPicker, type SurveyPickerProps } from './survey-picker';

const NEWEST = summarySurveyFixture({ _id: 's2', title: 'After the visit', responseCount: 1_204 });
const OLDER = summarySurveyFixture({ _id: 's1', title: 'Store pickup', status: 'closed', responseCount: 1 });

function renderPicker(over: Partial<SurveyPickerProps> = {}) {
  const props: SurveyPickerProps = {
    surveys: { status: 'success', data: [NEWEST, OLDER], refetch: vi.fn() },
    selected: NEWEST,
    onSelect: vi.fn(),
    settingsHref: '/x/charter-survey-tool/settings?period=10d',
    ...over,
  };
  render(
    <MemoryRouter>
      <SurveyPicker {...props} />
    </MemoryRouter>,
  );
  return props;
}

describe('the survey picker', () => {
  it('names the chosen survey and its state, and lists every survey with its mark and responses', async () => {
    renderPicker();
    const trigger = screen.getByRole('button', { name: 'Survey: After the visit (open)' });
    await userEvent.click(trigger);
    const items = within(screen.getByRole('list', { name: 'Surveys' })).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      '✓After the visit1,204 responsesOpen',
      'Store pickup1 responseClosed',
    ]);
    expect(items[0]).toHaveAttribute('aria-current', 'true');
    expect(items[0]).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Manage surveys' })).toHaveAttribute(
      'href',
      '/x/charter-survey-tool/settings?period=10d',
    );
  });

  it('chooses another survey by keyboard and closes, focus back on the button', async () => {
    const props = renderPicker();
    screen.getByRole('button', { name: /^Survey:/ }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(props.onSelect).toHaveBeenCalledWith('s1');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: /^Survey:/ })).toHaveFocus();
  });

  it('without surveys, leads to the settings to create one', () => {
    renderPicker({ surveys: { status: 'success', data: [], refetch: vi.fn() }, selected: null });
    expect(screen.getByText(/No survey yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a survey' })).toHaveAttribute(
      'href',
      '/x/charter-survey-tool/settings?period=10d',
    );
  });

  it('says when the surveys could not be loaded, and retries', async () => {
    const refetch = vi.fn();
    renderPicker({ surveys: { status: 'error', data: [], refetch }, selected: null });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the surveys.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('holds its place while the surveys load', () => {
    renderPicker({ surveys: { status: 'pending', data: [], refetch: vi.fn() }, selected: null });
    expect(screen.getByRole('status', { name: 'Loading surveys' })).toBeInTheDocument();
  });
});
