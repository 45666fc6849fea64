import { z } from 'zod';
import { vocIdSchema, vocText } from './common';

/**
 * Voice of Customer users and their per-application permissions (spec 001 sections 3 and 6). An
 * entity is an application or group id (`entityID`); `authID` is the person's sign-in id.
 */

/** Roles a permission record may hold; an admin always has write. */
export const VOC_ROLES = ['admin', 'manager'] as const;
export type VocRole = (typeof VOC_ROLES)[number];

export const vocPermissionSchema = z
  .object({
    _id: vocIdSchema,
    authID: vocText(128).min(1),
    entityID: vocText(256).min(1),
    role: z.enum(VOC_ROLES).default('manager'),
    read: z.boolean(),
    write: z.boolean(),
    isArchived: z.boolean().default(false),
    /** The saved view the user chose as default on this entity, if any. */
    columnGroupID: vocIdSchema.nullable().default(null),
  })
  .strict()
  .superRefine((permission, ctx) => {
    if (permission.role === 'admin' && !permission.write) {
      ctx.addIssue({ code: 'custom', path: ['write'], message: 'an admin has write' });
    }
  });
export type VocPermission = z.output<typeof vocPermissionSchema>;

export const vocUserSchema = z
  .object({
    _id: vocIdSchema,
    authID: vocText(128).min(1),
    firstName: vocText(128),
    lastName: vocText(128),
    email: z.email().max(320),
    role: z.enum(VOC_ROLES),
    isArchived: z.boolean().default(false),
    permissions: z.array(vocPermissionSchema).default([]),
  })
  .strict();
export type VocUser = z.output<typeof vocUserSchema>;
