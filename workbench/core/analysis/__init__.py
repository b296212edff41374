"""What one learns of a tokenizer, over the Model protocol: why it splits a word so (`explain`),
the measures of its encodings of a text (`measures`; `evaluate` on files or on `held_out`, the
last share of a corpus), its wasted or broken entries (`health`), several tokenizers side by
side (`compare`), its quality at each smaller size (`size_curve`) and sampled segmentations
(BPE-dropout, `sampling`).

Their names are imported from the modules (`workbench.core` exports the public ones): the
tokenizer's batches (`tokenizer/batch.py`) count into `measures.TextStats` while `evaluate` runs
those batches, so an __init__ importing these modules would be in the middle of its own import
when `tokenizer/batch.py` is imported first."""
