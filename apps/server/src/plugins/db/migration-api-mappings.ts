/**
 * The API-name mapping rules (issue 19 scope item 3): service rules (host pattern → service) and
 * name rules (service, verb, path pattern, operation → API name), each of one source. The unique
 * keys are the conflicts the service answers 409 for; an absent operation is stored as '' so the
 * key covers it (NULLs never collide in a unique index).
 */
export const API_MAPPINGS_MIGRATION = `
  CREATE TABLE api_service_rules (
    id text PRIMARY KEY,
    source text NOT NULL CHECK (source IN ('quantum', 'internal', 'qube')),
    host_pattern text NOT NULL,
    service text NOT NULL,
    created_by text NOT NULL,
    updated_by text NOT NULL,
    created_at bigint NOT NULL,
    updated_at bigint NOT NULL
  );
  CREATE UNIQUE INDEX api_service_rules_key ON api_service_rules (source, host_pattern);
  CREATE TABLE api_name_rules (
    id text PRIMARY KEY,
    source text NOT NULL CHECK (source IN ('quantum', 'internal', 'qube')),
    service text NOT NULL,
    verb text NOT NULL,
    path_pattern text NOT NULL,
    operation_name text NOT NULL DEFAULT '',
    api_name text NOT NULL,
    created_by text NOT NULL,
    updated_by text NOT NULL,
    created_at bigint NOT NULL,
    updated_at bigint NOT NULL
  );
  CREATE UNIQUE INDEX api_name_rules_key ON api_name_rules (source, service, verb, path_pattern, operation_name);
`;
