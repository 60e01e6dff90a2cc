import { defineConfig } from '@playwright/test';

// End-to-end suite: Debian's Chromium (never a downloaded browser) against the real C++
// server serving the built app on a temporary, freshly seeded data directory.
const port = Number(process.env.E2E_PORT ?? 18090);
// Where the server script leaves the demo credentials and the fake OAuth provider's port.
process.env.E2E_STATE ??= `/tmp/pathshala-e2e-state-${port}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 30_000,
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
  webServer: {
    command: 'bash e2e/start-server.sh',
    env: { E2E_PORT: String(port), E2E_STATE: process.env.E2E_STATE, PATHSHALA_BIN: process.env.PATHSHALA_BIN ?? '' },
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
