/**
 * The activation method paths of spec 001 section 3: how a customer activated their service, as the
 * channels they went through. A feedback item's `activationMethod` holds the path id; the labels
 * are the spec's, word for word.
 */
export const ACTIVATION_METHOD_PATHS = [
  { id: 0, label: 'IVR/MSA' },
  { id: 1, label: 'IVR/MSA/TechMobile' },
  { id: 2, label: 'IVR/Portal' },
  { id: 3, label: 'IVR/Portal/MSA' },
  { id: 4, label: 'IVR/Portal/MSA/TechMobile' },
  { id: 5, label: 'IVR/Portal/TechMobile' },
  { id: 6, label: 'IVR/TechMobile' },
  { id: 7, label: 'IVR Only' },
  { id: 8, label: 'MSA/TechMobile' },
  { id: 9, label: 'MSA Only' },
  { id: 10, label: 'Not Applicable' },
  { id: 11, label: 'OnScreen/TechMobile' },
  { id: 12, label: 'OnScreen Only' },
  { id: 13, label: 'Portal/MSA' },
  { id: 14, label: 'Portal/MSA/TechMobile' },
  { id: 15, label: 'Portal/OnScreen' },
  { id: 16, label: 'Portal/TechMobile' },
  { id: 17, label: 'Portal Only' },
  { id: 18, label: 'TechMobile Only' },
] as const;

export type ActivationMethodPath = (typeof ACTIVATION_METHOD_PATHS)[number];
export type ActivationMethodPathId = ActivationMethodPath['id'];

/** The largest path id; ids run from 0 to this without gaps. */
export const ACTIVATION_METHOD_PATH_MAX = ACTIVATION_METHOD_PATHS.length - 1;

/** The label of a path id, or undefined for an id outside the enumeration. */
export function activationMethodPathLabel(id: number): string | undefined {
  return ACTIVATION_METHOD_PATHS.find((path) => path.id === id)?.label;
}
