import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './settings.module.css';

export interface SettingsTab {
  id: string;
  label: string;
}

export interface SettingsTabsProps {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly SettingsTab[];
  /** The index of the chosen tab. */
  selected: number;
  onSelect: (index: number) => void;
  /** The chosen tab's panel. */
  children: ReactNode;
}

/** The keys that move between tabs (WAI-ARIA tabs pattern), to the index they lead to. */
function tabIndexAfterKey(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * The settings page's tabs: a tab list of the WAI-ARIA pattern (one tab in the Tab order, the
 * arrow keys, Home and End move and choose) over the chosen tab's panel.
 */
export function SettingsTabs({ label, tabs, selected, onSelect, children }: SettingsTabsProps) {
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = tabIndexAfterKey(event.key, index, tabs.length);
    if (next === null) return;
    event.preventDefault();
    onSelect(next);
    buttons.current[next]?.focus();
  };

  return (
    <div className={styles.tabsFrame}>
      <div role="tablist" aria-label={label} className={styles.tabList}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            id={tabId(index)}
            type="button"
            role="tab"
            aria-selected={index === selected}
            aria-controls={panelId}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(selected)}
        tabIndex={0}
        className={styles.tabPanel}
      >
        {children}
      </div>
    </div>
  );
}
