"""What the rest of the core runs on: the events trainers yield and `run`, which drives a
trainer's generator to the end (`events`), starting worker processes (`processes`), pausing the
cycle collector around work that allocates many containers (`collector`), and the marking of
the core's sentences that the window translates (`texts`). None of them imports anything of the
package."""

from .collector import collector_paused
from .events import EmStepEvent, MergeEvent, PruneEvent, ShouldStop, run
from .processes import process_context
from .texts import worded

__all__ = [
    "EmStepEvent", "MergeEvent", "PruneEvent", "ShouldStop", "collector_paused",
    "process_context", "run", "worded",
]
