import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import {
  SURVEY_MSG,
  SURVEY_UPLOAD_KINDS,
  SURVEY_UPLOAD_WINDOW_MS,
  roleCan,
  surveyAnswersCheck,
  surveyFeedbackScores,
  surveyPublicPath,
  surveyUploadPath,
  surveyVisibleQuestions,
  type FeedbackIngestItem,
  type PublicSurvey,
  type Survey,
  type SurveyAnswer,
  type SurveyDefinition,
  type SurveyQuestion,
  type SurveySubmission,
  type SurveyUploadTarget,
  type surveyCreateSchema,
} from '@prism/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AuthUser } from '../../plugins/auth';
import type { Db } from '../../plugins/stores';
import { requireCapability } from '../../lib/authz';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { kryptoCipherCreate, kryptoKeyLoad } from '../krypto/krypto.cipher';
import { createFeedbackService, enrichmentEnqueue, type FeedbackService } from '../voc/feedback.service';
import { vocAccessOf } from '../voc/voc-access';
import { respondentOf } from './survey-respondent';
import {
  storedKindOf,
  surveyUploadFile,
  surveyUploadUrl,
  uploadFileName,
  uploadKindOf,
  uploadWrite,
  uploadsRemove,
} from './survey-upload-files';
import {
  applicationOf,
  displayInsert,
  responseHeadById,
  surveyById,
  surveyDefinitionById,
  surveyDelete,
  surveyHasResponses,
  surveyInsert,
  surveyReplace,
  surveyUploadById,
  uploadAttach,
  surveysOfApp,
  type PublicSurveyRow,
  type StoredResponseHead,
  type StoredSurvey,
} from './surveys.repository';
import { responseWriterCreate } from './survey-response-writer';

/**
 * The survey tool (issue 18): building surveys (the survey-tool capability, prism-admin or
 * mse-user), the public page's calls (no caller: a respondent is anonymous), and the files
 * respondents upload. A response is stored with the feedback item it becomes in one transaction,
 * through the feedback service's own path, so the enrichment job gives it sentiment, keywords and
 * the trained categories like any other item.
 */

export interface SurveysDeps {
  db: Db;
  feedback: FeedbackService;
  /** DATA_DIR: uploads are kept under `survey-uploads/`. */
  dataDir: string;
  now?: () => number;
}

/** What the public page's call carries besides the answers. */
export interface SubmitMeta {
  userAgent?: string;
  acceptLanguage?: string;
  /** When the response was given (the demo seeder's past responses); now by default. */
  now?: number;
}

const closedError = () => new AppError(409, 'survey_closed', SURVEY_MSG.closed);
const unknownSurvey = () => notFound(SURVEY_MSG.unknown);

/**
 * How long the public calls reuse a survey they read: a survey is read on every showing and every
 * response, and reading it was a third of a response's time. A change made through this server
 * is seen at once (it forgets the survey); one made through another server within this time.
 * Whether a survey is still open when a response is written is read again in the write itself.
 */
const PUBLIC_SURVEY_TTL_MS = 2_000;
const PUBLIC_SURVEY_CACHE_MAX = 1_000;

/** A stored survey as the survey-tool pages read it. */
function surveyAnswerOf(stored: StoredSurvey): Survey {
  return {
    _id: stored.id,
    applicationId: stored.appId,
    title: stored.doc.title,
    description: stored.doc.description,
    questions: stored.doc.questions,
    thankYouText: stored.doc.thankYouText,
    status: stored.doc.status,
    publicPath: surveyPublicPath(stored.id),
    responseCount: stored.responseCount,
    lastResponseAt: stored.lastResponseAt,
    createdAt: stored.createdAt,
    createdBy: stored.createdBy,
    updatedAt: stored.updatedAt,
    updatedBy: stored.updatedBy,
  };
}

/** The survey's file question, when it has one. */
function fileQuestionOf(questions: readonly SurveyQuestion[]) {
  return questions.find(
    (question): question is Extract<SurveyQuestion, { type: 'fileUpload' }> => question.type === 'fileUpload',
  );
}

/** The first answer of a type: the response's score columns read it (in the answers' own scales). */
function firstValue(answers: readonly SurveyAnswer[], type: SurveyAnswer['type']) {
  return answers.find((answer) => answer.type === type)?.value;
}

/**
 * Questions whose type changed while answers exist: their stored answers would be read under the
 * wrong scale (an NPS 9 counted as a CSAT 9). A changed question takes a new key instead.
 */
function retypedQuestion(before: SurveyDefinition, after: SurveyDefinition): number {
  const typeOf = new Map(before.questions.map((question) => [question.id, question.type]));
  return after.questions.findIndex((question) => {
    const type = typeOf.get(question.id);
    return type !== undefined && type !== question.type;
  });
}

export function createSurveysService(deps: SurveysDeps) {
  const { db, feedback, dataDir } = deps;
  const clock = deps.now ?? Date.now;
  const writer = responseWriterCreate(db, feedback);
  const publicCache = new Map<string, { at: number; survey: PublicSurveyRow }>();

  /** A survey as the public calls read it, reused for a moment (see PUBLIC_SURVEY_TTL_MS). */
  async function publicSurvey(surveyId: string): Promise<PublicSurveyRow | null> {
    const cached = publicCache.get(surveyId);
    if (cached && Date.now() - cached.at < PUBLIC_SURVEY_TTL_MS) return cached.survey;
    const survey = await surveyDefinitionById(db, surveyId);
    // An unknown survey is not remembered: it may be created on another server a moment later.
    if (!survey) return null;
    if (publicCache.size >= PUBLIC_SURVEY_CACHE_MAX) publicCache.clear();
    publicCache.set(surveyId, { at: Date.now(), survey });
    return survey;
  }

  /** The survey-tool application a survey is made for: 404 unknown, 400 another kind. */
  async function requireSurveyApp(appId: string) {
    const app = await applicationOf(db, appId);
    if (!app) throw notFound(`applicationId: there is no application ${appId}`);
    if (app.kind !== 'surveyTool') {
      throw badRequest(`applicationId: ${appId} is not a survey-tool application`, {
        field: 'applicationId',
        reason: 'not a survey-tool application',
      });
    }
    return app;
  }

  async function storedSurvey(surveyId: string): Promise<StoredSurvey> {
    const stored = await surveyById(db, surveyId);
    if (!stored) throw notFound(`There is no survey ${surveyId}`);
    return stored;
  }

  /** An open survey for the public calls: 404 unknown, 409 closed. */
  async function openSurvey(surveyId: string) {
    const survey = await publicSurvey(surveyId);
    if (!survey) throw unknownSurvey();
    if (survey.doc.status === 'closed') throw closedError();
    return survey;
  }

  /** A response's upload as the upload page sees it: 404 unknown, 409 not asked. */
  async function uploadHead(responseId: string) {
    const head = await responseHeadById(db, responseId);
    if (!head) throw notFound(SURVEY_MSG.uploadUnknown);
    const question = fileQuestionOf(head.survey.questions);
    // A file question hidden by its show-if logic did not ask this respondent for a file.
    if (!question || !head.wantsFile) throw new AppError(409, 'upload_not_asked', SURVEY_MSG.uploadNotAsked);
    return { head, question };
  }

  /** 409 when a file arrived already, 410 once the upload window has passed. */
  function requireUploadable(head: StoredResponseHead, now: number): void {
    if (head.uploadId !== null) throw new AppError(409, 'upload_done', SURVEY_MSG.uploadDone);
    if (now - head.ts > SURVEY_UPLOAD_WINDOW_MS) {
      throw new AppError(410, 'upload_expired', SURVEY_MSG.uploadExpired);
    }
  }

  return {
    /** listSurveys: an application's surveys, newest first. */
    async list(auth: AuthUser, applicationId: string): Promise<Survey[]> {
      requireCapability(auth, 'surveyTool');
      await requireSurveyApp(applicationId);
      return (await surveysOfApp(db, applicationId)).map(surveyAnswerOf);
    },

    /** getSurvey. */
    async get(auth: AuthUser, surveyId: string): Promise<Survey> {
      requireCapability(auth, 'surveyTool');
      return surveyAnswerOf(await storedSurvey(surveyId));
    },

    /** createSurvey: only for a survey-tool application; the id is random and unguessable. */
    async create(auth: AuthUser, input: z.output<typeof surveyCreateSchema>): Promise<Survey> {
      requireCapability(auth, 'surveyTool');
      await requireSurveyApp(input.applicationId);
      const id = randomUUID();
      await surveyInsert(db, { id, appId: input.applicationId, doc: input.survey, by: auth.id, at: clock() });
      return surveyAnswerOf(await storedSurvey(id));
    },

    /**
     * updateSurvey: texts, questions, open or closed. Answers already given keep the label and type
     * they were given under, so removing or rewording a question leaves them readable; a question
     * that has answers keeps its type.
     */
    async update(auth: AuthUser, surveyId: string, input: SurveyDefinition): Promise<Survey> {
      requireCapability(auth, 'surveyTool');
      const before = await storedSurvey(surveyId);
      const retyped = retypedQuestion(before.doc, input);
      if (retyped >= 0 && (await surveyHasResponses(db, surveyId))) {
        const question = input.questions[retyped]!;
        throw badRequest(
          `questions.${retyped}.type: ${question.id} has answers as another type; add a new question instead`,
          { field: `questions.${retyped}.type`, reason: 'the question has answers as another type' },
        );
      }
      if (!(await surveyReplace(db, { id: surveyId, doc: input, by: auth.id, at: clock() }))) {
        throw notFound(`There is no survey ${surveyId}`);
      }
      publicCache.delete(surveyId);
      return surveyAnswerOf(await storedSurvey(surveyId));
    },

    /**
     * deleteSurvey: the survey, its responses, the feedback items they became and their upload
     * records in one transaction; the files once it has committed.
     */
    async remove(auth: AuthUser, surveyId: string): Promise<void> {
      requireCapability(auth, 'surveyTool');
      const deleted = await db.transaction((tx) => surveyDelete(tx, surveyId));
      publicCache.delete(surveyId);
      if (!deleted) throw notFound(`There is no survey ${surveyId}`);
      await uploadsRemove(deleted.uploadIds.flatMap((uploadId) => surveyUploadFile(dataDir, uploadId) ?? []));
    },

    /** getPublicSurvey: the survey without its bookkeeping; a closed one without its questions. */
    async publicGet(surveyId: string): Promise<PublicSurvey> {
      const survey = await publicSurvey(surveyId);
      if (!survey) throw unknownSurvey();
      const { title, description, status, questions, thankYouText } = survey.doc;
      return {
        _id: survey.id,
        title,
        description,
        status,
        questions: status === 'closed' ? [] : questions,
        thankYouText,
      };
    },

    /** postSurveyDisplay: one showing of an open survey, for the completion rate. */
    async display(surveyId: string, now = clock()): Promise<{ displayId: string }> {
      await openSurvey(surveyId);
      const displayId = randomUUID();
      await displayInsert(db, { id: displayId, surveyId, ts: now });
      return { displayId };
    },

    /**
     * postSurveyResponse: checks the answers against the survey (400 naming the first problem, with
     * every problem in `details`), then stores in one transaction the response, its answer rows and
     * the feedback item of the survey's application, enrichment queued with it (with the responses
     * written at the same moment: `survey-response-writer.ts`). A response without a display of
     * its own (the page's display call failed, or another client answered) counts one, so the
     * completion rate never passes 100%.
     */
    async submit(
      surveyId: string,
      submission: SurveySubmission,
      meta: SubmitMeta = {},
    ): Promise<{ _id: string; thankYouText: string; uploadPath: string | null }> {
      const survey = await openSurvey(surveyId);
      const { questions } = survey.doc;
      const check = surveyAnswersCheck(questions, submission.answers);
      if (!check.ok) {
        const [first] = check.problems;
        throw badRequest(`answers.${first!.questionId}: ${first!.message}`, check.problems);
      }
      const answers = check.answers;
      const ts = meta.now ?? clock();
      const respondent = respondentOf(meta);
      const wantsFile = surveyVisibleQuestions(questions, submission.answers).some(
        (question) => question.type === 'fileUpload',
      );
      const scores = surveyFeedbackScores(answers);
      const item: FeedbackIngestItem = {
        source: 'surveyTool',
        timestamp: ts,
        appName: survey.appName,
        appType: survey.appType,
        surveyID: survey.id,
        CSAT: scores.CSAT,
        NPS: scores.NPS,
        starRating: scores.starRating,
        SR: scores.SR,
        verbatim: scores.verbatim || null,
        language: respondent.language,
        ...(respondent.device === 'unknown'
          ? {}
          : { deviceFormFactor: respondent.device, isMobileUser: respondent.device === 'mobile' }),
      } as FeedbackIngestItem;
      const csat = firstValue(answers, 'csat');
      const nps = firstValue(answers, 'nps');
      const success = firstValue(answers, 'success');
      const star = firstValue(answers, 'starRating');
      const responseId = randomUUID();
      await writer.write({
        appId: survey.appId,
        item,
        displayId: submission.displayId ?? null,
        response: {
          id: responseId,
          surveyId,
          ts,
          answers,
          respondent,
          csat: typeof csat === 'number' ? csat : null,
          nps: typeof nps === 'number' ? nps : null,
          sr: typeof success === 'boolean' ? success : null,
          starRating: typeof star === 'number' ? star : null,
          wantsFile,
          searchText: scores.verbatim,
        },
      });
      return {
        _id: responseId,
        thankYouText: survey.doc.thankYouText,
        uploadPath: wantsFile ? surveyUploadPath(responseId) : null,
      };
    },

    /**
     * getSurveyUploadTarget: what the upload page asks for. A response whose file arrived answers
     * its name; one past its window without a file is 410.
     */
    async uploadTarget(responseId: string, now = clock()): Promise<SurveyUploadTarget> {
      const { head, question } = await uploadHead(responseId);
      if (head.uploadId === null) requireUploadable(head, now);
      return {
        responseId: head.id,
        surveyTitle: head.survey.title,
        label: question.label,
        help: question.help,
        required: question.required,
        maxBytes: question.maxBytes,
        accept: question.accept,
        uploaded: head.uploadedName,
      };
    },

    /** The size limit of a response's upload, once it may take one (before its body is read). */
    async uploadLimit(responseId: string, now = clock()): Promise<number> {
      const { head, question } = await uploadHead(responseId);
      requireUploadable(head, now);
      return question.maxBytes;
    },

    /**
     * postSurveyUpload: the response's one file, its kind told from its content among those the
     * question accepts, kept under DATA_DIR by a new upload id; the upload record and the feedback
     * item's `fileUploadID` and `fileUploads` are written in one transaction that also claims the
     * response, so of two files sent at once one is kept and the other refused.
     */
    async upload(
      responseId: string,
      file: { fileName: string; bytes: Buffer },
      now = clock(),
    ): Promise<{ fileName: string; size: number }> {
      const { head, question } = await uploadHead(responseId);
      requireUploadable(head, now);
      if (file.bytes.length === 0) throw badRequest(SURVEY_MSG.uploadEmpty);
      if (file.bytes.length > question.maxBytes) {
        throw new AppError(413, 'payload_too_large', SURVEY_MSG.uploadTooLarge(question.maxBytes));
      }
      const kind = await uploadKindOf(file.bytes);
      if (!kind || !question.accept.includes(kind)) {
        throw new AppError(
          415,
          'unsupported_media_type',
          SURVEY_MSG.uploadType(question.accept.map((accepted) => SURVEY_UPLOAD_KINDS[accepted].label)),
        );
      }
      const uploadId = randomUUID();
      const path = surveyUploadFile(dataDir, uploadId)!;
      const fileName = uploadFileName(file.fileName, kind);
      await uploadWrite(path, file.bytes);
      let attached = false;
      try {
        attached = await db.transaction((tx) =>
          uploadAttach(tx, {
            responseId,
            uploadId,
            appId: head.appId,
            feedbackId: head.feedbackId,
            file: { fileName, url: surveyUploadUrl(uploadId) },
          }),
        );
      } finally {
        if (!attached) await uploadsRemove([path]);
      }
      if (!attached) throw new AppError(409, 'upload_done', SURVEY_MSG.uploadDone);
      return { fileName, size: file.bytes.length };
    },

    /**
     * getSurveyUploadFile: an uploaded file for the survey tool's users and the Voice of Customer
     * readers of its application (403 for others); its content type is the kind its bytes are.
     */
    async file(auth: AuthUser, uploadId: string): Promise<{ path: string; fileName: string; mime: string }> {
      const path = surveyUploadFile(dataDir, uploadId);
      const upload = path ? await surveyUploadById(db, uploadId, surveyUploadUrl(uploadId)) : null;
      if (!path || !upload || !fs.existsSync(path)) throw notFound(`There is no uploaded file ${uploadId}`);
      const allowed =
        roleCan(auth.roles, 'surveyTool') ||
        (roleCan(auth.roles, 'voiceOfCustomer') && (await vocAccessOf(db, auth)).canRead(upload.appId));
      if (!allowed) throw forbidden(`You may not read the files of ${upload.appId}`);
      const kind = await storedKindOf(path);
      return {
        path,
        fileName: upload.fileName,
        mime: kind ? SURVEY_UPLOAD_KINDS[kind].mime : 'application/octet-stream',
      };
    },
  };
}
export type SurveysService = ReturnType<typeof createSurveysService>;

/**
 * The survey service of a built server, on its own feedback service (its Krypto key and the
 * enrichment queue): what the routes and the demo seeder (with a clock in the past) both call.
 */
export async function surveysServiceOf(
  app: FastifyInstance,
  options: { now?: () => number } = {},
): Promise<SurveysService> {
  const feedback = createFeedbackService({
    db: app.db,
    cipher: kryptoCipherCreate(await kryptoKeyLoad(app.config)),
    enqueueEnrichment: enrichmentEnqueue,
  });
  return createSurveysService({ db: app.db, feedback, dataDir: app.config.dataDir, now: options.now });
}
