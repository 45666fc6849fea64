/** The query keys of the registry's status and Helix calls, so a release can refresh what it changes. */
export const helixKeys = {
  all: ['helix'] as const,
  versions: () => [...helixKeys.all, 'versions'] as const,
  requirement: (version: string) => [...helixKeys.all, 'requirement', version] as const,
  draft: () => [...helixKeys.all, 'draft'] as const,
  decoders: (query: { latest?: boolean; decoderVersion?: string; platform?: string }) =>
    [...helixKeys.all, 'decoders', query] as const,
  report: (appIds: readonly string[], periodKey: string) =>
    [...helixKeys.all, 'report', appIds, periodKey] as const,
};
