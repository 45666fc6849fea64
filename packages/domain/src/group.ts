import { z } from 'zod';
import { GROUP_DOMAINS } from './application';
import { MSG } from './messages';

export const GROUP_MIN_APPS = 2;

const groupDomainSchema = z.enum(GROUP_DOMAINS.map(({ domain }) => domain) as [string, ...string[]]);

export const groupSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  applicationIDs: z.array(z.string()),
  /** The one domain every application of the group belongs to. */
  domain: groupDomainSchema,
});
export type Group = z.infer<typeof groupSchema>;

/**
 * Create and edit share one input. The domain is optional: the server derives it from the
 * applications and, when one is given, checks that they all belong to it.
 */
export const groupInputSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, MSG.groupFieldsRequired)
      .max(100, 'Group name can be at most 100 characters'),
    description: z
      .string()
      .trim()
      .min(1, MSG.groupFieldsRequired)
      .max(500, 'Group description can be at most 500 characters'),
    applicationIDs: z
      .array(z.string().min(1).max(128))
      .max(200, 'A group can hold at most 200 applications')
      .transform((ids) => [...new Set(ids)])
      .refine((ids) => ids.length >= GROUP_MIN_APPS, MSG.groupTooFewApps),
    domain: groupDomainSchema.optional(),
  })
  .strict();
export type GroupInput = z.infer<typeof groupInputSchema>;
