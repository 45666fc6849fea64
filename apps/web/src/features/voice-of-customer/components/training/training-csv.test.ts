import { TRAINING_CSV_MAX_BYTES } from '@prism/domain';
import { describe, expect, it } from 'vitest';
import { trainingCsvPreview, trainingFileProblem } from './training-csv';

describe('the training CSV preview', () => {
  it('reads quoted cells with commas and line breaks, and at most the first rows', () => {
    const text = `\uFEFFValue , CATEGORY\n"a, b",Late fee\n"two\nlines",Autopay failed|Late fee\n\nc,x\nd,y\ne,z\nf,w`;
    const preview = trainingCsvPreview(text, 3);
    expect(preview.problem).toBeNull();
    expect(preview.header).toEqual(['Value ', ' CATEGORY']);
    expect(preview.rows).toEqual([
      ['a, b', 'Late fee'],
      ['two\nlines', 'Autopay failed|Late fee'],
      ['c', 'x'],
    ]);
  });

  it('says a wrong header the way the server does', () => {
    expect(trainingCsvPreview('text,category\nhello,Late fee').problem).toBe(
      'line 1: the header must be "value,category"',
    );
    expect(trainingCsvPreview('value,category,extra\nhello,Late fee,1').problem).not.toBeNull();
  });

  it('refuses an empty file and one over 20 MB', () => {
    expect(trainingFileProblem({ size: 0 })).toBe('The file is empty.');
    expect(trainingFileProblem({ size: TRAINING_CSV_MAX_BYTES })).toBeNull();
    expect(trainingFileProblem({ size: TRAINING_CSV_MAX_BYTES + 1 })).toBe(
      'The file is 20 MB; an import takes up to 20 MB.',
    );
  });
});
