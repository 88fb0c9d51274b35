# The two quick-start commands: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp
PYTEST_ARGS ?=
# whole work units to a worker, the dearest first (tests/conftest.py)
XDIST := --dist loadscope
# The suite's xdist workers: four on two cores, since much of a run waits (clocks, leases, browsers,
# servers starting) rather than computes; with two the cores idled a fifth of the run
# (docs/architecture.md §21). `make test WORKERS=N` sets another number.
WORKERS ?= 4

.PHONY: run test suite client-packages web-packages lint check-web check-clients install-browser soak chaos fuzz openapi bench web screenshots clean

RUNTIME := $(VENV)/.runtime-stamp

# `make run` installs what running needs; the test extras come with the first `make test`.
$(RUNTIME): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e .
	touch $(RUNTIME)

$(STAMP): $(RUNTIME)
	$(BIN)/pip install -q -e '.[test]'
	touch $(STAMP)

run: $(RUNTIME)
	$(BIN)/igroteka serve

# The suite starts about a hundred Python processes (servers, workers, CLI calls): each reads the
# sources' bytecode from __pycache__ instead of compiling them again, whatever the environment says
# (an environment with PYTHONDONTWRITEBYTECODE set costs each pytest worker ~7 s of CPU rewriting
# and compiling the test modules, and each server ~0.3 s).
test suite soak fuzz chaos: export PYTHONDONTWRITEBYTECODE :=

# The checks are independent of the suite and mostly single-threaded: they run beside it (the suite
# waits ~30 s for them otherwise, most of it mypy and tsc); it waits only for Chromium and the
# TypeScript client's packages. Their output comes a line at a time.
test: $(STAMP)
	$(MAKE) --no-print-directory --output-sync=line -j 5 lint check-web check-clients suite

suite: $(STAMP) install-browser client-packages
	tests/support/with-postgres.sh $(BIN)/pytest -n $(WORKERS) $(XDIST) -W error::DeprecationWarning $(PYTEST_ARGS)

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

check-web: $(STAMP) web-packages
	web/check.sh

check-clients: $(STAMP) client-packages
	openapi/clients/check.sh

# web's packages once, before check-web and the suite: two `npm ci` in one folder at once break each other.
client-packages: web-packages  # the suite runs the TypeScript client and axe-core (web's), check-clients generates and checks it
	tests/support/npm-ci.sh openapi/clients/typescript

web-packages:
	tests/support/npm-ci.sh web

install-browser:
	tests/browser/install-browser.sh

soak: $(STAMP)
	tests/support/with-postgres.sh $(BIN)/pytest -n 2 $(XDIST) -m soak -o timeout=3600 $(PYTEST_ARGS)

bench: $(STAMP)
	bench/run.sh

fuzz: $(STAMP)  # ≥ 50,000 schemathesis requests and 10,000 hostile WebSocket frames per store
	tests/support/with-postgres.sh $(BIN)/pytest -m fuzz -s -p no:randomly -o timeout=14400 $(PYTEST_ARGS)

chaos: $(STAMP)
	tests/support/with-postgres.sh $(BIN)/pytest -m chaos -s -p no:randomly $(PYTEST_ARGS)

openapi: $(STAMP)  # regenerate the contract and the clients generated from it (then `make web`)
	$(BIN)/igroteka openapi --output openapi/openapi.json
	tests/support/npm-ci.sh openapi/clients/typescript
	openapi/clients/generate.sh

web: $(STAMP)  # regenerate the web client's types and recompile web/src into server/web/static/js
	tests/support/npm-ci.sh web
	web/generate.sh
	cd web && npx --no-install tsc -p tsconfig.json

screenshots: $(STAMP) install-browser  # the README's screenshots, from a real server and Chromium
	$(BIN)/python -m tests.browser.screenshots

clean:
	rm -rf $(VENV) var
