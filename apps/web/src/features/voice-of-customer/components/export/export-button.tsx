import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ExportDialog, type ExportTableState } from './export-dialog';

/** Props of the reviews table's Export button (spec 001 sections 4 and 9): the table's state. */
export type ExportButtonProps = ExportTableState;

/**
 * The reviews table's Export button; it opens the CSV export dialog, which starts afresh each time
 * (closing it forgets the export and stops its polling).
 */
export function ExportButton(props: ExportButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="small" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Export
      </Button>
      {open ? <ExportDialog {...props} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
