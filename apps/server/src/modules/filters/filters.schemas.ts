import { periodIsValid } from '@prism/domain';
import { z } from 'zod';

const appId = z.string().trim().min(1).max(128);

/** `GET /api/prism-ui-filters`: which filter, and for data-driven ones which apps and period. */
export const filterOptionsQuerySchema = z
  .object({
    filterID: z.string().trim().min(1, 'filterID is required').max(64),
    appID: appId.optional(),
    // Bracket arrays (`appIDs[]=a&appIDs[]=b`) arrive as a list, a single one as a string.
    'appIDs[]': z.union([appId, z.array(appId).max(200)]).optional(),
    period: z.string().refine(periodIsValid, 'Invalid period supplied').default('24h'),
    environment: z.enum(['production', 'staging']).optional(),
  })
  .transform(({ 'appIDs[]': many, appID, ...rest }) => ({
    ...rest,
    appIds: [...new Set([...(appID ? [appID] : []), ...(many === undefined ? [] : [many].flat())])],
  }));
export type FilterOptionsQuery = z.infer<typeof filterOptionsQuerySchema>;
