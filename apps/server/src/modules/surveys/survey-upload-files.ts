import fs from 'node:fs/promises';
import path from 'node:path';
import {
  SURVEY_MSG,
  SURVEY_UPLOAD_KINDS,
  SURVEY_UPLOAD_KIND_IDS,
  type SurveyUploadKind,
} from '@prism/domain';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import { AppError, badRequest } from '../../lib/errors';

/**
 * The files respondents upload (issue 18): where they are kept, how their kind is told from their
 * content (file-type reads the magic bytes; the name and the declared type are never trusted), how
 * their names are cleaned, and how the one `file` part of a multipart body is read within the
 * survey's size limit.
 */

/** The folder under DATA_DIR that holds the files, each named by its upload id alone. */
export const SURVEY_UPLOADS_FOLDER = 'survey-uploads';

/** Upload ids are made here (`randomUUID`); nothing else may name a file on disk. */
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The file of an upload id, or null for text that is not one (so no request path reaches the disk). */
export function surveyUploadFile(dataDir: string, uploadId: string): string | null {
  if (!UPLOAD_ID.test(uploadId)) return null;
  return path.join(dataDir, SURVEY_UPLOADS_FOLDER, uploadId);
}

/** The url an upload downloads from, as `fileUploads` and the upload record carry it. */
export function surveyUploadUrl(uploadId: string): string {
  return `/api/survey-uploads/${uploadId}/file`;
}

/** The kind of file these bytes are, among those a survey may accept, or null. */
export async function uploadKindOf(bytes: Uint8Array): Promise<SurveyUploadKind | null> {
  const detected = await fileTypeFromBuffer(bytes);
  return kindOfMime(detected?.mime);
}

/** The kind of a stored file (for its content type when downloaded), or null. */
export async function storedKindOf(file: string): Promise<SurveyUploadKind | null> {
  return kindOfMime((await fileTypeFromFile(file))?.mime);
}

function kindOfMime(mime: string | undefined): SurveyUploadKind | null {
  return SURVEY_UPLOAD_KIND_IDS.find((kind) => SURVEY_UPLOAD_KINDS[kind].mime === mime) ?? null;
}

/** Longest file name kept. */
const FILE_NAME_MAX = 200;

/**
 * A file name as a person uploaded it, made safe to store and show: the last path segment only, no
 * control characters or characters file systems refuse, no leading dots, at most 200 characters;
 * `upload.<kind>` when nothing is left.
 */
export function uploadFileName(raw: string, kind: SurveyUploadKind): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>:"|?*]+/g, '_')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, FILE_NAME_MAX)
    .trim();
  return cleaned || `upload.${kind === 'jpeg' ? 'jpg' : kind}`;
}

/** `Content-Disposition` for a download: an ASCII fallback name and the UTF-8 name (RFC 6266). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Writes a new upload's file (never over an existing one), private to the server's user. */
export async function uploadWrite(file: string, bytes: Uint8Array): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await fs.writeFile(file, bytes, { flag: 'wx', mode: 0o600 });
}

/** Removes files, leaving alone those already gone. */
export async function uploadsRemove(files: readonly string[]): Promise<void> {
  await Promise.all(files.map((file) => fs.rm(file, { force: true })));
}

/** Multipart limit errors of @fastify/multipart: another part followed the file. */
const MORE_PARTS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * Reads the one part of a multipart body, which must be a file named `file`, up to `maxBytes`
 * (413 above it). Any other part, or a second one, is a 400 ({@link SURVEY_MSG.uploadOne}); a body
 * that is not multipart is a 415.
 */
export async function multipartSingleFile(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ fileName: string; bytes: Buffer }> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'unsupported_media_type', 'Send the file as multipart/form-data');
  }
  let found: { fileName: string; bytes: Buffer } | null = null;
  try {
    // One part allowed: a second (file or field) ends the parsing with a limit error.
    for await (const part of request.parts({ limits: { parts: 1, files: 1, fileSize: maxBytes } })) {
      if (part.type !== 'file' || part.fieldname !== 'file') throw badRequest(SURVEY_MSG.uploadOne);
      found = { fileName: part.filename, bytes: await part.toBuffer() };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (MORE_PARTS.has(code)) throw badRequest(SURVEY_MSG.uploadOne);
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'payload_too_large', SURVEY_MSG.uploadTooLarge(maxBytes));
    }
    // The parser's own refusals (a truncated body, a malformed part header) are the sender's.
    throw badRequest(`The body is not a readable multipart form: ${(error as Error).message}`);
  }
  if (!found) throw badRequest(SURVEY_MSG.uploadOne);
  return found;
}
