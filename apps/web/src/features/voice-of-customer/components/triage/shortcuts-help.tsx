import { Dialog } from '../../../../components/ui/dialog';
import { TRIAGE_SHORTCUTS } from './use-triage-keys';
import styles from './triage.module.css';

/** The 'Keyboard shortcuts' help of the triage page (opened with ?), written from the key table. */
export function ShortcutsHelp({ canWrite, onClose }: { canWrite: boolean; onClose: () => void }) {
  const shown = TRIAGE_SHORTCUTS.filter((shortcut) => canWrite || !shortcut.writes);
  return (
    <Dialog title="Keyboard shortcuts" onClose={onClose}>
      <table className={styles.shortcuts}>
        <caption className={styles.muted}>
          Keys do nothing while you type in a field; Escape leaves it.
          {canWrite
            ? ' Marking reviewed (r) also moves to the next item.'
            : ' You can read only: keys that change the item are off.'}
        </caption>
        <thead>
          <tr>
            <th scope="col">Key</th>
            <th scope="col">What it does</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((shortcut) => (
            <tr key={shortcut.command}>
              <td>
                {shortcut.shown.map((key, index) => (
                  <span key={key}>
                    {index > 0 ? ' or ' : null}
                    <kbd className={styles.kbd}>{key}</kbd>
                  </span>
                ))}
              </td>
              <td>{shortcut.what}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
