/**
 * Trained categories (issue 16): training data per platform, the model versions a platform has
 * trained (metrics, the comparison with the model in use, the model itself), the confidence
 * threshold a platform's admin sets, and the "needs review" mark of an item the model in use could
 * not categorise with confidence. One model in use per platform, enforced by a partial unique index.
 */
export const VOC_MODELS_MIGRATION = `
  CREATE TABLE voc_training_data (
    id text PRIMARY KEY,
    platform_id text NOT NULL REFERENCES voc_platforms (id),
    value text NOT NULL,
    category_ids text[] NOT NULL,
    is_mock boolean NOT NULL DEFAULT false,
    source text NOT NULL CHECK (source IN ('import', 'retrain', 'reroute')),
    feedback_id text UNIQUE,
    feedback_ts bigint,
    feedback_app_id text,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX voc_training_data_platform_idx ON voc_training_data (platform_id, created_at DESC, id DESC);
  CREATE INDEX voc_training_data_categories_idx ON voc_training_data USING gin (category_ids);

  CREATE TABLE voc_models (
    id text PRIMARY KEY,
    platform_id text NOT NULL REFERENCES voc_platforms (id),
    version_name text NOT NULL,
    job_id text NOT NULL,
    in_use boolean NOT NULL DEFAULT false,
    train_date timestamptz,
    accuracy real,
    f1_score real,
    number_of_labels integer,
    train_count integer,
    test_count integer,
    category_metrics jsonb NOT NULL DEFAULT '[]',
    changed_items integer,
    checked_items integer,
    changes jsonb NOT NULL DEFAULT '[]',
    model bytea,
    created_by text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE UNIQUE INDEX voc_models_version_key ON voc_models (platform_id, lower(version_name));
  CREATE UNIQUE INDEX voc_models_in_use_key ON voc_models (platform_id) WHERE in_use;

  ALTER TABLE voc_platforms ADD COLUMN confidence_threshold real NOT NULL DEFAULT 0.5;
  ALTER TABLE voc_feedback ADD COLUMN needs_review boolean NOT NULL DEFAULT false;
  CREATE INDEX voc_feedback_needs_review_idx ON voc_feedback (app_id, ts DESC) WHERE needs_review;
`;
