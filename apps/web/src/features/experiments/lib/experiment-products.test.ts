import { describe, expect, it } from 'vitest';
import { experimentProductsOf, experimentsOffered, experimentsToggle } from './experiment-products';

describe('experimentProductsOf', () => {
  it('reads name and type from each application id, once each', () => {
    expect(
      experimentProductsOf([
        'OneApp@Roku',
        'OneApp@iOS',
        'EntitlementService@OVP@video',
        'OneApp@Roku',
        'TVE',
      ]),
    ).toEqual([
      { name: 'OneApp', type: 'Roku' },
      { name: 'OneApp', type: 'iOS' },
      { name: 'EntitlementService', type: 'OVP' },
    ]);
  });
});

describe('experimentsOffered', () => {
  it('keeps running, completed, cancelled, deleted and testing experiments only', () => {
    const of = (name: string) => ({ experimentStatus: { name } });
    const names = ['RUNNING', 'COMPLETED', 'CANCELLED', 'DELETED', 'TESTING', 'DRAFT', 'ARCHIVED', 'running'];
    expect(experimentsOffered(names.map(of)).map((entry) => entry.experimentStatus.name)).toEqual([
      'RUNNING',
      'COMPLETED',
      'CANCELLED',
      'DELETED',
      'TESTING',
      'running',
    ]);
  });
});

describe('experimentsToggle', () => {
  const known = [
    { uuid: 'e1', variants: [{ uuid: 'v1' }, { uuid: 'v2' }] },
    { uuid: 'e2', variants: [{ uuid: 'v3' }] },
  ];

  it('adds an experiment with all its variants', () => {
    expect(experimentsToggle(known, { experiments: ['e1'], variants: ['v1'] }, 'e2', true)).toEqual([
      { uuid: 'e1', variants: known[0]?.variants },
      { uuid: 'e2', variants: known[1]?.variants },
    ]);
  });

  it('removes an experiment and keeps chosen ones the list does not hold, with their variants', () => {
    expect(
      experimentsToggle(known, { experiments: ['old', 'e1'], variants: ['x1', 'x2', 'v1'] }, 'e1', false),
    ).toEqual([{ uuid: 'old', variants: [{ uuid: 'x1' }, { uuid: 'x2' }] }]);
  });
});
