import { feedbackColumnOf } from '@prism/domain';
import { useState } from 'react';
import { ExportJobDialog } from '../../../../components/ui/export-job-dialog';
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

/**
 * The CSV export dialog of the reviews table (spec 001 sections 4, 8 and 9): the columns (all, or
 * the visible ones, remembered) and a file name; Export queues the job, the dialog polls it, shows
 * its progress and then the download link.
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
  const [columns, setColumns] = useState<ExportColumnsChoice>(exportColumnsRead);
  const start = useStartCsvExport();
  const poll = useCsvExportRecord(start.data ?? null);
  const shownColumns = visibleColumns.filter((id) => feedbackColumnOf(id) !== undefined);

  const chooseColumns = (choice: ExportColumnsChoice) => {
    setColumns(choice);
    exportColumnsWrite(choice);
  };

  return (
    <ExportJobDialog
      title={EXPORT_DIALOG_TITLE}
      onClose={onClose}
      defaultFileName={exportFileNameDefault(entityName, now ?? new Date())}
      total={totalCount}
      note={
        totalCount === 0
          ? EXPORT_NOTHING
          : `${countFormat(totalCount)} ${totalCount === 1 ? 'item' : 'items'}, in the table's order.`
      }
      onStart={(fileName) =>
        start.mutate({
          variables,
          sortField,
          sortDirection,
          feedbackFields: columns === 'visible' ? shownColumns : null,
          totalCount,
          fileName,
          entityName,
        })
      }
      start={start}
      poll={poll}
      download={(record) => getCsvExportFile(record._id)}
    >
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Columns</legend>
        <label className={styles.choice}>
          <input
            type="radio"
            name="export-columns"
            checked={columns === 'visible'}
            onChange={() => chooseColumns('visible')}
          />
          Visible columns only ({shownColumns.length})
        </label>
        <label className={styles.choice}>
          <input
            type="radio"
            name="export-columns"
            checked={columns === 'all'}
            onChange={() => chooseColumns('all')}
          />
          All columns
        </label>
      </fieldset>
    </ExportJobDialog>
  );
}
