import { z } from 'zod';

/** The object inside wrappers (nullable, optional, default, array, pipe), or null for a leaf. */
function objectOf(schema: z.ZodType): z.ZodObject | null {
  if (schema instanceof z.ZodObject) return schema;
  if (
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault ||
    schema instanceof z.ZodReadonly
  ) {
    return objectOf(schema.unwrap() as z.ZodType);
  }
  if (schema instanceof z.ZodArray) return objectOf(schema.element as z.ZodType);
  if (schema instanceof z.ZodPipe) return objectOf(schema.in as z.ZodType);
  return null;
}

/**
 * The selection set that asks a GraphQL endpoint for every field of a reply schema, nested objects
 * (and lists of them) with their own fields: `_id label options { id label }`. A document written
 * from the schema its reply is parsed with cannot ask for less than the parse needs. Unions, enums
 * and other leaves are scalars on the server, so they are selected by name.
 */
export function graphqlSelection(schema: z.ZodType): string {
  const object = objectOf(schema);
  if (!object) throw new Error('graphqlSelection: the reply schema is not an object');
  return Object.entries(object.shape)
    .map(([field, fieldSchema]) => {
      const nested = objectOf(fieldSchema as z.ZodType);
      return nested ? `${field} { ${graphqlSelection(nested)} }` : field;
    })
    .join(' ');
}
