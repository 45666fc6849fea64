import { surveyPublicPath, type Survey, type SurveyStatus } from '@prism/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../../components/ui/button';
import { LoadingButton } from '../../../../components/ui/loading-button';
import { Skeleton } from '../../../../components/ui/skeleton';
import { countFormat, relativeTimeFormat, timestampFormat } from '../../../../lib/format';
import styles from './survey-settings.module.css';

/** The survey pages a survey links to. */
export type SurveyPageName = 'summary' | 'responses' | 'categorize-responses';

const PAGE_LINKS: readonly { page: SurveyPageName; label: string }[] = [
  { page: 'summary', label: 'Summary' },
  { page: 'responses', label: 'Responses' },
  { page: 'categorize-responses', label: 'Categorize responses' },
];

/** The public page's address as respondents open it. */
export function surveyPublicUrl(surveyId: string): string {
  return new URL(surveyPublicPath(surveyId), window.location.origin).href;
}

export interface SurveyListProps {
  surveys: readonly Survey[];
  /** For "last response 3 hours ago". */
  now: number;
  /** The survey whose state is being changed. */
  busyId: string | null;
  pageHref: (surveyId: string, page: SurveyPageName) => string;
  onCopyLink: (survey: Survey) => void;
  onEdit: (survey: Survey) => void;
  onSetStatus: (survey: Survey, status: SurveyStatus) => void;
  onDelete: (survey: Survey) => void;
}

/** The application's surveys, newest first, each with its link and what can be done with it. */
export function SurveyList({ surveys, ...actions }: SurveyListProps) {
  return (
    <ul className={styles.list} aria-label="Surveys">
      {surveys.map((survey) => (
        <li key={survey._id}>
          <SurveyCard survey={survey} {...actions} />
        </li>
      ))}
    </ul>
  );
}

function SurveyCard({
  survey,
  now,
  busyId,
  pageHref,
  onCopyLink,
  onEdit,
  onSetStatus,
  onDelete,
}: Omit<SurveyListProps, 'surveys'> & { survey: Survey }) {
  const titleId = useId();
  const linkId = useId();
  const open = survey.status === 'open';
  const url = surveyPublicUrl(survey._id);
  const questions = survey.questions.length;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHead}>
        <h2 id={titleId} className={styles.cardTitle}>
          {survey.title}
        </h2>
        <span className={`${styles.badge} ${open ? styles.badgeOpen : styles.badgeClosed}`}>
          {open ? 'Open' : 'Closed'}
        </span>
        <ul className={styles.facts}>
          <li>
            <strong>{countFormat(survey.responseCount)}</strong>{' '}
            {survey.responseCount === 1 ? 'response' : 'responses'}
          </li>
          <li>
            {survey.lastResponseAt === null ? (
              'No response yet'
            ) : (
              <>
                Last response{' '}
                <time
                  dateTime={new Date(survey.lastResponseAt).toISOString()}
                  title={timestampFormat(survey.lastResponseAt)}
                >
                  {relativeTimeFormat(survey.lastResponseAt, now)}
                </time>
              </>
            )}
          </li>
          <li>
            {questions} {questions === 1 ? 'question' : 'questions'}
          </li>
        </ul>
      </div>
      {survey.description ? <p className={styles.description}>{survey.description}</p> : null}
      <div className={styles.linkRow}>
        <label htmlFor={linkId} className={styles.visuallyHidden}>
          Public link of {survey.title}
        </label>
        <input
          id={linkId}
          className={styles.linkBox}
          value={url}
          readOnly
          onFocus={(event) => event.target.select()}
        />
        <Button
          variant="secondary"
          size="small"
          aria-describedby={titleId}
          onClick={() => onCopyLink(survey)}
        >
          Copy link
        </Button>
        <a
          className={buttonClassName('secondary', 'small')}
          href={url}
          target="_blank"
          rel="noopener noreferrer"
        >
          Open link <span className={styles.visuallyHidden}>(opens in a new tab)</span>
        </a>
      </div>
      <div className={styles.cardFoot}>
        <ul className={styles.pageLinks} aria-label={`Pages of ${survey.title}`}>
          {PAGE_LINKS.map(({ page, label }) => (
            <li key={page}>
              <Link to={pageHref(survey._id, page)}>{label}</Link>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <Button variant="secondary" size="small" aria-describedby={titleId} onClick={() => onEdit(survey)}>
            Edit
          </Button>
          <LoadingButton
            variant="secondary"
            size="small"
            loading={busyId === survey._id}
            aria-describedby={titleId}
            onClick={() => onSetStatus(survey, open ? 'closed' : 'open')}
          >
            {open ? 'Close survey' : 'Reopen survey'}
          </LoadingButton>
          <Button
            variant="secondary"
            size="small"
            aria-describedby={titleId}
            onClick={() => onDelete(survey)}
          >
            Delete
          </Button>
        </div>
      </div>
    </article>
  );
}

/** The list while it loads: two cards' outlines, announced once. */
export function SurveyListSkeleton() {
  return (
    <div className={styles.list} role="status" aria-label="Loading surveys">
      {[0, 1].map((key) => (
        <div key={key} className={styles.skeletonCard}>
          <Skeleton width="40%" height="1.125rem" />
          <Skeleton width="70%" />
          <Skeleton height="2rem" />
        </div>
      ))}
    </div>
  );
}
