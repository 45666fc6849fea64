import { feedbackEvent, type FeedbackInput } from '@prism/domain';
import { useMutation } from '@tanstack/react-query';
import { trackingActive } from '../../../lib/tracking/tracking';

export const FEEDBACK_SEND_FAILED = 'Your feedback could not be sent. Please try again.';

/**
 * Sends portal feedback as the `userFeedback` tracking event (spec 000 section 7), at once rather
 * than with the next batch, and fails when the collector did not store it, so the user can retry.
 */
export async function sendFeedback(input: FeedbackInput): Promise<void> {
  const tracker = trackingActive();
  const stored = tracker ? await tracker.sendNow(feedbackEvent(input, tracker.userId)) : false;
  if (!stored) throw new Error(FEEDBACK_SEND_FAILED);
}

export const useSendFeedback = () => useMutation({ mutationFn: sendFeedback });
