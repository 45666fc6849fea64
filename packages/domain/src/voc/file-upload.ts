import { z } from 'zod';
import { vocIdSchema, vocText } from './common';

/** Files one upload may hold (spec 001 sections 5 and 9). */
export const FILE_UPLOAD_MAX_FILES = 1;

/** An uploaded file: its name as uploaded and the url it downloads from. */
export const uploadedFileSchema = z
  .object({ fileName: vocText().min(1), url: z.string().min(1).max(2000) })
  .strict();

export const fileUploadSchema = z
  .object({
    _id: vocIdSchema,
    files: z.array(uploadedFileSchema).min(1).max(FILE_UPLOAD_MAX_FILES),
  })
  .strict();
export type FileUpload = z.output<typeof fileUploadSchema>;
