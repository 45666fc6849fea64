/** A documentation section of spec 000 section 2. */
export interface DocumentationEntry {
  /** The path segment under /documentation. */
  id: string;
  title: string;
  summary: string;
}

/** The documentation entries, in the spec's order; the product's own documentation comes last. */
export const DOCUMENTATION_ENTRIES: readonly DocumentationEntry[] = [
  {
    id: 'quantum',
    title: 'Quantum Documentation',
    summary: 'The client analytics SDK: concepts and set-up.',
  },
  { id: 'quantum-libraries', title: 'Quantum Libraries', summary: 'Platform libraries and their versions.' },
  { id: 'quantum-training', title: 'Quantum Training', summary: 'Courses for instrumenting an application.' },
  { id: 'morph', title: 'Morph', summary: 'Event transformation and enrichment.' },
  { id: 'qube', title: 'Qube', summary: 'The Qube data source and its schema.' },
  { id: 'data-engineering', title: 'Data Engineering', summary: 'Pipelines, tables and data freshness.' },
  { id: 'tools-testing', title: 'Tools & Testing', summary: 'Sequence viewer, event test cases and Krypto.' },
  { id: 'metrics-ui', title: 'Metrics UI', summary: 'Reading the charts and filters of the portal.' },
  { id: 'airlytics', title: 'Airlytics', summary: 'The Airlytics data source.' },
  { id: 'data-science', title: 'Data Science', summary: 'Models, feature tables and best practice.' },
  {
    id: 'connectivity-insights',
    title: 'Connectivity Insights',
    summary: 'Network and device connectivity data.',
  },
  { id: 'source-of-truth', title: 'Source of Truth', summary: 'Which system owns which metric.' },
  { id: 'ip-video', title: 'IP Video', summary: 'Video playback analytics.' },
  { id: 'wireless-insights', title: 'Wireless Insights', summary: 'Mobile and wireless analytics.' },
  { id: 'identity', title: 'Identity', summary: 'Sign-in and account analytics.' },
  {
    id: 'ml-best-practices',
    title: 'ML Best Practices',
    summary: 'Training and evaluating models responsibly.',
  },
  { id: 'prism', title: 'Prism', summary: 'This portal: pages, roles and how to get access.' },
];

export function documentationEntryFind(id: string): DocumentationEntry | undefined {
  return DOCUMENTATION_ENTRIES.find((entry) => entry.id === id);
}
