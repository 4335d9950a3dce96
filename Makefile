# Autocell: `make demo` and `make test` work on a fresh Debian machine with only the Swift
# toolchain: each first installs whatever is missing (Debian packages with apt-get, the
# kiwisolver oracle with pip), then builds and runs.

SWIFT ?= swift
PYTHON ?= python3
# Debian packages the build needs: Pango, Cairo, FreeType, libspng and zlib headers, pkg-config to find them, and the
# fonts Autocell measures and paints with (AutocellText/FontLibrary.swift): Inter (the system font, nine
# weights and italics), Noto Sans Arabic/Hebrew/Thai/Devanagari/Symbols/Math, WenQuanYi Micro Hei (CJK),
# Noto Color Emoji.
APT_PACKAGES := pkg-config libpango1.0-dev libcairo2-dev libfreetype-dev libspng-dev zlib1g-dev fonts-wqy-microhei \
	fonts-inter fonts-noto-core fonts-noto-color-emoji
# What the browser tests of `autocell inspect`'s page need (Tests/browser): Debian's Chromium and
# its driver (no browser download), and Selenium from PyPI. Only `make test` installs them.
BROWSER_PACKAGES := chromium chromium-driver
# Every release build links the Swift runtime in (--static-swift-stdlib): the binary `make demo`
# and `make build` leave is the one `make install` copies, so installing rebuilds nothing (the
# flag changes how every module is compiled, so a second flavour would mean a second build).
RELEASE := $(SWIFT) build -c release --static-swift-stdlib
BIN := .build/release

.PHONY: all deps apt-deps pip-deps symbol-deps build install demo docs test test-swift test-cli test-demo test-docs test-fuzz test-consumer test-browser browser-deps fuzz equivalence bench bench-hostile bench-solver bench-layout bench-table bench-render bench-diff bench-uikit clean

all: build

deps: apt-deps pip-deps

# Installs only what is missing; apt-get update runs once, and only then.
apt-deps:
	@missing=""; \
	for pkg in $(APT_PACKAGES); do \
		dpkg-query -W -f='$${Status}' $$pkg 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$pkg"; \
	done; \
	command -v $(PYTHON) >/dev/null 2>&1 || missing="$$missing python3"; \
	$(PYTHON) -m pip --version >/dev/null 2>&1 || missing="$$missing python3-pip"; \
	if [ -n "$$missing" ]; then \
		echo "deps: installing$$missing with apt-get"; \
		SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing >/dev/null; \
	fi

# kiwisolver is the test oracle and the benchmark reference; nothing at run time needs it.
pip-deps: apt-deps
	@$(PYTHON) -c 'import kiwisolver' 2>/dev/null || { \
		echo "deps: installing kiwisolver with pip"; \
		$(PYTHON) -m pip install --quiet --disable-pip-version-check kiwisolver 2>/dev/null || \
		$(PYTHON) -m pip install --quiet --disable-pip-version-check --break-system-packages kiwisolver; }

# The open stand-in for SF Symbols (Material Symbols Rounded, Apache-2.0: LICENSES/) from PyPI,
# without its Python wrapper's dependencies, into the folder Autocell looks in first
# (Sources/Engine/AutocellText/SymbolStandIn.swift): needed at run time to draw symbols.
SYMBOL_DIR := $(or $(XDG_DATA_HOME),$(HOME)/.local/share)/autocell/symbols
SYMBOL_FONT := $(SYMBOL_DIR)/material_design_icons/assets/MaterialSymbolsRounded.ttf
pip-deps: symbol-deps
symbol-deps: apt-deps
	@test -f "$(SYMBOL_FONT)" || { \
		echo "deps: installing the SF Symbols stand-in (material-design-icons 0.1.5) with pip"; \
		$(PYTHON) -m pip install --quiet --disable-pip-version-check --no-deps --target "$(SYMBOL_DIR)" material-design-icons==0.1.5 2>/dev/null || \
		$(PYTHON) -m pip install --quiet --disable-pip-version-check --no-deps --break-system-packages --target "$(SYMBOL_DIR)" material-design-icons==0.1.5; }

# Chromium and its driver from Debian, Selenium from PyPI: for the browser tests only.
browser-deps: apt-deps
	@missing=""; \
	for pkg in $(BROWSER_PACKAGES); do \
		dpkg-query -W -f='$${Status}' $$pkg 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$pkg"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "deps: installing$$missing with apt-get"; \
		SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
		{ $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing >/dev/null; }; \
	fi
	@$(PYTHON) -c 'import selenium' 2>/dev/null || { \
		echo "deps: installing selenium with pip"; \
		$(PYTHON) -m pip install --quiet --disable-pip-version-check selenium 2>/dev/null || \
		$(PYTHON) -m pip install --quiet --disable-pip-version-check --break-system-packages selenium; }

build: apt-deps symbol-deps
	$(RELEASE) --product autocell

# `make install [PREFIX=~/.local]`: the binary `make build` made (the Swift runtime linked in,
# so it does not need the toolchain) copied to PREFIX/bin. What it needs at run time besides
# (Pango, Cairo, libspng, the fonts) are the Debian packages apt-deps installs.
PREFIX ?= /usr/local
install: build
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 755 $(BIN)/autocell "$(DESTDIR)$(PREFIX)/bin/autocell"
	@echo "installed $(DESTDIR)$(PREFIX)/bin/autocell"

# Seed 000's person feed, laid out and painted; prints the PNG's path.
DEMO_PNG := .build/demo/person-feed.png
demo: deps build
	@mkdir -p $(dir $(DEMO_PNG))
	@$(BIN)/autocell render Fixtures/person-feed.yaml -o $(DEMO_PNG) >/dev/null
	@echo "autocell is $(abspath $(BIN))/autocell; for the README's commands, put it on PATH:"
	@echo "  export PATH=\"$(abspath $(BIN)):\$$PATH\"    (or make install: $(PREFIX)/bin/autocell)"
	@echo "$(abspath $(DEMO_PNG))"

test: deps test-swift test-cli test-demo test-docs test-fuzz test-consumer test-browser

test-swift:
	@# An import satisfied only by build order compiles here and fails on a fresh clone.
	$(PYTHON) Scripts/check-imports.py
	$(SWIFT) build --build-tests
	AUTOCELL_PYTHON=$(PYTHON) $(SWIFT) test --skip-build
	@# Resident memory is process-wide: the leak check runs in a process of its own.
	AUTOCELL_MEMORY_TEST=1 $(SWIFT) test --skip-build --filter memoryStaysFlat

# The shipped binary's exit codes and stderr format, exercised as a user would.
test-cli: build
	@$(SWIFT) build --product autocell-linux-source
	@AUTOCELL=$(BIN)/autocell LINUX_SOURCE=.build/debug/autocell-linux-source sh Tests/cli/run.sh

# The pictures of README and Documentation/, made from fixtures in this repository (into DOCS,
# Docs/ by default). `make test` makes them again in a scratch folder and compares (test-docs).
DOCS ?= Docs
docs: build
	@# Pictures for the documentation, not snapshot references: no layout records beside them.
	@mkdir -p $(DOCS) .build/docs
	@$(BIN)/autocell render Fixtures/readme-feed.yaml -o $(DOCS)/readme-feed.png --no-layout-record >/dev/null
	@$(BIN)/autocell render Fixtures/readme-feed.yaml -o $(DOCS)/feed-light.png --no-layout-record >/dev/null
	@$(BIN)/autocell render Fixtures/readme-feed.yaml -o $(DOCS)/feed-dark.png --appearance dark --no-layout-record >/dev/null
	@$(BIN)/autocell render Fixtures/readme-feed-changed.yaml -o .build/docs/changed.png --no-layout-record >/dev/null
	@$(BIN)/autocell diff $(DOCS)/feed-light.png .build/docs/changed.png -o $(DOCS)/readme-diff.png >/dev/null; [ $$? = 1 ]
	@$(BIN)/autocell explain --log Fixtures/logs/ios11-width-identifier.log -o $(DOCS)/readme-conflict.png >/dev/null
	@[ "$(DOCS)" = Docs ] || cp Docs/overview.yaml $(DOCS)/overview.yaml
	@$(BIN)/autocell render $(DOCS)/overview.yaml -o $(DOCS)/overview.png --no-layout-record >/dev/null
	@$(BIN)/autocell render Fixtures/symbols.yaml -o $(DOCS)/symbols-stand-in.png --no-layout-record >/dev/null
	@$(BIN)/autocell render Fixtures/symbols-bring-your-own.yaml -o $(DOCS)/symbols-bring-your-own.png --no-layout-record >/dev/null
	@echo "$(abspath $(DOCS))"

# README's worked examples and the pictures: the fixture and commands run as written, every
# link resolves, `make docs` gives the committed pictures again (the package example is built
# and tested by test-consumer).
test-docs: build
	@$(PYTHON) Scripts/doctest.py --autocell $(BIN)/autocell --links
	@rm -rf .build/docs-check && $(MAKE) -s docs DOCS=.build/docs-check >/dev/null && \
		failed=0; for picture in readme-feed feed-light feed-dark readme-diff readme-conflict overview symbols-stand-in symbols-bring-your-own; do \
			$(BIN)/autocell diff Docs/$$picture.png .build/docs-check/$$picture.png >/dev/null 2>&1 || { echo "FAIL Docs/$$picture.png is not what make docs makes from the fixtures (run make docs)"; failed=$$((failed + 1)); }; \
		done; echo "docs pictures: $$((8 - failed)) passed, $$failed failed"; [ $$failed = 0 ]

# `make demo` twice in a row leaves the PNG whose path it prints (a re-render to a relative
# path once removed its own output).
test-demo: build
	@first=$$($(MAKE) -s demo | tail -n 1) && second=$$($(MAKE) -s demo | tail -n 1) && \
		[ "$$first" = "$$second" ] && [ -s "$$second" ] && head -c 8 "$$second" | grep -q PNG && \
		echo "demo: 1 passed, 0 failed" || { echo "demo: 0 passed, 1 failed: '$$second' (make demo run twice) is not a PNG"; exit 1; }

# README's snapshot example (a package beside a checkout, `import UIKit`, swift-snapshot-testing):
# built, recorded, passed and failed as README says (Tests/consumer/run.sh); then the Swift of
# Documentation/ compiled and run as a package of its own (Tests/docs/run.sh); both share one
# work folder and SwiftPM scratch folder, so Autocell is built once for the two.
# `autocell inspect`'s page in headless Chromium: hovering, selecting conflicts, the trait
# switcher, search, toggles, a pasted log, a 1,000-row page (Tests/browser/inspector.py).
test-browser: build browser-deps
	@$(PYTHON) Tests/browser/inspector.py --autocell $(BIN)/autocell

test-consumer: build
	@work=$$(mktemp -d); trap 'rm -rf "$$work"' EXIT; \
	PYTHON=$(PYTHON) AUTOCELL_TEST_WORK="$$work" sh Tests/consumer/run.sh && \
	PYTHON=$(PYTHON) AUTOCELL_TEST_WORK="$$work" sh Tests/docs/run.sh

# Hostile input: seeded mutations of the fixtures, Interface Builder files, constraint files, logs and PNGs, plus outputs
# that must be refused, run against the built binary with a time and memory limit per case
# (Tests/fuzz/fuzz.py). `make test` runs a slice of 200 cases per target; `make fuzz N=5000`
# runs more (SEED=… for another sequence).
N ?= 1000
SEED ?= 1
test-fuzz: build
	@$(SWIFT) build --product autocell-linux-source
	@$(PYTHON) Tests/fuzz/fuzz.py --cases 200 --autocell $(BIN)/autocell --linux-source .build/debug/autocell-linux-source

fuzz: build
	$(SWIFT) build --product autocell-linux-source
	$(PYTHON) Tests/fuzz/fuzz.py --cases $(N) --seed $(SEED) --autocell $(BIN)/autocell --linux-source .build/debug/autocell-linux-source

# Proves that outputs did not change: builds BASE (a revision, the previous commit by default)
# in a worktree and runs Scripts/equivalence.py on both binaries (every fixture, log and command
# that writes, plus seeded mutations); fails on any difference.
BASE ?= HEAD~1
EQUIVALENCE_CASES ?= 200
equivalence: build
	rm -rf .build/equivalence-base && git worktree prune
	git worktree add --detach .build/equivalence-base $(BASE)
	cd .build/equivalence-base && $(RELEASE) --product autocell
	$(PYTHON) Scripts/equivalence.py .build/equivalence-base/.build/release/autocell $(BIN)/autocell --cases $(EQUIVALENCE_CASES); \
		status=$$?; git worktree remove --force .build/equivalence-base; exit $$status

bench: bench-solver bench-layout bench-table bench-render bench-diff bench-hostile bench-uikit

# Solver workloads W1–W4 against kiwisolver; `make bench-solver WORKLOADS=W2` runs a subset.
bench-solver: deps
	$(RELEASE) --product solver-bench
	$(BIN)/solver-bench --kiwi Benchmarks/kiwi_workloads.py --python $(PYTHON) $(WORKLOADS)

# 10,000 rows of the person feed: rows/s, layout time ÷ Pango-only time, two-thread speed-up.
bench-layout: deps
	$(RELEASE) --product layout-bench
	$(BIN)/layout-bench Fixtures/person-feed.yaml 10000
	$(BIN)/layout-bench Fixtures/stack-feed.yaml 10000
	$(BIN)/layout-bench Fixtures/scripts.yaml 10000

# A reused UIKit-API cell (configure + systemLayoutSizeFitting) against its fixture twin, per row.
bench-uikit: deps
	$(RELEASE) --product uikit-bench
	$(BIN)/uikit-bench 5000

# 10,000 person-feed rows through the template-cell height cache: cold, warm, one insert, a width change, two threads.
bench-table: deps
	$(RELEASE) --product table-bench
	$(BIN)/table-bench Fixtures/person-feed.yaml 10000

# A generated 100,000-row contact feed rendered to PNG pages on every core: rows/s, peak RSS.
# Then painting and PNG writing per row against a C program drawing the same rows with Cairo
# and Pango directly (Benchmarks/RenderReference), in the same run: ratio = ours / C.
REFERENCE := .build/render_reference
bench-render: deps
	$(RELEASE) --product render-bench
	$(CC) -O2 -o $(REFERENCE) Benchmarks/RenderReference/render_reference.c $$(pkg-config --cflags --libs pangocairo pangoft2 fontconfig)
	$(BIN)/render-bench Fixtures/contacts.yaml 100000
	$(BIN)/render-bench --versus $(REFERENCE) Fixtures/contacts.yaml 5000

# Decoding and comparing two PNG files (750×3000 and 4000×4000) against a C program decoding the
# same files with the same library (libspng) and comparing words in a plain loop (goal: ratio
# ≤ 1.15); then reference sizes and encoding times against cairo_surface_write_to_png.
DIFF_REFERENCE := .build/diff_reference
bench-diff: deps
	$(RELEASE) --product diff-bench
	$(CC) -O2 -o $(DIFF_REFERENCE) Benchmarks/DiffReference/diff_reference.c $$(pkg-config --cflags --libs spng)
	$(BIN)/diff-bench $(DIFF_REFERENCE) Fixtures/person-feed.yaml

# Inputs whose cost used to grow faster than their size: a 100,000-link solve chain, a free
# chain and a cycle of 10,000, and templates of 250 to 2,000 chained labels at distinct
# priorities and at one (Benchmarks/Hostile/hostile_bench.py; seconds, best of three).
bench-hostile: build
	$(PYTHON) Benchmarks/Hostile/hostile_bench.py --autocell $(BIN)/autocell

clean:
	rm -rf .build
