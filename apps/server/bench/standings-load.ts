// Standings under load: the built server on a throwaway embedded PostgreSQL, a 200-player event with
// three settled rounds played through the API, then 50 concurrent clients reading the standings
// for 10 s. Prints requests per second and latency percentiles. Needs `npm run build` first.
import { builtServerExists, cpuSecondsOf, loadUrl, settledEvent, startBuiltServer } from './bench-server';
import { percentile } from './bench-stats';

async function main() {
  if (!builtServerExists()) {
    process.exitCode = 1;
    return;
  }
  const server = await startBuiltServer();
  try {
    const { eventId } = await settledEvent(server, { players: 200, rounds: 3 });
    const url = `${server.origin}/api/tournaments/${eventId}/standings`;
    await loadUrl(url, 50, 2_000);
    for (const [label, revalidate] of [
      ['full reply (gzip)', false],
      ['revalidating with the ETag (304)', true],
    ] as const) {
      const cpuBefore = cpuSecondsOf(server.pid);
      const { latencies, failures, seconds } = await loadUrl(url, 50, 10_000, { revalidate });
      const serverCpu = cpuSecondsOf(server.pid) - cpuBefore;
      const at = (p: number) => percentile(latencies, p).toFixed(1);
      const perRequestUs = (serverCpu / latencies.length) * 1e6;
      console.log(
        `GET standings of a 200-player event after 3 rounds, 50 concurrent clients for 10 s, ${label}:`,
      );
      console.log(`  ${(latencies.length / seconds).toFixed(0)} requests/s, ${failures} failures`);
      console.log(`  latency p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms`);
      // The load client shares the two cores; the server's own CPU per request says what one
      // core of the server could serve with the client elsewhere.
      console.log(
        `  server CPU ${perRequestUs.toFixed(0)} µs per request (${(1e6 / perRequestUs).toFixed(0)} requests/s per core)`,
      );
    }
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
