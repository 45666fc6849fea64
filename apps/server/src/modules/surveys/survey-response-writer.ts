import { randomUUID } from 'node:crypto';
import { SURVEY_MSG, type FeedbackIngestItem } from '@prism/domain';
import type { Db, Queryable } from '../../plugins/stores';
import { AppError, notFound } from '../../lib/errors';
import type { FeedbackService } from '../voc/feedback.service';
import {
  responseDisplaysEnsure,
  responsesInsert,
  surveyStatusesForShare,
  type NewResponse,
} from './surveys.repository';

/**
 * Writes the public page's responses in groups (a group commit). A response arriving while a
 * group is being written waits for it and goes into the next transaction with every other that
 * arrived meanwhile, so under load the store sees one transaction of a few statements per group
 * instead of one per response: PGlite runs one statement at a time, and a response alone took
 * seven. A response arriving when nothing is being written waits one turn of the event loop. Each caller's
 * promise settles when its own response has committed (or was refused), so nothing acknowledged
 * is lost.
 *
 * In the transaction each response's survey is read again, locked: one closed (or deleted) since
 * its answers were checked is refused there, as the survey's state is decided by the store and
 * not by what a server last read.
 */

/** A checked response, ready to store: its feedback item, its row, the display it answers. */
export interface ResponseToWrite {
  appId: string;
  item: FeedbackIngestItem;
  response: Omit<NewResponse, 'feedbackId'>;
  /** The display the page recorded (`postSurveyDisplay`), or null. */
  displayId: string | null;
}

interface Pending extends ResponseToWrite {
  resolve(): void;
  reject(error: unknown): void;
}

/** Most responses one transaction takes. */
const GROUP_MAX = 500;

export function responseWriterCreate(db: Db, feedback: FeedbackService) {
  let queue: Pending[] = [];
  let writing = false;

  /** Writes a group; answers, per response, null once stored or the error that refused it. */
  async function writeGroup(group: readonly Pending[]): Promise<(AppError | null)[]> {
    return db.transaction(async (tx: Queryable) => {
      const statuses = await surveyStatusesForShare(tx, [...new Set(group.map((p) => p.response.surveyId))]);
      const refusals = group.map((pending) => {
        const status = statuses.get(pending.response.surveyId);
        if (status === undefined) return notFound(SURVEY_MSG.unknown);
        if (status === 'closed') return new AppError(409, 'survey_closed', SURVEY_MSG.closed);
        return null;
      });
      const kept = group.filter((_pending, index) => refusals[index] === null);
      if (kept.length === 0) return refusals;
      const items = await feedback.storeNew(
        tx,
        kept.map((pending) => ({ appId: pending.appId, input: pending.item })),
      );
      await responsesInsert(
        tx,
        kept.map((pending, index) => ({ ...pending.response, feedbackId: items[index]!._id })),
      );
      await responseDisplaysEnsure(
        tx,
        kept.map((pending) => ({
          displayId: pending.displayId,
          newId: randomUUID(),
          surveyId: pending.response.surveyId,
          ts: pending.response.ts,
        })),
      );
      return refusals;
    });
  }

  function settle(pending: Pending, refusal: AppError | null): void {
    if (refusal) pending.reject(refusal);
    else pending.resolve();
  }

  /** Writes one group (every response waiting, up to GROUP_MAX), then yields before the next. */
  async function drain(): Promise<void> {
    const group = queue.slice(0, GROUP_MAX);
    queue = queue.slice(group.length);
    try {
      const refusals = await writeGroup(group);
      group.forEach((pending, index) => settle(pending, refusals[index] ?? null));
    } catch (error) {
      if (group.length === 1) group[0]!.reject(error);
      else {
        // A response the store refuses must not take the others with it: each again, alone.
        for (const pending of group) {
          try {
            settle(pending, (await writeGroup([pending]))[0] ?? null);
          } catch (alone) {
            pending.reject(alone);
          }
        }
      }
    }
    if (queue.length > 0) setImmediate(() => void drain());
    else writing = false;
  }

  return {
    /** Stores a checked response with its feedback item; settles once it has committed. */
    write(response: ResponseToWrite): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        queue.push({ ...response, resolve, reject });
        if (writing) return;
        writing = true;
        // PGlite runs a whole transaction without giving the event loop a turn, so requests that
        // arrived meanwhile are read only between groups: the write waits one turn for them.
        setImmediate(() => void drain());
      });
    },
  };
}
export type ResponseWriter = ReturnType<typeof responseWriterCreate>;
