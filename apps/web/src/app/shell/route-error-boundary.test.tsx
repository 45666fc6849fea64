import { MSG } from '@prism/domain';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('Cannot read the chart');
}

afterEach(() => vi.restoreAllMocks());

describe('RouteErrorBoundary', () => {
  it('shows the not-found layout titled with the error in capitals, the prompt and Open Issue', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = render(
      <MemoryRouter>
        <RouteErrorBoundary resetKey="/a">
          <Broken />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ERROR: CANNOT READ THE CHART');
    expect(screen.getByText(MSG.renderErrorPrompt)).toBeInTheDocument();
    const openIssue = screen.getByRole('link', { name: MSG.openIssue });
    expect(openIssue.getAttribute('href')).toMatch(/^mailto:.*Cannot%20read%20the%20chart/);
    expect(document.title).toBe('Error | Other | Prism');

    // Another page clears the error.
    view.rerender(
      <MemoryRouter>
        <RouteErrorBoundary resetKey="/b">
          <p>Fine again</p>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByText('Fine again')).toBeInTheDocument();
  });

  it('renders its page when nothing fails', () => {
    render(
      <MemoryRouter>
        <RouteErrorBoundary resetKey="/a">
          <p>All good</p>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByText('All good')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: MSG.openIssue })).not.toBeInTheDocument();
  });
});
