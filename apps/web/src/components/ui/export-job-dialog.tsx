import { VOC_MSG, type CsvExportRecord } from '@prism/domain';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { ExportJobProblem, ExportJobProgress, ExportJobReady } from './export-job';
import styles from './export-job-dialog.module.css';
import { LoadingButton } from './loading-button';

/** What a started CSV export tells while it runs (the reviews' and the survey responses' alike). */
export type ExportJobRecord = Pick<
  CsvExportRecord,
  '_id' | 'status' | 'progress' | 'url' | 'fileName' | 'errorMessage'
>;

/** Where an export is (spec 001 section 4): asked for, running, ready to download, or failed. */
type ExportJobPhase = 'idle' | 'starting' | 'running' | 'ready' | 'failed';

function exportJobPhase(
  startPending: boolean,
  record: ExportJobRecord | undefined,
  pollFailed: boolean,
): ExportJobPhase {
  if (!record) return startPending ? 'starting' : 'idle';
  if (record.url !== null) return 'ready';
  if (record.status === 'failed' || pollFailed) return 'failed';
  return 'running';
}

export interface ExportJobDialogProps {
  title: string;
  onClose: () => void;
  /** The file name offered first. */
  defaultFileName: string;
  /** How many rows the export writes; with none, Export stays off. */
  total: number;
  /** Under the file name: what the export writes, or that there is nothing to export. */
  note: string;
  /** Starts the export under the file name typed (trimmed). */
  onStart: (fileName: string) => void;
  /** The call that starts the export: while pending, its refusal, and `reset` for Export again. */
  start: { isPending: boolean; error: Error | null; reset: () => void };
  /** The started export as last polled, and why polling gave up. */
  poll: { data: ExportJobRecord | undefined; isError: boolean; error: Error | null };
  /** Fetches the finished file with the bearer token. */
  download: (record: ExportJobRecord & { url: string }) => Promise<Blob>;
  /** Choices asked before the file name (the reviews' columns). */
  children?: ReactNode;
}

/**
 * A CSV export dialog (spec 001 sections 4, 8 and 9): the caller's choices and a file name; Export
 * starts the job, then the dialog shows its progress, the download link or why it failed. While
 * the job runs or once the link is there, Escape and the backdrop do not close it, so the link is
 * not lost; closing it forgets the export.
 */
export function ExportJobDialog({
  title,
  onClose,
  defaultFileName,
  total,
  note,
  onStart,
  start,
  poll,
  download,
  children,
}: ExportJobDialogProps) {
  const formId = useId();
  const [fileName, setFileName] = useState(defaultFileName);
  const phase = exportJobPhase(start.isPending, poll.data, poll.isError);
  const asking = phase === 'idle' || phase === 'starting';
  const ready = poll.data?.url ? { ...poll.data, url: poll.data.url } : null;
  const canStart = fileName.trim() !== '' && total > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (phase !== 'idle' || !canStart) return;
    onStart(fileName.trim());
  };

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
      <LoadingButton type="submit" form={formId} loading={phase === 'starting'} disabled={!canStart}>
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
      title={title}
      onClose={onClose}
      footer={footer}
      dismissible={phase === 'idle' || phase === 'failed'}
    >
      <div className={styles.body}>
        {asking ? (
          <form id={formId} className={styles.form} aria-label="Export options" noValidate onSubmit={submit}>
            {children}
            {/* No slashes in the name: the server refuses them. */}
            <label className={styles.field}>
              <span className={styles.legend}>File name</span>
              <input
                ref={fileNameInput}
                className={styles.input}
                value={fileName}
                maxLength={200}
                required
                onChange={(event) => setFileName(event.target.value.replace(/[/\\]/g, '-'))}
              />
            </label>
            <p className={styles.note}>{note}</p>
          </form>
        ) : null}
        {phase === 'running' && poll.data ? (
          <ExportJobProgress status={poll.data.status} progress={poll.data.progress} />
        ) : null}
        {phase === 'ready' && ready ? (
          <ExportJobReady fileName={ready.fileName} url={ready.url} download={() => download(ready)} />
        ) : null}
        {start.error ? <ExportJobProblem message={start.error.message} /> : null}
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
