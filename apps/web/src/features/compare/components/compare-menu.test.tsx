import { MSG, type CompareFeature } from '@prism/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CompareMenu, type CompareVersions } from './compare-menu';

const READY: CompareVersions = { status: 'success', options: ['2.1.0', '2.0.0'], onRetry: () => {} };

function renderMenu(props: { feature?: CompareFeature; version?: string; versions?: CompareVersions } = {}) {
  const onApply = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <div>
      <p>Outside</p>
      <CompareMenu
        feature={props.feature ?? 'none'}
        version={props.version}
        versions={props.versions ?? READY}
        onApply={onApply}
        onOpenChange={onOpenChange}
      />
    </div>,
  );
  return { onApply, onOpenChange };
}

const menu = () => screen.queryByRole('dialog', { name: 'Compare menu' });
const apply = () => screen.getByRole('button', { name: 'Apply' });

describe('CompareMenu', () => {
  it('offers the five features and applies the chosen one', async () => {
    const { onApply, onOpenChange } = renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Compare: None' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(screen.getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual([
      'None',
      'All App Data',
      'Another Version',
      'Previous Period (All Data)',
      'Previous Period (Other Version)',
    ]);
    expect(screen.getByRole('radio', { name: 'None' })).toHaveFocus();
    expect(apply()).toBeDisabled();

    await userEvent.click(screen.getByRole('radio', { name: 'Previous Period (All Data)' }));
    await userEvent.click(apply());
    expect(onApply).toHaveBeenCalledExactlyOnceWith('previousPeriod', undefined);
    expect(menu()).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('asks for a compare version for Another Version and Previous Period (Other Version)', async () => {
    const { onApply } = renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Compare: None' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Another Version' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.compareVersionRequired);
    expect(apply()).toBeDisabled();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Compare version' }), '2.0.0');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Previous Period (Other Version)' }));
    await userEvent.click(apply());
    expect(onApply).toHaveBeenCalledExactlyOnceWith('previousPeriodOtherVersion', '2.0.0');
  });

  it('shows the applied version on its button and keeps it listed', async () => {
    renderMenu({ feature: 'anotherVersion', version: '1.9.9' });
    await userEvent.click(screen.getByRole('button', { name: 'Compare: Another Version 1.9.9' }));
    expect(screen.getByRole('combobox', { name: 'Compare version' })).toHaveDisplayValue('1.9.9');
    expect(apply()).toBeDisabled();
  });

  it('shows loading, failure (with retry) and no versions', async () => {
    const onRetry = vi.fn();
    const { unmount } = render(
      <CompareMenu
        feature="anotherVersion"
        versions={{ status: 'pending', options: [], onRetry }}
        onApply={() => {}}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Compare: Another Version' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading versions…');
    unmount();

    renderMenu({ feature: 'anotherVersion', versions: { status: 'error', options: [], onRetry } });
    await userEvent.click(screen.getByRole('button', { name: 'Compare: Another Version' }));
    expect(screen.getByText(MSG.filterOptionsFailed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');

    renderMenu({
      feature: 'previousPeriodOtherVersion',
      versions: { status: 'success', options: [], onRetry },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Compare: Previous Period (Other Version)' }));
    expect(screen.getByText(MSG.noAppVersionsFound)).toBeInTheDocument();
  });

  it('drops the draft on Cancel, Escape and a click outside', async () => {
    const { onApply } = renderMenu();
    const trigger = screen.getByRole('button', { name: 'Compare: None' });
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('radio', { name: 'All App Data' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(menu()).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    expect(screen.getByRole('radio', { name: 'None' })).toBeChecked();
    await userEvent.keyboard('{Escape}');
    expect(menu()).not.toBeInTheDocument();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByText('Outside'));
    await waitFor(() => expect(menu()).not.toBeInTheDocument());
    expect(onApply).not.toHaveBeenCalled();
  });
});
