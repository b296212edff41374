"""Project bundles: one JSON file holding a whole workbench session, versioned and checked."""

from .bundle import (
    BundleError, CorpusRef, Measurements, Project, Run, TokenizePanel, TrainingHistory, bundle_path, is_bundle,
    load_bundle, load_model, load_model_and_history, looks_like_bundle, save_bundle,
)

__all__ = [
    "BundleError", "CorpusRef", "Measurements", "Project", "Run", "TokenizePanel", "TrainingHistory", "bundle_path",
    "is_bundle", "load_bundle", "load_model", "load_model_and_history", "looks_like_bundle",
    "save_bundle",
]
