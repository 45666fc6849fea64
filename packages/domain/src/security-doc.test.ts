import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GRAPHQL_ENDPOINTS, GRAPHQL_OPERATIONS, REST_OPERATIONS } from './operations';
import { CAPABILITY } from './roles';
import type { Access } from './operation';

const who = (access: Access) =>
  access === 'public'
    ? 'anyone'
    : access === 'signedIn'
      ? 'any valid token'
      : `\`${access}\`: ${CAPABILITY[access].join(', ')}`;

describe('docs/security.md', () => {
  const doc = fs.readFileSync(new URL('../../../docs/security.md', import.meta.url), 'utf8');
  const section = doc.slice(doc.indexOf('## Who may do what'), doc.indexOf('## Where it is enforced'));
  const rows = new Map(
    section
      .split('\n')
      .filter((line) => /^\| `[A-Za-z.-]+` \|/.test(line))
      .map((line) => {
        const cells = line.split('|').map((cell) => cell.trim());
        return [cells[1]!.replaceAll('`', ''), { call: cells[2]!, who: cells[3]! }] as const;
      }),
  );

  it('lists every declared REST operation with its call and who may call it', () => {
    for (const operation of REST_OPERATIONS) {
      expect(rows.get(operation.id), operation.id).toEqual({
        call: `\`${operation.method} ${operation.path}\``,
        who: who(operation.access),
      });
    }
  });

  it('lists every declared GraphQL field', () => {
    for (const endpoint of GRAPHQL_ENDPOINTS) {
      for (const field of GRAPHQL_OPERATIONS.filter((operation) => operation.endpoint === endpoint.id)) {
        expect(rows.get(`${endpoint.id}.${field.field}`)?.who, field.field).toBe(who(field.access));
      }
    }
  });

  it('lists nothing that is not declared', () => {
    const declared = new Set([
      ...REST_OPERATIONS.map((operation) => operation.id),
      ...GRAPHQL_OPERATIONS.map((operation) => `${operation.endpoint}.${operation.field}`),
    ]);
    expect([...rows.keys()].filter((id) => !declared.has(id))).toEqual([]);
  });
});
