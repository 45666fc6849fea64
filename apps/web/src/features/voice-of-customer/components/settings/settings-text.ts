/**
 * The settings page's own lines (not spec texts: those are in the domain's VOC_MSG), kept once so
 * the components and their tests say the same thing.
 */
export const SETTINGS_TEXT = {
  usersAdminOnly: 'Only Voice of Customer admins manage users and permissions. Here is your own record.',
  noOwnRecord: 'You have no Voice of Customer user record; your access comes from your roles.',
  categoriesReadOnly:
    'Only an admin of these applications creates or changes categories, so you see them read-only.',
  manualReadOnly:
    'Only an admin of these applications creates or changes manual categories, so you see them read-only.',
  groupsReadOnly:
    'Category groups are read-only here: the server offers no call to create or change them yet. They are used by the feedback filters.',
  adminHasWrite: 'An admin always has write.',
  noCategories: 'These applications have no categories yet.',
  noManualCategories: 'These applications have no manual categories yet.',
  noGroups: 'These applications have no category groups.',
  noUsers: 'No Voice of Customer user matches the search.',
  noPlatform: 'No platform (category model) serves these applications.',
} as const;
