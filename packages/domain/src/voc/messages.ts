/** Voice of Customer texts of spec 001 (sections 4, 5, 6 and 8), word for word. */
export const VOC_MSG = {
  descriptionLimit: 'Character limit: 256',
  descriptionLeft: (left: number) => `Character left: ${left}`,
  descriptionExceeded: 'Exceeded the character limit',
  viewNameRequired: 'Please enter View Name to save.',
  viewColumnsRequired: 'Please select columns to save.',
  viewInUse: 'The view in use cannot be deleted.',
  invalidFeedbackId: 'Invalid Feedback ID',
  subcategoryNeedsParent: 'A subcategory needs a parent category.',
  topCategoryHasNoParent: 'A top category has no parent.',
  categoryActiveRule:
    "A category is active only if it is not archived and its parent is not archived (a subcategory's grandparent also counts).",
  // Empty and error screens (spec 001 sections 2 and 8).
  emptyTitle: 'Data in Superposition',
  emptyBody: 'No feedback matches what you asked for. Verify your filter options and search terms.',
  errorTitle: 'Nothing on the event horizon...',
  fetchError: 'An error occurred trying to fetch the data. Try refreshing the page or coming back later.',
  fetchErrorContact: 'If the problem persists, contact support',
  fetchErrorMailSubject: 'Encountered a Problem',
  fetchErrorMailBody:
    'Please paste the URL of the page where you encountered the problem and describe the issue:\n\n',
  feedbackFetchError: 'Error fetching Voice of Customer feedback.',
  categoriesFetchError: 'Error fetching Voice of Customer categories data.',
  notUserAuthenticated: 'User not authenticated.',
  editNotesError: 'Voice of Customer Edit Notes Category Input Field',
  // Exports (spec 001 sections 8 and 9).
  exportError: 'Error exporting',
  exportProcessing: 'Processing may take up to 15 minutes.',
  exportCsvError: (message: string) => `An error has occurred processing the CSV: ${message}`,
  // Account numbers (spec 001 sections 6 and 8).
  decryptNeedsRole: 'Transformer Decrypt permissions are required to decrypt account numbers.',
  transformError: (mode: 'decrypt' | 'encrypt') =>
    `Unable to ${mode} account number. Refresh the page and try again. If the error persists, click here to Report an Issue.`,
  noVisitId: 'No Visit ID on this feedback',
  // Warnings (spec 001 sections 5 and 8).
  cstEnvironmentNote: 'CST applications are only available at the Endpoint they were created in.',
  billingMigrationWarning: 'This chart may be affected by the Recent Billing Account Migration.',
  billingMigrationWarningTitle: 'Data Warning',
} as const;
