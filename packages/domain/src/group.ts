import { z } from 'zod';
import { MSG } from './messages';

export const GROUP_MIN_APPS = 2;

export const groupSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  applicationIDs: z.array(z.string()),
});
export type Group = z.infer<typeof groupSchema>;

/** Create and edit share one input; the server checks the apps exist and share a domain. */
export const groupInputSchema = z.object({
  name: z.string().trim().min(1, MSG.groupFieldsRequired).max(100),
  description: z.string().trim().min(1, MSG.groupFieldsRequired).max(500),
  applicationIDs: z
    .array(z.string().min(1))
    .max(200)
    .refine((ids) => new Set(ids).size >= GROUP_MIN_APPS, MSG.groupTooFewApps),
});
export type GroupInput = z.infer<typeof groupInputSchema>;
