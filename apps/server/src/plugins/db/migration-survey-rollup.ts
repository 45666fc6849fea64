/**
 * The survey summary's counts, kept as they happen (issue 18: the summary of 100,000 responses in
 * 300 ms). Grouping every answer row of a period took seconds on PGlite (2–3 µs a row, half a
 * million rows); `survey_rollup` holds the same counts per hour and per day of the Voice of
 * Customer zone (UTC − 7 h), so a period reads a few thousand rows: whole days, then whole hours,
 * and only its partial hours at each end from the rows themselves.
 *
 * `kind`: `r` responses, `u` responses with a file, `d` displays (question and value empty);
 * `a` answers of a question per value (a free-text answer's value is empty: its text is not a
 * category); `q` responses that answered a question; `s` the free-text answers of a question per
 * sentiment of their feedback item (empty: not yet enriched).
 *
 * Triggers keep it: inserts of responses, answers and displays add to it in one statement each
 * (whoever writes them: the public page, the demo seeder, a benchmark), a file arriving adds to
 * `u`, and the enrichment setting an item's sentiment moves its free-text answers between `s`
 * values. Rows are added to in key order, so concurrent writers on PostgreSQL lock them in the
 * same order. A survey's rows go with it (ON DELETE CASCADE). The counts already stored are added
 * up once, here. The migration also indexes the answers by response (see below).
 */
export const SURVEY_ROLLUP_TABLES = `
  -- Deleting a response (a survey's, by cascade) finds its answers by this index: without it every
  -- response deleted read the whole answer table (2,000 responses took 2 s to delete, growing with
  -- the square).
  CREATE INDEX survey_answers_response_idx ON survey_answers (response_id);

  CREATE TABLE survey_rollup (
    survey_id text NOT NULL REFERENCES surveys (id) ON DELETE CASCADE,
    step text NOT NULL CHECK (step IN ('h', 'd')),
    t bigint NOT NULL,
    kind text NOT NULL,
    question_id text NOT NULL,
    value text NOT NULL,
    n integer NOT NULL,
    PRIMARY KEY (survey_id, step, t, kind, question_id, value)
  );

  CREATE TYPE survey_rollup_event AS (
    survey_id text, ts bigint, kind text, question_id text, value text, n integer
  );

  CREATE FUNCTION survey_rollup_add(events survey_rollup_event[]) RETURNS void LANGUAGE sql AS $$
    INSERT INTO survey_rollup AS r (survey_id, step, t, kind, question_id, value, n)
    SELECT e.survey_id, s.step,
           CASE s.step WHEN 'h' THEN (e.ts / 3600000) * 3600000
                       ELSE ((e.ts - 25200000) / 86400000) * 86400000 + 25200000 END,
           e.kind, e.question_id, e.value, sum(e.n)
      FROM unnest(events) AS e CROSS JOIN (VALUES ('h'), ('d')) AS s(step)
     GROUP BY 1, 2, 3, 4, 5, 6
     ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (survey_id, step, t, kind, question_id, value) DO UPDATE SET n = r.n + excluded.n
  $$;

  -- The type of a response's answer to a question, from the answers it keeps.
  CREATE FUNCTION survey_answer_type(answers jsonb, question_id text) RETURNS text
    LANGUAGE sql IMMUTABLE AS $$
    SELECT jsonb_path_query_first(answers, '$[*] ? (@.questionId == $q).type', jsonb_build_object('q', question_id)) #>> '{}'
  $$;

  -- The counts a set of new responses adds.
  CREATE FUNCTION survey_rollup_response_events(added survey_responses[]) RETURNS survey_rollup_event[]
    LANGUAGE sql STABLE AS $$
    SELECT ARRAY(
      SELECT ROW(a.survey_id, a.ts, 'r', '', '', 1)::survey_rollup_event FROM unnest(added) AS a
      UNION ALL
      SELECT ROW(a.survey_id, a.ts, 'u', '', '', 1)::survey_rollup_event FROM unnest(added) AS a
       WHERE a.upload_id IS NOT NULL)
  $$;

  -- The counts a set of new answer rows adds (their responses and feedback items already stored).
  CREATE FUNCTION survey_rollup_answer_events(added survey_answers[]) RETURNS survey_rollup_event[]
    LANGUAGE sql STABLE AS $$
    WITH typed AS (
      SELECT a.survey_id, a.ts, a.response_id, a.question_id, a.value, f.sentiment,
             survey_answer_type(r.answers, a.question_id) AS type
        FROM unnest(added) AS a JOIN survey_responses r ON r.id = a.response_id
        LEFT JOIN voc_feedback f ON f.id = r.feedback_id)
    SELECT ARRAY(
      SELECT ROW(survey_id, ts, 'a', question_id, CASE WHEN type = 'freeText' THEN '' ELSE value END, 1)::survey_rollup_event
        FROM typed
      UNION ALL
      SELECT ROW(survey_id, ts, 'q', question_id, '', 1)::survey_rollup_event
        FROM (SELECT DISTINCT survey_id, ts, response_id, question_id FROM typed) AS answered
      UNION ALL
      SELECT ROW(survey_id, ts, 's', question_id, coalesce(sentiment, ''), 1)::survey_rollup_event
        FROM typed WHERE type = 'freeText')
  $$;

  CREATE FUNCTION survey_rollup_displays_events(added survey_displays[]) RETURNS survey_rollup_event[]
    LANGUAGE sql IMMUTABLE AS $$
    SELECT ARRAY(SELECT ROW(a.survey_id, a.ts, 'd', '', '', 1)::survey_rollup_event FROM unnest(added) AS a)
  $$;

  CREATE FUNCTION survey_rollup_responses() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM survey_rollup_add(survey_rollup_response_events(ARRAY(SELECT a::survey_responses FROM added a)));
    RETURN NULL;
  END $$;
  CREATE TRIGGER survey_rollup_responses AFTER INSERT ON survey_responses
    REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION survey_rollup_responses();

  CREATE FUNCTION survey_rollup_answers() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM survey_rollup_add(survey_rollup_answer_events(ARRAY(SELECT a::survey_answers FROM added a)));
    RETURN NULL;
  END $$;
  CREATE TRIGGER survey_rollup_answers AFTER INSERT ON survey_answers
    REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION survey_rollup_answers();

  CREATE FUNCTION survey_rollup_displays() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM survey_rollup_add(survey_rollup_displays_events(ARRAY(SELECT a::survey_displays FROM added a)));
    RETURN NULL;
  END $$;
  CREATE TRIGGER survey_rollup_displays AFTER INSERT ON survey_displays
    REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION survey_rollup_displays();

  CREATE FUNCTION survey_rollup_upload() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM survey_rollup_add(ARRAY[ROW(NEW.survey_id, NEW.ts, 'u', '', '',
      CASE WHEN NEW.upload_id IS NULL THEN -1 ELSE 1 END)::survey_rollup_event]);
    RETURN NULL;
  END $$;
  CREATE TRIGGER survey_rollup_upload AFTER UPDATE OF upload_id ON survey_responses
    FOR EACH ROW WHEN ((OLD.upload_id IS NULL) <> (NEW.upload_id IS NULL))
    EXECUTE FUNCTION survey_rollup_upload();

  -- The enrichment (or a later one) gave a survey response's feedback item its sentiment.
  CREATE FUNCTION survey_rollup_sentiment() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM survey_rollup_add(ARRAY(
      SELECT ROW(r.survey_id, r.ts, 's', e.answer->>'questionId', v.value, v.n)::survey_rollup_event
        FROM survey_responses r
        CROSS JOIN LATERAL jsonb_array_elements(r.answers) AS e(answer)
        CROSS JOIN (VALUES (coalesce(OLD.sentiment, ''), -1), (coalesce(NEW.sentiment, ''), 1)) AS v(value, n)
       WHERE r.feedback_id = NEW.id AND e.answer->>'type' = 'freeText'));
    RETURN NULL;
  END $$;
  CREATE TRIGGER survey_rollup_sentiment AFTER UPDATE OF sentiment ON voc_feedback
    FOR EACH ROW WHEN (NEW.survey_id IS NOT NULL AND OLD.sentiment IS DISTINCT FROM NEW.sentiment)
    EXECUTE FUNCTION survey_rollup_sentiment();
`;

/** Adds up the counts of what is stored (run once by migration 9, on an empty `survey_rollup`). */
export const SURVEY_ROLLUP_BACKFILL = `
  SELECT survey_rollup_add(survey_rollup_response_events(ARRAY(SELECT r FROM survey_responses r)));
  SELECT survey_rollup_add(survey_rollup_answer_events(ARRAY(SELECT a FROM survey_answers a)));
  SELECT survey_rollup_add(survey_rollup_displays_events(ARRAY(SELECT d FROM survey_displays d)));
`;

/** Migration 9: the counts' table and triggers, then what is stored added up. */
export const SURVEY_ROLLUP_MIGRATION = SURVEY_ROLLUP_TABLES + SURVEY_ROLLUP_BACKFILL;
