import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { ruleFormErrors } from './rule-form-errors';

const KNOWN = ['source', 'service', 'pathPattern', 'apiName'];

describe('ruleFormErrors', () => {
  it('puts each 400 problem under its field', () => {
    const error = new ApiError(400, 'bad_request', 'pathPattern: Path pattern must start with "/"', [
      { path: ['pathPattern'], message: 'Path pattern must start with "/"' },
      { path: ['apiName'], message: 'API name is required' },
    ]);
    expect(ruleFormErrors(error, KNOWN)).toEqual({
      fields: { pathPattern: 'Path pattern must start with "/"', apiName: 'API name is required' },
      form: null,
    });
  });

  it('puts a conflict under the field its message names, a refusal on the form', () => {
    const conflict = new ApiError(409, 'conflict', 'pathPattern: the quantum rules already name GET /x of S');
    expect(ruleFormErrors(conflict, KNOWN).fields.pathPattern).toBe(
      'the quantum rules already name GET /x of S',
    );
    const refused = new ApiError(403, 'forbidden', 'Your roles do not allow editing the qube mappings');
    expect(ruleFormErrors(refused, KNOWN)).toEqual({
      fields: {},
      form: 'Your roles do not allow editing the qube mappings',
    });
  });
});
