import { helixVersionCompare, type HelixDecoder } from '@prism/domain';

/** How far the registry has moved on from what a decoder decodes, in one sentence. */
export function decoderLagText(
  decoder: Pick<HelixDecoder, 'helixVersion'>,
  latestHelix: string | null,
  draftChanges: number | null,
): { text: string; behind: boolean } {
  const draft =
    draftChanges && draftChanges > 0
      ? ` The draft holds ${draftChanges} unreleased ${draftChanges === 1 ? 'change' : 'changes'} beyond it.`
      : '';
  if (latestHelix === null) return { text: `Decodes ${decoder.helixVersion}.${draft}`, behind: draft !== '' };
  const order = helixVersionCompare(decoder.helixVersion, latestHelix);
  if (order < 0) {
    return { text: `Decodes ${decoder.helixVersion}; latest Helix is ${latestHelix}.${draft}`, behind: true };
  }
  return {
    text: `Decodes ${decoder.helixVersion}, the latest Helix version.${draft}`,
    behind: draft !== '',
  };
}
