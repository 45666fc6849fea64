import { describe, expect, it } from 'vitest';
import {
  EXPERIMENT_STATUSES,
  OFFERED_EXPERIMENT_STATUSES,
  experimentProductOf,
  experimentStatusOf,
  experimentVariantsOf,
} from './experiment';

describe('experiment statuses', () => {
  it('offers exactly RUNNING, COMPLETED, CANCELLED, DELETED and TESTING', () => {
    expect([...OFFERED_EXPERIMENT_STATUSES].sort()).toEqual(
      ['CANCELLED', 'COMPLETED', 'DELETED', 'RUNNING', 'TESTING'].sort(),
    );
    const hidden = EXPERIMENT_STATUSES.map((s) => s.name).filter(
      (name) => !OFFERED_EXPERIMENT_STATUSES.includes(name),
    );
    expect(hidden).toEqual(['DRAFT', 'PAUSED']);
  });

  it('gives each status a distinct id', () => {
    expect(new Set(EXPERIMENT_STATUSES.map((s) => s.id)).size).toBe(EXPERIMENT_STATUSES.length);
    expect(experimentStatusOf('RUNNING')).toEqual({ id: 3, name: 'RUNNING' });
  });
});

describe('experimentProductOf', () => {
  it('takes name and type from the app id and ignores a third part', () => {
    expect(experimentProductOf('MSA@Web')).toEqual({ name: 'MSA', type: 'Web' });
    expect(experimentProductOf('MSA@Android@Xamarin')).toEqual({ name: 'MSA', type: 'Android' });
  });

  it('is null for an id without a type', () => {
    expect(experimentProductOf('TVE')).toBeNull();
    expect(experimentProductOf('@Web')).toBeNull();
  });
});

describe('experimentVariantsOf', () => {
  const experiments = [
    {
      uuid: 'e1',
      variants: [
        { uuid: 'v1', name: 'control' },
        { uuid: 'v2', name: 'b' },
      ],
    },
    { uuid: 'e2', variants: [{ uuid: 'v3', name: 'control' }] },
  ];

  it('selects every variant of the chosen experiments', () => {
    expect(experimentVariantsOf(experiments, ['e2', 'e1'])).toEqual(['v1', 'v2', 'v3']);
  });

  it('clears the variants when no experiment is chosen', () => {
    expect(experimentVariantsOf(experiments, [])).toEqual([]);
  });

  it('ignores unknown experiment uuids', () => {
    expect(experimentVariantsOf(experiments, ['nope'])).toEqual([]);
  });
});
