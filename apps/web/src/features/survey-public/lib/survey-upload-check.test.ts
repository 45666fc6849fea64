import { SURVEY_MSG } from '@prism/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import {
  SURVEY_UPLOAD_RETRY,
  surveyUploadAcceptAttribute,
  surveyUploadFailureMessage,
  surveyUploadKindLabels,
  surveyUploadPrecheck,
} from './survey-upload-check';

const file = (bytes: number) => new File([new Uint8Array(bytes)], 'a.png', { type: 'image/png' });
const target = { maxBytes: 1000, accept: ['png', 'pdf'] };

describe('surveyUploadPrecheck', () => {
  it('takes exactly one file, not empty, within the size', () => {
    expect(surveyUploadPrecheck([], target)).toBe(SURVEY_MSG.uploadOne);
    expect(surveyUploadPrecheck([file(1), file(2)], target)).toBe(SURVEY_MSG.uploadOne);
    expect(surveyUploadPrecheck([file(0)], target)).toBe(SURVEY_MSG.uploadEmpty);
    expect(surveyUploadPrecheck([file(1001)], target)).toBe(SURVEY_MSG.uploadTooLarge(1000));
    expect(surveyUploadPrecheck([file(1000)], target)).toBeNull();
  });
});

describe('the accepted kinds', () => {
  it('name them and give the chooser their media types', () => {
    expect(surveyUploadKindLabels(target.accept)).toEqual(['PNG image', 'PDF document']);
    expect(surveyUploadAcceptAttribute(target.accept)).toBe('image/png,application/pdf');
  });
});

describe('surveyUploadFailureMessage', () => {
  it("says the server's reason where it gave one", () => {
    expect(
      surveyUploadFailureMessage(new ApiError(415, 'unsupported_media_type', 'Not a PNG.'), target),
    ).toBe('Not a PNG.');
  });

  it("falls back to the page's own words for a bare status", () => {
    const bare = (status: number) =>
      surveyUploadFailureMessage(new ApiError(status, 'http_error', ''), target);
    expect(bare(413)).toBe(SURVEY_MSG.uploadTooLarge(1000));
    expect(bare(415)).toBe(SURVEY_MSG.uploadType(['PNG image', 'PDF document']));
    expect(bare(409)).toBe(SURVEY_MSG.uploadDone);
    expect(bare(410)).toBe(SURVEY_MSG.uploadExpired);
    expect(bare(404)).toBe(SURVEY_MSG.uploadUnknown);
    expect(bare(429)).toBe(SURVEY_MSG.rateLimited);
    expect(bare(500)).toBe(SURVEY_UPLOAD_RETRY);
    expect(surveyUploadFailureMessage(new ApiError(0, 'network_error', 'x'), target)).toBe(
      SURVEY_UPLOAD_RETRY,
    );
  });
});
