import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EXPORT_COLUMNS_STORAGE_KEY,
  exportColumnsRead,
  exportColumnsWrite,
  exportFileNameDefault,
} from './export-choices';

afterEach(() => vi.restoreAllMocks());

describe('the export choices', () => {
  it('remembers the columns choice, visible columns unless all were chosen', () => {
    expect(exportColumnsRead()).toBe('visible');
    exportColumnsWrite('all');
    expect(window.localStorage.getItem(EXPORT_COLUMNS_STORAGE_KEY)).toBe('all');
    expect(exportColumnsRead()).toBe('all');
    window.localStorage.setItem(EXPORT_COLUMNS_STORAGE_KEY, 'something else');
    expect(exportColumnsRead()).toBe('visible');
  });

  it('falls back to visible columns when storage cannot be read', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(exportColumnsRead()).toBe('visible');
  });

  it('names the file after the entity and the day, with characters a file cannot hold as dashes', () => {
    const day = new Date(2026, 2, 4, 9, 30);
    expect(exportFileNameDefault('DigitalSurvey@Web@portals', day)).toBe(
      'DigitalSurvey-Web-portals-feedback-2026-03-04.csv',
    );
    expect(exportFileNameDefault('  Billing / Support: East ', day)).toBe(
      'Billing-Support-East-feedback-2026-03-04.csv',
    );
    expect(exportFileNameDefault('///', day)).toBe('voice-of-customer-feedback-2026-03-04.csv');
  });
});
