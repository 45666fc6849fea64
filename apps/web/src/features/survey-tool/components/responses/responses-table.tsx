import type { Survey, SurveyResponse, SurveySortField } from '@prism/domain';
import { Fragment, useId, useMemo, useState, type ReactNode } from 'react';
import { vocTimestampFormat } from '../../../../lib/voc-time';
import { ResponseDetails } from './response-details';
import {
  surveyAnswerColumns,
  surveyAnswerOf,
  surveyCategoryLabel,
  surveyHasFileColumn,
} from './responses-columns';
import type { SurveyResponsesSort } from './responses-url';
import { AwaitingUploadMark, FileDownload, SentimentBadge } from './survey-bits';
import styles from './responses-table.module.css';

export interface ResponsesTableProps {
  survey: Pick<Survey, 'title' | 'questions'>;
  rows: readonly SurveyResponse[];
  sort: SurveyResponsesSort;
  /** A sortable header was clicked: the page turns it into the next sort. */
  onSort: (field: SurveySortField) => void;
  /** The rows shown are the previous page's while the next one loads. */
  busy: boolean;
  /** The number (1-based, over the whole list) of the first row, for the rows' names. */
  firstRowNumber: number;
}

/**
 * The responses table (issue 18 item 4): the date (7 hours back from UTC, like the reviews table),
 * one column per question with the answer's text (long text clamped to two lines), the
 * sentiment, the applied categories and the file. Date, the first CSAT, NPS, success and star
 * rating questions and the sentiment sort from their headers. Each row opens, from its button, the
 * whole response: every answer with its question, the respondent, the keywords and the model's
 * suggested categories.
 */
export function ResponsesTable({ survey, rows, sort, onSort, busy, firstRowNumber }: ResponsesTableProps) {
  const columns = useMemo(() => surveyAnswerColumns(survey, rows), [survey, rows]);
  const fileColumn = surveyHasFileColumn(survey, rows);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const baseId = useId();
  const columnCount = 4 + columns.length + (fileColumn ? 1 : 0);
  const toggle = (id: string) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const header = (label: string, field: SurveySortField | null, className?: string) => {
    if (!field) {
      return (
        <th key={label} scope="col" className={className}>
          <span className={styles.headLabel} title={label}>
            {label}
          </span>
        </th>
      );
    }
    const sorted = sort.field === field ? sort.direction : undefined;
    return (
      <th
        key={label}
        scope="col"
        className={className}
        aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
      >
        <button type="button" className={styles.sortButton} title={label} onClick={() => onSort(field)}>
          <span className={styles.headLabel}>{label}</span>
          <SortMark direction={sorted} />
        </button>
      </th>
    );
  };

  return (
    <div className={styles.scroller} role="region" aria-label="Responses table" tabIndex={0}>
      <table className={styles.table} aria-busy={busy}>
        <caption className="visually-hidden">Responses to {survey.title}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.toggleCell}>
              <span className="visually-hidden">Details</span>
            </th>
            {header('Date', 'createdAt', styles.dateCell)}
            {columns.map((column) => header(column.label, column.sortField, styles.answerHead))}
            {header('Sentiment', 'sentiment')}
            {header('Categories', null)}
            {fileColumn ? header('File', null) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const expanded = open.has(row._id);
            const detailsId = `${baseId}-${row._id}`;
            const { date, time } = vocTimestampFormat(row.createdAt);
            return (
              <Fragment key={row._id}>
                <tr className={styles.row} data-expanded={expanded || undefined}>
                  <td className={styles.toggleCell}>
                    <button
                      type="button"
                      className={styles.toggle}
                      aria-expanded={expanded}
                      aria-controls={expanded ? detailsId : undefined}
                      aria-label={`${expanded ? 'Hide' : 'Show'} response ${firstRowNumber + index}, of ${date} ${time}`}
                      onClick={() => toggle(row._id)}
                    >
                      <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
                    </button>
                  </td>
                  <td className={styles.dateCell}>
                    <span className={styles.stamp}>
                      <span>{date}</span>
                      <span className={styles.muted}>{time}</span>
                    </span>
                  </td>
                  {columns.map((column) => {
                    const answer = surveyAnswerOf(row, column.questionId);
                    return (
                      <td key={column.questionId} className={styles.answerCell} data-type={column.type}>
                        {answer ? (
                          <span className={styles.clamp} title={answer.text}>
                            {answer.text}
                          </span>
                        ) : (
                          <Missing />
                        )}
                      </td>
                    );
                  })}
                  <td>
                    <SentimentBadge response={row} />
                  </td>
                  <td className={styles.categoriesCell}>
                    {row.appliedCategories.length > 0 ? (
                      <ul className={styles.chips} aria-label="Applied categories">
                        {row.appliedCategories.map((category) => (
                          <li
                            key={category._id}
                            className={styles.chip}
                            title={surveyCategoryLabel(category)}
                          >
                            {category.category}
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <Missing />
                    )}
                  </td>
                  {fileColumn ? (
                    <td className={styles.fileCell}>
                      <FileCell row={row} />
                    </td>
                  ) : null}
                </tr>
                {expanded ? (
                  <tr id={detailsId} className={styles.detailsRow}>
                    <td colSpan={columnCount}>
                      <ResponseDetails response={row} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function FileCell({ row }: { row: SurveyResponse }): ReactNode {
  if (row.fileUploads.length > 0) {
    return (
      <span className={styles.files}>
        {row.fileUploads.map((file) => (
          <FileDownload key={file.url} file={file} />
        ))}
      </span>
    );
  }
  return row.awaitingUpload ? <AwaitingUploadMark /> : <Missing />;
}

/** No answer: a dash, and words for screen readers. */
function Missing() {
  return (
    <span className={styles.muted}>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">None</span>
    </span>
  );
}

function SortMark({ direction }: { direction: 'asc' | 'desc' | undefined }) {
  return (
    <span className={styles.sortMark} data-active={direction !== undefined || undefined} aria-hidden="true">
      {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
    </span>
  );
}
