import { ExportJobDialog } from '../../../../components/ui/export-job-dialog';
import { countFormat } from '../../../../lib/format';
import { surveyFileDownload, useSurveyExportPoll } from '../../api/survey-export';
import { useStartSurveyResponsesCsv, type SurveyScopeInput } from '../../api/survey-graphql';

export const SURVEY_EXPORT_TITLE = 'Export responses to CSV';
export const SURVEY_EXPORT_NOTHING = 'Nothing to export: no response matches.';

export interface SurveyExportDialogProps {
  /** The table's scope: survey, period, filters and search. */
  args: SurveyScopeInput;
  surveyTitle: string;
  /** How many responses match: the rows the export writes. */
  total: number;
  onClose: () => void;
  /** The moment the default file name is dated with (now). */
  now?: Date;
}

const dayFormat = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

/** The file name offered: the survey and the day, `Care-survey-responses-2026-03-14.csv`. */
export function surveyExportFileName(surveyTitle: string, now: Date): string {
  const title = surveyTitle
    .trim()
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${title || 'survey'}-responses-${dayFormat.format(now)}.csv`;
}

/**
 * The responses' CSV export (spec 001 sections 4, 7 and 9, as the reviews table's): a file name,
 * then Export starts GetSurveyResponsesCSV; the dialog asks GetCsvExport every 6 s, shows the
 * progress, then the download link.
 */
export function SurveyExportDialog({ args, surveyTitle, total, onClose, now }: SurveyExportDialogProps) {
  const start = useStartSurveyResponsesCsv();
  const poll = useSurveyExportPoll(start.data ?? null);
  return (
    <ExportJobDialog
      title={SURVEY_EXPORT_TITLE}
      onClose={onClose}
      defaultFileName={surveyExportFileName(surveyTitle, now ?? new Date())}
      total={total}
      note={
        total === 0
          ? SURVEY_EXPORT_NOTHING
          : `${countFormat(total)} ${total === 1 ? 'response' : 'responses'} of ${surveyTitle}, with the filters and search in force: one row each, one column per question.`
      }
      onStart={(fileName) => start.mutate({ ...args, fileName })}
      start={start}
      poll={poll}
      download={(record) => surveyFileDownload(record.url)}
    />
  );
}
