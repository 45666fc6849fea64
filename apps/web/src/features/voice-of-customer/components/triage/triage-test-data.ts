import type { Category, ManualCategory } from '@prism/domain';
import { categoryFixture, manualCategoryFixture } from '../../testing/category-fixtures';

/**
 * Test data of the triage components: a small category tree (Billing › Charges › Late fee, and
 * Billing › Payments; Praise › Service), a manual category under Charges, and an item the model
 * categorised, as the server answers them.
 */

const category = (_id: string, name: string, parent: string | null, top: string): Category =>
  categoryFixture({ _id, category: top, parent, subcategory: parent ? name : null });

export const CATEGORIES: Category[] = [
  category('cat-billing', 'Billing', null, 'Billing'),
  category('cat-billing-charges', 'Charges', 'cat-billing', 'Billing'),
  category('cat-billing-charges-late', 'Late fee', 'cat-billing-charges', 'Billing'),
  category('cat-billing-payments', 'Payments', 'cat-billing', 'Billing'),
  category('cat-praise', 'Praise', null, 'Praise'),
  category('cat-praise-service', 'Service', 'cat-praise', 'Praise'),
];

export const MANUAL_CATEGORIES: ManualCategory[] = [
  manualCategoryFixture({
    _id: 'man-fee-waived',
    category: 'cat-billing-charges',
    manualCategory: 'Fee waived',
  }),
];

/** An item as `getFeedbackByID` answers it (absent fields null). */
export function feedbackItem(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    _id: 'item-2',
    timestamp: Date.UTC(2026, 10, 22, 21, 5),
    source: 'cqe',
    appName: 'DigitalSurvey',
    appType: 'Web',
    visitId: 'visit-42',
    verbatim: 'I was charged a late fee although I paid on time.',
    altVerbatim: null,
    CSAT: 20,
    NPS: 3,
    CES: null,
    SR: 0.5,
    starRating: null,
    starRatingExternal: null,
    awsSentiment: { sentiment: 'negative', positive: 0.02, negative: 0.9, mixed: 0.05, neutral: 0.03 },
    awsKeywords: ['late fee'],
    awsCategories: ['Late fee', 'Charges', 'Weather'],
    awsCategoriesScore: [0.8, 0.12, 0.05],
    modelVersion: 'v3',
    needsReview: false,
    prismAppliedCategories: [{ _id: 'cat-praise-service', category: 'Service', manualCategory: null }],
    prismAppliedManualCategories: [],
    reroutedCategories: [],
    rerouteSentCategories: [],
    notes: 'Called back on Monday',
    isFlagged: false,
    isReviewed: false,
    isHidden: false,
    useForRetrain: false,
    isRerouteSent: false,
    language: 'en',
    ...over,
  };
}
