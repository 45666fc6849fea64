import { renderHook } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { useFirstPageOn } from './use-first-page-on';

it('goes to the first page when the period changes, not when the page opens or re-renders', () => {
  const toFirstPage = vi.fn();
  const { rerender } = renderHook(({ key }) => useFirstPageOn(key, toFirstPage), {
    initialProps: { key: '30d|0' },
  });
  rerender({ key: '30d|0' });
  expect(toFirstPage).not.toHaveBeenCalled();
  rerender({ key: '10d|0' });
  expect(toFirstPage).toHaveBeenCalledTimes(1);
  rerender({ key: '10d|1' });
  expect(toFirstPage).toHaveBeenCalledTimes(2);
});
