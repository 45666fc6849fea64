import { describe, expect, it } from 'vitest';
import { columnGroupColumns, columnGroupSchema, DEFAULT_COLUMN_VIEWS } from './column-group';
import { FEEDBACK_COLUMN_IDS, FEEDBACK_COLUMNS } from './columns';
import { VOC_MSG } from './messages';

const labelsOf = (key: string) => {
  const view = DEFAULT_COLUMN_VIEWS.find((candidate) => candidate.key === key);
  return columnGroupColumns(view?.columns ?? []).map((entry) => entry.label);
};

describe('default column views', () => {
  it('are the four of spec 001 section 4, by name', () => {
    expect(DEFAULT_COLUMN_VIEWS.map((view) => view.name)).toEqual([
      'All Columns',
      'Reviews View',
      'Details View',
      'Employee Exp View',
    ]);
  });

  it('name only catalogue columns', () => {
    for (const view of DEFAULT_COLUMN_VIEWS) {
      expect(view.columns.filter((id) => !FEEDBACK_COLUMN_IDS.includes(id))).toEqual([]);
    }
  });

  it('show the columns of spec 001 section 9, in order', () => {
    expect(labelsOf('reviews')).toEqual([
      'Date',
      'Review',
      'CSAT',
      'NPS',
      'Success Rate',
      'Applied Categories',
    ]);
    // Section 9 calls the success rate "SR" in this view and "Success Rate" in the Reviews view.
    expect(labelsOf('details')).toEqual(['Date', 'Review', 'CSAT', 'Success Rate', 'Visit ID']);
    expect(labelsOf('employeeExp')).toEqual([
      'Date',
      'Review',
      'Alt Review',
      'ML Analysis Field',
      'CSAT',
      'Department',
      'Business Unit',
      'Email',
      'PID',
      'Title',
      'First Name',
      'Last Name',
      'Account Number',
      'Username',
      'File Upload URLs',
    ]);
  });

  it('All Columns shows the whole catalogue', () => {
    expect(labelsOf('allColumns')).toEqual(FEEDBACK_COLUMNS.map((entry) => entry.label));
  });
});

describe('columnGroupSchema', () => {
  const view = {
    _id: 'v1',
    userID: 'u1',
    name: 'Billing triage',
    columns: columnGroupColumns(['timestamp', 'verbatim']),
  };

  it('parses a saved view', () => {
    expect(columnGroupSchema.parse(view).columns.map((entry) => entry.orderNumber)).toEqual([0, 1]);
  });

  it('asks for a name with the spec message', () => {
    const result = columnGroupSchema.safeParse({ ...view, name: '  ' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', VOC_MSG.viewNameRequired],
    ]);
    expect(VOC_MSG.viewNameRequired).toBe('Please enter View Name to save.');
  });

  it('asks for a column with the spec message', () => {
    const result = columnGroupSchema.safeParse({ ...view, columns: [] });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['columns', VOC_MSG.viewColumnsRequired],
    ]);
    expect(VOC_MSG.viewColumnsRequired).toBe('Please select columns to save.');
  });

  it('refuses a column that is not in the catalogue', () => {
    const result = columnGroupSchema.safeParse({
      ...view,
      columns: [{ name: 'visit', label: 'Visit', orderNumber: 0 }],
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['columns.0.name']);
  });
});
