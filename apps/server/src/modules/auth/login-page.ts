import { createHash } from 'node:crypto';
import type { Persona } from './personas';

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #0f1b2d; color: #1b2430; margin: 0; }
  main { max-width: 640px; margin: 6vh auto; background: #fff; border-radius: 8px; padding: 32px 40px; }
  h1 { margin: 0 0 4px; font-size: 24px; }
  p.lead { color: #4a5565; margin: 0 0 24px; }
  ul { list-style: none; padding: 0; margin: 0; display: grid; gap: 12px; }
  button { width: 100%; text-align: left; border: 1px solid #c9d2de; border-radius: 6px; background: #f7f9fc;
    padding: 12px 16px; cursor: pointer; display: grid; gap: 4px; font: inherit; }
  button:hover, button:focus-visible { border-color: #0b63ce; background: #eef5ff; outline: 2px solid #0b63ce33; }
  .name { font-weight: 600; } code { font-size: 13px; color: #0b63ce; margin-left: 6px; }
  .blurb { color: #334; } .roles { color: #6b7785; font-size: 12px; }
  .error { background: #fdecec; color: #a01616; padding: 8px 12px; border-radius: 4px; }
`;

/**
 * The page's one inline stylesheet as a Content-Security-Policy source: the page needs no
 * `'unsafe-inline'` for its `<style>`, and a stylesheet injected into it would not match.
 */
export const LOGIN_PAGE_STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The embedded identity provider's sign-in page: one button per demo persona. `csrf` is the token
 * the form sends back beside its cookie (sign-in-csrf.ts).
 */
export function loginPageHtml(
  personas: readonly Persona[],
  redirect: string,
  csrf: string,
  error?: string,
): string {
  const cards = personas
    .map(
      (p) => `
      <li>
        <button type="submit" name="username" value="${escapeHtml(p.username)}">
          <span class="name">${escapeHtml(p.name)} <code>${escapeHtml(p.username)}</code></span>
          <span class="blurb">${escapeHtml(p.blurb)}</span>
          <span class="roles">${p.roles.length ? escapeHtml(p.roles.join(', ')) : 'no roles'}</span>
        </button>
      </li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in | Prism</title>
<style>${STYLE}</style>
</head>
<body>
<main>
  <h1>Sign in to Prism</h1>
  <p class="lead">Embedded identity provider: choose a demo persona.</p>
  ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
  <form method="post" action="/auth/login">
    <input type="hidden" name="redirect" value="${escapeHtml(redirect)}">
    <input type="hidden" name="csrf" value="${escapeHtml(csrf)}">
    <ul>${cards}</ul>
  </form>
</main>
</body>
</html>`;
}
