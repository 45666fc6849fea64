import { describe, expect, it } from 'vitest';
import { COLUMN_WIDTH_MIN, FEEDBACK_COLUMN_IDS, FEEDBACK_COLUMN_SECTIONS, FEEDBACK_COLUMNS } from './columns';
import { FEEDBACK_FIELDS, FEEDBACK_PERSONAL_FIELDS, feedbackItemSchema } from './feedback';

describe('the column catalogue', () => {
  it('has about 90 columns, each once', () => {
    expect(FEEDBACK_COLUMNS.length).toBeGreaterThanOrEqual(85);
    expect(FEEDBACK_COLUMNS.length).toBeLessThanOrEqual(100);
    expect(new Set(FEEDBACK_COLUMN_IDS).size).toBe(FEEDBACK_COLUMN_IDS.length);
  });

  it('names only fields of the feedback item schema', () => {
    const fields = Object.keys(feedbackItemSchema.shape);
    expect(FEEDBACK_COLUMN_IDS.filter((id) => !fields.includes(id))).toEqual([]);
  });

  it('leaves out only the nested visit, the upload id and the derived null-verbatim flag', () => {
    expect(FEEDBACK_FIELDS.filter((field) => !FEEDBACK_COLUMN_IDS.includes(field)).sort()).toEqual(
      ['fileUploadID', 'isNullVerbatim', 'visit'].sort(),
    );
  });

  it('has no column narrower than 100 px', () => {
    expect(FEEDBACK_COLUMNS.filter((entry) => entry.minWidth < 100)).toEqual([]);
    expect(COLUMN_WIDTH_MIN).toBe(100);
  });

  it('marks as personal exactly the names, email, phone, pid, username, account numbers and title', () => {
    const personal = FEEDBACK_COLUMNS.filter((entry) => entry.personal).map((entry) => entry.id);
    const spec = [
      'firstName',
      'lastName',
      'email',
      'phoneNumber',
      'pid',
      'username',
      'accountNumber',
      'encAccountNumber',
      'encMobileAccountNumber',
      'title',
    ];
    expect([...personal].sort()).toEqual([...spec].sort());
    expect([...FEEDBACK_PERSONAL_FIELDS].sort()).toEqual([...spec].sort());
  });

  it('aligns the scores right', () => {
    const scores = ['CSAT', 'NPS', 'CES', 'SR', 'starRating', 'starRatingExternal'];
    for (const id of scores) expect(FEEDBACK_COLUMNS.find((entry) => entry.id === id)?.align).toBe('right');
    expect(FEEDBACK_COLUMNS.find((entry) => entry.id === 'verbatim')?.align).toBe('left');
  });

  it('files every column under a section of the spec, each section used', () => {
    const used = new Set(FEEDBACK_COLUMNS.map((entry) => entry.section));
    expect([...used].sort()).toEqual([...FEEDBACK_COLUMN_SECTIONS].sort());
  });

  it('gives every column a distinct label', () => {
    const labels = FEEDBACK_COLUMNS.map((entry) => entry.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.filter((label) => label.trim() === '')).toEqual([]);
  });
});
