import { JOBS_MIGRATION } from './migration-jobs';
import { VOC_MODELS_MIGRATION } from './migration-voc-models';
import { VOC_MIGRATION } from './migration-voc';
import { SURVEYS_MIGRATION } from './migration-surveys';
import { SURVEY_ROLLUP_MIGRATION } from './migration-survey-rollup';
import { HISTORY_MIGRATION } from './migration-history';
import { API_MAPPINGS_MIGRATION } from './migration-api-mappings';
import { REGISTRY_MIGRATION } from './migration-registry';
import { VOLT_MIGRATION } from './migration-volt';

/**
 * The operational store's schema, one migration per entry, shared by PGlite and PostgreSQL. A
 * migration never changes once it has landed: add a new entry instead.
 */
export const MIGRATIONS: readonly { id: number; name: string; sql: string }[] = [
  {
    id: 1,
    name: 'users, groups and applications',
    sql: `
      CREATE TABLE users (
        id text PRIMARY KEY,
        pid text NOT NULL DEFAULT '',
        first_name text NOT NULL DEFAULT '',
        last_name text NOT NULL DEFAULT '',
        roles jsonb NOT NULL DEFAULT '[]',
        favorites jsonb NOT NULL DEFAULT '[]',
        event_case_favorites jsonb NOT NULL DEFAULT '[]',
        avatar text NOT NULL DEFAULT '',
        preferred_initials text NOT NULL DEFAULT '',
        avatar_background_color text NOT NULL DEFAULT '',
        page_favorites jsonb NOT NULL DEFAULT '[]',
        group_favorites jsonb NOT NULL DEFAULT '[]',
        last_login_date timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE app_groups (
        id text PRIMARY KEY,
        name text NOT NULL,
        description text NOT NULL,
        domain text NOT NULL,
        application_ids jsonb NOT NULL,
        created_by text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX app_groups_name_key ON app_groups (lower(name));
      CREATE TABLE applications (
        id text PRIMARY KEY,
        name text NOT NULL,
        type text NOT NULL,
        tech_type text,
        domain text NOT NULL,
        data_source text NOT NULL,
        kind text NOT NULL,
        aliases jsonb NOT NULL DEFAULT '[]'
      );
    `,
  },
  {
    id: 2,
    name: 'user access log',
    sql: `
      CREATE TABLE user_access_log (
        id bigserial PRIMARY KEY,
        user_id text NOT NULL,
        tool text NOT NULL,
        operations jsonb NOT NULL,
        roles jsonb NOT NULL DEFAULT '[]',
        row_count integer,
        source text NOT NULL,
        recorded_by text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX user_access_log_user_idx ON user_access_log (user_id, created_at);
      CREATE INDEX user_access_log_tool_idx ON user_access_log (tool, created_at);
    `,
  },
  {
    id: 3,
    name: 'experiments',
    sql: `
      CREATE TABLE experiments (
        uuid text PRIMARY KEY,
        name text NOT NULL,
        status text NOT NULL,
        variants jsonb NOT NULL,
        products jsonb NOT NULL,
        start_ms bigint NOT NULL,
        end_ms bigint,
        created_ms bigint NOT NULL
      );
      CREATE INDEX experiments_start_idx ON experiments (start_ms);
    `,
  },
  {
    id: 4,
    name: 'dashboards',
    sql: `
      CREATE TABLE dashboards (
        id text PRIMARY KEY,
        owner_id text NOT NULL,
        owner_name text NOT NULL DEFAULT '',
        name text NOT NULL,
        description text NOT NULL DEFAULT '',
        shared boolean NOT NULL DEFAULT false,
        entity_id text,
        charts jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX dashboards_owner_idx ON dashboards (owner_id, updated_at);
      CREATE INDEX dashboards_shared_idx ON dashboards (shared, updated_at);
    `,
  },
  { id: 5, name: 'voice of customer', sql: VOC_MIGRATION },
  { id: 6, name: 'jobs', sql: JOBS_MIGRATION },
  { id: 7, name: 'voice of customer models', sql: VOC_MODELS_MIGRATION },
  { id: 8, name: 'survey tool', sql: SURVEYS_MIGRATION },
  { id: 9, name: 'survey summary counts', sql: SURVEY_ROLLUP_MIGRATION },
  {
    id: 10,
    name: 'change history and API-name mappings',
    sql: `${HISTORY_MIGRATION}\n${API_MAPPINGS_MIGRATION}`,
  },
  { id: 12, name: 'event-schema registry', sql: REGISTRY_MIGRATION },
  { id: 13, name: 'Volt test cases and runs', sql: VOLT_MIGRATION },
];
