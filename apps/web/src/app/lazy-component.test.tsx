import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazy-component';

const Page = ({ name }: { name: string }) => <h1>{name}</h1>;

describe('lazyComponent', () => {
  it('shows the fallback while the code loads, then the component', async () => {
    const Lazy = lazyComponent(
      async () => ({ Page }),
      (module) => module.Page,
    );
    render(
      <Suspense fallback={<p role="status">Loading</p>}>
        <Lazy name="Errors" />
      </Suspense>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByRole('heading', { name: 'Errors' })).toBeInTheDocument();
  });

  it('renders a preloaded component at once, without the fallback, and loads its code once', async () => {
    const load = vi.fn(async () => ({ Page }));
    const Lazy = lazyComponent(load, (module) => module.Page);
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    render(
      <Suspense fallback={<p role="status">Loading</p>}>
        <Lazy name="Errors" />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Errors' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it('tries a failed preload again when the component renders', async () => {
    const load = vi
      .fn<() => Promise<{ Page: typeof Page }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ Page });
    const Lazy = lazyComponent(load, (module) => module.Page);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    render(
      <Suspense fallback={<p role="status">Loading</p>}>
        <Lazy name="Errors" />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Errors' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
