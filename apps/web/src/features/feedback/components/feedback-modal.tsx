import { FEEDBACK_RESET_MS } from '@prism/domain';
import { useEffect } from 'react';
import { useSendFeedback } from '../api/send-feedback';
import { useFeedbackModal } from '../hooks/use-feedback-modal';
import { FeedbackDialog } from './feedback-dialog';

/**
 * The feedback dialog wherever the address asks for it (`openFeedbackModal`). After a successful
 * send the success screen shows for 1.5 s, then the dialog resets: it closes, emptied for next time.
 */
export function FeedbackModal() {
  const { open, close } = useFeedbackModal();
  const send = useSendFeedback();
  const { isSuccess, reset } = send;

  useEffect(() => {
    if (!isSuccess) return;
    const timer = setTimeout(() => {
      reset();
      close();
    }, FEEDBACK_RESET_MS);
    return () => clearTimeout(timer);
  }, [isSuccess, reset, close]);

  if (!open) return null;
  return (
    <FeedbackDialog
      onClose={() => {
        send.reset();
        close();
      }}
      onSend={(input) => send.mutate(input)}
      sending={send.isPending}
      sendError={send.error?.message ?? null}
      sent={isSuccess}
    />
  );
}
