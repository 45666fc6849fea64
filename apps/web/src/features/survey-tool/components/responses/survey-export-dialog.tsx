import { VOC_MSG, type SurveyCsvExport } from '@prism/domain';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { ExportJobProblem, ExportJobProgress, ExportJobReady } from '../../../../components/ui/export-job';
import { LoadingButton } from '../../../../components/ui/loading-button';
import { countFormat } from '../../../../lib/format';
import { surveyFileDownload, useSurveyExportPoll } from '../../api/survey-export';
import { useStartSurveyResponsesCsv, type SurveyScopeInput } from '../../api/survey-graphql';
import styles from './survey-export-dialog.module.css';

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

type Phase = 'idle' | 'starting' | 'running' | 'ready' | 'failed';

function phaseOf(starting: boolean, record: SurveyCsvExport | undefined, pollFailed: boolean): Phase {
  if (!record) return starting ? 'starting' : 'idle';
  if (record.url !== null) return 'ready';
  if (record.status === 'failed' || pollFailed) return 'failed';
  return 'running';
}

/**
 * The responses' CSV export (spec 001 sections 4, 7 and 9, as the reviews table's): a file name,
 * then Export starts GetSurveyResponsesCSV; the dialog asks GetCsvExport every 6 s, shows the
 * progress, then the download link. While the job runs or once the link is there, Escape and the
 * backdrop do not close it, so the link is not lost; closing it forgets the export.
 */
export function SurveyExportDialog({ args, surveyTitle, total, onClose, now }: SurveyExportDialogProps) {
  const formId = useId();
  const [fileName, setFileName] = useState(() => surveyExportFileName(surveyTitle, now ?? new Date()));
  const start = useStartSurveyResponsesCsv();
  const poll = useSurveyExportPoll(start.data ?? null);
  const phase = phaseOf(start.isPending, poll.data, poll.isError);
  const asking = phase === 'idle' || phase === 'starting';
  const ready = poll.data?.url ? { fileName: poll.data.fileName, url: poll.data.url } : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (phase !== 'idle' || fileName.trim() === '' || total === 0) return;
    start.mutate({ ...args, fileName: fileName.trim() });
  };

  // The form and the job's view replace each other, with the button that had focus: it moves on.
  const closeButton = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(asking);
  useEffect(() => {
    if (wasAsking.current && !asking) closeButton.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  const footer = asking ? (
    <>
      <Button variant="secondary" onClick={onClose}>
        Cancel
      </Button>
      <LoadingButton
        type="submit"
        form={formId}
        loading={phase === 'starting'}
        disabled={fileName.trim() === '' || total === 0}
      >
        Export
      </LoadingButton>
    </>
  ) : (
    <>
      {phase === 'failed' ? (
        <Button variant="secondary" onClick={() => start.reset()}>
          Export again
        </Button>
      ) : null}
      <Button ref={closeButton} onClick={onClose}>
        Close
      </Button>
    </>
  );

  return (
    <Dialog
      title={SURVEY_EXPORT_TITLE}
      onClose={onClose}
      footer={footer}
      dismissible={phase === 'idle' || phase === 'failed'}
    >
      <div className={styles.body}>
        {asking ? (
          <form id={formId} className={styles.form} aria-label="Export options" noValidate onSubmit={submit}>
            <label className={styles.field}>
              <span className={styles.legend}>File name</span>
              <input
                className={styles.input}
                value={fileName}
                maxLength={200}
                required
                onChange={(event) => setFileName(event.target.value.replace(/[/\\]/g, '-'))}
              />
            </label>
            <p className={styles.note}>
              {total === 0
                ? SURVEY_EXPORT_NOTHING
                : `${countFormat(total)} ${total === 1 ? 'response' : 'responses'} of ${surveyTitle}, with the filters and search in force: one row each, one column per question.`}
            </p>
          </form>
        ) : null}
        {phase === 'running' && poll.data ? (
          <ExportJobProgress status={poll.data.status} progress={poll.data.progress} />
        ) : null}
        {phase === 'ready' && ready ? (
          <ExportJobReady
            fileName={ready.fileName}
            url={ready.url}
            download={() => surveyFileDownload(ready.url)}
          />
        ) : null}
        {start.isError ? <ExportJobProblem message={start.error.message} /> : null}
        {phase === 'failed' && poll.data?.status === 'failed' ? (
          <ExportJobProblem message={poll.data.errorMessage ?? VOC_MSG.exportCsvError('unknown error')} />
        ) : null}
        {phase === 'failed' && poll.data?.status !== 'failed' && poll.error ? (
          <ExportJobProblem message={poll.error.message} />
        ) : null}
      </div>
    </Dialog>
  );
}
