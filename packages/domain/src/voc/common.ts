import { z } from 'zod';
import { APP_ID_PATTERN } from '../application';

/**
 * Building blocks shared by the Voice of Customer schemas. Timestamps are epoch milliseconds, as
 * in the event collector: one number sorts, compares and buckets the same way in both stores and
 * in the browser, and the display shift of spec 001 section 9 (UTC − 7 h) is applied when shown.
 */

/** Epoch milliseconds between 2000-01-01 and 2100-01-01. */
export const vocTimestampSchema = z.number().int().min(946_684_800_000).max(4_102_444_800_000);
/** A record id (`_id`): opaque text. */
export const vocIdSchema = z.string().min(1).max(64);
/** An application id, `appName@appType` (or a longer application id of the shell). */
export const vocApplicationIdSchema = z.string().regex(APP_ID_PATTERN);

export const vocText = (max = 256) => z.string().max(max);
export const vocOptText = (max = 256) => vocText(max).nullable().optional();
export const vocOptTextList = (max = 256, items = 50) => z.array(vocText(max)).max(items).optional();
export const vocOptBoolean = z.boolean().nullable().optional();
export const vocCount = z.number().int().nonnegative();
