import {
  SURVEY_MSG,
  SURVEY_UPLOAD_KINDS,
  type SurveyUploadKind,
  type SurveyUploadTarget,
} from '@prism/domain';
import { ApiError } from '../../../lib/api-client';

/** The accepted kinds' names as the page lists them: "PNG image, JPEG image, PDF document". */
export function surveyUploadKindLabels(accept: readonly string[]): string[] {
  return accept.map((kind) => SURVEY_UPLOAD_KINDS[kind as SurveyUploadKind]?.label ?? kind);
}

/** The file chooser's `accept`: the accepted kinds' media types. */
export function surveyUploadAcceptAttribute(accept: readonly string[]): string {
  return accept
    .map((kind) => SURVEY_UPLOAD_KINDS[kind as SurveyUploadKind]?.mime)
    .filter(Boolean)
    .join(',');
}

/**
 * What is wrong with the chosen files before anything is sent: exactly one file, not empty, within
 * the survey's size. The kind is the server's to judge, by the file's content.
 */
export function surveyUploadPrecheck(
  files: readonly File[],
  target: Pick<SurveyUploadTarget, 'maxBytes'>,
): string | null {
  if (files.length !== 1) return SURVEY_MSG.uploadOne;
  const [file] = files as [File];
  if (file.size === 0) return SURVEY_MSG.uploadEmpty;
  if (file.size > target.maxBytes) return SURVEY_MSG.uploadTooLarge(target.maxBytes);
  return null;
}

/** Said when the file could not be sent for a reason that may pass. */
export const SURVEY_UPLOAD_RETRY = 'The file could not be sent. Please try again.';

/**
 * The respondent's words for a refused upload: the server's own message where it sent one (413 too
 * large, 415 a kind not accepted, 409 already sent, 410 expired, 400), else the page's.
 */
export function surveyUploadFailureMessage(
  error: unknown,
  target: Pick<SurveyUploadTarget, 'maxBytes' | 'accept'>,
): string {
  if (!(error instanceof ApiError)) return SURVEY_UPLOAD_RETRY;
  const fromServer = error.code !== 'http_error' && error.status >= 400 ? error.message : null;
  switch (error.status) {
    case 413:
      return fromServer ?? SURVEY_MSG.uploadTooLarge(target.maxBytes);
    case 415:
      return fromServer ?? SURVEY_MSG.uploadType(surveyUploadKindLabels(target.accept));
    case 409:
      return fromServer ?? SURVEY_MSG.uploadDone;
    case 410:
      return fromServer ?? SURVEY_MSG.uploadExpired;
    case 404:
      return SURVEY_MSG.uploadUnknown;
    case 429:
      return SURVEY_MSG.rateLimited;
    case 400:
      return fromServer ?? SURVEY_UPLOAD_RETRY;
    default:
      return SURVEY_UPLOAD_RETRY;
  }
}
