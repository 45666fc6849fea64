import type { Sentiment, SurveyResponse } from '@prism/domain';
import { useState } from 'react';
import { SentimentMark } from '../../../../components/ui/sentiment-mark';
import { saveBlobFile } from '../../../../lib/save-file';
import { surveyFileDownload } from '../../api/survey-export';
import { SENTIMENT_LABELS } from '../filters/survey-filters';
import styles from './survey-bits.module.css';

/**
 * Small pieces the responses and categorize pages share: a response's sentiment, its uploaded
 * file as an authenticated download, the mark of a file still awaited.
 */

/**
 * The response's sentiment in its colour (and its word, never colour alone); "Pending" until its
 * written answers are enriched, "No text" when it has none (nothing is read for sentiment then).
 */
export function SentimentBadge({ response }: { response: SurveyResponse }) {
  const comprehend = response.comprehendResults;
  if (!comprehend && !response.responses.some((answer) => answer.type === 'freeText')) {
    return (
      <span className={styles.pending} title="Sentiment is read from written answers; this response has none">
        No text
      </span>
    );
  }
  if (!comprehend) {
    return (
      <span className={styles.pending} title="Sentiment comes once the response is enriched">
        Pending
      </span>
    );
  }
  const scores = (Object.keys(SENTIMENT_LABELS) as Sentiment[])
    .map((name) => `${SENTIMENT_LABELS[name]} ${comprehend.sentimentScores[name].toFixed(2)}`)
    .join(' · ');
  return (
    <SentimentMark
      sentiment={comprehend.sentiment}
      label={SENTIMENT_LABELS[comprehend.sentiment]}
      title={scores}
    />
  );
}

/**
 * A respondent's uploaded file: a link that downloads it with the bearer token (the file is
 * readable only by signed-in users with access). A failed download says why beside it.
 */
export function FileDownload({ file }: { file: SurveyResponse['fileUploads'][number] }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <span className={styles.file}>
      <a
        className={styles.fileLink}
        href={file.url}
        download={file.fileName}
        title={`Download ${file.fileName}`}
        aria-busy={busy || undefined}
        onClick={(event) => {
          event.preventDefault();
          if (busy) return;
          setBusy(true);
          setProblem(null);
          surveyFileDownload(file.url)
            .then((blob) => saveBlobFile(blob, file.fileName))
            .catch((error: unknown) => setProblem(error instanceof Error ? error.message : String(error)))
            .finally(() => setBusy(false));
        }}
      >
        {file.fileName}
      </a>
      {problem ? (
        <span className={styles.fileProblem} role="alert">
          Could not download: {problem}
        </span>
      ) : null}
    </span>
  );
}

/** The mark of a response whose survey asked for a file that has not arrived. */
export function AwaitingUploadMark() {
  return (
    <span className={styles.awaiting} title="The survey asked for a file; the respondent has not sent it yet">
      Awaiting upload
    </span>
  );
}
