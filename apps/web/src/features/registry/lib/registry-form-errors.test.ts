import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { registryFormErrors } from './registry-form-errors';

const known = ['id', 'name', 'eventType', 'appIds', 'conditions', 'conditions.0', 'conditions.1'];

describe('registryFormErrors', () => {
  it('puts a body-schema problem under its field, a condition problem under its row', () => {
    const error = new ApiError(400, 'bad_request', 'name: Too small', [
      { path: ['name'], message: 'Too small' },
      { path: ['conditions', 1, 'values', 0], message: 'Too long' },
    ]);
    expect(registryFormErrors(error, 'home_play', known)).toEqual({
      fields: { name: 'Too small', 'conditions.1': 'Too long' },
      form: null,
    });
  });

  it('reads the consistency check’s dotted paths of the edited case', () => {
    const error = new ApiError(400, 'bad_request', 'x', [
      {
        path: 'eventCases.home_play.conditions.0',
        message: 'appId is a core field; event cases cannot constrain it',
      },
      { path: 'eventCases.home_play.eventType', message: 'gone is not a defined event type' },
    ]);
    expect(registryFormErrors(error, 'home_play', known).fields).toEqual({
      'conditions.0': 'appId is a core field; event cases cannot constrain it',
      eventType: 'gone is not a defined event type',
    });
  });

  it('says at the form what names no field, and the message when there are no problems', () => {
    const other = new ApiError(400, 'bad_request', 'x', [{ path: 'eventTypes.custom', message: 'broken' }]);
    expect(registryFormErrors(other, 'home_play', known)).toEqual({ fields: {}, form: 'broken' });
    const bare = new ApiError(409, 'conflict', 'Event case home_play exists already');
    expect(registryFormErrors(bare, 'home_play', known)).toEqual({
      fields: {},
      form: 'Event case home_play exists already',
    });
  });
});
