import { z } from 'zod';

/** The longest window the page asks for: 13 months (the longest relative period) and some slack. */
const MAX_SPAN_MS = 400 * 24 * 60 * 60 * 1000;

export const prismUsageQuerySchema = z
  .object({
    startMs: z.coerce.number().int().min(946_684_800_000),
    endMs: z.coerce.number().int().max(4_102_444_800_000),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .refine((query) => query.endMs > query.startMs, { message: 'endMs must be after startMs', path: ['endMs'] })
  .refine((query) => query.endMs - query.startMs <= MAX_SPAN_MS, {
    message: 'The window may span at most 400 days',
    path: ['endMs'],
  });
export type PrismUsageQuery = z.infer<typeof prismUsageQuerySchema>;
