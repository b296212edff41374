"""The window's session without Qt: the project, where it is saved, its models and their names,
whether it has unsaved changes, and what saving records. `MainWindow` drives it and shows it;
tests use it as it is.

>>> from workbench.core import TrainConfig, run, train
>>> session = Session()
>>> tokenizer = run(train(TrainConfig(vocab_size=260), {"hug": 3}))
>>> session.add_model("bpe", tokenizer, []), session.add_model("bpe", tokenizer, [])
('bpe', 'bpe (2)')
>>> session.rename_model("bpe (2)", "bigger"), session.model_names(), session.modified
(True, ['bpe', 'bigger'], True)
>>> session.duplicate_model("bpe"), session.model_names()
('bpe (2)', ['bpe', 'bpe (2)', 'bigger'])
>>> where, run = session.remove_model("bpe"); session.model_names()
['bpe (2)', 'bigger']
>>> session.insert_model(where, run); session.model_names()
['bpe', 'bpe (2)', 'bigger']
"""

from __future__ import annotations

import copy
import os
from collections.abc import Generator
from dataclasses import dataclass, field

from workbench.core import Explanation, Source, Tokenizer, explain, explain_at
from workbench.core.project import (
    CorpusRef, EncodedBundle, Project, Run, TrainingHistory, bundle_in_steps, load_bundle,
    save_bundle,
)

RECOVERED_FROM = "recovered_from"  # the key of a recovery copy's UI state: the project's own path


@dataclass
class WindowState:
    """What the window shows that a project records: the corpus files and the window's
    free-form UI state, the tokenize panel's under "tokenize" (its "text" and "model" go to the
    project's own tokenize section)."""

    sources: list[Source]
    ui: dict = field(default_factory=dict)


class Session:
    def __init__(self, project: Project | None = None, path: str | None = None) -> None:
        self.project = project or Project()
        self.path = os.path.abspath(path) if path is not None else None
        self.modified = False

    @classmethod
    def open(cls, path: str) -> Session:
        """The bundle at `path` (FormatError or OSError if it cannot be read)."""
        return cls(load_bundle(path), path)

    @classmethod
    def recover(cls, path: str) -> Session:
        """The project of the recovery copy at `path`, with the path it was saved to (if it was)
        and unsaved (FormatError or OSError if it cannot be read)."""
        project = load_bundle(path)
        origin = project.ui.pop(RECOVERED_FROM, None)
        session = cls(project, origin if isinstance(origin, str) else None)
        session.modified = True
        return session

    @property
    def title(self) -> str | None:
        """The bundle's file name, None before the first save."""
        return os.path.basename(self.path) if self.path else None

    # --- models -------------------------------------------------------------------------------
    def model_names(self) -> list[str]:
        return [run.name for run in self.project.runs]

    def model(self, name: str) -> Tokenizer:
        return self.project.run(name).tokenizer

    def models(self) -> dict[str, Tokenizer]:
        """The models by name, in the project's order."""
        return {run.name: run.tokenizer for run in self.project.runs}

    def explain(self, name: str, text: str, offset: int | None = None) -> Explanation:
        """Why model `name` splits `text` so (only the word around character `offset`, if
        given), with the pair counts its training recorded, if it was trained here."""
        run = self.project.run(name)
        if offset is None:
            return explain(run.tokenizer, text, history=run.history)
        return explain_at(run.tokenizer, text, offset, history=run.history)

    def unique_name(self, base: str) -> str:
        """`base`, or `base (2)`, `base (3)`, ... whichever no model has."""
        names, name, n = set(self.model_names()), base, 2
        while name in names:
            name, n = f"{base} ({n})", n + 1
        return name

    def add_model(self, name: str, tokenizer: Tokenizer, sources: list[Source],
                  history: TrainingHistory | None = None, data: dict | None = None) -> str:
        """Add a model under a free name based on `name`; that name. A trained model (one with
        a `history`) records the corpus files it learned from, which join the project;
        `data` is its tokenizer.json object, if made already."""
        name = self.unique_name(name)
        corpora = [CorpusRef.from_file(s) for s in sources if os.path.exists(s.path)]
        for corpus in corpora:
            self.project.add_corpus(corpus)
        used = corpora if history is not None else []
        self.project.add_run(Run.from_training(name, tokenizer, history or TrainingHistory(),
                                               used, data))
        self.modified = True
        return name

    def add_trained(self, tokenizer: Tokenizer, sources: list[Source], history: TrainingHistory,
                    data: dict | None, partial_mark: str) -> str:
        """Add a model the window trained, named after its algorithm and size (with
        `partial_mark` if training was stopped early); its name."""
        settings = tokenizer.settings
        base = f"{settings.get('algorithm', 'model')}-{len(tokenizer.vocab):,}"
        if history.stopped_early:
            base += partial_mark
        return self.add_model(base, tokenizer, sources, history, data)

    def rename_model(self, old: str, new: str) -> bool:
        """Rename a model, and the tokenize panel's reference to it; False (nothing changed) if
        the new name is empty or taken."""
        new = new.strip()
        if new == old:
            return True
        if not new or new in self.model_names():
            return False
        for run in self.project.runs:
            if run.name == old:
                run.name = new
        self.project.tokenize.models = [new if m == old else m
                                        for m in self.project.tokenize.models]
        self.modified = True
        return True

    def remove_model(self, name: str) -> tuple[int, Run]:
        """Take model `name` out of the project (and the tokenize panel's reference to it); where
        it was and its run, to put it back with `insert_model`."""
        runs = self.project.runs
        index = next(i for i, run in enumerate(runs) if run.name == name)
        run = runs.pop(index)
        self.project.tokenize.models = [m for m in self.project.tokenize.models if m != name]
        self.modified = True
        return index, run

    def insert_model(self, index: int, run: Run) -> None:
        """Put `run` back at `index` of the models, renamed as `unique_name` says if another
        model took its name meanwhile."""
        run.name = self.unique_name(run.name)
        self.project.runs.insert(index, run)
        self.modified = True

    def duplicate_model(self, name: str) -> str:
        """A copy of model `name`, history and all, placed after it under a free name; that
        name. The copy shares nothing with the original, so editing one leaves the other."""
        runs = self.project.runs
        index = next(i for i, run in enumerate(runs) if run.name == name)
        original = runs[index]
        twin = Run(self.unique_name(name), copy.deepcopy(original.tokenizer_json),
                   list(original.corpora), copy.deepcopy(original.history), original.trained,
                   copy.deepcopy(original.extra), original.size_curve)  # a curve is immutable
        self.insert_model(index + 1, twin)
        return twin.name

    # --- corpora ------------------------------------------------------------------------------
    def moved_corpora(self) -> list:
        """The statuses of the project's corpus files that moved or changed since recorded."""
        return [status for status in self.project.corpus_status() if status.state != "ok"]

    def relink(self, old_path: str, source: Source) -> None:
        """The corpus recorded at `old_path` is the file `source` now."""
        self.project.relink(old_path, CorpusRef.from_file(source))
        self.modified = True

    def corpus_sources(self) -> list[Source]:
        return [corpus.source for corpus in self.project.corpora]

    # --- measures -----------------------------------------------------------------------------
    def set_evaluation(self, evaluation: dict) -> None:
        """Keep the Evaluate view's latest results in the project."""
        self.project.measures.evaluation = evaluation
        self.modified = True

    def set_health(self, report: dict) -> None:
        """Keep the Health view's latest report in the project."""
        self.project.measures.health = report
        self.modified = True

    # --- saving -------------------------------------------------------------------------------
    def record(self, state: WindowState) -> None:
        """Copy what the window shows into the project: the corpus files (an entry that still
        matches its file is kept as it is, embedded text included), the tokenize panel's text
        and model (if the project has it) and the UI state."""
        known = {c.path: c for c in self.project.corpora}
        corpora = []
        for source in state.sources:
            old = known.get(source.path)
            corpora.append(old if old is not None and old.status().state == "ok"
                           or not os.path.exists(source.path) else CorpusRef.from_file(source))
        self.project.corpora = [c for c in corpora if c is not None]
        tokenize = dict(state.ui.get("tokenize", {}))
        self.project.tokenize.texts = [tokenize.pop("text", "")]
        model = tokenize.pop("model", None)
        self.project.tokenize.models = [model] if model in self.model_names() else []
        self.project.ui = {**self.project.ui, **state.ui, "tokenize": tokenize}

    def save(self, path: str, state: WindowState) -> None:
        """Record the window's state and write the bundle (BundleError or OSError if it cannot
        be written; the previous file is then intact)."""
        self.record(state)
        save_bundle(self.project, path)
        self.path = os.path.abspath(path)
        self.modified = False

    def recovery_in_steps(self, path: str, state: WindowState
                          ) -> Generator[None, None, EncodedBundle]:
        """A recovery copy of the project for `path`, noting the project's own path, encoded
        in steps (`bundle_in_steps`; the project is taken as it is now, with the window's
        `state`); the session keeps its path and its unsaved changes."""
        self.record(state)
        recovery = copy.copy(self.project)  # saving marks the bundle it writes as saved
        recovery.ui = {**self.project.ui, RECOVERED_FROM: self.path}
        os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
        return bundle_in_steps(recovery, path)
