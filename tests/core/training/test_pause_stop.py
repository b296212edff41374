"""Pause and stop at any point of each trainer (issue 18, Faults).

A stop is `should_stop` answering True from its k-th call on; the partial model must be a valid
tokenizer: `tokenizers` loads its tokenizer.json and encodes text to the same ids and offsets,
and a merging model's vocabulary is the start of the uninterrupted run's (merges are learnt in
order). A pause is the trainer left waiting between two steps (as the window's worker waits in
`wait_if_paused` after an event) or inside `should_stop`; meanwhile another training runs to
the end in the same process, and the run resumed afterwards gives the same tokenizer.json as an
uninterrupted one."""

import gzip
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tokenizers import Tokenizer as HfTokenizer

from workbench.core import TrainConfig, run, train
from workbench.core.formats import tokenizer_json
from workbench.core.training.config import MERGING

from support import SAMPLE_CORPUS

SIZES = {"bpe": 400, "wordpiece": 300, "unigram": 200}
TEXT = ("In the beginning God created the heaven and the earth. "
        "Zebras quickly jumped over 42 lazy dogs; naïve café — 你好 😀")
EXAMPLES = settings(max_examples=8, deadline=None,
                    suppress_health_check=[HealthCheck.function_scoped_fixture])


class Counting:
    """A `should_stop` that counts its calls: True from call `stop_at` on, and `at_call(n)`
    run at call `pause_at` (a pause inside the trainer's step)."""

    def __init__(self, stop_at: int | None = None, pause_at: int | None = None,
                 at_call=lambda: None) -> None:
        self.calls, self.stop_at, self.pause_at, self.at_call = 0, stop_at, pause_at, at_call

    def __call__(self) -> bool:
        self.calls += 1
        if self.calls == self.pause_at:
            self.at_call()
        return self.stop_at is not None and self.calls >= self.stop_at


@pytest.fixture(scope="module")
def corpus() -> str:
    return gzip.open(SAMPLE_CORPUS, "rt", encoding="utf-8").read(20_000)


def words(config: TrainConfig, text: str) -> dict[str, int]:
    pre_tokenizer = config.build_pre_tokenizer()
    return dict(Counter(w for line in text.splitlines() for w in pre_tokenizer.words(line)))


@pytest.fixture(scope="module", params=list(SIZES))
def uninterrupted(request, corpus):
    """An algorithm's config, word table, full model (tokenizer.json) and how many times it
    called `should_stop` and sent an event."""
    config = TrainConfig(algorithm=request.param, vocab_size=SIZES[request.param])
    table = words(config, corpus)
    calls, events = Counting(), []
    tokenizer = run(train(config, table, calls), events.append)
    assert len(tokenizer.vocab) == config.vocab_size
    return config, table, tokenizer_json.dumps(tokenizer), calls.calls, len(events)


@EXAMPLES
@given(data=st.data())
def test_a_stopped_run_gives_a_valid_partial_model(uninterrupted, data):
    config, table, full, calls, _ = uninterrupted
    stop_at = data.draw(st.integers(1, calls), label="stop at call")
    should_stop = Counting(stop_at=stop_at)
    partial = run(train(config, table, should_stop))
    assert should_stop.calls == stop_at  # it stopped at once
    reference = HfTokenizer.from_str(tokenizer_json.dumps(partial))
    ours, theirs = partial.encode(TEXT), reference.encode(TEXT)
    assert ours.ids == theirs.ids and ours.offsets == [tuple(o) for o in theirs.offsets]
    assert all(0 <= start <= end <= len(TEXT) for start, end in ours.offsets)
    full_vocab = HfTokenizer.from_str(full).get_vocab()
    assert len(partial.vocab) <= len(full_vocab)
    if config.algorithm in MERGING:
        by_id = sorted(full_vocab, key=full_vocab.get)
        assert list(partial.vocab) == by_id[:len(partial.vocab)]


@EXAMPLES
@given(data=st.data())
def test_a_paused_run_resumed_gives_the_uninterrupted_model(uninterrupted, corpus, data):
    config, table, full, calls, events = uninterrupted
    other = TrainConfig(algorithm=data.draw(st.sampled_from(list(SIZES)), label="meanwhile"),
                        vocab_size=280)
    meanwhile = []

    def another_run() -> None:
        meanwhile.append(run(train(other, words(other, corpus[:5000]))))

    if data.draw(st.booleans(), label="pause between events"):
        pause_at, sent = data.draw(st.integers(1, events), label="after event"), []

        def on_event(event) -> None:
            sent.append(event)
            if len(sent) == pause_at:
                another_run()

        resumed = run(train(config, table, Counting()), on_event)
    else:
        pause_at = data.draw(st.integers(1, calls), label="in should_stop call")
        resumed = run(train(config, table, Counting(pause_at=pause_at, at_call=another_run)))
    assert meanwhile  # the pause happened
    assert tokenizer_json.dumps(resumed) == full
