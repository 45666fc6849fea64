import {
  FEEDBACK_COLUMN_IDS,
  FEEDBACK_COLUMN_SECTIONS,
  FEEDBACK_COLUMNS,
  type FeedbackColumn,
  type FeedbackColumnSection,
  type FeedbackField,
} from '@prism/domain';

/**
 * The reviews table's choice of columns: an ordered list of catalogue ids (a saved view keeps its
 * own order; the column picker adds a column where the catalogue has it).
 */

/** The view the table starts in: All Columns, the first default view (`getColumnGroups`, docs/api.md). */
export const REVIEWS_DEFAULT_VIEW_ID = 'default-allColumns';

const CATALOGUE_INDEX = new Map(FEEDBACK_COLUMN_IDS.map((id, index) => [id, index]));
const BY_ID = new Map(FEEDBACK_COLUMNS.map((column) => [column.id, column]));

/** The catalogue's columns grouped by section, in the spec's section order (the picker's list). */
export const REVIEWS_COLUMN_SECTIONS: readonly {
  section: FeedbackColumnSection;
  columns: FeedbackColumn[];
}[] = FEEDBACK_COLUMN_SECTIONS.map((section) => ({
  section,
  columns: FEEDBACK_COLUMNS.filter((column) => column.section === section),
}));

/** The catalogue entries of the ids, in their order; unknown ids are left out. */
export function reviewsColumnsOf(ids: readonly string[]): FeedbackColumn[] {
  return ids.flatMap((id) => BY_ID.get(id as FeedbackField) ?? []);
}

/** A view's column names as ids of the catalogue, in the view's order (unknown and repeated names dropped). */
export function reviewsColumnsFromView(names: readonly string[]): FeedbackField[] {
  return [...new Set(reviewsColumnsOf(names).map((column) => column.id))];
}

/** Adds a column before the first shown column that follows it in the catalogue, or at the end. */
function insertInCatalogueOrder(ids: readonly FeedbackField[], id: FeedbackField): FeedbackField[] {
  const rank = CATALOGUE_INDEX.get(id) ?? Infinity;
  const at = ids.findIndex((shown) => (CATALOGUE_INDEX.get(shown) ?? Infinity) > rank);
  return at === -1 ? [...ids, id] : [...ids.slice(0, at), id, ...ids.slice(at)];
}

/** Shows or hides one column. */
export function reviewsColumnsToggle(
  ids: readonly FeedbackField[],
  id: FeedbackField,
  shown: boolean,
): FeedbackField[] {
  if (!shown) return ids.filter((shownId) => shownId !== id);
  return ids.includes(id) ? [...ids] : insertInCatalogueOrder(ids, id);
}

/** Shows or hides every column of a section. */
export function reviewsColumnsToggleSection(
  ids: readonly FeedbackField[],
  section: FeedbackColumnSection,
  shown: boolean,
): FeedbackField[] {
  const inSection = FEEDBACK_COLUMNS.filter((column) => column.section === section).map(
    (column) => column.id,
  );
  return inSection.reduce((next, id) => reviewsColumnsToggle(next, id, shown), [...ids]);
}
