import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_FIELDS,
  FEEDBACK_SEARCHABLE_FIELDS,
  feedbackAppId,
  feedbackItemSchema,
  feedbackSourceLabel,
  type FeedbackItemInput,
} from './feedback';

/** A journey-survey item as the ingestion call would store it, most fields filled. */
const realistic: FeedbackItemInput = {
  _id: '665f1c2ab1e4',
  source: 'journey-survey',
  visitId: 'a1b2c3d4-visit',
  timestamp: Date.UTC(2025, 4, 12, 14, 3),
  appName: 'Portals',
  appType: 'Web',
  verbatim: 'Took three tries to pay my bill, the page kept timing out. Finally worked on my phone.',
  altVerbatim: null,
  mlAnalysisField: 'Took three tries to pay my bill, the page kept timing out.',
  CSAT: 40,
  NPS: 5,
  CES: 6,
  SR: 0.5,
  starRating: 2,
  starRatingExternal: null,
  userSelectedCategory: 'Billing',
  surveyID: 'pay-bill-journey',
  appVersion: '4.12.0',
  footprint: 'Charter',
  browser: 'Chrome',
  os: 'Windows 11',
  deviceManufacturer: 'Dell',
  deviceType: 'desktop',
  deviceModel: 'XPS 13',
  deviceFormFactor: 'pc',
  language: 'en',
  loggedInStatus: 'Logged In',
  awsCategories: ['Billing', 'Performance'],
  awsCategoriesScore: [0.91, 0.64],
  awsSentiment: { sentiment: 'negative', positive: 0.08, negative: 0.81, mixed: 0.06, neutral: 0.05 },
  awsKeywords: ['pay my bill', 'timing out'],
  prismAppliedCategories: [{ _id: 'cat-billing-payment', category: 'Payment failed', manualCategory: null }],
  prismAppliedManualCategories: [{ _id: 'man-timeout', manualCategory: 'Timeout', isArchived: false }],
  reroutedCategories: ['cat-billing-payment'],
  rerouteSentCategories: [],
  useForRetrain: false,
  isFlagged: true,
  isReviewed: false,
  isHidden: false,
  isNullVerbatim: false,
  isMobileUser: false,
  isRerouteSent: false,
  notes: 'Matches the payment gateway incident of May 12.',
  pageName: 'billing/pay',
  SCP: 'SCP-2',
  accountType: 'Residential',
  billerType: 'CSG',
  billingServices: ['Internet', 'TV'],
  deliveryMethod: 'Paperless',
  userRole: 'Administrator',
  autoPayStatus: 'Enrolled',
  expirationDate: Date.UTC(2026, 0, 1),
  accountExpired: false,
  userType: 'Primary',
  internetService: true,
  secureConnectService: false,
  tvService: true,
  voiceService: false,
  wifiService: true,
  mobileService: false,
  encAccountNumber: 'kr1:9f8e7d6c5b4a',
  encMobileAccountNumber: null,
  activationProcessScale: 3,
  clarityScale: 4,
  easeOfEquipmentConnectionScale: 2,
  journeyType: 'Payment',
  surveyType: 'journey',
  closedLoop: false,
  activationMethod: 17,
  email: 'j.doe@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  phoneNumber: '+1 555 0100',
  experimentUuids: ['3f1c0f5e-1d2a-4c55-9a51-2f0b7d3c9e10'],
  activatedExperimentUuids: ['3f1c0f5e-1d2a-4c55-9a51-2f0b7d3c9e10'],
  variantUuids: ['b7a4d2e0-8c1f-4e2a-9d6b-5a3c1e0f7b22'],
  visit: {
    visitId: 'a1b2c3d4-visit',
    startTimestamp: Date.UTC(2025, 4, 12, 13, 55),
    durationMs: 480_000,
    pageViewCount: 7,
    entryPageName: 'home',
    exitPageName: 'billing/pay',
  },
  recentIssues: ['Slow speeds'],
  speedExpectations: 'Somewhat below',
};

function issuePaths(input: unknown): string[] {
  const result = feedbackItemSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('feedbackItemSchema', () => {
  it('parses a realistic journey-survey item and fills the triage defaults', () => {
    const { prismAppliedCategories, isHidden, ...rest } = realistic;
    const parsed = feedbackItemSchema.parse(rest);
    expect(parsed.awsSentiment?.sentiment).toBe('negative');
    expect(parsed.visit?.pageViewCount).toBe(7);
    expect(parsed.isHidden).toBe(false);
    expect(parsed.prismAppliedCategories).toEqual([]);
    expect(prismAppliedCategories).toHaveLength(1);
    expect(isHidden).toBe(false);
  });

  it('parses a bare item with only its identity', () => {
    const bare = {
      _id: 'x1',
      source: 'cqe',
      timestamp: Date.UTC(2025, 0, 1),
      appName: 'Video',
      appType: 'Roku',
    };
    expect(feedbackItemSchema.safeParse(bare).success).toBe(true);
  });

  it.each([
    ['CSAT', { CSAT: 101 }],
    ['NPS', { NPS: 11 }],
    ['NPS', { NPS: 7.5 }],
    ['SR', { SR: 1.2 }],
    ['starRating', { starRating: 0 }],
    ['starRatingExternal', { starRatingExternal: 6 }],
    ['clarityScale', { clarityScale: 9 }],
    ['activationMethod', { activationMethod: 19 }],
    ['awsSentiment.sentiment', { awsSentiment: { ...realistic.awsSentiment, sentiment: 'angry' } }],
    ['awsSentiment.positive', { awsSentiment: { ...realistic.awsSentiment, positive: 1.5 } }],
    ['prismAppliedCategories.0._id', { prismAppliedCategories: [{ category: 'Billing' }] }],
    ['timestamp', { timestamp: '2025-05-12T14:03:00Z' }],
    ['appName', { appName: 'Portals@Web' }],
    ['awsCategoriesScore', { awsCategoriesScore: [0.9] }],
    ['visit.visitId', { visit: { pageViewCount: 3 } }],
  ])('refuses a bad %s, naming the field', (path, change) => {
    expect(issuePaths({ ...realistic, ...change })).toEqual([path]);
  });

  it('refuses a field the spec does not have, naming it', () => {
    const result = feedbackItemSchema.safeParse({ ...realistic, shouldRetrain: true });
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain('shouldRetrain');
  });

  it('refuses an item without its application', () => {
    const { appType, ...withoutType } = realistic;
    expect(appType).toBe('Web');
    expect(issuePaths(withoutType)).toEqual(['appType']);
  });
});

describe('feedback fields', () => {
  it('holds every field of spec 001 section 3, the visit and the survey answers', () => {
    const spec =
      '_id, source, visitId, timestamp, appName, appType, verbatim, altVerbatim, mlAnalysisField, CSAT, NPS, CES, SR, starRating, starRatingExternal, userSelectedCategory, surveyID, appVersion, footprint, browser, os, deviceManufacturer, deviceType, deviceModel, deviceFormFactor, language, loggedInStatus, awsCategories, awsCategoriesScore, awsSentiment, prismAppliedCategories, prismAppliedManualCategories, reroutedCategories, rerouteSentCategories, awsKeywords, useForRetrain, isFlagged, isReviewed, isHidden, isNullVerbatim, isMobileUser, isRerouteSent, notes, SCP, pageName, accountType, billerType, billingServices, deliveryMethod, userRole, autoPayStatus, expirationDate, accountExpired, userType, internetService, secureConnectService, tvService, voiceService, wifiService, mobileService, encAccountNumber, encMobileAccountNumber, activationProcessScale, clarityScale, easeOfEquipmentConnectionScale, journeyType, surveyType, closedLoop, activationMethod, businessUnit, department, phoneNumber, email, firstName, lastName, pid, title, xumoLogin, accountNumber, username, experiment, experimentUuids, activatedExperimentUuids, variantUuids, fileUploadID, fileUploads, visit, recentIssues, connectivityIssueRecurrence, wifiServiceIssues, problemDeviceTypes, resolutionActions, speedExpectations, rebootFrequency, wifiPodsExperience, wifiPodsSpeedExpectation, installationActivationExperience, customerSupportActions, employeeSupportActions';
    // Beside the spec's fields, the trained categories' own (issue 16).
    const models = ['modelVersion', 'needsReview'];
    expect([...FEEDBACK_FIELDS].sort()).toEqual([...spec.split(', '), ...models].sort());
  });

  it('searches the fields of spec 001 section 9, both encrypted account numbers included', () => {
    expect([...FEEDBACK_SEARCHABLE_FIELDS].sort()).toEqual(
      [
        'verbatim',
        'altVerbatim',
        'notes',
        'visitId',
        'encAccountNumber',
        'encMobileAccountNumber',
        'email',
        'pid',
      ].sort(),
    );
    for (const field of FEEDBACK_SEARCHABLE_FIELDS) expect(FEEDBACK_FIELDS).toContain(field);
  });

  it('shows cqe and cqeInternal as Quantum and other sources as they are', () => {
    expect(feedbackSourceLabel('cqe')).toBe('Quantum');
    expect(feedbackSourceLabel('cqeInternal')).toBe('Quantum');
    expect(feedbackSourceLabel('journey-survey')).toBe('journey-survey');
  });

  it('names the application appName@appType', () => {
    expect(feedbackAppId({ appName: 'Portals', appType: 'Web' })).toBe('Portals@Web');
  });
});
