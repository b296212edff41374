# Everything sets itself up: a virtual environment in .venv, then the package in it.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
SAMPLE := workbench/resources/corpora/kjv-sample.txt.gz

.PHONY: run test test-repeat mutation bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet -e .
	touch $@

$(VENV)/.installed-dev: pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet -e ".[dev]"
	touch $(VENV)/.installed $@

# The window, on the bundled sample corpus, ready to train.
run: $(VENV)/.installed
	$(BIN)/tokenizer-workbench gui $(SAMPLE)

test: $(VENV)/.installed-dev
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q

# Not in CI: tests/app 20 times and the whole suite 3 times with both cores kept busy.
test-repeat: $(VENV)/.installed-dev
	.ci/repeat

# Not in CI (slow): mutation testing of the trainers, models, pipeline, formats and training
# ([tool.mutmut] in pyproject.toml), one area after another (AREAS=models for one), then the
# surviving mutants. It works in mutants/ (ignored by git); `mutmut show NAME` shows a mutant.
AREAS ?= models pipeline formats training
mutation: $(VENV)/.installed-dev
	for area in $(AREAS); do $(BIN)/mutmut run "workbench.core.$$area.*" || exit 1; done
	$(BIN)/mutmut results

bench: $(VENV)/.installed-dev
	$(BIN)/python benchmarks/bench_train.py

clean:
	rm -rf $(VENV) build *.egg-info mutants
