import { z } from 'zod';
import { vocIdSchema, vocText } from './common';
import { FEEDBACK_COLUMN_IDS, FEEDBACK_COLUMNS } from './columns';
import type { FeedbackField } from './feedback';
import { VOC_MSG } from './messages';

/**
 * Saved column views ("column groups", spec 001 sections 3, 4 and 5): a user's named choice of
 * table columns in order, and the four views every user starts with.
 */

const columnIdSchema = z
  .string()
  .refine((id) => FEEDBACK_COLUMN_IDS.includes(id as FeedbackField), { message: 'not a feedback column' });

export const columnGroupColumnSchema = z
  .object({ name: columnIdSchema, label: vocText().min(1), orderNumber: z.number().int().nonnegative() })
  .strict();
export type ColumnGroupColumn = z.output<typeof columnGroupColumnSchema>;

/** What a user saves: a name and at least one column (spec 001 section 5's messages). */
export const columnGroupInputSchema = z
  .object({
    name: z.string().trim().min(1, VOC_MSG.viewNameRequired).max(100),
    columns: z.array(columnGroupColumnSchema).min(1, VOC_MSG.viewColumnsRequired),
  })
  .strict();
export type ColumnGroupInput = z.output<typeof columnGroupInputSchema>;

export const columnGroupSchema = columnGroupInputSchema.extend({ _id: vocIdSchema, userID: vocIdSchema });
export type ColumnGroup = z.output<typeof columnGroupSchema>;

/** The columns of a view, in the order given, as a column group stores them. */
export function columnGroupColumns(ids: readonly FeedbackField[]): ColumnGroupColumn[] {
  return ids.map((id, orderNumber) => {
    const entry = FEEDBACK_COLUMNS.find((candidate) => candidate.id === id);
    if (!entry) throw new RangeError(`${id} is not a feedback column`);
    return { name: id, label: entry.label, orderNumber };
  });
}

export interface DefaultColumnView {
  key: 'allColumns' | 'reviews' | 'details' | 'employeeExp';
  name: string;
  columns: readonly FeedbackField[];
}

/**
 * The default views by their names in spec 001 section 4, with the columns of section 9. Section 9
 * lists three; the fourth, All Columns, is every column of the catalogue in catalogue order.
 */
export const DEFAULT_COLUMN_VIEWS: readonly DefaultColumnView[] = [
  { key: 'allColumns', name: 'All Columns', columns: FEEDBACK_COLUMN_IDS },
  {
    key: 'reviews',
    name: 'Reviews View',
    columns: ['timestamp', 'verbatim', 'CSAT', 'NPS', 'SR', 'prismAppliedCategories'],
  },
  { key: 'details', name: 'Details View', columns: ['timestamp', 'verbatim', 'CSAT', 'SR', 'visitId'] },
  {
    key: 'employeeExp',
    name: 'Employee Exp View',
    columns: [
      'timestamp',
      'verbatim',
      'altVerbatim',
      'mlAnalysisField',
      'CSAT',
      'department',
      'businessUnit',
      'email',
      'pid',
      'title',
      'firstName',
      'lastName',
      'accountNumber',
      'username',
      'fileUploads',
    ],
  },
];
