import { REGISTRY_BASE_EVENT_TYPES, REGISTRY_BASE_FIELDS, REGISTRY_COMMON_FIELDS } from '@prism/domain';
import { describe, expect, it } from 'vitest';
import { schemaFieldRows, schemaSearchCreate } from './schema-search';

const rows = schemaFieldRows(REGISTRY_BASE_FIELDS, REGISTRY_BASE_EVENT_TYPES, REGISTRY_COMMON_FIELDS);
const search = schemaSearchCreate(rows);
const first = (text: string) => search(text)[0]?.field.name;

describe('the schema search', () => {
  it('lists each field with the types that carry it', () => {
    const api = rows.find((row) => row.field.name === 'apiHost');
    expect(api?.eventTypes).toEqual(['apiCall']);
    const page = rows.find((row) => row.field.name === 'pageName');
    expect(page?.common).toBe(true);
    expect(page?.eventTypes).toHaveLength(REGISTRY_BASE_EVENT_TYPES.length);
  });

  it('finds a field by its name, even mistyped, and by an enum value or its description', () => {
    expect(first('pageName')).toBe('pageName');
    expect(first('conection')).toBe('connectionType');
    expect(first('fairplay')).toBe('drmType');
    expect(search('buffering').map((row) => row.field.name)).toContain('bufferingMs');
  });

  it('keeps every field in name order without a search', () => {
    expect(search('  ')).toHaveLength(REGISTRY_BASE_FIELDS.length);
  });
});
