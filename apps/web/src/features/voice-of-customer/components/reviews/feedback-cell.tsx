import type { FeedbackColumn } from '@prism/domain';
import { memo } from 'react';
import {
  feedbackCellKind,
  feedbackCellText,
  feedbackTwoDecimals,
  feedbackValueMissing,
  sentimentLabel,
} from '../../lib/feedback-format';
import { SentimentMark } from '../../../../components/ui/sentiment-mark';
import { vocTimestampFormat } from '../../../../lib/voc-time';
import { AccountNumberCell } from './account-number-cell';
import { useReviewsCellContext } from './reviews-cell-context';
import styles from './reviews-table.module.css';

export interface FeedbackCellProps {
  column: FeedbackColumn;
  value: unknown;
}

/** Why a personal column shows no value: the server sends personal data only on both conditions. */
const WITHHELD_TITLE =
  'Personal data: shown with the customer-feedback-access role and showPII in the address.';

/**
 * One value of the reviews table, drawn by its column's kind (spec 001 section 9). Memoised on
 * its column and value, so scrolling and resizing redraw only the cells that come into view.
 */
export const FeedbackCell = memo(function FeedbackCell({ column, value }: FeedbackCellProps) {
  const { personalShown } = useReviewsCellContext();
  if (column.personal && !personalShown) {
    return (
      <span className={styles.withheld} title={WITHHELD_TITLE}>
        hidden
      </span>
    );
  }
  if (feedbackValueMissing(value)) return <span className={styles.missing}>—</span>;
  const kind = feedbackCellKind(column);
  switch (kind) {
    case 'timestamp':
      return typeof value === 'number' ? <Timestamp ms={value} /> : <Text text={String(value)} />;
    case 'longText':
      return <LongText text={feedbackCellText(kind, value) ?? ''} />;
    case 'appliedCategories':
    case 'manualCategories':
      return Array.isArray(value) ? (
        <Pills entries={value} title={feedbackCellText(kind, value) ?? ''} />
      ) : null;
    case 'sentiment':
      return <Sentiment value={value} />;
    case 'links':
      return Array.isArray(value) ? <Links urls={value.filter((url) => typeof url === 'string')} /> : null;
    case 'accountNumber':
      return typeof value === 'string' ? <AccountNumberCell field={column.id} value={value} /> : null;
    case 'code':
      return <Text text={feedbackCellText(kind, value) ?? ''} className={styles.code} />;
    default:
      return <Text text={feedbackCellText(kind, value) ?? ''} />;
  }
});

function Text({ text, className }: { text: string; className?: string }) {
  return (
    <span className={className ? `${styles.text} ${className}` : styles.text} title={text}>
      {text}
    </span>
  );
}

/** Long text (the verbatim) clamped to the row's two lines; the whole text on hover. */
function LongText({ text }: { text: string }) {
  return (
    <span className={styles.clamp} title={text}>
      {text}
    </span>
  );
}

function Timestamp({ ms }: { ms: number }) {
  const { date, time } = vocTimestampFormat(ms);
  return (
    <span className={styles.stamp}>
      <span>{date}</span>
      <span className={styles.time}>{time}</span>
    </span>
  );
}

/** Applied categories (or manual categories) as pills; archived manual categories muted. */
function Pills({ entries, title }: { entries: unknown[]; title: string }) {
  return (
    <span className={styles.pills} title={title}>
      {entries.map((entry, index) => {
        const label = feedbackCellText('appliedCategories', [entry]) ?? '';
        const archived =
          typeof entry === 'object' && entry !== null && 'isArchived' in entry && entry.isArchived;
        return (
          <span key={index} className={archived ? `${styles.pill} ${styles.pillArchived}` : styles.pill}>
            {archived ? `${label} (archived)` : label}
          </span>
        );
      })}
    </span>
  );
}

const SCORE_NAMES = ['positive', 'negative', 'mixed', 'neutral'] as const;

/** The sentiment label in its colour; its four scores on hover. */
function Sentiment({ value }: { value: unknown }) {
  if (typeof value !== 'object' || value === null || !('sentiment' in value)) return null;
  const record = value as Record<string, unknown>;
  const sentiment = String(record.sentiment);
  const scores = SCORE_NAMES.flatMap((name) => {
    const score = record[name];
    return typeof score === 'number' ? [`${sentimentLabel(name)} ${feedbackTwoDecimals(score)}`] : [];
  }).join(' · ');
  return <SentimentMark sentiment={sentiment} label={sentimentLabel(sentiment)} title={scores} />;
}

/** Uploaded files, each a link by its file name. */
function Links({ urls }: { urls: string[] }) {
  return (
    <span className={styles.links} title={urls.join('\n')}>
      {urls.map((url) => (
        <a key={url} href={url} target="_blank" rel="noreferrer">
          {fileNameOf(url)}
        </a>
      ))}
    </span>
  );
}

/** The last segment of a url, decoded when it can be. */
function fileNameOf(url: string): string {
  const last = url.split(/[?#]/)[0]?.split('/').pop() || url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
