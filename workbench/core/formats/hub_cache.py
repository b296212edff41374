"""Well-known tokenizers already on this machine: those the Hugging Face hub's cache holds.

No package the workbench installs ships a tokenizer file (`tokenizers`, `sentencepiece` and
`transformers` download them; tiktoken keeps its downloads under hashed names that say neither
encoding nor format). What a person has used through `transformers` or `huggingface_hub` is in
the hub's cache, one folder per model: `models--ORG--NAME/snapshots/COMMIT/` with the files of
that commit, `refs/main` naming the commit `main` was at. This lists them without a network.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from .importers import TOKENIZER_FILES


@dataclass(frozen=True)
class Cached:
    name: str  # the hub's "ORG/NAME" (or "NAME")
    folder: str  # the snapshot holding its tokenizer files, for `open_tokenizer`


def hub_cache() -> Path:
    """Where the hub keeps its downloads, as `huggingface_hub` finds it: HF_HUB_CACHE, else
    HF_HOME/hub, else XDG_CACHE_HOME (or ~/.cache)/huggingface/hub."""
    if os.environ.get("HF_HUB_CACHE"):
        return Path(os.environ["HF_HUB_CACHE"]).expanduser()
    home = os.environ.get("HF_HOME") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.join("~", ".cache"), "huggingface")
    return Path(home).expanduser() / "hub"


def _snapshot(model: Path) -> Path | None:
    """The snapshot `main` names, else the newest; None if none holds a tokenizer file."""
    snapshots = model / "snapshots"
    try:
        main = (model / "refs" / "main").read_text(encoding="utf-8").strip()
    except OSError:
        main = ""
    if not snapshots.is_dir():
        return None
    candidates = sorted((p for p in snapshots.iterdir() if p.is_dir()),
                        key=lambda p: (p.name != main, -p.stat().st_mtime))
    return next((p for p in candidates if any((p / f).is_file() for f in TOKENIZER_FILES)), None)


def cached_tokenizers(cache: Path | None = None) -> list[Cached]:
    """The models of the hub's cache (`cache`, default `hub_cache()`) that have a tokenizer
    file, by name."""
    cache = hub_cache() if cache is None else cache
    if not cache.is_dir():
        return []
    found = []
    for model in cache.glob("models--*"):
        snapshot = _snapshot(model)
        if snapshot is not None:
            found.append(Cached(model.name.removeprefix("models--").replace("--", "/"),
                                str(snapshot)))
    return sorted(found, key=lambda c: c.name.lower())
