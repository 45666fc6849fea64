import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ViewsDialog, type ChosenView, type ViewsTableState } from './views-dialog';

export type { ChosenView };

/** Props of the reviews table's Views button (spec 001 sections 4 and 5): the table's view state. */
export type ViewsButtonProps = ViewsTableState;

/** The reviews table's Views button; it opens the saved-views dialog. */
export function ViewsButton(props: ViewsButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="small" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Views
      </Button>
      {open ? <ViewsDialog {...props} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
