/** Voice of Customer texts of spec 001 (sections 5 and 8), word for word. */
export const VOC_MSG = {
  descriptionLimit: 'Character limit: 256',
  descriptionExceeded: 'Exceeded the character limit',
  viewNameRequired: 'Please enter View Name to save.',
  viewColumnsRequired: 'Please select columns to save.',
  invalidFeedbackId: 'Invalid Feedback ID',
  subcategoryNeedsParent: 'A subcategory needs a parent category.',
  topCategoryHasNoParent: 'A top category has no parent.',
} as const;
