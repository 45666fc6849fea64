import type { ApiMappingsReply, ApiUnknownsReply } from '@prism/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/server';
import { NameRulesPage } from './rules-pages';
import { UnknownsPage } from './unknowns-page';

const meta = {
  createdBy: 'admin',
  updatedBy: 'admin',
  createdAt: Date.UTC(2026, 10, 1),
  updatedAt: Date.UTC(2026, 10, 2),
};

const RULES: ApiMappingsReply = {
  services: [
    { ...meta, id: 's1', source: 'quantum', hostPattern: 'myaccount-api.example.com', service: 'My Account' },
    { ...meta, id: 's2', source: 'qube', hostPattern: 'billing-*.svc.example.net', service: 'Billing' },
  ],
  names: [
    {
      ...meta,
      id: 'n1',
      source: 'quantum',
      service: 'My Account',
      verb: 'GET',
      pathPattern: '/api/billing/balance',
      operationName: null,
      apiName: 'Billing balance',
    },
    {
      ...meta,
      id: 'n2',
      source: 'qube',
      service: 'Billing',
      verb: 'GET',
      pathPattern: '/accounts/{id}/balance',
      operationName: null,
      apiName: 'Account balance',
    },
  ],
  editableSources: ['quantum'],
};

const UNKNOWNS: ApiUnknownsReply = {
  startMs: 0,
  endMs: 1,
  unknowns: [
    {
      source: 'quantum',
      host: 'tve-auth.example.com',
      verb: 'GET',
      apiName: 'GET /api/tve/providers/12345',
      operationName: null,
      calls: 466,
      apps: ['TVEAuth@Web@tve'],
      lastSeenMs: Date.UTC(2026, 10, 24),
      service: null,
      suggestion: {
        service: 'tve-auth',
        newService: true,
        hostPattern: 'tve-auth.example.com',
        verb: 'GET',
        pathPattern: '/api/tve/providers/{id}',
        operationName: null,
        apiName: 'Tve providers',
      },
    },
    {
      source: 'qube',
      host: 'risk-api.example.com',
      verb: 'POST',
      apiName: 'POST /risk/score',
      operationName: null,
      calls: 12,
      apps: ['BillingService@Web@portals'],
      lastSeenMs: Date.UTC(2026, 10, 24),
      service: null,
      suggestion: {
        service: 'risk',
        newService: true,
        hostPattern: 'risk-api.example.com',
        verb: 'POST',
        pathPattern: '/risk/score',
        operationName: null,
        apiName: 'Create risk score',
      },
    },
  ],
};

let posted: { url: string; body: unknown }[];
beforeEach(() => {
  posted = [];
  server.use(
    http.post('*/api/api-name-mappings/:kind', async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      posted.push({ url: String(params.kind), body });
      if (params.kind === 'names' && body.apiName === 'Taken') {
        return HttpResponse.json(
          { error: { code: 'conflict', message: 'pathPattern: the quantum rules already name GET /x of S' } },
          { status: 409 },
        );
      }
      return HttpResponse.json({ ...meta, id: 'new', ...body }, { status: 201 });
    }),
  );
});

function wrap(children: ReactNode) {
  const queryClient = new QueryClient({
    defaultOptions: { mutations: { retry: false }, queries: { retry: false } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the API names page', () => {
  it('lets an editor change only the sources they may edit, and reads the rest', () => {
    wrap(<NameRulesPage rules={RULES} search="" onSearch={vi.fn()} source="" onSource={vi.fn()} />);
    expect(
      screen.getByText(/You can change the Quantum \(portal and video apps\) rules/),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Edit GET /api/billing/balance → Billing balance' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit GET \/accounts/ })).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'History of GET /accounts/{id}/balance → Account balance' }),
    ).toBeInTheDocument();
  });

  it('is read-only without a mapping-edit role', () => {
    wrap(
      <NameRulesPage
        rules={{ ...RULES, editableSources: [] }}
        search=""
        onSearch={vi.fn()}
        source=""
        onSource={vi.fn()}
      />,
    );
    expect(screen.getByText(/Changing them needs a mapping-edit role/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('sorts by a header and filters by search', async () => {
    const { rerender } = wrap(
      <NameRulesPage rules={RULES} search="" onSearch={vi.fn()} source="" onSource={vi.fn()} />,
    );
    const table = screen.getByRole('table', { name: 'API name rules' });
    await userEvent.click(within(table).getByRole('button', { name: /API name/ }));
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(names()).toEqual(['Account balance', 'Billing balance']);
    expect(within(table).getAllByRole('columnheader')[0]).toHaveAttribute('aria-sort', 'ascending');
    rerender(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <NameRulesPage
            rules={RULES}
            search="nothing like it"
            onSearch={vi.fn()}
            source=""
            onSource={vi.fn()}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { name: 'No API names match' })).toBeInTheDocument();
  });
});

describe('mapping an unknown call', () => {
  it('opens the form filled in from the call and adds the host rule with the name rule', async () => {
    wrap(<UnknownsPage unknowns={UNKNOWNS} rules={RULES} search="" onSearch={vi.fn()} />);
    // The qube call is read-only for a quantum mapper: no Map button.
    expect(screen.queryByRole('button', { name: /^Map POST \/risk\/score/ })).not.toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Map GET /api/tve/providers/12345 on tve-auth.example.com' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Map an API name' });
    expect(within(dialog).getByLabelText('Service')).toHaveValue('tve-auth');
    expect(within(dialog).getByLabelText('Host pattern')).toHaveValue('tve-auth.example.com');
    expect(within(dialog).getByLabelText('Path pattern')).toHaveValue('/api/tve/providers/{id}');
    expect(within(dialog).getByLabelText('HTTP verb')).toHaveValue('GET');
    await userEvent.clear(within(dialog).getByLabelText('API name'));
    await userEvent.type(within(dialog).getByLabelText('API name'), 'TV providers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted).toEqual([
      {
        url: 'services',
        body: { source: 'quantum', hostPattern: 'tve-auth.example.com', service: 'tve-auth' },
      },
      {
        url: 'names',
        body: {
          source: 'quantum',
          service: 'tve-auth',
          verb: 'GET',
          pathPattern: '/api/tve/providers/{id}',
          operationName: null,
          apiName: 'TV providers',
        },
      },
    ]);
  });

  it('says what is wrong before sending, and shows the server refusal at its field', async () => {
    wrap(<UnknownsPage unknowns={UNKNOWNS} rules={RULES} search="" onSearch={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: /^Map GET \/api\/tve/ }));
    const dialog = screen.getByRole('dialog');
    const path = within(dialog).getByLabelText('Path pattern');
    await userEvent.clear(path);
    await userEvent.type(path, 'api/x');
    await userEvent.clear(within(dialog).getByLabelText('API name'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Path pattern must start with "/"')).toBeInTheDocument();
    expect(within(dialog).getByText('API name is required')).toBeInTheDocument();
    expect(path).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toEqual([]);

    await userEvent.clear(path);
    await userEvent.type(path, '/x');
    await userEvent.type(within(dialog).getByLabelText('API name'), 'Taken');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('the quantum rules already name GET /x of S')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
