import { describe, expect, it } from 'vitest';
import { ACTIVATION_METHOD_PATHS, activationMethodPathLabel } from './activation-method';
import { VOC_PRIORITIES } from './priority';

describe('activation method paths', () => {
  it('are the 19 paths of spec 001 section 3, ids 0 to 18 with their exact labels', () => {
    const spec =
      '0 IVR/MSA; 1 IVR/MSA/TechMobile; 2 IVR/Portal; 3 IVR/Portal/MSA; 4 IVR/Portal/MSA/TechMobile; 5 IVR/Portal/TechMobile; 6 IVR/TechMobile; 7 IVR Only; 8 MSA/TechMobile; 9 MSA Only; 10 Not Applicable; 11 OnScreen/TechMobile; 12 OnScreen Only; 13 Portal/MSA; 14 Portal/MSA/TechMobile; 15 Portal/OnScreen; 16 Portal/TechMobile; 17 Portal Only; 18 TechMobile Only';
    const expected = spec.split('; ').map((entry) => {
      const [id, ...label] = entry.split(' ');
      return { id: Number(id), label: label.join(' ') };
    });
    expect(ACTIVATION_METHOD_PATHS).toHaveLength(19);
    expect(ACTIVATION_METHOD_PATHS).toEqual(expected);
  });

  it('labels an id, and nothing outside 0 to 18', () => {
    expect(activationMethodPathLabel(7)).toBe('IVR Only');
    expect(activationMethodPathLabel(19)).toBeUndefined();
  });
});

describe('priorities', () => {
  it('are P0 critical to P3 low', () => {
    expect(VOC_PRIORITIES.map((priority) => `${priority.id} ${priority.label}`)).toEqual([
      'P0 critical',
      'P1 high',
      'P2 medium',
      'P3 low',
    ]);
  });
});
