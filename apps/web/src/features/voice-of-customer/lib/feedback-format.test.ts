import { feedbackColumnOf } from '@prism/domain';
import { describe, expect, it } from 'vitest';
import {
  feedbackCellKind,
  feedbackCellText,
  feedbackCount,
  feedbackOneDecimal,
  feedbackPercent,
  feedbackTwoDecimals,
  feedbackValueMissing,
} from './feedback-format';

const columnOf = (id: string) => {
  const column = feedbackColumnOf(id);
  if (!column) throw new Error(`no column ${id}`);
  return column;
};

describe('number formats (spec 001 section 9)', () => {
  it('gives CSAT and NPS one decimal', () => {
    expect(feedbackOneDecimal(87)).toBe('87.0');
    expect(feedbackOneDecimal(6.25)).toBe('6.3');
  });

  it('shows a success rate as a percentage with one decimal', () => {
    expect(feedbackPercent(0.875)).toBe('87.5%');
    expect(feedbackPercent(1)).toBe('100.0%');
    expect(feedbackPercent(0)).toBe('0.0%');
  });

  it('gives other scores two decimals and counts thousands separators', () => {
    expect(feedbackTwoDecimals(4)).toBe('4.00');
    expect(feedbackTwoDecimals(0.1234)).toBe('0.12');
    expect(feedbackCount(1234567)).toBe('1,234,567');
  });
});

describe('feedbackCellKind', () => {
  it('reads each column as its kind', () => {
    expect(feedbackCellKind(columnOf('timestamp'))).toBe('timestamp');
    expect(feedbackCellKind(columnOf('CSAT'))).toBe('oneDecimal');
    expect(feedbackCellKind(columnOf('NPS'))).toBe('oneDecimal');
    expect(feedbackCellKind(columnOf('SR'))).toBe('percent');
    expect(feedbackCellKind(columnOf('starRating'))).toBe('twoDecimals');
    expect(feedbackCellKind(columnOf('isReviewed'))).toBe('boolean');
    expect(feedbackCellKind(columnOf('tvService'))).toBe('boolean');
    expect(feedbackCellKind(columnOf('encAccountNumber'))).toBe('accountNumber');
    expect(feedbackCellKind(columnOf('pageName'))).toBe('text');
  });
});

describe('feedbackCellText', () => {
  it('formats each plain kind', () => {
    expect(feedbackCellText('timestamp', Date.UTC(2026, 10, 24, 20, 5))).toBe('11/24/26 01:05 PM');
    expect(feedbackCellText('oneDecimal', 90)).toBe('90.0');
    expect(feedbackCellText('percent', 0.5)).toBe('50.0%');
    expect(feedbackCellText('twoDecimals', 3)).toBe('3.00');
    expect(feedbackCellText('twoDecimalsList', [1, 0.004])).toBe('1.00, 0.00');
    expect(feedbackCellText('boolean', true)).toBe('Yes');
    expect(feedbackCellText('boolean', false)).toBe('No');
    expect(feedbackCellText('list', ['Internet', 'TV'])).toBe('Internet, TV');
    expect(feedbackCellText('activationMethod', 9)).toBe('MSA Only');
  });

  it('shows the cqe sources as Quantum and others as they are', () => {
    expect(feedbackCellText('source', 'cqe')).toBe('Quantum');
    expect(feedbackCellText('source', 'cqeInternal')).toBe('Quantum');
    expect(feedbackCellText('source', 'digital-survey')).toBe('digital-survey');
  });

  it('names applied categories with their manual category', () => {
    expect(
      feedbackCellText('appliedCategories', [
        { _id: 'a', category: 'Billing', manualCategory: 'Late fee' },
        { _id: 'b', category: 'Service', manualCategory: null },
      ]),
    ).toBe('Billing › Late fee, Service');
  });

  it('gives null for a missing value, which the cell shows as an em-dash', () => {
    expect(feedbackCellText('text', null)).toBeNull();
    expect(feedbackCellText('list', [])).toBeNull();
    expect(feedbackValueMissing('')).toBe(true);
    expect(feedbackValueMissing(0)).toBe(false);
    expect(feedbackValueMissing(false)).toBe(false);
  });
});
