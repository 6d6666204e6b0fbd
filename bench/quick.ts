import autocannon from 'autocannon';
import { startServer } from '../e2e/support/server.ts';
const server = await startServer();
for (const p of ['/robots.txt', '/api/company', '/api/conversion/all-params', '/error', '/', '/engagement-rings']) {
  const r = await autocannon({ url: server.url + p, connections: 10, duration: 4 });
  console.log(
    p.padEnd(30),
    Math.round(r.requests.average),
    'req/s p50',
    r.latency.p50,
    'p99',
    r.latency.p99,
    'bytes',
    Math.round(r.throughput.average / r.requests.average),
  );
}
await server.dispose();
