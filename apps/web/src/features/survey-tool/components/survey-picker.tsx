import type { Survey } from '@prism/domain';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { countFormat } from '../../../lib/format';
import { MenuButton } from './menu-button';
import styles from './survey-picker.module.css';

export interface SurveyPickerProps {
  /** The application's surveys as the survey scope holds them. */
  surveys: { status: 'pending' | 'error' | 'success'; data: Survey[]; refetch: () => void };
  /** The survey the page shows. */
  selected: Survey | null;
  /** Chooses a survey (the scope writes it to `surveyID`). */
  onSelect: (surveyId: string) => void;
  /** The settings page, where surveys are created. */
  settingsHref: string;
}

/** "Open" or "Closed", as a mark beside a survey's title (the word, never colour alone). */
export function SurveyStatusMark({ status }: { status: Survey['status'] }) {
  return (
    <span className={`${styles.mark} ${status === 'open' ? styles.open : styles.closed}`}>
      {status === 'open' ? 'Open' : 'Closed'}
    </span>
  );
}

/**
 * The survey chooser of the survey-tool pages' header: the application's surveys, newest first, each
 * with its open or closed mark and its responses; choosing one writes `surveyID` (spec 001 section
 * 2). Without surveys it links to the settings page to create one.
 */
export function SurveyPicker({ surveys, selected, onSelect, settingsHref }: SurveyPickerProps) {
  if (surveys.status === 'pending') {
    return (
      <span className={styles.loading} role="status" aria-label="Loading surveys">
        <Skeleton width="12rem" height="2rem" />
      </span>
    );
  }
  if (surveys.status === 'error') {
    return (
      <span className={styles.problem}>
        <span role="alert">Could not load the surveys.</span>
        <Button variant="secondary" size="small" onClick={surveys.refetch}>
          Try again
        </Button>
      </span>
    );
  }
  if (surveys.data.length === 0 || !selected) {
    return (
      <span className={styles.none}>
        No survey yet.{' '}
        <Link className={styles.link} to={settingsHref}>
          Create a survey
        </Link>
      </span>
    );
  }
  return (
    <MenuButton
      label={`Survey: ${selected.title} (${selected.status === 'open' ? 'open' : 'closed'})`}
      panelLabel="Choose a survey"
      trigger={
        <span className={styles.trigger}>
          <span className={styles.triggerTitle}>{selected.title}</span>
          <SurveyStatusMark status={selected.status} />
        </span>
      }
    >
      {(close) => (
        <>
          <ul className={styles.list} aria-label="Surveys">
            {surveys.data.map((survey) => {
              const current = survey._id === selected._id;
              return (
                <li key={survey._id}>
                  <button
                    type="button"
                    className={styles.item}
                    aria-current={current ? 'true' : undefined}
                    onClick={() => {
                      if (!current) onSelect(survey._id);
                      close();
                    }}
                  >
                    <span className={styles.check} aria-hidden="true">
                      {current ? '✓' : ''}
                    </span>
                    <span className={styles.itemText}>
                      <span className={styles.itemTitle}>{survey.title}</span>
                      <span className={styles.itemMeta}>
                        {countFormat(survey.responseCount)}{' '}
                        {survey.responseCount === 1 ? 'response' : 'responses'}
                      </span>
                    </span>
                    <SurveyStatusMark status={survey.status} />
                  </button>
                </li>
              );
            })}
          </ul>
          <Link className={styles.manage} to={settingsHref}>
            Manage surveys
          </Link>
        </>
      )}
    </MenuButton>
  );
}
