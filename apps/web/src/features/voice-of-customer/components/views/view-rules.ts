import { VOC_MSG, columnGroupColumns, columnGroupInputSchema, type FeedbackField } from '@prism/domain';
import type { SavedView } from '../../api/views';

/** The rules of saved views (spec 001 sections 4 and 5), apart from the dialog that applies them. */

/** Why a view cannot be saved (the first of spec 001 section 5's messages that applies), or null. */
export function viewDraftProblem(name: string, columns: readonly FeedbackField[]): string | null {
  const checked = columnGroupInputSchema.safeParse({ name, columns: columnGroupColumns(columns) });
  return checked.success ? null : (checked.error.issues[0]?.message ?? VOC_MSG.viewNameRequired);
}

/** The favourite after a click on a view's star: the current favourite clears it (spec 001 section 4). */
export function favouriteAfterToggle(current: string | null, clicked: string): string | null {
  return current === clicked ? null : clicked;
}

/** Why a view cannot be deleted, or null: the default views and the view in use stay. */
export function viewUndeletableReason(view: SavedView, currentViewId: string): string | null {
  if (view.isDefault) return DEFAULT_VIEW_FIXED;
  if (view._id === currentViewId) return VOC_MSG.viewInUse;
  return null;
}

export const DEFAULT_VIEW_FIXED = 'The default views cannot be changed or deleted.';
