import {
  SURVEY_QUESTION_TYPE_LABELS,
  type NpsGroupName,
  type Sentiment,
  type SurveyQuestionAggregate,
} from '@prism/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../../components/ui/card';
import { Stat, StatGrid } from '../../../../components/ui/stat-grid';
import { countFormat } from '../../../../lib/format';
import { vocTimestampFormat } from '../../../../lib/voc-time';
import { ScoreColumns, ShareBars, StackedShare, type BarTone } from './distribution-bars';
import {
  NPS_GROUP_LABELS,
  SENTIMENT_COUNT_KEYS,
  SENTIMENT_COUNT_LABELS,
  answersLabel,
  averageFormat,
  npsFormat,
  npsGroupOfBar,
  shareFormat,
  shareOf,
} from './summary-figures';
import styles from './summary.module.css';

/** Where a card's links lead: the responses page searched to one response, or filtered to files. */
export interface SummaryLinks {
  response: (responseId: string) => string;
  withFiles: string;
}

export interface QuestionCardProps {
  question: SurveyQuestionAggregate;
  /** Its place in the summary, from 1. */
  number: number;
  /** True when the survey no longer asks it (its answers are still counted). */
  removed: boolean;
  links: SummaryLinks;
}

const NPS_TONES: Readonly<Record<NpsGroupName, BarTone>> = {
  PromotersNPS: 'good',
  PassivesNPS: 'middle',
  DetractorsNPS: 'bad',
};

/**
 * One question's card: its label and type, how many answered, and what its type calls for (score
 * columns, the NPS groups, the CSAT satisfied share, yes and no, choice bars, the text answers
 * with their sentiment, the files that arrived). A question the survey no longer asks says so.
 */
export function QuestionCard({ question, number, removed, links }: QuestionCardProps) {
  const headingId = `survey-question-${question.questionId}`;
  return (
    <div className={question.type === 'freeText' ? styles.wide : undefined} data-testid="question-card">
      <Card
        title={`${number}. ${question.label}`}
        headingId={headingId}
        aside={
          <>
            {removed ? <span className={styles.removed}>No longer in the survey</span> : null}
            <span>{SURVEY_QUESTION_TYPE_LABELS[question.type]}</span>
          </>
        }
      >
        {question.type === 'fileUpload' ? null : (
          <p className={styles.answered}>{answersLabel(question.answered)}</p>
        )}
        {question.answered === 0 && question.type !== 'fileUpload' ? (
          <p className={styles.note}>No answers in this period.</p>
        ) : (
          <QuestionBody question={question} links={links} />
        )}
      </Card>
    </div>
  );
}

function QuestionBody({ question, links }: { question: SurveyQuestionAggregate; links: SummaryLinks }) {
  switch (question.type) {
    case 'starRating':
      return (
        <>
          <Figures>
            <Stat label="Average" value={`${averageFormat(question.average)} of 5`} />
          </Figures>
          <ScoreColumns
            label="Answers per star rating"
            bars={question.distribution}
            total={question.answered}
            caption={(bar) => `${bar.value}★`}
          />
        </>
      );
    case 'nps':
      return <NpsBody question={question} />;
    case 'csat':
      return (
        <>
          <Figures>
            <Stat
              label="Satisfied"
              value={shareFormat(question.csat?.share)}
              detail={`${countFormat(question.csat?.satisfied ?? 0)} answered 4 or 5`}
            />
            <Stat label="Average" value={`${averageFormat(question.average)} of 5`} />
          </Figures>
          <ShareBars
            label="Answers per satisfaction level"
            bars={question.distribution.map((bar) => ({ ...bar, label: `${bar.value} ${bar.label}` }))}
            total={question.answered}
            tone={(bar) => (Number(bar.value) >= 4 ? 'good' : Number(bar.value) <= 2 ? 'bad' : 'middle')}
          />
        </>
      );
    case 'success':
      return (
        <>
          <Figures>
            <Stat label="Success rate" value={shareFormat(question.successRate)} detail="answered yes" />
          </Figures>
          <ShareBars
            label="Yes and no"
            bars={question.distribution}
            total={question.answered}
            tone={(bar) => (bar.value === 'yes' ? 'good' : 'bad')}
          />
        </>
      );
    case 'singleChoice':
    case 'multipleChoice':
      return (
        <>
          {question.type === 'multipleChoice' ? (
            <p className={styles.note}>Respondents could choose several, so the shares add up past 100%.</p>
          ) : null}
          <ShareBars label="Answers per option" bars={question.distribution} total={question.answered} />
        </>
      );
    case 'freeText':
      return <TextBody question={question} links={links} />;
    case 'fileUpload':
      return <FileBody question={question} links={links} />;
  }
}

/** The card's own figures, in a row. */
function Figures({ children }: { children: ReactNode }) {
  return (
    <div className={styles.figures}>
      <StatGrid columns={2}>{children}</StatGrid>
    </div>
  );
}

/** The score, the three groups as one bar with their counts and shares, and every answer 0–10. */
function NpsBody({ question }: { question: SurveyQuestionAggregate }) {
  const groups = question.nps ?? { promoters: 0, passives: 0, detractors: 0, score: null };
  const groupTone = (value: string): BarTone => {
    const group = npsGroupOfBar(value);
    return group ? NPS_TONES[group] : 'primary';
  };
  return (
    <>
      <Figures>
        <Stat label="NPS" value={npsFormat(groups.score)} detail="% promoters − % detractors" />
        <Stat label="Average" value={`${averageFormat(question.average)} of 10`} />
      </Figures>
      <StackedShare
        label="Promoters, passives and detractors"
        parts={[
          { key: 'promoters', label: NPS_GROUP_LABELS.PromotersNPS, count: groups.promoters, tone: 'good' },
          { key: 'passives', label: NPS_GROUP_LABELS.PassivesNPS, count: groups.passives, tone: 'middle' },
          { key: 'detractors', label: NPS_GROUP_LABELS.DetractorsNPS, count: groups.detractors, tone: 'bad' },
        ]}
      />
      <ScoreColumns
        label="Answers per score"
        bars={question.distribution}
        total={question.answered}
        tone={(bar) => groupTone(bar.value)}
      />
    </>
  );
}

const SENTIMENT_TONES: Readonly<Record<Sentiment | 'pending', BarTone>> = {
  positive: 'good',
  negative: 'bad',
  mixed: 'middle',
  neutral: 'muted',
  pending: 'muted',
};

/** A response's sentiment as a word in a badge (pending until enrichment reaches it). */
export function SentimentBadge({ sentiment }: { sentiment: Sentiment | null }) {
  const key = sentiment ?? 'pending';
  return (
    <span
      className={styles.badge}
      data-tone={SENTIMENT_TONES[key]}
      data-pending={sentiment === null || undefined}
    >
      {SENTIMENT_COUNT_LABELS[key]}
    </span>
  );
}

/** Sentiment counts of the answers, then the newest answers, each leading to its response. */
function TextBody({ question, links }: { question: SurveyQuestionAggregate; links: SummaryLinks }) {
  const sentiment = question.sentiment;
  return (
    <>
      {sentiment ? (
        <ul className={styles.sentiments} aria-label="Sentiment of the answers">
          {SENTIMENT_COUNT_KEYS.map((key) => (
            <li key={key} className={styles.sentiment}>
              <span className={styles.swatch} data-tone={SENTIMENT_TONES[key]} aria-hidden="true" />
              <span>{SENTIMENT_COUNT_LABELS[key]}</span>
              <strong>{countFormat(sentiment[key])}</strong>
              <span className={styles.muted}>
                ({shareFormat(shareOf(sentiment[key], question.answered))})
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {question.textAnswers.length > 0 ? (
        <>
          <h3 className={styles.subheading}>Newest answers</h3>
          <ul className={styles.answers} aria-label="Newest answers">
            {question.textAnswers.map((answer) => {
              const when = vocTimestampFormat(answer.createdAt);
              return (
                <li key={answer.responseId} className={styles.answer}>
                  <p className={styles.answerText}>{answer.text}</p>
                  <div className={styles.answerMeta}>
                    <SentimentBadge sentiment={answer.sentiment} />
                    <span className={styles.muted}>
                      {when.date} {when.time}
                    </span>
                    <Link
                      to={links.response(answer.responseId)}
                      aria-label={`Open the response of ${when.date} ${when.time}`}
                    >
                      Open response
                    </Link>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </>
  );
}

/** How many files arrived, with the way to the responses that carry one. */
function FileBody({ question, links }: { question: SurveyQuestionAggregate; links: SummaryLinks }) {
  const uploads = question.uploads ?? 0;
  return (
    <>
      <p className={styles.uploads}>
        <strong>{countFormat(uploads)}</strong> {uploads === 1 ? 'file arrived' : 'files arrived'}
      </p>
      {uploads > 0 ? <Link to={links.withFiles}>See the responses with a file</Link> : null}
    </>
  );
}
