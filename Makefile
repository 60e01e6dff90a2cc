# Pathshala — the two commands that matter: `make run` and `make test`.
# Every target installs what it needs first (scripts/bootstrap is idempotent and quick when
# nothing is missing).

SHELL        := /bin/bash
JOBS         ?= $(shell nproc)
BUILD        ?= build
DATA         ?= data
PORT         ?= 8080
SERVER_BIN   := $(BUILD)/release/pathshala
TEST_BIN_DIR := $(BUILD)/debug

.PHONY: run test lint clang-check bench soak e2e fmt fuzz lighthouse bootstrap server server-debug web web-test server-test server-test-quick clean

bootstrap:
	@bash scripts/bootstrap

# Release build of the server (what `make run` and the benchmarks use).
server: bootstrap
	@cmake -S server -B $(BUILD)/release -G Ninja -DCMAKE_BUILD_TYPE=Release -DPATHSHALA_TESTS=OFF >/dev/null
	@cmake --build $(BUILD)/release -j $(JOBS) --target pathshala

# Build used by the tests (and e2e): the test binaries and a server built with -O1 and line
# tables only, which compiles ~35% faster than -O2 -g and still runs the suites quickly.
TEST_CXX_FLAGS ?= -O1 -g1 -DNDEBUG
server-debug: bootstrap
	@cmake -S server -B $(TEST_BIN_DIR) -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
	  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="$(TEST_CXX_FLAGS)" >/dev/null
	@cmake --build $(TEST_BIN_DIR) -j $(JOBS)

web: bootstrap
	@bash scripts/build-web

# Builds everything, seeds demo content into ./data when the store is empty, and serves
# the site on http://localhost:$(PORT).
run: server web
	@$(SERVER_BIN) seed-demo --data $(DATA)
	@exec $(SERVER_BIN) serve --data $(DATA) --web web/dist --port $(PORT)

# The page tests run the web app's own renderer (web/dist/server/render.js): built first.
server-test: server-debug web
	@cd $(TEST_BIN_DIR) && ctest --output-on-failure -j $(JOBS) --timeout 300

# clang++ -fsyntax-only over the server's sources with the debug build's flags, incremental
# (scripts/clang-check): `make fuzz` compiles with clang, so code only gcc accepts fails here.
clang-check: server-debug
	@TEST_BIN_DIR=$(TEST_BIN_DIR) JOBS=$(JOBS) bash scripts/clang-check

# The loop while working on the server: rebuild, then every server suite except the slow
# system drills (label `slow`: scale-out, fd exhaustion, kill -9, outages). CI runs them all.
server-test-quick: server-debug web
	@cd $(TEST_BIN_DIR) && ctest --output-on-failure -j $(JOBS) --timeout 300 -LE slow

web-test: bootstrap
	@cd web && npm test

# End-to-end: Playwright driving Debian's /usr/bin/chromium against the real server and
# the built app, on a temporary data directory (see web/playwright.config.ts). It uses the
# test build of the server so `make test` compiles the server once.
e2e: server-debug web
	@cd web && PATHSHALA_BIN=$(abspath $(TEST_BIN_DIR))/pathshala npm run e2e

# Style and static checks: clang-format over the C++ sources, then the web app's ESLint
# (with the import zones that keep features apart), Prettier and tsc.
CXX_SOURCES = find server/src server/tests server/fuzz bench/tools -name '*.[ch]pp' -print0
lint: bootstrap
	@$(CXX_SOURCES) | xargs -0 clang-format --dry-run --Werror
	@cd web && npm run lint:all

# Every suite, in this order, ending with the time each stage took and the slowest suites
# (scripts/timed-stages). `ctest -LE slow` in build/debug is the quick server set.
test:
	@TEST_BIN_DIR=$(TEST_BIN_DIR) bash scripts/timed-stages lint server-test clang-check web-test e2e
	@echo "make test: all suites passed"

bench: server web
	@bash scripts/bootstrap --bench
	@cmake --build $(BUILD)/release -j $(JOBS) --target generate_jobs generate_materials generate_papers
	@bash bench/run
	@bash bench/live-index
	@bash bench/pages
	@bash bench/inside-papers

# Ten minutes of mixed traffic against the release server on loopback (catalog, job search,
# slow readers of a large file, wrong passwords, idle connections), sampling its RSS and fds;
# fails on unexpected answers or when either grows (see bench/soak; SOAK_SECONDS shortens it).
soak: server
	@bash bench/soak

# Lighthouse (mobile preset) with Debian's Chromium against the release server on demo data,
# for /home, /pyq/Second-year, /important-topics/first-year, /Job_portal and /mini_project
# (web/scripts/lighthouse.mjs; figures in docs/benchmarks.md). Not part of `make test`.
lighthouse: server web
	@cd web && PATHSHALA_BIN=$(abspath $(SERVER_BIN)) node scripts/lighthouse.mjs

# libFuzzer targets for the parsers of hostile input (server/fuzz), built with clang++ and
# ASan+UBSan into $(BUILD)/fuzz, each run for FUZZ_SECONDS on a copy of its seed corpus
# (server/fuzz/corpus). Not part of `make test`. FUZZ_TARGETS="range cookies" runs a few.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?=
fuzz: bootstrap
	@bash scripts/bootstrap --fuzz
	@cmake -S server/fuzz -B $(BUILD)/fuzz -G Ninja -DCMAKE_CXX_COMPILER=clang++ >/dev/null
	@flock /tmp/pathshala-build.lock cmake --build $(BUILD)/fuzz -j $(JOBS)
	@FUZZ_SECONDS=$(FUZZ_SECONDS) FUZZ_BUILD=$(BUILD)/fuzz bash scripts/fuzz $(FUZZ_TARGETS)

fmt:
	@$(CXX_SOURCES) | xargs -0 clang-format -i
	@cd web && npx --no-install prettier --write src e2e 2>/dev/null || true

clean:
	rm -rf $(BUILD) web/dist
