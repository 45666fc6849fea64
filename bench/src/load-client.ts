// One load level, run in its own process so that the load generator does not share the server's
// event loop: `tsx src/load-client.ts '<json LoadLevel>'` prints one JSON object of figures.
import { createRequire } from 'node:module';
import { percentile } from './timing';

interface AutocannonResult {
  requests: { average: number; total: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  duration: number;
}
interface AutocannonInstance {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
}
type Autocannon = (
  options: Record<string, unknown>,
  done: (error: Error | null, result: AutocannonResult) => void,
) => AutocannonInstance;

export interface LoadLevel {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  connections: number;
  seconds: number;
}

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
const level = JSON.parse(process.argv[2] ?? '{}') as LoadLevel;
const latencies: number[] = [];
const instance = autocannon(
  {
    url: level.url,
    method: level.method,
    headers: level.headers,
    body: level.body,
    connections: level.connections,
    duration: level.seconds,
    timeout: 30,
  },
  (error, result) => {
    if (error) throw error;
    latencies.sort((a, b) => a - b);
    const at = (p: number) => +percentile(latencies, p).toFixed(1);
    console.log(
      JSON.stringify({
        connections: level.connections,
        seconds: result.duration,
        requests: result.requests.total,
        requestsPerSecond: +result.requests.average.toFixed(1),
        latencyMs: { p50: at(50), p95: at(95), p99: at(99) },
        errors: result.errors + result.timeouts + result.non2xx,
      }),
    );
  },
);
instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
