"""The main window's measures of its models, each in a window of its own beside it: Compare,
Evaluate, Vocabulary health, Every size of a model, and why a model splits a text so.

A part of `MainWindow`. Its texts are the window's: they are translated in its context
("MainWindow"), as `self.tr()` in the window translates them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog

from workbench.core.project import Run

from ..dialogs.messages import Messages
from ..dialogs.modeless import modeless
from ..views.compare_view import CompareView
from ..views.explain_view import ExplainView
from ..views.health_view import HealthView

translate = QCoreApplication.translate


class Measures:
    def show_compare(self) -> QDialog:
        return modeless(CompareView(self.session.models(), self.tokenize.input.toPlainText(),
                                    self))

    def show_evaluate(self) -> QDialog:
        from ..views.evaluate_view import EvaluateView  # pyqtgraph: imported when first needed

        measures = self.session.project.measures
        view = EvaluateView(self.session.models(), self.session.corpus_sources(),
                            measures.evaluation, self, dialogs=self.dialogs)
        view.evaluated.connect(self._evaluated)
        return modeless(view)

    def _evaluated(self, evaluation: dict) -> None:
        self.session.set_evaluation(evaluation)
        self._update_title()

    def show_health(self) -> QDialog:
        files = [source.path for source in self.session.corpus_sources()]
        models = {run.name: (run.tokenizer, run.history) for run in self.session.project.runs}
        view = HealthView(models, files, self.session.project.measures.health, self,
                          dialogs=self.dialogs, current=self.tokenize.current_model_name())
        view.measured.connect(self._health_measured)
        return modeless(view)

    def _health_measured(self, report: dict) -> None:
        self.session.set_health(report)
        self._update_title()

    def show_sizes(self) -> QDialog | None:
        """The size curve of the current model on the last 5 % of its corpus's lines."""
        name = self.tokenize.current_model_name()
        if name is None:
            Messages.info(self, translate("MainWindow", "No model"),
                          translate("MainWindow", "Train a model first."))
            return None
        from ..views.size_view import SizeView  # pyqtgraph: imported when first needed

        run = self.session.project.run(name)
        view = SizeView(name, run.tokenizer, run.tokenizer_json, self._held_out_files(run),
                        self.tokenize.input.toPlainText(), run.history.round_models, self,
                        curve=run.size_curve)
        view.size_picked.connect(self.training.mark_merges)
        return modeless(view)

    def _held_out_files(self, run: Run) -> list[str]:
        """The corpus files whose last 5 % of lines a run's size curve is measured on."""
        return run.corpora or [source.path for source in self.corpus.sources()]

    def show_explanation(self, name: str, text: str, offset: int | None = None) -> QDialog:
        """Why model `name` splits `text` so (the word around `offset`, if given)."""
        return modeless(ExplainView(self.session.explain(name, text, offset), name, self))

    def _explain_corpus_word(self, word: str) -> None:
        name = self.tokenize.current_model_name()
        if name is None:
            Messages.info(self, translate("MainWindow", "No model"), translate(
                "MainWindow", "Train or import a model first: it explains how it splits the "
                "word."))
            return
        self.show_explanation(name, word)
