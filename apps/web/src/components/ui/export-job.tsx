import { CSV_EXPORT_LINK_TEXT_MAX, VOC_MSG, type CsvExportStatus } from '@prism/domain';
import { useState, type MouseEvent } from 'react';
import { saveBlobFile } from '../../lib/save-file';
import styles from './export-job.module.css';

/**
 * The views of a CSV export job once it is asked for (spec 001 sections 4, 8 and 9), shared by the
 * reviews table's and the survey responses' export dialogs: its progress, the finished file's
 * download link and the 'Error exporting' banner.
 */

/** The download link's text: the file name, cut at 100 characters with an ellipsis. */
export function exportLinkText(fileName: string): string {
  return fileName.length <= CSV_EXPORT_LINK_TEXT_MAX
    ? fileName
    : `${fileName.slice(0, CSV_EXPORT_LINK_TEXT_MAX - 1)}…`;
}

/** The job at work: the 15-minute notice and the share of rows written. */
export function ExportJobProgress({ status, progress }: { status: CsvExportStatus; progress: number }) {
  const percent = Math.round(progress * 100);
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
        {status === 'queued' ? 'Waiting to start…' : `${percent}% written`}
      </p>
    </div>
  );
}

export interface ExportJobReadyProps {
  fileName: string;
  /** The file's address on the server (the link's `href`, for copying). */
  url: string;
  /** Fetches the file with the bearer token. */
  download: () => Promise<Blob>;
}

/** The finished file: a link that downloads it with the bearer token, not a bare address. */
export function ExportJobReady({ fileName, url, download }: ExportJobReadyProps) {
  const [downloading, setDownloading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (downloading) return;
    setDownloading(true);
    setProblem(null);
    try {
      saveBlobFile(await download(), fileName);
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
        href={url}
        download={fileName}
        title={fileName}
        aria-busy={downloading || undefined}
        onClick={(event) => void onClick(event)}
      >
        {exportLinkText(fileName)}
      </a>
      {downloading ? <p className={styles.note}>Downloading…</p> : null}
      {problem ? <ExportJobProblem message={problem} /> : null}
    </div>
  );
}

/** The caution banner of spec 001 section 8: 'Error exporting' and why. */
export function ExportJobProblem({ message }: { message: string }) {
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
