"""Files that ship inside the package: the sample corpora, the project bundle's JSON Schema, the
application's icon, the window's translations and the fonts its languages need (`fonts/`, with
their licence).

They are found through `importlib.resources`, so they are wherever the package is: a source tree,
a wheel installed by pip, or a frozen build. Each is a real file on disk in all three (the package
is never imported from a zip), which the corpus needs: it is read like any corpus the user adds.
"""

from __future__ import annotations

import json
import os
from importlib.resources import files

APP_ID = "io.github.tokenizer_workbench.TokenizerWorkbench"  # reverse-DNS: desktop file, metainfo


def path(name: str) -> str:
    """The file `name` (a path relative to this package, with /) on disk."""
    return os.fspath(files(__name__).joinpath(*name.split("/")))


def sample_corpus() -> str:
    """The public-domain sample corpus: King James Bible, Genesis to 2 Samuel 12, gzipped."""
    return path("corpora/kjv-sample.txt.gz")


def project_schema() -> dict:
    """The JSON Schema of project bundles."""
    return json.loads(files(__name__).joinpath("schema", "project.schema.json").read_text("utf-8"))


def icon() -> str:
    """The application's icon, as SVG (the installed PNG sizes are rendered from it)."""
    return path("icons/tokenizer-workbench.svg")
