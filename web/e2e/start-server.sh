#!/usr/bin/env bash
# Starts the real server for the end-to-end suite: a fresh temporary data directory seeded
# with the demo content, the built app from web/dist, on the port Playwright asks for.
# Playwright stops it (SIGTERM) when the suite ends; the data directory goes with it.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${PATHSHALA_BIN:?set PATHSHALA_BIN to the pathshala binary}
PORT=${E2E_PORT:?}
DATA=$(mktemp -d /tmp/pathshala-e2e.XXXXXX)
trap 'rm -rf "$DATA"' EXIT
"$BIN" seed-demo --data "$DATA"
"$BIN" serve --data "$DATA" --web "$PWD/dist" --port "$PORT" --log-level warn --access-log off &
server=$!
trap 'kill -TERM $server 2>/dev/null; wait $server; rm -rf "$DATA"' EXIT TERM INT
wait $server
