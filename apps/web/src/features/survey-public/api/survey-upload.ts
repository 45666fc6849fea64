import {
  getSurveyUploadTarget,
  operationPath,
  postSurveyUpload,
  type OperationReply,
  type SurveyUploadTarget,
} from '@prism/domain';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { API_REPLY_UNEXPECTED, ApiError, apiCall, apiErrorOf } from '../../../lib/api-client';
import { publicSurveyKeys } from './public-survey';

/** What the upload page of a response asks for (`GET /api/public/uploads/:responseId`). */
export const surveyUploadTargetQuery = (responseId: string) =>
  queryOptions({
    queryKey: publicSurveyKeys.uploadTarget(responseId),
    queryFn: ({ signal }): Promise<SurveyUploadTarget> =>
      apiCall(getSurveyUploadTarget, { params: { responseId } }, { signal, withToken: false }),
  });

export const useSurveyUploadTarget = (responseId: string) => useQuery(surveyUploadTargetQuery(responseId));

export type SurveyUploadReceipt = OperationReply<typeof postSurveyUpload>;

function jsonOf(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return undefined;
  }
}

/**
 * Sends the response's one file as multipart/form-data, one part named `file`
 * (`POST /api/public/uploads/:responseId`). XMLHttpRequest rather than fetch, for the upload's
 * progress (`onProgress` gets the share sent, 0 to 1); refusals are {@link ApiError}s with the
 * server's message, as for every other call.
 */
export function surveyUploadPost(
  responseId: string,
  file: File,
  onProgress: (share: number) => void = () => undefined,
): Promise<SurveyUploadReceipt> {
  const path = operationPath(postSurveyUpload.path, { responseId });
  const form = new FormData();
  form.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(postSurveyUpload.method, path);
    request.setRequestHeader('accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const data = jsonOf(request.responseText);
      if (request.status < 200 || request.status >= 300) {
        reject(apiErrorOf(request.status, data));
        return;
      }
      const reply = postSurveyUpload.reply.safeParse(data);
      if (reply.success) resolve(reply.data);
      else
        reject(
          new ApiError(
            request.status,
            API_REPLY_UNEXPECTED,
            `The server's answer to POST ${postSurveyUpload.path} did not have the declared shape.`,
          ),
        );
    });
    request.addEventListener('error', () =>
      reject(new ApiError(0, 'network_error', 'The Prism server could not be reached.')),
    );
    request.send(form);
  });
}

export function useSurveyUploadSend(responseId: string, onProgress: (share: number) => void) {
  return useMutation({
    mutationFn: (file: File) => surveyUploadPost(responseId, file, onProgress),
    // A refused file is not sent again by itself; the respondent chooses what to do.
    retry: false,
  });
}
