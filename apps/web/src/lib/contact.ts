/** The team that answers access requests and lost users (spec 000 section 2, not-found page). */
export const SUPPORT_TEAM = 'Tools & Testing team';
export const SUPPORT_EMAIL = 'tools-and-testing@prism.example';

export function supportMailto(subject: string): string {
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`;
}

/**
 * Where 'Open Issue' goes (spec 000 section 2): the ticket form at `VITE_ISSUE_URL` (build time) with
 * `title` and `body` as query parameters, or else a mail to the support team carrying both.
 */
export function issueUrl(title: string, body: string, formUrl = import.meta.env.VITE_ISSUE_URL): string {
  if (formUrl) {
    const url = new URL(formUrl, window.location.origin);
    url.searchParams.set('title', title);
    url.searchParams.set('body', body);
    return url.toString();
  }
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}`;
}

/**
 * Where 'Need Help' points (spec 000 section 2): the team's distribution list and chat room. These
 * are demo addresses; a deployment sets its own.
 */
export const HELP_CONTACT = {
  distributionList: 'prism-help@prism.example',
  chatRoom: 'https://chat.prism.example/rooms/prism-help',
  chatRoomName: '#prism-help',
} as const;
