import { APP_DOMAINS, APP_KINDS } from '@prism/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/**
 * `GET /api/applications` (`ApplicationsReply` of @prism/domain), checked at the boundary. Ids are not held
 * to the app-id pattern here: the list also carries the TVE entry, and a display should not fail
 * over an id the server chose to store.
 */
const applicationsReplySchema = z.object({
  applications: z.array(z.string()),
  applicationsWithAlias: z.array(z.object({ app: z.string(), alias: z.array(z.string()) })),
  applicationsByDomain: z.record(z.string(), z.array(z.string())),
  applicationsByDataSource: z.record(z.string(), z.array(z.string())),
  quantumApplicationsByClient: z.record(z.string(), z.array(z.string())),
  details: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      type: z.string(),
      techType: z.string().nullable(),
      domain: z.enum(APP_DOMAINS),
      dataSource: z.string(),
      kind: z.enum(APP_KINDS),
      aliases: z.array(z.string()),
    }),
  ),
});

export type ApplicationsList = z.infer<typeof applicationsReplySchema>;
export type ApplicationDetail = ApplicationsList['details'][number];

export async function getApplications(signal?: AbortSignal): Promise<ApplicationsList> {
  return applicationsReplySchema.parse(await apiRequest('/api/applications', { signal }));
}

export const applicationKeys = {
  all: ['applications'] as const,
  list: () => [...applicationKeys.all, 'list'] as const,
};

export const applicationsQuery = () =>
  queryOptions({
    queryKey: applicationKeys.list(),
    queryFn: ({ signal }) => getApplications(signal),
    // The catalogue changes rarely; one load per session is enough.
    staleTime: 10 * 60_000,
  });

export const useApplications = () => useQuery(applicationsQuery());
