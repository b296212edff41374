"""Print, as Python that pyside6-lupdate reads, the texts of the core that the window shows
translated: each training setting's label, help and default in words (context "TrainConfig"),
the choices that are words ("choices"), the presets' titles ("presets"), the export formats'
summaries ("formats") and the templates of the core's messages ("core": see
workbench/app/window/core_texts.py). They are declared once, in English, in the core, which imports no
Qt; `make translations-update` hands this output to lupdate with the app's sources."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from workbench.app.window import core_texts  # noqa: E402
from workbench.core.formats import FORMATS  # noqa: E402
from workbench.core.training import PRESETS, TrainConfig, declared  # noqa: E402


def texts() -> list[tuple[str, str]]:
    """(context, text) pairs, in declaration order, each once."""
    found = []
    for spec in declared(TrainConfig).values():
        found += [("TrainConfig", spec.label), ("TrainConfig", spec.help),
                  ("TrainConfig", spec.default_words())]
        if spec.worded:
            found += [("choices", choice) for choice in spec.choices]
    found += [("presets", preset.title) for preset in PRESETS.values()]
    found += [("formats", spec.summary) for spec in FORMATS.values()]
    found += [(core_texts.CONTEXT, t.text) for t in core_texts.templates()]
    return list(dict.fromkeys(found))


def main() -> None:
    for context, text in texts():
        if any(character.isalpha() for character in text):  # not "8,000"
            print(f"QT_TRANSLATE_NOOP({context!r}, {text!r})")


if __name__ == "__main__":
    main()
