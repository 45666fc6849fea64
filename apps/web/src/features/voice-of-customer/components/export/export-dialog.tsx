import { VOC_MSG, feedbackColumnOf, type CsvExportRecord } from '@prism/domain';
import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent, type Ref } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { LoadingButton } from '../../../../components/ui/loading-button';
import { countFormat } from '../../../../lib/format';
import { saveBlobFile } from '../../../../lib/save-file';
import { getCsvExportFile, useCsvExportRecord, useStartCsvExport } from '../../api/export';
import {
  exportColumnsRead,
  exportColumnsWrite,
  exportFileNameDefault,
  exportLinkText,
  type ExportColumnsChoice,
} from './export-choices';
import styles from './export.module.css';

export const EXPORT_DIALOG_TITLE = 'Export to CSV';
export const EXPORT_NOTHING = 'Nothing to export: no feedback matches the filters.';

/** What the reviews table tells the export: its filters, order, columns and count. */
export interface ExportTableState {
  /** The filtered feedback call's variables: applicationIDs, period, periodOffset, filters, showPII. */
  variables: Record<string, unknown>;
  sortField: string;
  sortDirection: 'asc' | 'desc';
  /** The table's visible columns, in order. */
  visibleColumns: string[];
  /** How many items match the filters: the rows the export writes. */
  totalCount: number;
  /** The application or group the page is for; the export and its file are named after it. */
  entityName: string;
}

export interface ExportDialogProps extends ExportTableState {
  onClose: () => void;
  /** The moment the default file name is dated with (now). */
  now?: Date;
}

/** Where an export is (spec 001 section 4): asked for, running, ready to download, or failed. */
type ExportPhase = 'idle' | 'starting' | 'running' | 'ready' | 'failed';

function phaseOf(
  startPending: boolean,
  record: CsvExportRecord | undefined,
  pollFailed: boolean,
): ExportPhase {
  if (!record) return startPending ? 'starting' : 'idle';
  if (record.url !== null) return 'ready';
  if (record.status === 'failed' || pollFailed) return 'failed';
  return 'running';
}

/**
 * The CSV export dialog of the reviews table (spec 001 sections 4, 8 and 9): the columns (all, or
 * the visible ones, remembered) and a file name; Export queues the job, the dialog polls it, shows
 * its progress and then the download link. While the job runs or once the link is there, Escape
 * and the backdrop do not close it, so the link is not lost; closing it forgets the export.
 */
export function ExportDialog({
  variables,
  sortField,
  sortDirection,
  visibleColumns,
  totalCount,
  entityName,
  onClose,
  now,
}: ExportDialogProps) {
  const formId = useId();
  const [columns, setColumns] = useState<ExportColumnsChoice>(exportColumnsRead);
  const [fileName, setFileName] = useState(() => exportFileNameDefault(entityName, now ?? new Date()));
  const start = useStartCsvExport();
  const poll = useCsvExportRecord(start.data ?? null);
  const phase = phaseOf(start.isPending, poll.data, poll.isError);
  const shownColumns = visibleColumns.filter((id) => feedbackColumnOf(id) !== undefined);

  const chooseColumns = (choice: ExportColumnsChoice) => {
    setColumns(choice);
    exportColumnsWrite(choice);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (phase !== 'idle' || fileName.trim() === '' || totalCount === 0) return;
    start.mutate({
      variables,
      sortField,
      sortDirection,
      feedbackFields: columns === 'visible' ? shownColumns : null,
      totalCount,
      fileName: fileName.trim(),
      entityName,
    });
  };

  const asking = phase === 'idle' || phase === 'starting';
  const closeButton = useRef<HTMLButtonElement>(null);
  const fileNameInput = useRef<HTMLInputElement>(null);
  const wasAsking = useRef(asking);
  useEffect(() => {
    // The form and the job's view replace each other, with the button that had focus: it moves on.
    if (wasAsking.current !== asking) (asking ? fileNameInput : closeButton).current?.focus();
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
        disabled={fileName.trim() === '' || totalCount === 0}
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
      title={EXPORT_DIALOG_TITLE}
      onClose={onClose}
      footer={footer}
      dismissible={phase === 'idle' || phase === 'failed'}
    >
      <div className={styles.body}>
        {asking ? (
          <ExportForm
            formId={formId}
            columns={columns}
            onColumns={chooseColumns}
            visibleCount={shownColumns.length}
            fileName={fileName}
            onFileName={setFileName}
            fileNameRef={fileNameInput}
            totalCount={totalCount}
            onSubmit={submit}
          />
        ) : null}
        {phase === 'running' && poll.data ? <ExportProgress record={poll.data} /> : null}
        {phase === 'ready' && poll.data ? <ExportReady record={poll.data} /> : null}
        {start.isError ? <ExportProblem message={start.error.message} /> : null}
        {phase === 'failed' && poll.data?.status === 'failed' ? (
          <ExportProblem message={poll.data.errorMessage ?? VOC_MSG.exportCsvError('unknown error')} />
        ) : null}
        {phase === 'failed' && poll.data?.status !== 'failed' && poll.error ? (
          <ExportProblem message={poll.error.message} />
        ) : null}
      </div>
    </Dialog>
  );
}

interface ExportFormProps {
  formId: string;
  columns: ExportColumnsChoice;
  onColumns: (choice: ExportColumnsChoice) => void;
  visibleCount: number;
  fileName: string;
  onFileName: (name: string) => void;
  fileNameRef: Ref<HTMLInputElement>;
  totalCount: number;
  onSubmit: (event: FormEvent) => void;
}

/** What to export: all columns or the visible ones, and the file's name (no slashes: the server refuses them). */
function ExportForm({
  formId,
  columns,
  onColumns,
  visibleCount,
  fileName,
  onFileName,
  fileNameRef,
  totalCount,
  onSubmit,
}: ExportFormProps) {
  return (
    <form id={formId} className={styles.form} aria-label="Export options" noValidate onSubmit={onSubmit}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Columns</legend>
        <label className={styles.choice}>
          <input
            type="radio"
            name="export-columns"
            checked={columns === 'visible'}
            onChange={() => onColumns('visible')}
          />
          Visible columns only ({visibleCount})
        </label>
        <label className={styles.choice}>
          <input
            type="radio"
            name="export-columns"
            checked={columns === 'all'}
            onChange={() => onColumns('all')}
          />
          All columns
        </label>
      </fieldset>
      <label className={styles.field}>
        <span className={styles.legend}>File name</span>
        <input
          ref={fileNameRef}
          className={styles.input}
          value={fileName}
          maxLength={200}
          required
          onChange={(event) => onFileName(event.target.value.replace(/[/\\]/g, '-'))}
        />
      </label>
      <p className={styles.note}>
        {totalCount === 0
          ? EXPORT_NOTHING
          : `${countFormat(totalCount)} ${totalCount === 1 ? 'item' : 'items'}, in the table's order.`}
      </p>
    </form>
  );
}

/** The job at work: the 15-minute notice and the share of rows written. */
function ExportProgress({ record }: { record: CsvExportRecord }) {
  const percent = Math.round(record.progress * 100);
  return (
    <div className={styles.progress}>
      <p className={styles.notice}>{VOC_MSG.exportProcessing}</p>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label="Export progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className={styles.barFill} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.note} aria-live="polite">
        {record.status === 'queued' ? 'Waiting to start…' : `${percent}% written`}
      </p>
    </div>
  );
}

/** The finished file: a link that downloads it with the bearer token, not a bare address. */
function ExportReady({ record }: { record: CsvExportRecord }) {
  const [downloading, setDownloading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (downloading) return;
    setDownloading(true);
    setProblem(null);
    try {
      saveBlobFile(await getCsvExportFile(record._id), record.fileName);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className={styles.ready} aria-live="polite">
      <p className={styles.readyTitle}>Your file is ready:</p>
      <a
        className={styles.link}
        href={record.url ?? undefined}
        download={record.fileName}
        title={record.fileName}
        aria-busy={downloading || undefined}
        onClick={(event) => void download(event)}
      >
        {exportLinkText(record.fileName)}
      </a>
      {downloading ? <p className={styles.note}>Downloading…</p> : null}
      {problem ? <ExportProblem message={problem} /> : null}
    </div>
  );
}

/** The caution banner of spec 001 section 8: 'Error exporting' and why. */
function ExportProblem({ message }: { message: string }) {
  return (
    <div className={styles.problem} role="alert">
      <span className={styles.problemMark} aria-hidden="true">
        !
      </span>
      <div>
        <p className={styles.problemTitle}>{VOC_MSG.exportError}</p>
        <p className={styles.problemText}>{message}</p>
      </div>
    </div>
  );
}
