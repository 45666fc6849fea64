/** The team that answers access requests and lost users (spec 000 section 2, not-found page). */
export const SUPPORT_TEAM = 'Tools & Testing team';
export const SUPPORT_EMAIL = 'tools-and-testing@prism.example';

export function supportMailto(subject: string): string {
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`;
}
