import type { Category, ModelJobInfo, TrainingData } from '@prism/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { FIXTURE_APP, categoryFixture } from '../../testing/category-fixtures';

/**
 * For the training components' tests only: a render with a fresh query client (no retries) inside
 * a router, and records shaped as the server answers them.
 */
export function renderTraining(ui: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, user, client };
}

export const APPS = [FIXTURE_APP];

export const CATEGORIES: Category[] = [
  categoryFixture({ _id: 'cat-billing' }),
  categoryFixture({ _id: 'cat-late-fee', subcategory: 'Late fee', parent: 'cat-billing' }),
  categoryFixture({ _id: 'cat-autopay', subcategory: 'Autopay failed', parent: 'cat-billing' }),
  categoryFixture({ _id: 'cat-old', subcategory: 'Paper bills', parent: 'cat-billing', isArchived: true }),
];

export function trainingRowFixture(
  over: Partial<TrainingData> & Pick<TrainingData, '_id' | 'value'>,
): TrainingData {
  return {
    createdAt: Date.UTC(2026, 10, 20),
    updatedAt: Date.UTC(2026, 10, 20),
    categories: [{ _id: 'cat-late-fee', category: 'Late fee' }],
    platform: 'Digital Surveys',
    isMockTrainingData: false,
    source: 'import',
    feedback: null,
    ...over,
  };
}

export function jobFixture(over: Partial<ModelJobInfo> & Pick<ModelJobInfo, 'versionName'>): ModelJobInfo {
  return {
    status: 'done',
    progress: 1,
    trainDate: Date.UTC(2026, 10, 21, 9, 30),
    accuracy: 0.9557,
    f1Score: 0.9712,
    platform: 'Digital Surveys',
    inUse: false,
    numberOfLabels: 2,
    trainCount: 40,
    testCount: 10,
    categoryMetrics: [
      { categoryID: 'cat-late-fee', category: 'Late fee', precision: 1, recall: 0.8, f1: 0.8889, support: 5 },
      {
        categoryID: 'cat-autopay',
        category: 'Autopay failed',
        precision: 0.9,
        recall: 1,
        f1: 0.9474,
        support: 12,
      },
    ],
    changedItems: 3,
    checkedItems: 120,
    errorMessage: null,
    ...over,
  };
}
