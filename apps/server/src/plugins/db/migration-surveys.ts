/**
 * The survey tool's store (issue 18). A survey keeps its definition (the domain's
 * `SurveyDefinition`) whole in `doc`; a response keeps its checked answers (`SurveyAnswer[]`, each
 * with the question's label and type as they were) in `answers`, the feedback item it became in
 * `feedback_id` (whose enrichment and categories are the response's), and the scores the filters
 * and sorts read as columns. `survey_answers` holds one row per answer (one per option ticked), so
 * that the summary groups by question and value from an index instead of unpacking JSON.
 * `survey_displays` counts the public page's showings, for the completion rate.
 */
export const SURVEYS_MIGRATION = `
  CREATE TABLE surveys (
    id text PRIMARY KEY,
    app_id text NOT NULL,
    doc jsonb NOT NULL,
    status text NOT NULL CHECK (status IN ('open', 'closed')),
    created_at timestamptz NOT NULL DEFAULT now(),
    created_by text NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now(),
    updated_by text NOT NULL
  );
  CREATE INDEX surveys_app_idx ON surveys (app_id, created_at DESC);

  CREATE TABLE survey_responses (
    id text PRIMARY KEY,
    survey_id text NOT NULL REFERENCES surveys (id) ON DELETE CASCADE,
    feedback_id text NOT NULL,
    ts bigint NOT NULL,
    answers jsonb NOT NULL,
    respondent jsonb NOT NULL,
    created_by text,
    updated_at timestamptz NOT NULL DEFAULT now(),
    updated_by text,
    csat smallint,
    nps smallint,
    sr boolean,
    star_rating smallint,
    wants_file boolean NOT NULL DEFAULT false,
    upload_id text,
    search_text text NOT NULL DEFAULT '',
    tsv tsvector GENERATED ALWAYS AS (to_tsvector('english'::regconfig, search_text)) STORED
  );
  CREATE INDEX survey_responses_survey_ts_idx ON survey_responses (survey_id, ts DESC, id DESC)
    INCLUDE (csat, nps, sr, star_rating, upload_id, feedback_id);
  CREATE INDEX survey_responses_feedback_idx ON survey_responses (feedback_id);
  CREATE INDEX survey_responses_tsv_idx ON survey_responses USING gin (tsv);

  CREATE TABLE survey_answers (
    response_id text NOT NULL REFERENCES survey_responses (id) ON DELETE CASCADE,
    survey_id text NOT NULL,
    ts bigint NOT NULL,
    question_id text NOT NULL,
    value text NOT NULL,
    num_value real
  );
  CREATE INDEX survey_answers_survey_idx ON survey_answers (survey_id, ts, question_id, value)
    INCLUDE (num_value, response_id);

  CREATE TABLE survey_displays (
    id text PRIMARY KEY,
    survey_id text NOT NULL REFERENCES surveys (id) ON DELETE CASCADE,
    ts bigint NOT NULL
  );
  CREATE INDEX survey_displays_survey_ts_idx ON survey_displays (survey_id, ts);
`;
