import { surveyAggregatesSchema, surveyResponseSchema } from '@prism/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { graphqlSelection } from './graphql-selection';

describe('graphqlSelection', () => {
  it('selects every field, nested objects and lists of objects with their own fields', () => {
    const schema = z.object({
      _id: z.string(),
      tags: z.array(z.string()),
      owner: z.object({ name: z.string(), email: z.string().nullable() }).nullable(),
      items: z.array(z.object({ value: z.union([z.number(), z.string()]) })).optional(),
    });
    expect(graphqlSelection(schema)).toBe('_id tags owner { name email } items { value }');
  });

  it('reads the survey reply schemas', () => {
    expect(graphqlSelection(surveyResponseSchema)).toContain(
      'responses { questionId type label value text } respondent { device language }',
    );
    expect(graphqlSelection(surveyAggregatesSchema)).toContain(
      'nps { promoters passives detractors score } csat { satisfied share }',
    );
  });

  it('refuses a schema that is not an object', () => {
    expect(() => graphqlSelection(z.string())).toThrow(/not an object/);
  });
});
