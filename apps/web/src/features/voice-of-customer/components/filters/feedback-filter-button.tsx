import { useId, useMemo, useRef, useState } from 'react';
import { buttonClassName } from '../../../../components/ui/button';
import { filterPeriodOf } from '../../api/filter-options';
import type { VocFilters } from '../../lib/voc-filters';
import { vocPagePath, type VocFamily } from '../../lib/voc-paths';
import { FeedbackFilterMenu } from './feedback-filter-menu';
import type { PanelAnchor } from './panel-geometry';
import { menuFiltersCount } from './filter-values';
import { useFilterDraft } from './use-filter-draft';
import type { FilterScope } from './use-list-options';
import styles from './filters.module.css';

/** What the filter button and the pills work on: the page's scope and filters, and where changes go. */
export interface FeedbackFilterProps {
  appIds: string[];
  period: string;
  periodOffset: number;
  /** The filters in force (from the address). */
  filters: VocFilters;
  /** Puts new filters in force (the page writes them to the address). */
  onApply: (filters: VocFilters) => void;
  family: VocFamily;
  /** The applications' types: WebSurvey applications get the Endpoint note. */
  appTypes: string[];
  /** Changes wait for Apply (the default); false applies each change at once. */
  applyMode?: boolean;
}

/** The scope the value lists are asked for. */
export function useFilterScope({ appIds, period, periodOffset, family }: FeedbackFilterProps): FilterScope {
  return useMemo(
    () => ({
      appIds,
      period: filterPeriodOf(period, periodOffset),
      // Spec 001 section 2: a path containing /voice-of-customer adds the No Category choice.
      noCategory: vocPagePath('-', family, 'reviews').includes('/voice-of-customer'),
    }),
    [appIds, period, periodOffset, family],
  );
}

/**
 * The toolbar's 'Filters' button with a badge of how many filters are in force; it opens the
 * floating filter menu (not modal), and focus comes back to it when the menu closes. A closed menu
 * keeps its unapplied changes until the filters in force change.
 */
export function FeedbackFilterButton(props: FeedbackFilterProps) {
  const { filters, onApply, appTypes, applyMode = true } = props;
  /** Open: where the button was when it opened the menu. */
  const [openedAt, setOpenedAt] = useState<PanelAnchor | null>(null);
  const open = openedAt !== null;
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const scope = useFilterScope(props);
  const draft = useFilterDraft({ filters, applyMode, onApply });
  const count = menuFiltersCount(filters);

  const close = () => {
    setOpenedAt(null);
    button.current?.focus();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className={buttonClassName('secondary', 'small')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={(event) => (open ? close() : setOpenedAt(event.currentTarget.getBoundingClientRect()))}
      >
        Filters{' '}
        {count > 0 ? (
          <span className={styles.badge}>
            {count} <span className="visually-hidden">in force</span>
          </span>
        ) : null}
      </button>
      {openedAt ? (
        <FeedbackFilterMenu
          id={panelId}
          anchorRect={openedAt}
          draft={draft}
          scope={scope}
          appTypes={appTypes}
          applyMode={applyMode}
          onClose={close}
        />
      ) : null}
    </>
  );
}
