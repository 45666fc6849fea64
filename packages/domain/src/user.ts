import { z } from 'zod';

/** At most this many favourite applications, groups and pages each (spec 000 section 9). */
export const FAVORITES_LIMIT = 5;
/** Largest avatar image, in bytes of the decoded image. */
export const AVATAR_MAX_BYTES = 1_000_000;
export const INITIALS_MAX = 3;

export const pageFavoriteSchema = z.object({
  _id: z.string().min(1).max(64),
  title: z.string().trim().min(1).max(120),
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
