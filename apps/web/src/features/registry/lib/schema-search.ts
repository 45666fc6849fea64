import type { EventType, FieldDefinition } from '@prism/domain';
import Fuse from 'fuse.js';

/** A field definition with the event types that carry it, as the schema page lists it. */
export interface SchemaFieldRow {
  field: FieldDefinition;
  /** The types that name it (every type, for a common field). */
  eventTypes: string[];
  common: boolean;
}

/** Each field with the event types that carry it: the common fields every type, the others their own. */
export function schemaFieldRows(
  fields: readonly FieldDefinition[],
  eventTypes: readonly EventType[],
  common: readonly string[],
): SchemaFieldRow[] {
  return fields
    .map((field) => {
      const isCommon = common.includes(field.name);
      return {
        field,
        common: isCommon,
        eventTypes: isCommon
          ? eventTypes.map((type) => type.name)
          : eventTypes
              .filter((type) => type.fields.some((own) => own.name === field.name))
              .map((type) => type.name),
      };
    })
    .sort((a, b) => a.field.name.localeCompare(b.field.name));
}

/**
 * A fuzzy search over field definitions (name, description, source, data type, enum values),
 * built once per registry; an empty search keeps every row in name order, otherwise rows come
 * best match first. A wrongly typed name (`pagename`, `conection`) still finds its field.
 */
export function schemaSearchCreate(rows: readonly SchemaFieldRow[]): (search: string) => SchemaFieldRow[] {
  const fuse = new Fuse(rows, {
    keys: [
      { name: 'field.name', weight: 3 },
      { name: 'field.values', weight: 2 },
      { name: 'field.description', weight: 1 },
      { name: 'field.source', weight: 1 },
      { name: 'field.dataType', weight: 1 },
    ],
    threshold: 0.3,
    ignoreLocation: true,
    minMatchCharLength: 2,
  });
  return (search) => {
    const trimmed = search.trim();
    return trimmed ? fuse.search(trimmed).map((result) => result.item) : [...rows];
  };
}
