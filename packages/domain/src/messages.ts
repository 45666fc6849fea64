/** User-facing texts of the spec, word for word (typos included), shared by server, web and tests. */
export const MSG = {
  notFoundTitle: '404 - Page Not Found',
  notFoundBody: 'You seem to have gotten lost. Try clicking on an item in the sidebar to find your way.',
  notAuthenticatedTitle: 'Not Authenticated',
  notAuthenticatedBody:
    'You failed to authenticate with our servers. If this is a mistake, please contact your supervisor.',
  authenticationFailed: 'Authentication failed',
  accessTokenInvalid: 'Access token invalid',
  groupFieldsRequired: 'Please fill out all fields',
  groupTooFewApps: 'Please choose at least 2 applications.',
  noFavoritesSelected: 'No favorites selected.',
  favoriteNameEmpty: 'Favorite Name cannot be empty',
  favoritesFetchError: 'There was an error fetching your favorites',
  favoritesModalFetchError: 'Error fetching user favorites.',
  favoritesSaveError: 'There was an error updating your favorites.',
  userNotFound: 'User not found',
  avatarNotImage: 'File must be an image',
  avatarTooLarge: 'Image must be less than 1mb',
  noResults: 'No results found.',
  /** An area page none of whose charts apply to the open application or group (visibility rules). */
  chartsNoneApply: "None of this page's charts apply here: the data has none of the events they show.",
  noFavoritesCurrently: 'No favorites currently selected.',
  userUpdateFailed: 'User update failed',
  kryptoTitle: 'Encrypt and Decrypt values',
  kryptoTitleEncryptOnly: 'Encrypt values',
  kryptoNoPermission: 'You do not have permission to use the tool!',
  kryptoNoDecryptData: 'No decrypt data entered.',
  kryptoNoEncryptData: 'No encrypt data entered.',
  kryptoCsvEmpty: 'The CSV file does not contain any data.',
  kryptoCsvInvalidType:
    'Invalid CSV File Type. Expected "Comma Seperated Values (.csv) or MS-DOS Comma Seperated (.csv)"',
  kryptoCsvInvalidHeaders: 'Invalid CSV column headers. Expected "field" and "value".',
  kryptoCsvRowLimit: 'Exceeded CSV row limit. There cannot be more than 500 rows (excluding column headers).',
  kryptoDecryptionFailedMarker: 'Spec Guide decryption failed',
  kryptoDecryptionFailed: 'Decryption Failed',
  kryptoUploadCsv: 'Upload CSV',
  kryptoDownloadCsvResult: 'Download CSV result',
  kryptoCsvHelp: 'CSV Data Format Help',
  kryptoCsvHowToOpen: 'How to Open a CSV',
  // Time and periods (spec 000 sections 4, 5 and 8).
  invalidPeriod: 'Invalid period supplied',
  durationAbbreviationBad: 'Bad input received for duration abbreviation',
  durationConversionFailed: 'Could not convert to millisecond duration',
  dateRangeConversionFailed: 'Could not convert to date range',
  rangeStepSame: 'The start and end date/time is the same for the provided range and step',
  nextPeriodOutOfRange: 'Next period is out of the available range',
  nextPeriod: 'Next Period',
  endBeforeStart: 'End Time must be greater than Start Time.',
  dateAfterToday: 'You cannot pick a date after today.',
  longRangeForbidden: 'You do not have permissions to request greater than 31 days of data.',
  // Filters (spec 000 sections 3 and 8).
  filterOptionsFailed: 'Could not load options.',
  noAppVersionsFound: 'No App Versions Found',
  // The shell: legacy addresses, render errors and the update notice (spec 000 sections 2, 4 and 8).
  updateRequiredTitle: 'Update Required',
  renderErrorPrompt: 'If the error persists please report the issue by creating a ticket',
  openIssue: 'Open Issue',
  newVersionAvailable: 'A new version of Prism is available. Refresh to view.',
  /** The error page's title: 'Error: {message}', upper-cased. */
  renderErrorTitle: (message: string) => `Error: ${message}`.toUpperCase(),
  // Compare menu (spec 000 section 5).
  compareVersionRequired: 'Please select the compare version.',
  // Favourites menu tooltips when no application or group is open (spec 000 section 8).
  favoriteAppTooltip: 'Add application by first visiting one from the top menu bar',
  favoriteGroupTooltip: 'Add group by first visiting one from the top menu bar',
  // Feedback about the portal (spec 000 section 5).
  feedbackTextRequired: 'Please enter feedback before submitting.',
  // Chart states and actions (spec 001 sections 2, 4 and 8).
  chartNoData: 'No Data Found',
  chartLoadError:
    'We are having trouble loading the data.  Please try again later, or try reducing the date range',
  chartStatNoData: 'No Data',
  chartDownloadCsv: 'Download CSV',
  chartFilterWarningTitle: 'Filter Warning!',
  chartUnderConstruction: 'Under construction',
  chartOutdated: 'This metric is no longer valid.',
  chartGroupWarningTitle: 'Group Warning!',
  chartGroupWarning: 'Group By filter is not applied!',
  chartUniqueUsersWarningTitle: 'Data Warning!',
  chartUniqueUsersWarning:
    'Unique user counts are incomplete for 2021-05-09, 2021-08-07 and 2021-08-08: numbers for periods that include these dates may read low.',
  chartActions: 'Chart actions',
  chartViewQuery: 'View query',
  chartHistory: 'History',
  chartHistoryEmpty: 'No changes recorded',
  chartCopy: 'Copy',
  chartCopied: 'Copied to clipboard',
  chartExportAll: 'Export All',
  chartZoomIn: 'Zoom in',
  chartZoomOut: 'Zoom out',
  // The visit sequence viewer's range (spec 000 section 5).
  sequenceRangeUnchanged: 'Please choose different start or end range than current.',
  sequenceRangeNothingToReset: 'No range to reset.',
} as const;

/** '5 Page Favorite limit reached…' and its Group and App twins. */
export function favoriteLimitMessage(kind: 'Page' | 'Group' | 'App'): string {
  return `5 ${kind} Favorite limit reached. Click edit icon next to the ${kind}s menu to remove some.`;
}

/**
 * The description counter of spec 001 section 5: 'Character limit: 256' while empty, 'Character
 * left: N' while typing, and over the limit 'Exceeded the character limit' with count/limit.
 */
export function descriptionCounterMessage(length: number, limit = 256): string {
  if (length === 0) return `Character limit: ${limit}`;
  if (length <= limit) return `Character left: ${limit - length}`;
  return `Exceeded the character limit ${length}/${limit}`;
}

/** The bulk Krypto toast: 'CSV Upload Error: {message}' (spec 000 section 8). */
export function kryptoCsvUploadErrorMessage(message: string): string {
  return `CSV Upload Error: ${message}`;
}

/** Time texts of spec 000 sections 4, 5 and 8, word for word. */

/** Pick-a-date text when a configured absolute range limit of `days` is exceeded. */
export function rangeLimitMessage(days: number): string {
  return `We are currently working on our servers to allow for requests for more than ${days} days.`;
}

/** Video-domain warning for a start older than the retention window, in group or application wording. */
export function retentionMessage(kind: 'group' | 'application', name: string): string {
  return `The data for ${kind} "${name}" is subject to a 21-day retention policy.`;
}

/** Shown when one filter's options cannot be loaded. */
export function filterLoadFailedMessage(label: string): string {
  return `Could not load filter: ${label}.`;
}

/** The 'Under construction' placeholder's date line (spec 001 section 2). */
export function chartExpectedBackMessage(date: string): string {
  return `Expected back ${date}`;
}

/** Spec 001 section 8, the chart's Filter Warning: the filters a metric cannot apply. */
export function metricFilterRefusedMessage(names: readonly string[]): string {
  return `Can't filter this metric by: ${names.join(', ')}`;
}

/** The same warning for grouping, which the spec's catalogue does not word: it follows the filter one. */
export function metricGroupRefusedMessage(name: string): string {
  return `Can't group this metric by: ${name}`;
}
