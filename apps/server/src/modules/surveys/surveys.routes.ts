import fs from 'node:fs';
import multipart from '@fastify/multipart';
import {
  SURVEY_LIMITS,
  createSurvey,
  deleteSurvey,
  getPublicSurvey,
  getSurvey,
  getSurveyUploadFile,
  getSurveyUploadTarget,
  listSurveys,
  postSurveyDisplay,
  postSurveyResponse,
  postSurveyUpload,
  updateSurvey,
} from '@prism/domain';
import type { FastifyInstance } from 'fastify';
import { operationRoute } from '../../lib/operations';
import { attachmentDisposition, multipartSingleFile } from './survey-upload-files';
import { surveysServiceOf } from './surveys.service';

/**
 * The survey tool's REST calls (issue 18): the builder's (survey-tool capability, gated from the
 * declarations), the public page's (no token, rate-limited per address), and the upload download.
 * The reading calls are GraphQL fields on the Voice of Customer endpoint.
 */
export async function surveysRoutes(app: FastifyInstance) {
  const surveys = await surveysServiceOf(app);
  // Multipart bodies only for the upload call (this plugin's scope), within the largest limit a
  // survey may set; each upload reads with its own survey's limit.
  await app.register(multipart, {
    limits: { fileSize: SURVEY_LIMITS.uploadBytesMax, files: 1, parts: 1, fields: 0 },
  });

  operationRoute(app, listSurveys, async ({ auth, input }) => ({
    surveys: await surveys.list(auth, input.query.applicationId),
  }));
  operationRoute(app, getSurvey, ({ auth, input }) => surveys.get(auth, input.params.id));
  operationRoute(app, createSurvey, ({ auth, input }) => surveys.create(auth, input.body));
  operationRoute(app, updateSurvey, ({ auth, input }) => surveys.update(auth, input.params.id, input.body));
  operationRoute(app, deleteSurvey, async ({ auth, input }) => {
    await surveys.remove(auth, input.params.id);
    return null;
  });

  operationRoute(app, getPublicSurvey, ({ input }) => surveys.publicGet(input.params.id));
  operationRoute(app, postSurveyDisplay, ({ input }) => surveys.display(input.params.id));
  operationRoute(app, postSurveyResponse, async ({ input, request }) => {
    const answer = await surveys.submit(input.params.id, input.body, {
      userAgent: request.headers['user-agent'],
      acceptLanguage: request.headers['accept-language'],
    });
    app.jobs.wake();
    return answer;
  });

  operationRoute(app, getSurveyUploadTarget, ({ input }) => surveys.uploadTarget(input.params.responseId));
  operationRoute(app, postSurveyUpload, async ({ input, request }) => {
    const { responseId } = input.params;
    const file = await multipartSingleFile(request, await surveys.uploadLimit(responseId));
    return surveys.upload(responseId, file);
  });
  operationRoute(app, getSurveyUploadFile, async ({ auth, input, reply }) => {
    const file = await surveys.file(auth, input.params.id);
    return reply
      .type(file.mime)
      .header('content-disposition', attachmentDisposition(file.fileName))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(fs.createReadStream(file.path));
  });
}
