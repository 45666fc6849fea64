import { createContext, useContext } from 'react';

/**
 * What every cell of the reviews table needs besides its value: whether personal data may show
 * (spec 001 section 6: `customer-feedback-access` and `showPII`), whether account numbers may be
 * revealed (`transformer-decrypt`), and where a failed reveal is reported. Given once by the
 * table, so memoised cells take only their value.
 */
export interface ReviewsCellContextValue {
  personalShown: boolean;
  canDecrypt: boolean;
  onRevealError: () => void;
}

export const ReviewsCellContext = createContext<ReviewsCellContextValue>({
  personalShown: false,
  canDecrypt: false,
  onRevealError: () => undefined,
});

export const useReviewsCellContext = () => useContext(ReviewsCellContext);
