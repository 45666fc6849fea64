import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useSession } from '../../../features/auth/hooks/use-session';
import { VOC_QUERY_KEY, vocRequest } from '../../../features/voice-of-customer/api/voc-client';

/** The permission polling interval of spec 001 section 9. */
export const VOC_PERMISSION_POLL_MS = 1_800_000;

const permissionSchema = z.object({
  getUserPermissionOne: z
    .object({
      _id: z.string(),
      role: z.string(),
      read: z.boolean(),
      write: z.boolean(),
      isArchived: z.boolean(),
      columnGroupID: z.string().nullable().optional(),
    })
    .nullable(),
});

const PERMISSION_QUERY = `query Permission($authID: String, $entityID: String!) {
  getUserPermissionOne(authID: $authID, entityID: $entityID) { _id role read write isArchived columnGroupID }
}`;

/** What the signed-in user may do on the entity's feedback (spec 001 section 6). */
export interface VocPermission {
  /** Their permission record's id (`effective:…` when it comes from a group or the admin role). */
  id: string | undefined;
  read: boolean;
  write: boolean;
  admin: boolean;
  /** The saved view they chose as their default here. */
  columnGroupID: string | null;
}

const NONE: VocPermission = { id: undefined, read: false, write: false, admin: false, columnGroupID: null };

/**
 * The user's permission on an application or group, asked again every 30 minutes while the window
 * is visible and not while it is hidden (spec 001 section 4). The server enforces it on every call;
 * the pages read it to offer only what the user may do.
 */
export function useVocPermission(entityId: string) {
  const { user } = useSession();
  const query = useQuery({
    queryKey: [VOC_QUERY_KEY, 'permission', user.id, entityId],
    queryFn: async ({ signal }) => {
      const data = await vocRequest(
        PERMISSION_QUERY,
        { authID: user.id, entityID: entityId },
        permissionSchema,
        signal,
      );
      const record = data.getUserPermissionOne;
      if (!record || record.isArchived) return NONE;
      return {
        id: record._id,
        read: record.read,
        write: record.write,
        admin: record.role === 'admin',
        columnGroupID: record.columnGroupID ?? null,
      } satisfies VocPermission;
    },
    refetchInterval: VOC_PERMISSION_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: VOC_PERMISSION_POLL_MS,
  });
  return { permission: query.data ?? NONE, query };
}
