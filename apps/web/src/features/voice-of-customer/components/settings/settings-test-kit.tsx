import type { Category, ManualCategory, VocPermission, VocUser } from '@prism/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

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

export const APP = 'DigitalSurvey@Web@portals';

/** A category as the server answers it. */
export function category(over: Partial<Category> & Pick<Category, '_id'>): Category {
  return {
    applicationIDs: [APP],
    category: 'Billing',
    parent: null,
    subcategory: null,
    description: '',
    isArchived: false,
    hasArchivedParent: false,
    isMLTrained: false,
    ...over,
  };
}

/** Billing › Payments (archived) › Autopay failed, and Billing › Charges › Late fee (trained). */
export const TREE: Category[] = [
  category({ _id: 'billing', description: 'Charges and payments.' }),
  category({ _id: 'payments', parent: 'billing', subcategory: 'Payments', isArchived: true }),
  category({ _id: 'autopay', parent: 'payments', subcategory: 'Autopay failed', hasArchivedParent: true }),
  category({ _id: 'charges', parent: 'billing', subcategory: 'Charges' }),
  category({ _id: 'late-fee', parent: 'charges', subcategory: 'Late fee', isMLTrained: true }),
];

export function manualCategory(over: Partial<ManualCategory> & Pick<ManualCategory, '_id'>): ManualCategory {
  return {
    applicationIDs: [APP],
    category: 'late-fee',
    manualCategory: 'Waived once',
    description: '',
    isArchived: false,
    ...over,
  };
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
