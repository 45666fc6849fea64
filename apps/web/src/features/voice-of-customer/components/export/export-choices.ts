/**
 * The export dialog's choices and texts, kept apart from the dialog so they are tested on their own:
 * which columns (remembered in local storage, spec 001 section 9) and the default file name.
 */

/** All columns, or only the ones the table shows (the default). */
export type ExportColumnsChoice = 'visible' | 'all';

/** The local storage key of the columns choice. */
export const EXPORT_COLUMNS_STORAGE_KEY = 'vocCsvExportColumns';

/** The remembered choice; visible columns when none is stored or storage cannot be read. */
export function exportColumnsRead(): ExportColumnsChoice {
  try {
    return window.localStorage.getItem(EXPORT_COLUMNS_STORAGE_KEY) === 'all' ? 'all' : 'visible';
  } catch {
    return 'visible';
  }
}

export function exportColumnsWrite(choice: ExportColumnsChoice): void {
  try {
    window.localStorage.setItem(EXPORT_COLUMNS_STORAGE_KEY, choice);
  } catch {
    // Storage can be full or blocked (private mode); the choice then lasts for this dialog only.
  }
}

const dayFormat = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * The file name offered: the entity and the day, `DigitalSurvey-Web-portals-feedback-2026-03-14.csv`.
 * Characters a file name cannot hold everywhere become dashes.
 */
export function exportFileNameDefault(entityName: string, now: Date): string {
  const entity = entityName
    .trim()
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${entity || 'voice-of-customer'}-feedback-${dayFormat.format(now)}.csv`;
}
