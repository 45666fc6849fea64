import { z } from 'zod';

export const userIdParamsSchema = z.object({ id: z.string().trim().min(1).max(128) });
export const userCreateSchema = z.object({ id: z.string().trim().min(1).max(128) }).strict();
