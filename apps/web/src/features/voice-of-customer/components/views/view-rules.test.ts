import { VOC_MSG, columnGroupColumns } from '@prism/domain';
import { describe, expect, it } from 'vitest';
import type { SavedView } from '../../api/views';
import {
  DEFAULT_VIEW_FIXED,
  favouriteAfterToggle,
  viewDraftProblem,
  viewUndeletableReason,
} from './view-rules';

const own: SavedView = {
  _id: 'mine-1',
  userID: 'voc',
  name: 'Mine',
  isDefault: false,
  columns: columnGroupColumns(['timestamp']),
};

describe('the saved-view rules', () => {
  it('needs a name first, then at least one column', () => {
    expect(viewDraftProblem('   ', [])).toBe(VOC_MSG.viewNameRequired);
    expect(viewDraftProblem('Scores', [])).toBe(VOC_MSG.viewColumnsRequired);
    expect(viewDraftProblem('Scores', ['CSAT'])).toBeNull();
  });

  it('clears the favourite when the current one is starred again', () => {
    expect(favouriteAfterToggle(null, 'mine-1')).toBe('mine-1');
    expect(favouriteAfterToggle('mine-2', 'mine-1')).toBe('mine-1');
    expect(favouriteAfterToggle('mine-1', 'mine-1')).toBeNull();
  });

  it('keeps the default views and the view in use', () => {
    expect(viewUndeletableReason({ ...own, _id: 'default-details', isDefault: true }, 'mine-1')).toBe(
      DEFAULT_VIEW_FIXED,
    );
    expect(viewUndeletableReason(own, 'mine-1')).toBe(VOC_MSG.viewInUse);
    expect(viewUndeletableReason(own, 'default-reviews')).toBeNull();
  });
});
