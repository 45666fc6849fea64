import type { ReactNode } from 'react';
import {
  FeedbackFilterButton,
  type FeedbackFilterProps,
} from '../../../features/voice-of-customer/components/filters/feedback-filter-button';
import { FeedbackFilterPills } from '../../../features/voice-of-customer/components/filters/feedback-filter-pills';
import { EntityLine } from '../entity-line';
import pageStyles from '../page.module.css';
import { TimeControls } from '../time-controls';
import type { VocScope } from './use-voc-scope';
import styles from './voc-page.module.css';

export interface VocPageProps {
  scope: VocScope;
  /** The page's heading; the route's title unless the page names what it shows. */
  title?: string;
  /** Pages scoped by period (overview, details, reviews) show the simple time menu. */
  timed?: boolean;
  /** Pages of feedback (overview, details, reviews) offer the filter menu and show its pills. */
  filterable?: boolean;
  /** Controls beside the title (filters, views, export). */
  actions?: ReactNode;
  /** A line under the title: what the page shows, or a warning. */
  lead?: ReactNode;
  children: ReactNode;
}

/** The frame of every Voice of Customer page: the entity, the title, the period and the page's own controls. */
export function VocPage({
  scope,
  title = scope.title,
  timed = false,
  filterable = false,
  actions,
  lead,
  children,
}: VocPageProps) {
  const filterProps: FeedbackFilterProps = {
    appIds: scope.appIds,
    appTypes: scope.appTypes,
    period: scope.url.state.period,
    periodOffset: scope.url.state.periodOffset,
    filters: scope.filters,
    onApply: scope.setFilters,
    family: scope.family,
  };
  return (
    <div className={pageStyles.page}>
      <div className={pageStyles.pageHeader}>
        <EntityLine entity={scope.entity} />
        <div className={pageStyles.pageTitleRow}>
          <h1 className={pageStyles.pageTitle}>{title}</h1>
          <div className={styles.headerControls}>
            {filterable ? <FeedbackFilterButton {...filterProps} /> : null}
            {actions}
            {timed ? <TimeControls url={scope.url} /> : null}
          </div>
        </div>
        {lead ? <div className={pageStyles.pageLead}>{lead}</div> : null}
        {filterable ? <FeedbackFilterPills {...filterProps} /> : null}
      </div>
      {children}
    </div>
  );
}
