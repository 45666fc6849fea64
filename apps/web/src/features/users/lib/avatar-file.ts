import { AVATAR_MAX_BYTES, MSG, avatarProblem } from '@prism/domain';

export type AvatarFileResult = { dataUrl: string; problem: null } | { dataUrl: null; problem: string };

function dataUrlRead(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * Reads a chosen file as an avatar: the spec's message (spec 000 section 5) when it is not an image
 * or is larger than 1,000,000 bytes, otherwise its data URL. Type and size are checked before
 * reading, so a large file is never loaded; the data URL is then checked as the server will.
 */
export async function avatarFileRead(file: File): Promise<AvatarFileResult> {
  if (!file.type.startsWith('image/')) return { dataUrl: null, problem: MSG.avatarNotImage };
  if (file.size > AVATAR_MAX_BYTES) return { dataUrl: null, problem: MSG.avatarTooLarge };
  const dataUrl = await dataUrlRead(file);
  const problem = avatarProblem(dataUrl);
  return problem ? { dataUrl: null, problem } : { dataUrl, problem: null };
}
