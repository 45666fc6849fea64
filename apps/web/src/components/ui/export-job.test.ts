import { expect, it } from 'vitest';
import { exportLinkText } from './export-job';

it('cuts the link text at 100 characters', () => {
  const exact = `${'a'.repeat(96)}.csv`;
  expect(exportLinkText(exact)).toBe(exact);
  const long = `${'b'.repeat(150)}.csv`;
  expect(exportLinkText(long)).toHaveLength(100);
  expect(exportLinkText(long)).toBe(`${'b'.repeat(99)}…`);
});
