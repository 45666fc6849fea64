import {
  FEEDBACK_COLUMNS,
  FEEDBACK_COLUMN_SECTIONS,
  VOC_MSG,
  activationMethodPathLabel,
  feedbackSourceLabel,
  type FeedbackField,
} from '@prism/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TriageItem } from '../../api/triage';
import { feedbackTimeText, fieldText, scoreText, shareText } from './triage-format';
import styles from './triage.module.css';

/** Where a visit's sequence is shown (spec 001 section 2). */
export function sequencePath(visitId: string): string {
  return `/tools/sequence/${encodeURIComponent(visitId)}`;
}

const SCORES = [
  { field: 'CSAT', label: 'CSAT' },
  { field: 'NPS', label: 'NPS' },
  { field: 'SR', label: 'Success rate' },
  { field: 'starRating', label: 'Stars' },
  { field: 'starRatingExternal', label: 'App store stars' },
  { field: 'CES', label: 'CES' },
] as const;

/** The item's text, scores, sentiment and keywords, and when, where and from what it came. */
export function FeedbackSummary({ item }: { item: TriageItem }) {
  const scores = SCORES.filter(({ field }) => item[field] !== null && item[field] !== undefined);
  return (
    <div className={styles.stack}>
      <dl className={styles.facts}>
        <Fact label="Date">{feedbackTimeText(item.timestamp)}</Fact>
        <Fact label="Application">{[item.appName, item.appType].filter(Boolean).join('@') || '—'}</Fact>
        <Fact label="Source">{item.source ? feedbackSourceLabel(item.source) : '—'}</Fact>
        <Fact label="Visit ID">
          {item.visitId ? (
            <Link to={sequencePath(item.visitId)} className={styles.mono}>
              {item.visitId}
            </Link>
          ) : (
            <span className={styles.muted}>{VOC_MSG.noVisitId}</span>
          )}
        </Fact>
      </dl>
      <figure className={styles.verbatim}>
        <figcaption className={styles.subheading}>Review</figcaption>
        {item.verbatim ? (
          <blockquote className={styles.quote}>{item.verbatim}</blockquote>
        ) : (
          <p className={styles.muted}>No verbatim on this feedback.</p>
        )}
      </figure>
      {item.altVerbatim ? (
        <figure className={styles.verbatim}>
          <figcaption className={styles.subheading}>Alternative review</figcaption>
          <blockquote className={styles.quoteAlt}>{item.altVerbatim}</blockquote>
        </figure>
      ) : null}
      {scores.length > 0 ? (
        <dl className={styles.scores} aria-label="Scores">
          {scores.map(({ field, label }) => (
            <div key={field} className={styles.score}>
              <dt>{label}</dt>
              <dd>{scoreText(field, item[field])}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <Sentiment item={item} />
      {item.awsKeywords.length > 0 ? (
        <div>
          <h3 className={styles.subheading}>Keywords</h3>
          <ul className={styles.keywords}>
            {item.awsKeywords.map((keyword) => (
              <li key={keyword}>{keyword}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const SENTIMENT_PARTS = ['positive', 'negative', 'mixed', 'neutral'] as const;

function Sentiment({ item }: { item: TriageItem }) {
  const sentiment = item.awsSentiment;
  if (!sentiment) return null;
  return (
    <div>
      <h3 className={styles.subheading}>
        Sentiment{' '}
        <span className={`${styles.sentiment} ${styles[`sentiment-${sentiment.sentiment}`] ?? ''}`}>
          {sentiment.sentiment}
        </span>
      </h3>
      <dl className={styles.sentimentScores}>
        {SENTIMENT_PARTS.map((part) => (
          <div key={part}>
            <dt>{part}</dt>
            <dd>{shareText(sentiment[part])}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Fields shown elsewhere on the page, left out of the details list. */
const SHOWN_ELSEWHERE = new Set<FeedbackField>([
  '_id',
  'timestamp',
  'appName',
  'appType',
  'source',
  'visitId',
  'verbatim',
  'altVerbatim',
  'CSAT',
  'NPS',
  'SR',
  'CES',
  'starRating',
  'starRatingExternal',
  'awsSentiment',
  'awsKeywords',
  'awsCategories',
  'awsCategoriesScore',
  'modelVersion',
  'needsReview',
  'prismAppliedCategories',
  'prismAppliedManualCategories',
  'reroutedCategories',
  'rerouteSentCategories',
  'notes',
  'isFlagged',
  'isReviewed',
  'isHidden',
  'useForRetrain',
  'isRerouteSent',
]);

/** One field's text in the details list: times and activation paths read as people say them. */
function detailText(field: FeedbackField, value: unknown): string | undefined {
  if (field === 'expirationDate' && typeof value === 'number') return feedbackTimeText(value);
  if (field === 'activationMethod' && typeof value === 'number')
    return activationMethodPathLabel(value) ?? String(value);
  return fieldText(value);
}

/** The item's other fields that hold a value, by the column catalogue's sections and labels. */
export function detailsOf(item: TriageItem): { section: string; rows: { label: string; text: string }[] }[] {
  return FEEDBACK_COLUMN_SECTIONS.map((section) => ({
    section,
    rows: FEEDBACK_COLUMNS.filter((column) => column.section === section && !SHOWN_ELSEWHERE.has(column.id))
      .map((column) => ({ label: column.label, text: detailText(column.id, item[column.id]) }))
      .filter((row): row is { label: string; text: string } => row.text !== undefined),
  })).filter((group) => group.rows.length > 0);
}

/** The compact list of the item's other fields (spec 001 section 3), grouped as the table's columns are. */
export function FeedbackDetails({ item }: { item: TriageItem }) {
  const groups = detailsOf(item);
  if (groups.length === 0) return <p className={styles.muted}>No other fields on this feedback.</p>;
  return (
    <div className={styles.detailsGrid}>
      {groups.map((group) => (
        <div key={group.section} className={styles.detailsGroup}>
          <h3 className={styles.subheading}>{group.section}</h3>
          <dl className={styles.detailsList}>
            {group.rows.map((row) => (
              <div key={row.label}>
                <dt>{row.label}</dt>
                <dd>{row.text}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </div>
  );
}
