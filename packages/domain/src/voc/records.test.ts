import { describe, expect, it } from 'vitest';
import { csvExportRecordSchema } from './csv-export';
import { fileUploadSchema } from './file-upload';
import { feedbackTrendSchema } from './trends';
import { vocPermissionSchema, vocUserSchema } from './voc-user';

const paths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('VoC users and permissions', () => {
  const permission = {
    _id: 'p1',
    authID: 'voc',
    entityID: 'Portals@Web',
    role: 'manager',
    read: true,
    write: true,
  };

  it('parse a manager with read and write on an application', () => {
    const user = vocUserSchema.parse({
      _id: 'u1',
      authID: 'voc',
      firstName: 'Vic',
      lastName: 'Oakes',
      email: 'voc@example.com',
      role: 'manager',
      permissions: [permission],
    });
    expect(user.permissions[0]).toMatchObject({ columnGroupID: null, isArchived: false });
  });

  it('refuse an admin without write, and a role outside admin and manager', () => {
    expect(paths(vocPermissionSchema.safeParse({ ...permission, role: 'admin', write: false }))).toEqual([
      'write',
    ]);
    expect(paths(vocPermissionSchema.safeParse({ ...permission, role: 'owner' }))).toEqual(['role']);
  });
});

describe('csvExportRecordSchema', () => {
  it('follows an export from queued to done', () => {
    expect(
      csvExportRecordSchema.parse({ _id: 'e1', status: 'queued', fileName: 'feedback.csv' }),
    ).toMatchObject({
      progress: 0,
      url: null,
      errorMessage: null,
    });
    const done = { _id: 'e1', status: 'done', progress: 1, fileName: 'feedback.csv', url: '/api/exports/e1' };
    expect(csvExportRecordSchema.safeParse(done).success).toBe(true);
  });

  it('refuses a finished export without a url and a failed one without a reason', () => {
    expect(paths(csvExportRecordSchema.safeParse({ _id: 'e1', status: 'done', fileName: 'f.csv' }))).toEqual([
      'url',
    ]);
    expect(
      paths(csvExportRecordSchema.safeParse({ _id: 'e1', status: 'failed', fileName: 'f.csv' })),
    ).toEqual(['errorMessage']);
  });
});

describe('fileUploadSchema', () => {
  const file = { fileName: 'screenshot.png', url: '/api/voice-of-customer/files/f1' };

  it('holds exactly one file (spec 001 section 9)', () => {
    expect(fileUploadSchema.safeParse({ _id: 'f1', files: [file] }).success).toBe(true);
    expect(paths(fileUploadSchema.safeParse({ _id: 'f1', files: [file, file] }))).toEqual(['files']);
  });
});

describe('feedbackTrendSchema', () => {
  const trend = {
    timestamp: Date.UTC(2025, 4, 12),
    feedbackCount: 10,
    internalFeedbackCount: 2,
    nullVerbatimsCount: 1,
    avgCSAT: 72.5,
    sumCSAT: 580,
    countCSAT: 8,
    avgCES: null,
    sumCES: 0,
    countCES: 0,
    NPS: 30,
    countNPS: 10,
    countPromoters: 5,
    countPassives: 3,
    countDetractors: 2,
    avgSR: 0.8,
    sumSR: 8,
    countSR: 10,
    avgStarRating: 3.5,
    sumStarRating: 14,
    countStarRating: 4,
    avgStarRatingExternal: null,
    sumStarRatingExternal: 0,
    countStarRatingExternal: 0,
    appStoreRatingCounts: [0, 1, 0, 2, 5],
    avgSentimentPositive: 0.4,
    avgSentimentNegative: 0.3,
    avgSentimentMixed: 0.1,
    avgSentimentNeutral: 0.2,
    countPositive: 4,
    countNegative: 3,
    countMixed: 1,
    countNeutral: 2,
  };

  it('parses a day of the overview, with a fractional star average', () => {
    expect(feedbackTrendSchema.parse(trend).avgStarRating).toBe(3.5);
  });

  it('refuses NPS groups that do not add up, and an NPS off −100..100', () => {
    expect(paths(feedbackTrendSchema.safeParse({ ...trend, countPassives: 4 }))).toEqual(['countNPS']);
    expect(paths(feedbackTrendSchema.safeParse({ ...trend, NPS: 130 }))).toEqual(['NPS']);
  });
});
