import http from 'node:http';

/**
 * GET of a JSON answer with Node's own HTTP client on a kept-alive connection. The bench's client
 * runs on the server's own thread (the server is in the bench process), so what the client costs is
 * counted as if the API had spent it: Node's `fetch` (undici, on web streams) adds about a quarter
 * of a millisecond a call over this. Each shape is timed with both; the ratio is this one's.
 */
export function getJson(url: string, headers: Record<string, string>, agent: http.Agent): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}: ${body}`));
        else resolve(JSON.parse(body));
      });
    });
    request.on('error', reject);
  });
}

/** POST of a JSON body on the same kind of kept-alive connection as {@link getJson}: the status and the text. */
function postText(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  agent: http.Agent,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const payload = Buffer.from(JSON.stringify(body));
    const request = http.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': payload.length },
        agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** POST of a JSON body, answered with JSON (any other status than 200 rejects). */
export function postJson(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  agent: http.Agent,
): Promise<unknown> {
  return postText(url, headers, body, agent).then(({ status, text }) => {
    if (status !== 200) throw new Error(`${url} answered ${status}: ${text}`);
    return JSON.parse(text) as unknown;
  });
}

/** POST of a JSON body whatever it is answered: the status and the parsed answer (null when empty). */
export function postJsonAnswer(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  agent: http.Agent,
): Promise<{ status: number; body: unknown }> {
  return postText(url, headers, body, agent).then(({ status, text }) => ({
    status,
    body: text ? (JSON.parse(text) as unknown) : null,
  }));
}
