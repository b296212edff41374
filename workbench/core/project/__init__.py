"""Project bundles: one JSON file holding a whole workbench session, versioned and checked."""

from .bundle import (
    BundleError, CorpusRef, Project, Run, TokenizePanel, TrainingHistory, bundle_path, is_bundle,
    load_bundle, looks_like_bundle, load_model, save_bundle,
)

__all__ = [
    "BundleError", "CorpusRef", "Project", "Run", "TokenizePanel", "TrainingHistory", "bundle_path",
    "is_bundle", "load_bundle", "looks_like_bundle", "load_model", "save_bundle",
]
