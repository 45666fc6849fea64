import { ShortcutsDialog } from '../../../../components/ui/shortcuts-dialog';
import { TRIAGE_SHORTCUTS } from './use-triage-keys';

/** The 'Keyboard shortcuts' help of the triage page (opened with ?), written from the key table. */
export function ShortcutsHelp({ canWrite, onClose }: { canWrite: boolean; onClose: () => void }) {
  const shown = TRIAGE_SHORTCUTS.filter((shortcut) => canWrite || !shortcut.writes).map((shortcut) => ({
    id: shortcut.command,
    shown: shortcut.shown,
    what: shortcut.what,
  }));
  return (
    <ShortcutsDialog
      shortcuts={shown}
      onClose={onClose}
      note={
        <>
          Keys do nothing while you type in a field; Escape leaves it.
          {canWrite
            ? ' Marking reviewed (r) also moves to the next item.'
            : ' You can read only: keys that change the item are off.'}
        </>
      }
    />
  );
}
