/**
 * The reference page: the Swagger UI bundle (swagger-ui-dist) and a small script of ours. No inline
 * script or style, so the page passes the same Content-Security-Policy as the portal.
 */
export const API_DOCS_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>API reference | Prism</title>
    <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
    <link rel="stylesheet" href="/api/docs/assets/prism-docs.css" />
  </head>
  <body>
    <header class="prism-docs-header">
      <a href="/">Prism</a>
      <span>API reference</span>
    </header>
    <main>
      <p id="prism-docs-status" role="status">Loading the reference…</p>
      <div id="reference"></div>
    </main>
    <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/api/docs/assets/prism-docs.js"></script>
  </body>
</html>
`;

/**
 * Signs in the way the portal does (the sign-in page hands the token over as `?accessToken=`,
 * kept in localStorage under the same key), reads the reference with the token, and gives the
 * token to "Try it out" calls.
 */
export const API_DOCS_SCRIPT = `(function () {
  'use strict';
  var KEY = 'accessToken';
  var status = document.getElementById('prism-docs-status');
  var here = new URL(window.location.href);
  var handed = here.searchParams.get(KEY);
  if (handed) {
    window.localStorage.setItem(KEY, handed);
    here.searchParams.delete(KEY);
    window.history.replaceState(null, '', here.pathname + here.search + here.hash);
  }
  function signIn() {
    window.location.assign('/auth/login?redirect=' + encodeURIComponent('/api/docs'));
  }
  var token = window.localStorage.getItem(KEY);
  if (!token) return signIn();
  fetch('/api/docs/openapi.json', { headers: { authorization: 'Bearer ' + token } })
    .then(function (res) {
      if (res.status === 401) return signIn();
      if (!res.ok) throw new Error('The reference could not be read (' + res.status + ').');
      return res.json().then(function (spec) {
        status.textContent = '';
        status.hidden = true;
        window.SwaggerUIBundle({
          spec: spec,
          dom_id: '#reference',
          deepLinking: true,
          docExpansion: 'list',
          defaultModelsExpandDepth: 0,
          requestInterceptor: function (request) {
            request.headers.Authorization = 'Bearer ' + window.localStorage.getItem(KEY);
            return request;
          },
        });
      });
    })
    .catch(function (error) {
      status.textContent = error.message;
    });
})();
`;

export const API_DOCS_STYLE = `.prism-docs-header {
  display: flex;
  gap: 16px;
  align-items: center;
  height: 3rem;
  padding: 0 24px;
  background: #1f2a44;
  color: #fff;
  font: 600 16px system-ui, sans-serif;
}
.prism-docs-header a {
  color: #fff;
  text-decoration: none;
}
#prism-docs-status {
  padding: 24px;
  font: 16px system-ui, sans-serif;
}
`;
