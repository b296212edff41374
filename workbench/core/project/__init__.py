"""Project bundles: one JSON file holding a whole workbench session, versioned and checked."""

from .bundle import (
    BundleError, CorpusRef, EncodedBundle, Measurements, Project, Run, TokenizePanel, TrainingHistory, bundle_path, is_bundle,
    load_bundle, load_model, load_model_and_history, looks_like_bundle, save_bundle,
    bundle_in_steps, write_bundle,
)
from .stepped_json import finish

__all__ = [
    "BundleError", "CorpusRef", "EncodedBundle", "Measurements", "Project", "Run", "TokenizePanel", "TrainingHistory", "bundle_path",
    "is_bundle", "load_bundle", "load_model", "load_model_and_history", "looks_like_bundle",
    "save_bundle", "bundle_in_steps", "write_bundle", "finish",
]
