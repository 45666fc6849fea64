/**
 * The event-schema registry (issue 19). The draft registry is one row per field definition, event
 * type and event case, each holding its definition as JSON (the domain's zod schemas are its
 * shape) and who changed it last. `registry_state.revision` grows with every edit: editors lock
 * that row, so edits from several servers apply one after the other, and a server learns cheaply
 * whether its cached registry is stale. A Helix version freezes the whole draft as a snapshot;
 * decoder releases say which Helix version each platform's decoder reads. Schema errors are what
 * arriving events broke, counted per hour of arrival, application, event type, event case, field
 * and reason (upserted, so several servers add up).
 */
export const REGISTRY_MIGRATION = `
  CREATE TABLE registry_state (
    id integer PRIMARY KEY CHECK (id = 1),
    revision bigint NOT NULL
  );
  INSERT INTO registry_state (id, revision) VALUES (1, 0);
  CREATE TABLE registry_fields (
    name text PRIMARY KEY,
    definition jsonb NOT NULL,
    updated_at bigint NOT NULL,
    updated_by text NOT NULL
  );
  CREATE TABLE registry_event_types (
    name text PRIMARY KEY,
    definition jsonb NOT NULL,
    updated_at bigint NOT NULL,
    updated_by text NOT NULL
  );
  CREATE TABLE registry_event_cases (
    id text PRIMARY KEY,
    definition jsonb NOT NULL,
    updated_at bigint NOT NULL,
    updated_by text NOT NULL
  );
  CREATE TABLE helix_versions (
    version text PRIMARY KEY,
    major integer NOT NULL,
    minor integer NOT NULL,
    patch integer NOT NULL,
    released_at bigint NOT NULL,
    released_by text NOT NULL,
    notes text NOT NULL,
    snapshot jsonb NOT NULL
  );
  CREATE UNIQUE INDEX helix_versions_order_idx ON helix_versions (major, minor, patch);
  CREATE TABLE helix_decoders (
    platform text NOT NULL,
    decoder_version text NOT NULL,
    major integer NOT NULL,
    minor integer NOT NULL,
    patch integer NOT NULL,
    helix_version text NOT NULL REFERENCES helix_versions (version),
    released_at bigint NOT NULL,
    released_by text NOT NULL,
    notes text NOT NULL,
    PRIMARY KEY (platform, decoder_version)
  );
  CREATE INDEX helix_decoders_order_idx ON helix_decoders (platform, major DESC, minor DESC, patch DESC);
  CREATE TABLE schema_errors (
    hour_at bigint NOT NULL,
    app_id text NOT NULL,
    event_type text NOT NULL,
    event_case_id text NOT NULL,
    field text NOT NULL,
    reason text NOT NULL,
    count bigint NOT NULL,
    first_seen_at bigint NOT NULL,
    last_seen_at bigint NOT NULL,
    message text NOT NULL,
    visit_id text NOT NULL,
    PRIMARY KEY (hour_at, app_id, event_type, event_case_id, field, reason)
  );
  CREATE INDEX schema_errors_seen_idx ON schema_errors (last_seen_at);
`;
