// Standings under load: the built server on a throwaway embedded PostgreSQL, a 64-player event with
// three settled rounds played through the API, then 50 concurrent clients reading the standings
// for 10 s. Prints requests per second and latency percentiles. Needs `npm run build` first.
import { builtServerExists, loadUrl, settledEvent, startBuiltServer } from './bench-server';
import { percentile } from './bench-stats';

async function main() {
  if (!builtServerExists()) {
    process.exitCode = 1;
    return;
  }
  const server = await startBuiltServer();
  try {
    const { eventId } = await settledEvent(server, { players: 64, rounds: 3 });
    const { latencies, failures, seconds } = await loadUrl(
      `${server.origin}/api/tournaments/${eventId}/standings`,
      50,
      10_000,
    );
    const at = (p: number) => percentile(latencies, p).toFixed(1);
    console.log('GET standings of a 64-player event after 3 rounds, 50 concurrent clients for 10 s:');
    console.log(`  ${(latencies.length / seconds).toFixed(0)} requests/s, ${failures} failures`);
    console.log(`  latency p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms`);
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
