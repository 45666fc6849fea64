import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import {
  feedbackByIdQuery,
  queueQuery,
  useTriageQueue,
  useTriageQueueCount,
  type QueueInput,
} from '../../api/triage';
import { queueStep } from './triage-queue';

export interface QueueNavigationInput {
  itemId: string;
  queue: QueueInput;
  showPII: boolean;
  enabled: boolean;
  /** Opens another item; `offset` when the window of ids moved. */
  onMove: (id: string, offset?: number) => void;
  /** Something to tell the analyst: the end of the list, a list that could not be loaded. */
  onNotice: (message: string, tone: 'info' | 'error') => void;
}

/**
 * Walking the list the item came from: where the item is in it, how long it is, and the step to
 * the next or previous item, fetching the next window of ids at a window's end. The next item is
 * fetched ahead; with no item named, the list's first is opened.
 */
export function useQueueNavigation({
  itemId,
  queue,
  showPII,
  enabled,
  onMove,
  onNotice,
}: QueueNavigationInput) {
  const client = useQueryClient();
  const ids = useTriageQueue(queue, enabled);
  const total = useTriageQueueCount(queue.variables, enabled);
  const [moving, setMoving] = useState(false);
  const list = useMemo(() => ids.data ?? [], [ids.data]);
  const index = list.indexOf(itemId);
  const steps = {
    [1]: queueStep(list, index, queue.offset, 1),
    [-1]: queueStep(list, index, queue.offset, -1),
  };
  const nextId = steps[1].id;

  useEffect(() => {
    if (itemId === '' && list[0]) onMove(list[0]);
  }, [itemId, list, onMove]);

  useEffect(() => {
    if (nextId) void client.prefetchQuery(feedbackByIdQuery(nextId, showPII));
  }, [client, nextId, showPII]);

  const step = async (direction: 1 | -1) => {
    const next = steps[direction];
    if (moving) return;
    if (next.id) return onMove(next.id);
    if (!next.window) {
      onNotice(`This is the ${direction === 1 ? 'last' : 'first'} item of the list.`, 'info');
      return;
    }
    setMoving(true);
    try {
      const window = await client.fetchQuery(queueQuery({ ...queue, offset: next.window.offset }));
      const id = window[next.window.index];
      if (id) onMove(id, next.window.offset);
    } catch (error) {
      onNotice(`Could not load the list: ${(error as Error).message}`, 'error');
    } finally {
      setMoving(false);
    }
  };

  const can = (direction: 1 | -1) => Boolean(steps[direction].id || steps[direction].window);
  return {
    /** 1-based place of the item in the list, when it is in the window held. */
    position: index >= 0 ? queue.offset + index + 1 : undefined,
    total: total.data,
    canPrevious: can(-1),
    canNext: can(1),
    moving,
    /** The list is known to hold nothing. */
    empty: ids.isSuccess && list.length === 0,
    step,
  };
}
