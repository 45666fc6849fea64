import type { Category, ManualCategory, VocPermission, VocUser } from '@prism/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import {
  ARCHIVED_BRANCH,
  FIXTURE_APP,
  categoryFixture,
  manualCategoryFixture,
} from '../../testing/category-fixtures';

/** For the settings components' tests only: a render with a fresh query client inside a router. */
export function renderSettings(ui: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, user };
}

export const APP = FIXTURE_APP;

/** Billing › Payments (archived) › Autopay failed, and Billing › Charges › Late fee (trained). */
export const TREE: Category[] = [
  categoryFixture({ _id: 'billing', description: 'Charges and payments.' }),
  ...ARCHIVED_BRANCH,
  categoryFixture({ _id: 'charges', parent: 'billing', subcategory: 'Charges' }),
  categoryFixture({ _id: 'late-fee', parent: 'charges', subcategory: 'Late fee', isMLTrained: true }),
];

/** A manual category as the server answers it: 'Waived once' under Late fee unless `over` says otherwise. */
export function manualCategory(over: Partial<ManualCategory> & Pick<ManualCategory, '_id'>): ManualCategory {
  return manualCategoryFixture({ category: 'late-fee', manualCategory: 'Waived once', ...over });
}

export function permission(over: Partial<VocPermission> = {}): VocPermission {
  return {
    _id: 'perm-1',
    authID: 'voc',
    entityID: APP,
    role: 'manager',
    read: true,
    write: true,
    isArchived: false,
    columnGroupID: null,
    ...over,
  };
}

export function vocUser(over: Partial<VocUser> & Pick<VocUser, 'authID'>): VocUser {
  return {
    _id: `user-${over.authID}`,
    firstName: 'Vera',
    lastName: 'Voice',
    email: `${over.authID}@prism.example`,
    role: 'manager',
    isArchived: false,
    permissions: [],
    ...over,
  };
}
