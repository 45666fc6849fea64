import type { FeedbackItem, SurveyAnswer, SurveyDefinition, SurveyRespondent } from '@prism/domain';
import type { Queryable } from '../../plugins/stores';
import { categoryParents, feedbackByIdsForUpdate, feedbackUpsert } from '../voc/feedback.repository';

/**
 * The survey tool's store (migration `migration-surveys.ts`): surveys with their definition whole
 * in `doc`, responses with their checked answers, one `survey_answers` row per answer (per option
 * ticked), the public page's displays, and the uploads (`voc_file_uploads`, shared with the Voice
 * of Customer calls that read them).
 */

/** A stored survey with its response count. */
export interface StoredSurvey {
  id: string;
  appId: string;
  doc: SurveyDefinition;
  createdAt: number;
  createdBy: string;
  updatedAt: number;
  updatedBy: string;
  responseCount: number;
  lastResponseAt: number | null;
}

interface SurveyRow {
  id: string;
  app_id: string;
  doc: SurveyDefinition;
  created_at: Date | string;
  created_by: string;
  updated_at: Date | string;
  updated_by: string;
  response_count?: number | string | null;
  last_response_at?: number | string | null;
}

const msOf = (value: Date | string): number => new Date(value).getTime();

function surveyOf(row: SurveyRow): StoredSurvey {
  return {
    id: row.id,
    appId: row.app_id,
    doc: row.doc,
    createdAt: msOf(row.created_at),
    createdBy: row.created_by,
    updatedAt: msOf(row.updated_at),
    updatedBy: row.updated_by,
    // bigint and count(*) come back as strings from node-postgres.
    responseCount: Number(row.response_count ?? 0),
    lastResponseAt: row.last_response_at == null ? null : Number(row.last_response_at),
  };
}

const SURVEY_COLUMNS = `s.id, s.app_id, s.doc, s.created_at, s.created_by, s.updated_at, s.updated_by`;
const WITH_COUNTS = `${SURVEY_COLUMNS},
  (SELECT count(*) FROM survey_responses r WHERE r.survey_id = s.id) AS response_count,
  (SELECT max(r.ts) FROM survey_responses r WHERE r.survey_id = s.id) AS last_response_at`;

/** An application's surveys, newest first, with their response counts. */
export async function surveysOfApp(db: Queryable, appId: string): Promise<StoredSurvey[]> {
  const rows = await db.query<SurveyRow>(
    `SELECT ${WITH_COUNTS} FROM surveys s WHERE s.app_id = $1 ORDER BY s.created_at DESC, s.id`,
    [appId],
  );
  return rows.map(surveyOf);
}

/** One survey with its response count, or null. */
export async function surveyById(db: Queryable, id: string): Promise<StoredSurvey | null> {
  const [row] = await db.query<SurveyRow>(`SELECT ${WITH_COUNTS} FROM surveys s WHERE s.id = $1`, [id]);
  return row ? surveyOf(row) : null;
}

/** A survey as the public calls read it: its definition and its application's name and type. */
export interface PublicSurveyRow {
  id: string;
  appId: string;
  appName: string;
  appType: string;
  doc: SurveyDefinition;
}

/** One survey's definition and application, without counting its responses (the public calls). */
export async function surveyDefinitionById(db: Queryable, id: string): Promise<PublicSurveyRow | null> {
  const [row] = await db.query<{
    id: string;
    app_id: string;
    doc: SurveyDefinition;
    app_name: string | null;
    app_type: string | null;
  }>(
    `SELECT s.id, s.app_id, s.doc, a.name AS app_name, a.type AS app_type
       FROM surveys s LEFT JOIN applications a ON a.id = s.app_id WHERE s.id = $1`,
    [id],
  );
  if (!row) return null;
  // An application removed from the catalogue still names itself in its id.
  const [name = row.app_id, type = 'Web'] = row.app_id.split('@');
  return {
    id: row.id,
    appId: row.app_id,
    appName: row.app_name ?? name,
    appType: row.app_type ?? type,
    doc: row.doc,
  };
}

export async function surveyInsert(
  db: Queryable,
  survey: { id: string; appId: string; doc: SurveyDefinition; by: string; at: number },
): Promise<void> {
  await db.query(
    `INSERT INTO surveys (id, app_id, doc, status, created_at, created_by, updated_at, updated_by)
     VALUES ($1, $2, $3, $4, to_timestamp($5 / 1000.0), $6, to_timestamp($5 / 1000.0), $6)`,
    [survey.id, survey.appId, JSON.stringify(survey.doc), survey.doc.status, survey.at, survey.by],
  );
}

/** Replaces a survey's definition; false when there is no such survey. */
export async function surveyReplace(
  db: Queryable,
  survey: { id: string; doc: SurveyDefinition; by: string; at: number },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE surveys SET doc = $2, status = $3, updated_at = to_timestamp($4 / 1000.0), updated_by = $5
      WHERE id = $1 RETURNING id`,
    [survey.id, JSON.stringify(survey.doc), survey.doc.status, survey.at, survey.by],
  );
  return rows.length > 0;
}

/** True when the survey has at least one response. */
export async function surveyHasResponses(db: Queryable, id: string): Promise<boolean> {
  const [row] = await db.query<{ any: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM survey_responses WHERE survey_id = $1) AS any',
    [id],
  );
  return row?.any === true;
}

/**
 * Deletes a survey and everything its responses became: the feedback items (and the training
 * examples linked to them), the upload records, then the survey, whose responses, answers and
 * displays go with it (ON DELETE CASCADE). Answers the upload ids, whose files the caller removes
 * once this has committed. Run it in a transaction.
 */
export async function surveyDelete(db: Queryable, id: string): Promise<{ uploadIds: string[] } | null> {
  const uploads = await db.query<{ upload_id: string }>(
    'SELECT upload_id FROM survey_responses WHERE survey_id = $1 AND upload_id IS NOT NULL',
    [id],
  );
  const uploadIds = uploads.map((row) => row.upload_id);
  await db.query(
    `DELETE FROM voc_training_data WHERE feedback_id IN (SELECT feedback_id FROM survey_responses WHERE survey_id = $1)`,
    [id],
  );
  await db.query(
    'DELETE FROM voc_feedback WHERE id IN (SELECT feedback_id FROM survey_responses WHERE survey_id = $1)',
    [id],
  );
  if (uploadIds.length > 0) {
    await db.query('DELETE FROM voc_file_uploads WHERE id = ANY($1::text[])', [uploadIds]);
  }
  const deleted = await db.query('DELETE FROM surveys WHERE id = $1 RETURNING id', [id]);
  return deleted.length > 0 ? { uploadIds } : null;
}

/** The survey a response answered and what the upload page needs of the response. */
export interface StoredResponseHead {
  id: string;
  surveyId: string;
  appId: string;
  ts: number;
  feedbackId: string;
  wantsFile: boolean;
  uploadId: string | null;
  /** The uploaded file's name, once one arrived. */
  uploadedName: string | null;
  survey: SurveyDefinition;
}

/** A response with its survey, for the upload calls; null when there is no such response. */
export async function responseHeadById(db: Queryable, id: string): Promise<StoredResponseHead | null> {
  const [row] = await db.query<{
    id: string;
    survey_id: string;
    app_id: string;
    ts: number | string;
    feedback_id: string;
    wants_file: boolean;
    upload_id: string | null;
    files: { fileName: string }[] | null;
    doc: SurveyDefinition;
  }>(
    `SELECT r.id, r.survey_id, s.app_id, r.ts, r.feedback_id, r.wants_file, r.upload_id, u.files, s.doc
       FROM survey_responses r JOIN surveys s ON s.id = r.survey_id
       LEFT JOIN voc_file_uploads u ON u.id = r.upload_id
      WHERE r.id = $1`,
    [id],
  );
  if (!row) return null;
  return {
    id: row.id,
    surveyId: row.survey_id,
    appId: row.app_id,
    ts: Number(row.ts),
    feedbackId: row.feedback_id,
    wantsFile: row.wants_file,
    uploadId: row.upload_id,
    uploadedName: row.files?.[0]?.fileName ?? null,
    survey: row.doc,
  };
}

/** A new response: its row, one answer row per answer (per option ticked) and its scores. */
export interface NewResponse {
  id: string;
  surveyId: string;
  feedbackId: string;
  ts: number;
  answers: readonly SurveyAnswer[];
  respondent: SurveyRespondent;
  /** The first answer of each scored type, in the answers' own scales. */
  csat: number | null;
  nps: number | null;
  sr: boolean | null;
  starRating: number | null;
  wantsFile: boolean;
  searchText: string;
}

/**
 * The `survey_answers` rows of an answer: one per option ticked, a number for scores and yes/no. A
 * free-text answer's row keeps no text (the value is indexed, and the text lives in the response).
 */
function answerRows(answer: SurveyAnswer): { value: string; num: number | null }[] {
  switch (answer.type) {
    case 'freeText':
      return [{ value: '', num: null }];
    case 'multipleChoice':
      return (answer.value as string[]).map((value) => ({ value, num: null }));
    case 'success':
      return [{ value: answer.value ? 'yes' : 'no', num: answer.value ? 1 : 0 }];
    case 'starRating':
    case 'nps':
    case 'csat':
      return [{ value: String(answer.value), num: answer.value as number }];
    default:
      return [{ value: String(answer.value), num: null }];
  }
}

/** Stores a response and its answer rows (run it in the transaction that stores its feedback item). */
export async function responseInsert(db: Queryable, response: NewResponse): Promise<void> {
  await responsesInsert(db, [response]);
}

/**
 * Stores responses and their answer rows, two statements whatever their number: the rows as one
 * JSON parameter each, taken apart by PostgreSQL. Run it in the transaction that stores their
 * feedback items.
 */
export async function responsesInsert(db: Queryable, responses: readonly NewResponse[]): Promise<void> {
  if (responses.length === 0) return;
  await db.query(
    `INSERT INTO survey_responses
       (id, survey_id, feedback_id, ts, answers, respondent, csat, nps, sr, star_rating, wants_file, search_text)
     SELECT id, survey_id, feedback_id, ts, answers, respondent, csat, nps, sr, star_rating, wants_file, search_text
       FROM jsonb_to_recordset($1::jsonb) AS r(id text, survey_id text, feedback_id text, ts bigint, answers jsonb,
         respondent jsonb, csat smallint, nps smallint, sr boolean, star_rating smallint, wants_file boolean,
         search_text text)`,
    [
      JSON.stringify(
        responses.map((response) => ({
          id: response.id,
          survey_id: response.surveyId,
          feedback_id: response.feedbackId,
          ts: response.ts,
          answers: response.answers,
          respondent: response.respondent,
          csat: response.csat,
          nps: response.nps,
          sr: response.sr,
          star_rating: response.starRating,
          wants_file: response.wantsFile,
          search_text: response.searchText,
        })),
      ),
    ],
  );
  const rows = responses.flatMap((response) =>
    response.answers.flatMap((answer) =>
      answerRows(answer).map((row) => ({
        response_id: response.id,
        survey_id: response.surveyId,
        ts: response.ts,
        question_id: answer.questionId,
        value: row.value,
        num_value: row.num,
      })),
    ),
  );
  if (rows.length === 0) return;
  await db.query(
    `INSERT INTO survey_answers (response_id, survey_id, ts, question_id, value, num_value)
     SELECT response_id, survey_id, ts, question_id, value, num_value
       FROM jsonb_to_recordset($1::jsonb)
         AS r(response_id text, survey_id text, ts bigint, question_id text, value text, num_value real)`,
    [JSON.stringify(rows)],
  );
}

/**
 * The statuses of surveys, locked against a change until the transaction ends (on PostgreSQL a
 * survey being closed waits for the responses being written, and the other way round).
 */
export async function surveyStatusesForShare(
  db: Queryable,
  ids: readonly string[],
): Promise<Map<string, SurveyDefinition['status']>> {
  const rows = await db.query<{ id: string; status: SurveyDefinition['status'] }>(
    'SELECT id, status FROM surveys WHERE id = ANY($1::text[]) ORDER BY id FOR SHARE',
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.status]));
}

export async function displayInsert(
  db: Queryable,
  display: { id: string; surveyId: string; ts: number },
): Promise<void> {
  await db.query('INSERT INTO survey_displays (id, survey_id, ts) VALUES ($1, $2, $3)', [
    display.id,
    display.surveyId,
    display.ts,
  ]);
}

/**
 * The displays of new responses: a response whose `displayId` names a display of its survey adds
 * none; one without (or naming another survey's, or a made-up one) adds a display of its own under
 * `newId`, so the completion rate never passes 100%. One statement.
 */
export async function responseDisplaysEnsure(
  db: Queryable,
  displays: readonly { displayId: string | null; newId: string; surveyId: string; ts: number }[],
): Promise<void> {
  if (displays.length === 0) return;
  await db.query(
    `INSERT INTO survey_displays (id, survey_id, ts)
     SELECT r.new_id, r.survey_id, r.ts
       FROM jsonb_to_recordset($1::jsonb) AS r(display_id text, new_id text, survey_id text, ts bigint)
      WHERE NOT EXISTS (SELECT 1 FROM survey_displays d WHERE d.id = r.display_id AND d.survey_id = r.survey_id)`,
    [
      JSON.stringify(
        displays.map((display) => ({
          display_id: display.displayId,
          new_id: display.newId,
          survey_id: display.surveyId,
          ts: display.ts,
        })),
      ),
    ],
  );
}

/**
 * Records a response's upload: claims the response (false when a file already arrived, so the
 * caller refuses the second one), writes the upload record and links the feedback item to it.
 * Run it in a transaction.
 */
export async function uploadAttach(
  db: Queryable,
  upload: {
    responseId: string;
    uploadId: string;
    appId: string;
    feedbackId: string;
    file: { fileName: string; url: string };
  },
): Promise<boolean> {
  const claimed = await db.query(
    `UPDATE survey_responses SET upload_id = $2, updated_at = now()
      WHERE id = $1 AND upload_id IS NULL RETURNING id`,
    [upload.responseId, upload.uploadId],
  );
  if (claimed.length === 0) return false;
  await db.query('INSERT INTO voc_file_uploads (id, app_id, files) VALUES ($1, $2, $3)', [
    upload.uploadId,
    upload.appId,
    JSON.stringify([upload.file]),
  ]);
  const [stored] = await feedbackByIdsForUpdate(db, [upload.feedbackId]);
  if (stored) {
    const item: FeedbackItem = {
      ...stored.item,
      fileUploadID: upload.uploadId,
      fileUploads: [upload.file.url],
    };
    await feedbackUpsert(db, [{ appId: stored.appId, item }], await categoryParents(db));
  }
  return true;
}

/**
 * An upload record whose file the survey tool keeps (its url is `fileUrl`, which only this module
 * writes; other upload records point elsewhere), with its application.
 */
export async function surveyUploadById(
  db: Queryable,
  uploadId: string,
  fileUrl: string,
): Promise<{ appId: string; fileName: string } | null> {
  const [row] = await db.query<{ app_id: string; files: { fileName: string; url: string }[] }>(
    'SELECT app_id, files FROM voc_file_uploads WHERE id = $1',
    [uploadId],
  );
  const file = row?.files[0];
  return row && file?.url === fileUrl ? { appId: row.app_id, fileName: file.fileName } : null;
}

/** The application a survey is created for, or null when there is none. */
export async function applicationOf(
  db: Queryable,
  appId: string,
): Promise<{ id: string; name: string; type: string; kind: string } | null> {
  const [row] = await db.query<{ id: string; name: string; type: string; kind: string }>(
    'SELECT id, name, type, kind FROM applications WHERE id = $1',
    [appId],
  );
  return row ?? null;
}
