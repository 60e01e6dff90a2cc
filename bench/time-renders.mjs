// Shared by bench/render-node.mjs and bench/render-node-child.mjs: every URL rendered in turn
// until about three seconds have passed; the renders' count, rate and p50/p99 (ms).
import { performance } from "node:perf_hooks";

export async function timeRenders(urls, render) {
  const times = [];
  const until = performance.now() + 3000;
  while (performance.now() < until)
    for (const url of urls) {
      const start = performance.now();
      await render(url);
      times.push(performance.now() - start);
    }
  times.sort((a, b) => a - b);
  const at = (q) =>
    times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
  const total = times.reduce((a, b) => a + b, 0);
  return {
    count: times.length,
    perSecond: Math.round((times.length * 1000) / total),
    p50: at(0.5),
    p99: at(0.99),
  };
}
