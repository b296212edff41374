"""The progress bar marks itself for the window's next paint instead of painting at once."""

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from workbench.app.panels.corpus_panel import CorpusPanel
from workbench.app.dialogs.measure_dialog import MeasureDialog
from workbench.app.widgets.progress_bar import ProgressBar
from workbench.app.panels.training_panel import TrainingPanel


class Paints(QObject):
    """The widgets painted, in order."""

    def __init__(self, *widgets: QWidget) -> None:
        super().__init__()
        self.painted: list[QWidget] = []
        for widget in widgets:
            widget.installEventFilter(self)

    def eventFilter(self, watched, event):  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Paint:
            self.painted.append(watched)
        return False


def test_a_new_value_paints_nothing_until_the_event_loop_runs(qtbot):
    """QProgressBar.setValue painted at once every widget of the window waiting for a paint (the
    graphs given points by the same batch of training messages), in that batch's turn."""
    window = QWidget()
    layout = QVBoxLayout(window)
    bar, graph = ProgressBar(), QLabel("graph")
    layout.addWidget(bar)
    layout.addWidget(graph)
    qtbot.addWidget(window)
    paints = Paints(bar, graph)
    window.show()
    qtbot.waitUntil(lambda: bar in paints.painted and graph in paints.painted)  # a first paint
    paints.painted.clear()
    graph.update()
    bar.setValue(40)
    assert paints.painted == [] and bar.value() == 40 and bar.text() == "40%"
    qtbot.waitUntil(lambda: bar in paints.painted and graph in paints.painted)


def test_the_panels_progress_bars_are_the_waiting_kind(qtbot):
    for panel in (TrainingPanel(), CorpusPanel(), MeasureDialog(None)):
        qtbot.addWidget(panel)
        assert isinstance(panel.progress, ProgressBar), type(panel).__name__
