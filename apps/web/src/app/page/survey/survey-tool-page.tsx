import type { ReactNode } from 'react';
import { EntityLine } from '../entity-line';
import pageStyles from '../page.module.css';
import { TimeControls } from '../time-controls';
import styles from '../voc/voc-page.module.css';
import type { SurveyScope } from './use-survey-scope';

export interface SurveyToolPageProps {
  scope: SurveyScope;
  title?: string;
  /** Pages scoped by period (summary, responses, categorize) show the simple time menu. */
  timed?: boolean;
  /** Controls beside the title (the survey picker, filters, export). */
  actions?: ReactNode;
  /** A line under the title. */
  lead?: ReactNode;
  children: ReactNode;
}

/** The frame of every survey-tool page: the entity, the title, the page's controls and the period. */
export function SurveyToolPage({
  scope,
  title = scope.title,
  timed = false,
  actions,
  lead,
  children,
}: SurveyToolPageProps) {
  return (
    <div className={pageStyles.page}>
      <div className={pageStyles.pageHeader}>
        <EntityLine entity={scope.entity} />
        <div className={pageStyles.pageTitleRow}>
          <h1 className={pageStyles.pageTitle}>{title}</h1>
          <div className={styles.headerControls}>
            {actions}
            {timed ? <TimeControls url={scope.url} /> : null}
          </div>
        </div>
        {lead ? <div className={pageStyles.pageLead}>{lead}</div> : null}
      </div>
      {children}
    </div>
  );
}
