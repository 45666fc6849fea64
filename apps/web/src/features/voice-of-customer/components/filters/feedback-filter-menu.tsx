import { VOC_MSG } from '@prism/domain';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { CategoryGroupField, useCategoryChoice } from './category-group-field';
import { FeedbackIdField } from './feedback-id-field';
import { FILTER_SECTIONS, filterFieldsIn, type FilterSectionId } from './filter-catalogue';
import { FilterFieldControl } from './filter-field-control';
import { FloatingPanel } from './floating-panel';
import type { PanelAnchor } from './panel-geometry';
import type { FilterDraft } from './use-filter-draft';
import type { FilterScope } from './use-list-options';
import styles from './filters.module.css';

/** The application type whose feedback lives only where its survey was made (spec 001 section 5). */
const WEB_SURVEY_TYPE = 'WebSurvey';

export interface FeedbackFilterMenuProps {
  id: string;
  anchorRect: PanelAnchor;
  draft: FilterDraft;
  scope: FilterScope;
  appTypes: readonly string[];
  applyMode: boolean;
  onClose: () => void;
}

/** How many of a section's filters the draft sets. */
function sectionCount(section: FilterSectionId, draft: FilterDraft): number {
  return filterFieldsIn(section).filter((field) => draft.draft[field.arg] !== undefined).length;
}

/** A collapsible section; its content (and so its value lists) loads when it is opened. */
function FilterSection({
  title,
  count,
  open,
  onToggle,
  children,
}: {
  title: string;
  count: number;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={styles.section} aria-label={title}>
      <h3 className={styles.sectionHeading}>
        <button
          type="button"
          className={styles.sectionToggle}
          aria-expanded={open}
          aria-controls={open ? id : undefined}
          onClick={onToggle}
        >
          <span className={`${styles.chevron} ${open ? styles.chevronOpen : ''}`} aria-hidden="true">
            ▸
          </span>
          {title}
          {count > 0 ? (
            <span className={`${styles.badge} ${styles.sectionCount}`}>
              {count} <span className="visually-hidden">set</span>
            </span>
          ) : null}
        </button>
      </h3>
      {open ? (
        <div id={id} className={styles.sectionBody}>
          {children}
        </div>
      ) : null}
    </section>
  );
}

/** The Categories section: the groups, then the category lists, the Category list through the group rules. */
function CategoriesFields({ draft, scope }: { draft: FilterDraft; scope: FilterScope }) {
  const choice = useCategoryChoice(scope.appIds, draft);
  return (
    <>
      <CategoryGroupField choice={choice} />
      {filterFieldsIn('categories').map((field) => (
        <FilterFieldControl
          key={field.arg}
          field={field}
          draft={draft}
          scope={scope}
          categoryChoice={choice}
        />
      ))}
    </>
  );
}

/** The sections open at first: those with filters set, or Categories when none are. */
function initiallyOpen(draft: FilterDraft): Set<FilterSectionId> {
  const set = FILTER_SECTIONS.filter((section) => sectionCount(section.id, draft) > 0).map(
    (section) => section.id,
  );
  return new Set(set.length > 0 ? set : ['categories']);
}

/**
 * The feedback filter menu (spec 001 sections 2, 4 and 5): a floating panel with the feedback id,
 * every filter in collapsible sections, and Apply, Cancel and Clear all in apply-button mode.
 */
export function FeedbackFilterMenu({
  id,
  anchorRect,
  draft,
  scope,
  appTypes,
  applyMode,
  onClose,
}: FeedbackFilterMenuProps) {
  const [open, setOpen] = useState(() => initiallyOpen(draft));
  const toggle = (section: FilterSectionId) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(section)) next.add(section);
      return next;
    });

  const footer = (
    <>
      <Button variant="borderless" size="small" disabled={draft.empty} onClick={draft.clear}>
        Clear all
      </Button>
      <span className={styles.spacer} />
      {applyMode ? (
        <>
          <p className={styles.status} aria-live="polite">
            {draft.changed ? 'Changes not applied yet.' : null}
          </p>
          <Button variant="secondary" size="small" disabled={!draft.changed} onClick={draft.revert}>
            Cancel
          </Button>
          <Button size="small" disabled={!draft.canApply} onClick={draft.apply}>
            Apply
          </Button>
        </>
      ) : null}
    </>
  );

  return (
    <FloatingPanel id={id} title="Filters" anchorRect={anchorRect} onClose={onClose} footer={footer}>
      {appTypes.includes(WEB_SURVEY_TYPE) ? (
        <p className={styles.note} role="note">
          {VOC_MSG.cstEnvironmentNote}
        </p>
      ) : null}
      <FeedbackIdField
        text={draft.feedbackIdText}
        status={draft.feedbackIdStatus}
        onChange={draft.setFeedbackIdText}
      />
      {FILTER_SECTIONS.map((section) => (
        <FilterSection
          key={section.id}
          title={section.title}
          count={sectionCount(section.id, draft)}
          open={open.has(section.id)}
          onToggle={() => toggle(section.id)}
        >
          {section.id === 'categories' ? (
            <CategoriesFields draft={draft} scope={scope} />
          ) : (
            filterFieldsIn(section.id).map((field) => (
              <FilterFieldControl key={field.arg} field={field} draft={draft} scope={scope} />
            ))
          )}
        </FilterSection>
      ))}
    </FloatingPanel>
  );
}
