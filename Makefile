# Everything sets itself up: a virtual environment in .venv, then the package in it, at the
# versions of the lock.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
SAMPLE := workbench/resources/corpora/kjv-sample.txt.gz

.PHONY: run test test-latest upgrade test-repeat fuzz mutation bench clean icons install-desktop \
	package docs-shots translations translations-update

# The lock: the exact version of every package the venv holds (runtime, dev, package and the
# build's own, pip included), those the suite last passed with; pyproject.toml keeps the ranges a
# user of the library needs. `make upgrade` writes it again with uv; plain pip installs from it,
# the build's isolated environment included (--build-constraint, which the locked pip knows).
# LOCKED=no (test-latest) takes the newest releases instead.
LOCK := constraints.txt
LOCKED ?= yes
ifeq ($(LOCKED),yes)
PIN := -c $(LOCK)
PIN_ALL := $(PIN) --build-constraint $(LOCK)
else
PIN := --upgrade
PIN_ALL := --upgrade --upgrade-strategy eager
endif
PIP := $(BIN)/pip install --quiet --no-compile

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(PIP) $(PIN) pip

# pip byte-compiles what it installs one file after another, a third of a fresh venv's set-up;
# compileall does it on every core. Like pip, it skips what does not compile (PySide6 ships a few
# templates named .py), so its exit status is not the build's.
COMPILE := $(BIN)/python -m compileall -q -j 0 $(VENV)/lib > /dev/null || true
# The package itself too, before each run: where PYTHONDONTWRITEBYTECODE is set (as on these
# machines), every process that imports it (the app's worker, counting pools, each command a
# test runs) would otherwise compile it from source again, half a second each.
COMPILE_PACKAGE := $(BIN)/python -m compileall -q -j 0 workbench > /dev/null

# The merge loops are compiled by the install (setup.py): a changed .pyx installs again.
LOOPS := $(wildcard workbench/core/models/*/*.pyx)

$(VENV)/.installed: pyproject.toml setup.py $(LOCK) $(LOOPS) | $(BIN)/python
	$(PIP) $(PIN_ALL) -e .
	$(COMPILE)
	touch $@

$(VENV)/.installed-dev: pyproject.toml setup.py $(LOCK) $(LOOPS) | $(BIN)/python
	$(PIP) $(PIN_ALL) -e ".[dev]"
	$(COMPILE)
	touch $(VENV)/.installed $@

# The window's translations: the .ts sources (Qt Linguist's, kept in git) compiled to the .qm
# files the window loads, beside them (not in git). translations-update adds the texts of the
# app's tr() calls and of the core's setting declarations (packaging/core_strings.py) to the
# .ts files, keeping what is translated; fill them in with pyside6-linguist.
# qt_CODE.ts holds Qt's own button texts for a language Qt ships none for, by hand.
TS_FILES := $(wildcard workbench/resources/translations/*.ts)
APP_TS_FILES := $(wildcard workbench/resources/translations/workbench_*.ts)
QM_FILES := $(TS_FILES:.ts=.qm)

translations: $(QM_FILES)

%.qm: %.ts | $(VENV)/.installed
	$(BIN)/pyside6-lrelease -silent $< -qm $@

translations-update: | $(VENV)/.installed
	mkdir -p build
	$(BIN)/python packaging/core_strings.py > build/core_strings.py
	$(BIN)/pyside6-lupdate -locations none -no-obsolete workbench/app/*.py workbench/app/*/*.py build/core_strings.py \
		-ts $(APP_TS_FILES)

# The window, on the bundled sample corpus, ready to train.
run: $(VENV)/.installed translations
	$(COMPILE_PACKAGE)
	$(BIN)/tokenizer-workbench gui $(SAMPLE)

# The suite on both cores (pytest-xdist: TEST_WORKERS processes, 0 for none), each test file
# in one process, so that a module's fixtures (trained models) are made once.
TEST_WORKERS ?= 2
test: $(VENV)/.installed-dev translations
	$(COMPILE_PACKAGE)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q -n $(TEST_WORKERS) --dist loadfile

# The suite against the newest release of every dependency, in a venv of its own (.venv-latest),
# the lock untouched: a reference library that moved is seen here before it breaks a fresh clone.
test-latest:
	rm -f .venv-latest/.installed .venv-latest/.installed-dev
	$(MAKE) test VENV=.venv-latest LOCKED=no

# The lock written again at the newest releases that pyproject.toml's ranges allow (for Python
# 3.11 and newer, on every platform), then the suite on them. If it fails, the lock in git is
# the last one that passed: `git checkout constraints.txt`, or fix what moved.
upgrade: | $(BIN)/python
	$(PIP) uv
	echo pip | $(BIN)/uv pip compile pyproject.toml - --extra dev --extra package --universal \
		--python-version 3.11 --upgrade --custom-compile-command "make upgrade" --quiet -o $(LOCK)
	$(MAKE) test

# Not in CI: tests/app 20 times and the whole suite 3 times with both cores kept busy, run as
# make test runs them.
test-repeat: $(VENV)/.installed-dev translations
	$(COMPILE_PACKAGE)
	TEST_WORKERS=$(TEST_WORKERS) .ci/repeat

# Not in CI: the property tests (hypothesis) FUZZ_RUNS times (10), each run drawing new examples
# (the suite always draws the same ones); a failure shows its example and how to reproduce it.
FUZZ_RUNS ?= 10
FUZZ_TESTS ?= $(shell grep -rl --include="test_*.py" "from hypothesis" tests)
fuzz: $(VENV)/.installed-dev
	for i in $$(seq $(FUZZ_RUNS)); do \
		HYPOTHESIS_PROFILE=fuzz QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q -x $(FUZZ_TESTS) || exit 1; \
	done

# Not in CI (slow): mutation testing of the core and the command line ([tool.mutmut] in
# pyproject.toml, docs/mutation.md), one area (a module or package under workbench/) after
# another (AREAS=core.models for one), then the surviving mutants. It works in mutants/
# (ignored by git); `mutmut show NAME` shows a mutant.
AREAS ?= core.models core.pipeline core.formats core.training core.editing core.project \
	core.analysis.measures core.analysis.health core.analysis.compare cli
mutation: $(VENV)/.installed-dev
	for area in $(AREAS); do $(BIN)/mutmut run "workbench.$$area.*" || exit 1; done
	$(BIN)/mutmut results

bench: $(VENV)/.installed-dev
	$(BIN)/python benchmarks/bench_train.py

# The screenshots of docs/ (docs/images), made again from the window: offscreen (or on the display
# QT_QPA_PLATFORM names), on the bundled sample corpus, with small models trained there.
docs-shots: $(VENV)/.installed
	$(BIN)/python docs/make_shots.py docs/images

# The one-folder application (PyInstaller, packaging/README.md) in build/package/dist, checked by
# its --smoke mode; then its size.
PACKAGE := build/package/dist/tokenizer-workbench

$(VENV)/.installed-package: pyproject.toml $(LOCK) | $(BIN)/python
	$(PIP) $(PIN_ALL) -e ".[package]"
	touch $(VENV)/.installed $@

package: $(VENV)/.installed-package translations
	$(BIN)/pyinstaller --noconfirm --log-level WARN --distpath build/package/dist \
		--workpath build/package/work packaging/tokenizer-workbench.spec
	$(PACKAGE)/tokenizer-workbench --smoke
	du -sh $(PACKAGE)

# Linux desktop integration: the desktop entry, the AppStream metainfo and the icon (SVG, and PNG
# sizes rendered from it by Qt into ICONS, not committed) in the user's XDG folders. The entry
# starts COMMAND: this checkout's venv by default; COMMAND=tokenizer-workbench after a pip install.
APP_ID := io.github.tokenizer_workbench.TokenizerWorkbench
ICON_SVG := workbench/resources/icons/tokenizer-workbench.svg
ICON_SIZES := 16 24 32 48 64 128 256 512
ICONS ?= build/icons
XDG_DATA_HOME ?= $(HOME)/.local/share
COMMAND ?= $(abspath $(BIN))/tokenizer-workbench
QT_PYTHON ?= $(BIN)/python

icons: $(ICONS)/.rendered

$(ICONS)/.rendered: $(ICON_SVG) packaging/linux/render_icons.py | $(VENV)/.installed
	$(QT_PYTHON) packaging/linux/render_icons.py $(ICON_SVG) $(ICONS) $(ICON_SIZES)
	touch $@

install-desktop: $(ICONS)/.rendered
	install -d $(XDG_DATA_HOME)/applications
	sed 's|^Exec=tokenizer-workbench |Exec=$(COMMAND) |' packaging/linux/$(APP_ID).desktop \
		> $(XDG_DATA_HOME)/applications/$(APP_ID).desktop
	install -Dm644 packaging/linux/$(APP_ID).metainfo.xml $(XDG_DATA_HOME)/metainfo/$(APP_ID).metainfo.xml
	install -Dm644 $(ICON_SVG) $(XDG_DATA_HOME)/icons/hicolor/scalable/apps/$(APP_ID).svg
	for size in $(ICON_SIZES); do \
		install -Dm644 $(ICONS)/$${size}x$${size}.png \
			$(XDG_DATA_HOME)/icons/hicolor/$${size}x$${size}/apps/$(APP_ID).png || exit 1; \
	done
	if command -v update-desktop-database >/dev/null; then \
		update-desktop-database -q $(XDG_DATA_HOME)/applications; fi
	if command -v gtk-update-icon-cache >/dev/null; then \
		gtk-update-icon-cache -q -t $(XDG_DATA_HOME)/icons/hicolor; fi

clean:
	rm -rf $(VENV) .venv-latest build dist *.egg-info mutants
