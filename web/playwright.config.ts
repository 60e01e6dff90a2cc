import { defineConfig } from '@playwright/test';

// End-to-end suite: Debian's Chromium (never a downloaded browser) against the real C++
// server serving the built app on a temporary, freshly seeded data directory.
//
// E2E_WORKERS workers, each with a server, data directory and fakes of its own: a spec file
// runs whole in one worker, and worker i talks only to the server on E2E_PORT + i, so no two
// workers share state. Playwright loads this file in every worker process with
// TEST_PARALLEL_INDEX set, which picks the worker's server. One by default: on the 2-core
// machine two workers took as long (4.6 vs 4.5 min; axe and Chromium fill both cores).
const workers = Number(process.env.E2E_WORKERS ?? 1);
const basePort = Number(process.env.E2E_PORT ?? 18090);
// Where a server's script leaves the demo credentials and the fakes' ports (helpers.ts).
const stateDir = (port: number) => `/tmp/pathshala-e2e-state-${port}`;
const port = basePort + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
process.env.E2E_STATE = stateDir(port);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 30_000,
  // Names the slowest spec files at the end of a run (make test's cost stays visible).
  reportSlowTests: { max: 5, threshold: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    // The service worker caches lists (stale-while-revalidate) and would show a test the list
    // it saw before its own admin edit; only the offline tests (offline.spec.ts) allow it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // The machine has no network: keep Chromium from calling home at start.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: 'bash e2e/start-server.sh',
    env: { E2E_PORT: String(basePort + index), E2E_STATE: stateDir(basePort + index), PATHSHALA_BIN: process.env.PATHSHALA_BIN ?? '' },
    url: `http://127.0.0.1:${basePort + index}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
