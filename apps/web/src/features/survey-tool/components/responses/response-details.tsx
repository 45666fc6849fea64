import type { SurveyResponse } from '@prism/domain';
import { vocTimestampFormat } from '../../../../lib/voc-time';
import { surveyCategoryLabel, surveyConfidenceLabel } from './responses-columns';
import { AwaitingUploadMark, FileDownload, SentimentBadge } from './survey-bits';
import styles from './response-details.module.css';

const DEVICE_LABELS: Readonly<Record<SurveyResponse['respondent']['device'], string>> = {
  mobile: 'Phone',
  tablet: 'Tablet',
  desktop: 'Desktop',
  unknown: 'Unknown device',
};

/**
 * One response in full, under its row: every answer with the question it answered (as stored, so
 * an answer to a question since changed or removed reads as it was given), the file, the
 * respondent's device and language, and the enrichment: sentiment, keywords and the trained
 * model's suggested categories with their confidence.
 */
export function ResponseDetails({ response }: { response: SurveyResponse }) {
  const { date, time } = vocTimestampFormat(response.createdAt);
  const comprehend = response.comprehendResults;
  return (
    <div className={styles.details}>
      <section className={styles.answers} aria-label="Answers">
        <h3 className={styles.heading}>Answers</h3>
        {response.responses.length === 0 ? (
          <p className={styles.muted}>No question was answered.</p>
        ) : (
          <dl className={styles.answerList}>
            {response.responses.map((answer) => (
              <div key={answer.questionId} className={styles.answer}>
                <dt className={styles.question}>{answer.label}</dt>
                <dd className={styles.answerText}>{answer.text}</dd>
              </div>
            ))}
            {response.fileUploads.length > 0 || response.awaitingUpload ? (
              <div className={styles.answer}>
                <dt className={styles.question}>File</dt>
                <dd className={styles.answerText}>
                  {response.fileUploads.length > 0
                    ? response.fileUploads.map((file) => <FileDownload key={file.url} file={file} />)
                    : null}
                  {response.fileUploads.length === 0 ? <AwaitingUploadMark /> : null}
                </dd>
              </div>
            ) : null}
          </dl>
        )}
      </section>
      <section className={styles.side} aria-label="About this response">
        <h3 className={styles.heading}>About</h3>
        <dl className={styles.facts}>
          <dt>Received</dt>
          <dd>
            {date} {time}
          </dd>
          <dt>Device</dt>
          <dd>{DEVICE_LABELS[response.respondent.device]}</dd>
          <dt>Language</dt>
          <dd>{response.respondent.language ?? 'Not known'}</dd>
          <dt>Sentiment</dt>
          <dd>
            <SentimentBadge response={response} />
          </dd>
          <dt>Keywords</dt>
          <dd>
            {comprehend && comprehend.keywords.length > 0 ? (
              <ul className={styles.tags} aria-label="Keywords">
                {comprehend.keywords.map((keyword) => (
                  <li key={keyword} className={styles.tag}>
                    {keyword}
                  </li>
                ))}
              </ul>
            ) : (
              <span className={styles.muted}>{comprehend ? 'None' : 'Pending'}</span>
            )}
          </dd>
          <dt>Categories</dt>
          <dd>
            {response.appliedCategories.length > 0 ? (
              <ul className={styles.tags} aria-label="Applied categories">
                {response.appliedCategories.map((category) => (
                  <li key={category._id} className={styles.chip}>
                    {surveyCategoryLabel(category)}
                  </li>
                ))}
              </ul>
            ) : (
              <span className={styles.muted}>No Category</span>
            )}
          </dd>
          <dt>Suggested</dt>
          <dd>
            {comprehend && comprehend.suggestedCategories.length > 0 ? (
              <ul className={styles.tags} aria-label="Suggested categories">
                {comprehend.suggestedCategories.map((suggestion) => (
                  <li key={suggestion._id} className={styles.tag}>
                    {suggestion.category}{' '}
                    <span className={styles.muted}>{surveyConfidenceLabel(suggestion.score)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <span className={styles.muted}>{comprehend ? 'None' : 'Pending'}</span>
            )}
          </dd>
          <dt>Response</dt>
          <dd className={styles.mono}>{response._id}</dd>
        </dl>
      </section>
    </div>
  );
}
