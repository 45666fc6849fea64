import { z } from 'zod';
import { MSG, favoriteLimitMessage } from './messages';

/** At most this many favourite applications, groups and pages each (spec 000 section 9). */
export const FAVORITES_LIMIT = 5;
/** Largest avatar image, in bytes of the decoded image. */
export const AVATAR_MAX_BYTES = 1_000_000;
export const INITIALS_MAX = 3;

export const pageFavoriteSchema = z.object({
  _id: z.string().min(1).max(64),
  title: z.string().trim().min(1, MSG.favoriteNameEmpty).max(120),
  url: z.string().min(1).max(2000),
  description: z.string().max(500).default(''),
  pageName: z.string().max(200).default(''),
  appOrGroupName: z.string().max(200).default(''),
  appliedFilterQueryString: z.string().max(2000).default(''),
});
export type PageFavorite = z.infer<typeof pageFavoriteSchema>;

export const userSchema = z.object({
  id: z.string(),
  pid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.string()),
  favorites: z.array(z.string()),
  eventCaseFavorites: z.array(z.string()),
  avatar: z.string(),
  preferredInitials: z.string(),
  avatarBackgroundColor: z.string(),
  pageFavorites: z.array(pageFavoriteSchema),
  groupFavorites: z.array(z.string()),
  lastLoginDate: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** Initials as the avatar shows them: the preferred ones uppercased, else first letters of first and last word. */
export function userInitials(name: string, preferred = ''): string {
  const chosen = preferred.trim().toUpperCase().slice(0, INITIALS_MAX);
  if (chosen) return chosen;
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
  return (first + last).toUpperCase();
}

/** Image types an avatar may be; SVG is left out because it can carry script. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp'] as const;

/**
 * Checks an avatar given as a data URL: the spec's message when it is not an image or is too large
 * (over {@link AVATAR_MAX_BYTES} decoded bytes), otherwise null. The empty string removes the photo.
 */
export function avatarProblem(dataUrl: string): string | null {
  if (dataUrl === '') return null;
  const match = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/i.exec(dataUrl);
  if (!match || !(AVATAR_TYPES as readonly string[]).includes(match[1]!.toLowerCase()))
    return MSG.avatarNotImage;
  const base64 = match[2]!;
  const bytes = (base64.length * 3) / 4 - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
  return bytes > AVATAR_MAX_BYTES ? MSG.avatarTooLarge : null;
}

/** A page favourite as the portal sends it; the server gives it an `_id` when it has none. */
export const pageFavoriteInputSchema = pageFavoriteSchema.extend({
  _id: z.string().min(1).max(64).optional(),
});
export type PageFavoriteInput = z.infer<typeof pageFavoriteInputSchema>;

/** What `PATCH /api/users/:id` may change: favourites and the avatar preferences. */
export const userPatchSchema = z
  .object({
    favorites: z.array(z.string().min(1).max(128)).max(FAVORITES_LIMIT, favoriteLimitMessage('App')),
    groupFavorites: z.array(z.string().min(1).max(64)).max(FAVORITES_LIMIT, favoriteLimitMessage('Group')),
    pageFavorites: z.array(pageFavoriteInputSchema).max(FAVORITES_LIMIT, favoriteLimitMessage('Page')),
    eventCaseFavorites: z.array(z.string().min(1).max(128)).max(200),
    // A data URL of up to 1,000,000 bytes is at most ~1.34 MB of base64.
    avatar: z
      .string()
      .max(1_400_000, MSG.avatarTooLarge)
      .superRefine((value, ctx) => {
        const problem = avatarProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    preferredInitials: z
      .string()
      .trim()
      .max(INITIALS_MAX, `Initials can be at most ${INITIALS_MAX} characters`)
      .transform((value) => value.toUpperCase()),
    avatarBackgroundColor: z
      .string()
      .regex(/^(#[0-9a-fA-F]{6})?$/, 'Colour must be a hex colour such as #1a73e8'),
  })
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'Nothing to update: send at least one field');
export type UserPatch = z.infer<typeof userPatchSchema>;

/** A page favourite's content apart from its id, as one comparable string. */
function pageFavoriteKey({ _id: _ignored, ...content }: PageFavoriteInput): string {
  return JSON.stringify(Object.entries(content).sort(([a], [b]) => a.localeCompare(b)));
}

/** Drops page favourites that repeat an earlier one apart from their id (spec: duplicates are not added). */
export function pageFavoritesDedupe<T extends PageFavoriteInput>(favorites: readonly T[]): T[] {
  const seen = new Set<string>();
  return favorites.filter((favorite) => {
    const key = pageFavoriteKey(favorite);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export type PageFavoritesAddResult<T> =
  { status: 'added'; list: T[] } | { status: 'duplicate' } | { status: 'limit'; problem: string };

/**
 * Adds a page favourite to the end of `favorites` (spec 000 sections 5 and 9): a duplicate (same
 * content apart from the id) is not added again, and a sixth gives the Page limit message.
 */
export function pageFavoritesAdd<T extends PageFavoriteInput>(
  favorites: readonly T[],
  candidate: T,
): PageFavoritesAddResult<T> {
  const key = pageFavoriteKey(candidate);
  if (favorites.some((favorite) => pageFavoriteKey(favorite) === key)) return { status: 'duplicate' };
  if (favorites.length >= FAVORITES_LIMIT) return { status: 'limit', problem: favoriteLimitMessage('Page') };
  return { status: 'added', list: [...favorites, candidate] };
}
