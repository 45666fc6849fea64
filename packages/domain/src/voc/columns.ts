import type { FeedbackField } from './feedback';

/**
 * The feedback table's column catalogue (spec 001 section 2): one column per shown field of the
 * feedback item, with the label a person reads, the section the column picker groups it under,
 * its alignment and its minimum width. All are shown by default. The nested visit object, the
 * upload id and the derived null-verbatim flag are not columns.
 */

/** The column picker's sections, in the spec's order (spec 001 section 2). */
export const FEEDBACK_COLUMN_SECTIONS = [
  'General',
  'Metrics',
  'Analysis',
  'Application',
  'Device',
  'Survey',
  'Installation Drivers',
  'Account',
] as const;
export type FeedbackColumnSection = (typeof FEEDBACK_COLUMN_SECTIONS)[number];

export type FeedbackColumnAlign = 'left' | 'right' | 'center';

/** Column widths in px (spec 001 section 5): none narrower than the minimum; 150 unless stated. */
export const COLUMN_WIDTH_MIN = 100;
export const COLUMN_WIDTH_DEFAULT = 150;

export interface FeedbackColumn {
  /** The feedback field the column shows. */
  id: FeedbackField;
  label: string;
  section: FeedbackColumnSection;
  /** Numbers align right, flags centre, text left. */
  align: FeedbackColumnAlign;
  minWidth: number;
  /** Personal data, shown only with `customer-feedback-access` and `showPII` (spec 001 section 6). */
  personal: boolean;
}

interface ColumnOptions {
  align?: FeedbackColumnAlign;
  minWidth?: number;
  personal?: boolean;
}

function column(
  id: FeedbackField,
  label: string,
  section: FeedbackColumnSection,
  options: ColumnOptions = {},
): FeedbackColumn {
  return {
    id,
    label,
    section,
    align: options.align ?? 'left',
    minWidth: options.minWidth ?? COLUMN_WIDTH_DEFAULT,
    personal: options.personal ?? false,
  };
}

const score = { align: 'right', minWidth: COLUMN_WIDTH_MIN } as const;
const flag = { align: 'center', minWidth: COLUMN_WIDTH_MIN } as const;
const longText = { minWidth: 300 } as const;
const personal = { personal: true } as const;

export const FEEDBACK_COLUMNS: readonly FeedbackColumn[] = [
  column('timestamp', 'Date', 'General'),
  column('verbatim', 'Review', 'General', longText),
  column('altVerbatim', 'Alt Review', 'General', longText),
  column('_id', 'Feedback ID', 'General'),
  column('source', 'Source', 'General'),
  column('visitId', 'Visit ID', 'General', { minWidth: 200 }),
  column('language', 'Language', 'General'),
  column('notes', 'Notes', 'General', { minWidth: 250 }),
  column('fileUploads', 'File Upload URLs', 'General', { minWidth: 200 }),
  column('isReviewed', 'Reviewed', 'General', flag),
  column('isFlagged', 'Flagged', 'General', flag),
  column('isHidden', 'Hidden', 'General', flag),
  column('isRerouteSent', 'Reroute Sent', 'General', flag),
  column('useForRetrain', 'Use for Retrain', 'General', flag),

  column('CSAT', 'CSAT', 'Metrics', score),
  column('NPS', 'NPS', 'Metrics', score),
  column('CES', 'CES', 'Metrics', score),
  column('SR', 'Success Rate', 'Metrics', score),
  column('starRating', 'Star Rating (Internal)', 'Metrics', score),
  column('starRatingExternal', 'Star Rating (App Store)', 'Metrics', score),

  column('prismAppliedCategories', 'Applied Categories', 'Analysis', { minWidth: 200 }),
  column('prismAppliedManualCategories', 'Manual Categories', 'Analysis', { minWidth: 200 }),
  column('userSelectedCategory', 'User Selected Category', 'Analysis'),
  column('reroutedCategories', 'Rerouted Categories', 'Analysis'),
  column('rerouteSentCategories', 'Reroute Sent Categories', 'Analysis'),
  column('mlAnalysisField', 'ML Analysis Field', 'Analysis', longText),
  column('awsCategories', 'ML Categories', 'Analysis'),
  column('awsCategoriesScore', 'ML Category Scores', 'Analysis', { align: 'right' }),
  column('modelVersion', 'ML Model Version', 'Analysis'),
  column('needsReview', 'Needs Review', 'Analysis', flag),
  column('awsSentiment', 'Sentiment', 'Analysis'),
  column('awsKeywords', 'Keywords', 'Analysis', { minWidth: 200 }),

  column('appName', 'Application', 'Application'),
  column('appType', 'App Type', 'Application'),
  column('appVersion', 'App Version', 'Application'),
  column('pageName', 'Page Name', 'Application'),
  column('footprint', 'Footprint', 'Application'),
  column('loggedInStatus', 'Logged In Status', 'Application'),
  column('isMobileUser', 'Mobile User', 'Application', flag),
  column('experiment', 'Experiment', 'Application'),
  column('experimentUuids', 'Experiment UUIDs', 'Application', { minWidth: 200 }),
  column('activatedExperimentUuids', 'Activated Experiment UUIDs', 'Application', { minWidth: 200 }),
  column('variantUuids', 'Variant UUIDs', 'Application', { minWidth: 200 }),

  column('browser', 'Browser', 'Device'),
  column('os', 'Operating System', 'Device'),
  column('deviceManufacturer', 'Device Manufacturer', 'Device'),
  column('deviceType', 'Device Type', 'Device'),
  column('deviceModel', 'Device Model', 'Device'),
  column('deviceFormFactor', 'Form Factor', 'Device'),

  column('surveyID', 'Survey ID', 'Survey'),
  column('surveyType', 'Survey Type', 'Survey'),
  column('journeyType', 'Journey Type', 'Survey'),
  column('closedLoop', 'Closed Loop', 'Survey', flag),
  column('recentIssues', 'Recent Issues', 'Survey', { minWidth: 200 }),
  column('connectivityIssueRecurrence', 'Connectivity Issue Recurrence', 'Survey'),
  column('wifiServiceIssues', 'WiFi Service Issues', 'Survey', { minWidth: 200 }),
  column('problemDeviceTypes', 'Problem Device Types', 'Survey'),
  column('resolutionActions', 'Resolution Actions', 'Survey', { minWidth: 200 }),
  column('speedExpectations', 'Speed Expectations', 'Survey'),
  column('rebootFrequency', 'Reboot Frequency', 'Survey'),
  column('wifiPodsExperience', 'WiFi Pods Experience', 'Survey'),
  column('wifiPodsSpeedExpectation', 'WiFi Pods Speed Expectation', 'Survey'),
  column('customerSupportActions', 'Customer Support Actions', 'Survey', { minWidth: 200 }),
  column('employeeSupportActions', 'Employee Support Actions', 'Survey', { minWidth: 200 }),

  column('activationMethod', 'Activation Method', 'Installation Drivers', { minWidth: 200 }),
  column('activationProcessScale', 'Activation Process', 'Installation Drivers', score),
  column('clarityScale', 'Clarity', 'Installation Drivers', score),
  column('easeOfEquipmentConnectionScale', 'Ease of Equipment Connection', 'Installation Drivers', score),
  column('installationActivationExperience', 'Installation & Activation Experience', 'Installation Drivers', {
    minWidth: 200,
  }),

  column('accountType', 'Account Type', 'Account'),
  column('billerType', 'Biller Type', 'Account'),
  column('billingServices', 'Billing Services', 'Account'),
  column('deliveryMethod', 'Delivery Method', 'Account'),
  column('userRole', 'User Role', 'Account'),
  column('userType', 'User Type', 'Account'),
  column('autoPayStatus', 'AutoPay Status', 'Account'),
  column('expirationDate', 'Expiration Date', 'Account'),
  column('accountExpired', 'Account Expired', 'Account', flag),
  column('SCP', 'SCP', 'Account'),
  column('internetService', 'Internet', 'Account', flag),
  column('secureConnectService', 'Secure Connect', 'Account', flag),
  column('tvService', 'TV', 'Account', flag),
  column('voiceService', 'Voice', 'Account', flag),
  column('wifiService', 'WiFi', 'Account', flag),
  column('mobileService', 'Mobile', 'Account', flag),
  column('xumoLogin', 'Xumo Login', 'Account'),
  column('businessUnit', 'Business Unit', 'Account'),
  column('department', 'Department', 'Account'),
  column('firstName', 'First Name', 'Account', personal),
  column('lastName', 'Last Name', 'Account', personal),
  column('title', 'Title', 'Account', personal),
  column('email', 'Email', 'Account', { ...personal, minWidth: 200 }),
  column('phoneNumber', 'Phone Number', 'Account', personal),
  column('pid', 'PID', 'Account', personal),
  column('username', 'Username', 'Account', personal),
  column('accountNumber', 'Account Number', 'Account', personal),
  column('encAccountNumber', 'Account Number (Encrypted)', 'Account', { ...personal, minWidth: 200 }),
  column('encMobileAccountNumber', 'Mobile Account Number (Encrypted)', 'Account', {
    ...personal,
    minWidth: 200,
  }),
];

export const FEEDBACK_COLUMN_IDS: readonly FeedbackField[] = FEEDBACK_COLUMNS.map((entry) => entry.id);

/** The catalogue entry of a field, or undefined when the field is not a column. */
export function feedbackColumnOf(id: string): FeedbackColumn | undefined {
  return FEEDBACK_COLUMNS.find((entry) => entry.id === id);
}
