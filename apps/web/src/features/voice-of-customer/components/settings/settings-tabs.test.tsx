import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SETTINGS_TABS, settingsTabRead, settingsTabWrite } from './settings-tab';
import { SettingsTabs } from './settings-tabs';

function Tabs() {
  const [selected, setSelected] = useState(0);
  return (
    <SettingsTabs label="Settings" tabs={SETTINGS_TABS} selected={selected} onSelect={setSelected}>
      <p>Panel of {SETTINGS_TABS[selected]!.label}</p>
    </SettingsTabs>
  );
}

describe('the settings tabs', () => {
  it('move with the arrow keys, Home and End, one tab in the Tab order', async () => {
    render(<Tabs />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Users and permissions' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Categories' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Categories' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Categories' })).toHaveTextContent('Panel of Categories');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Model' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Users and permissions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{ArrowLeft}{Home}');
    expect(screen.getByRole('tab', { name: 'Users and permissions' })).toHaveFocus();
    // Tab leaves the list for the panel rather than walking every tab.
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('keep the chosen tab’s index in the address’s tab, the first tab without one', () => {
    expect(
      settingsTabRead([
        ['period', '30d'],
        ['tab', '3'],
      ]),
    ).toBe(3);
    expect(settingsTabRead([['tab', '9']])).toBe(0);
    expect(settingsTabRead([['tab', 'x']])).toBe(0);
    expect(
      settingsTabWrite(
        [
          ['tab', '3'],
          ['showPII', 'true'],
        ],
        1,
      ),
    ).toEqual([
      ['showPII', 'true'],
      ['tab', '1'],
    ]);
    expect(settingsTabWrite([['tab', '3']], 0)).toEqual([]);
  });
});
