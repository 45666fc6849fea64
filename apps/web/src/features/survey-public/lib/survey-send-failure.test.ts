import { SURVEY_MSG } from '@prism/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { SURVEY_SEND_OFFLINE, SURVEY_SEND_RETRY, surveySendFailure } from './survey-send-failure';

describe('surveySendFailure', () => {
  it("takes a 400's answer problems to their questions, listed or under `problems`", () => {
    const problems = [{ questionId: 'stars', message: SURVEY_MSG.scale(1, 5) }];
    expect(surveySendFailure(new ApiError(400, 'bad_request', 'x', problems))).toEqual({
      kind: 'problems',
      problems,
    });
    expect(surveySendFailure(new ApiError(400, 'bad_request', 'x', { problems }))).toEqual({
      kind: 'problems',
      problems,
    });
  });

  it("reads a schema 400's paths under answers as questions", () => {
    const details = [{ path: ['answers', 'why'], message: 'Too long' }];
    expect(surveySendFailure(new ApiError(400, 'bad_request', 'x', details))).toEqual({
      kind: 'problems',
      problems: [{ questionId: 'why', message: 'Too long' }],
    });
  });

  it('keeps the answers for a 400 it cannot place, saying what the server said', () => {
    expect(
      surveySendFailure(
        new ApiError(400, 'bad_request', 'displayId: too long', [
          { path: ['displayId'], message: 'too long' },
        ]),
      ),
    ).toEqual({
      kind: 'retry',
      message: `${SURVEY_SEND_RETRY} (displayId: too long)`,
    });
  });

  it.each([
    [409, { kind: 'closed' }],
    [404, { kind: 'unknown' }],
    [429, { kind: 'retry', message: SURVEY_MSG.rateLimited }],
    [0, { kind: 'retry', message: SURVEY_SEND_OFFLINE }],
    [503, { kind: 'retry', message: SURVEY_SEND_RETRY }],
  ])('reads a %i', (status, failure) => {
    expect(surveySendFailure(new ApiError(status, 'x', 'x'))).toEqual(failure);
  });
});
