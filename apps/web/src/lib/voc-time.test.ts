import { describe, expect, it } from 'vitest';
import { vocTimestampFormat } from './voc-time';

describe('vocTimestampFormat', () => {
  it('shows the time 7 hours back from UTC as MM/dd/yy and hh:mm a', () => {
    expect(vocTimestampFormat(Date.UTC(2026, 10, 24, 20, 5))).toEqual({
      date: '11/24/26',
      time: '01:05 PM',
    });
  });

  it('moves to the day before for times before 07:00 UTC', () => {
    expect(vocTimestampFormat(Date.UTC(2026, 0, 1, 3, 30))).toEqual({
      date: '12/31/25',
      time: '08:30 PM',
    });
  });

  it('writes midnight and noon as 12', () => {
    expect(vocTimestampFormat(Date.UTC(2026, 5, 2, 7, 0)).time).toBe('12:00 AM');
    expect(vocTimestampFormat(Date.UTC(2026, 5, 2, 19, 9)).time).toBe('12:09 PM');
  });

  it('does not follow daylight saving: the shift is 7 hours all year', () => {
    expect(vocTimestampFormat(Date.UTC(2026, 6, 1, 12, 0)).time).toBe('05:00 AM');
    expect(vocTimestampFormat(Date.UTC(2026, 11, 1, 12, 0)).time).toBe('05:00 AM');
  });
});
