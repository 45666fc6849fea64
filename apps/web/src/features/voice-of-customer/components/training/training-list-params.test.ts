import { describe, expect, it } from 'vitest';
import {
  trainingListParamsDrop,
  trainingListParamsRead,
  trainingListParamsWrite,
} from './training-list-params';

describe('the training list in the address', () => {
  it('reads the page 1-based, the search, the category and mock or real', () => {
    expect(
      trainingListParamsRead([
        ['page', '3'],
        ['search', 'late fee'],
        ['trainingCategory', 'cat-late-fee'],
        ['mock', 'false'],
      ]),
    ).toEqual({ page: 2, search: 'late fee', categoryId: 'cat-late-fee', mock: false });
  });

  it('falls back to the first page and everything for values it cannot read', () => {
    expect(
      trainingListParamsRead([
        ['page', 'x'],
        ['mock', 'maybe'],
      ]),
    ).toEqual({
      page: 0,
      search: '',
      categoryId: '',
      mock: null,
    });
  });

  it('writes only what differs from the defaults and keeps the other parameters', () => {
    const other: [string, string][] = [
      ['showPII', 'true'],
      ['page', '9'],
    ];
    expect(trainingListParamsWrite(other, { page: 0, search: '', categoryId: '', mock: null })).toEqual([
      ['showPII', 'true'],
    ]);
    const written = trainingListParamsWrite(other, { page: 1, search: 'fee', categoryId: 'c1', mock: true });
    expect(trainingListParamsRead(written)).toEqual({ page: 1, search: 'fee', categoryId: 'c1', mock: true });
    expect(trainingListParamsDrop(written)).toEqual([['showPII', 'true']]);
  });
});
