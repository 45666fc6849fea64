import { VOC_MSG, feedbackColumnOf, type CsvExportRecord } from '@prism/domain';
import { useEffect, useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { ExportJobProblem, ExportJobProgress, ExportJobReady } from '../../../../components/ui/export-job';
import { LoadingButton } from '../../../../components/ui/loading-button';
import { countFormat } from '../../../../lib/format';
import { getCsvExportFile, useCsvExportRecord, useStartCsvExport } from '../../api/export';
import {
  exportColumnsRead,
  exportColumnsWrite,
  exportFileNameDefault,
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
  const ready = poll.data?.url ? { ...poll.data, url: poll.data.url } : null;
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
        {phase === 'running' && poll.data ? (
          <ExportJobProgress status={poll.data.status} progress={poll.data.progress} />
        ) : null}
        {phase === 'ready' && ready ? (
          <ExportJobReady
            fileName={ready.fileName}
            url={ready.url}
            download={() => getCsvExportFile(ready._id)}
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
