/** Priority levels of spec 001 section 3, most urgent first. */
export const VOC_PRIORITIES = [
  { id: 'P0', label: 'critical' },
  { id: 'P1', label: 'high' },
  { id: 'P2', label: 'medium' },
  { id: 'P3', label: 'low' },
] as const;

export type VocPriority = (typeof VOC_PRIORITIES)[number]['id'];
export const VOC_PRIORITY_IDS = VOC_PRIORITIES.map((priority) => priority.id) as [
  VocPriority,
  ...VocPriority[],
];
