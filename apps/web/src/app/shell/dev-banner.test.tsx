import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { uiConfigFactory } from '../../testing/factories';
import { renderApp } from '../../testing/render';
import { server } from '../../testing/server';
import { bannerTextCut, DevBanner } from './dev-banner';

describe('bannerTextCut', () => {
  it('keeps text up to 120 characters and cuts longer text there', () => {
    const exact = 'x'.repeat(120);
    expect(bannerTextCut(exact)).toBe(exact);
    expect(bannerTextCut(`${'y'.repeat(120)}zzz`)).toBe(`${'y'.repeat(120)}…`);
  });
});

describe('the Currently in Development banner', () => {
  it('shows the configured text, a Production link, and closes for the tab', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('*/api/ui-config', () =>
        HttpResponse.json(
          uiConfigFactory({
            devBanner: { text: 'Try the new charts.', productionUrl: 'https://prism.corp.test' },
          }),
        ),
      ),
    );
    renderApp({ path: '/' });
    const banner = await screen.findByRole('region', { name: 'Currently in Development' });
    expect(banner).toHaveTextContent('Try the new charts.');
    expect(screen.getByRole('link', { name: 'Production' })).toHaveAttribute(
      'href',
      'https://prism.corp.test',
    );

    await user.click(screen.getByRole('button', { name: 'Close the development banner' }));
    expect(screen.queryByRole('region', { name: 'Currently in Development' })).not.toBeInTheDocument();
    // Closed for this tab: the same text does not come back; a new text does.
    const { unmount } = render(
      <DevBanner text="Try the new charts." productionUrl="https://prism.corp.test" />,
    );
    expect(screen.queryByRole('region', { name: 'Currently in Development' })).not.toBeInTheDocument();
    unmount();
    render(<DevBanner text="Another notice." productionUrl="https://prism.corp.test" />);
    expect(screen.getByRole('region', { name: 'Currently in Development' })).toHaveTextContent(
      'Another notice.',
    );
    window.sessionStorage.clear();
  });

  it('is absent when none is configured', async () => {
    renderApp({ path: '/' });
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'My Favorites' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Currently in Development' })).not.toBeInTheDocument();
  });
});
