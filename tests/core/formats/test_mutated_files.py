"""Every loader on damaged files: a file cut short at every position, bytes with a bit flipped,
JSON with a value replaced or a key dropped. Each either opens to a tokenizer that encodes, or
fails with one FormatError whose message names the file; never another exception. A
tokenizer.json may also open and then refuse the text, where `tokenizers` does the same (a
WordPiece vocabulary left without its unknown token, say).

The files are small models exported by the workbench (tokenizer.json for each algorithm,
vocab.json + merges.txt, vocab.txt, SentencePiece `.model`, `.tiktoken`) and a project bundle.
"""

import json
import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tokenizers import Tokenizer as HfTokenizer

from support import trained
from workbench.core import EncodeError, Tokenizer
from workbench.core.formats import FormatError, export
from workbench.core.project import Project, Run, TrainingHistory, load_model, save_bundle

# (algorithm, training options, export format, the file among the exported ones to damage)
CASES = [
    ("bpe", {"pre_tokenizer": "byte-level"}, "tokenizer-json", "tokenizer.json"),
    ("wordpiece", {}, "tokenizer-json", "tokenizer.json"),
    ("unigram", {}, "tokenizer-json", "tokenizer.json"),
    ("bpe", {"pre_tokenizer": "byte-level"}, "gpt2", "merges.txt"),
    ("bpe", {"pre_tokenizer": "byte-level"}, "gpt2", "vocab.json"),
    ("wordpiece", {"normalizer": ["bert-cased"], "pre_tokenizer": "bert"}, "bert", "vocab.txt"),
    ("unigram", {}, "sentencepiece", "tokenizer.model"),
    ("bpe", {"pre_tokenizer": "byte-level"}, "tiktoken", "tokenizer.tiktoken"),
    ("bpe", {"pre_tokenizer": "byte-level"}, "tiktoken", "tokenizer.tiktoken.json"),
    ("unigram", {}, "bundle", "project.json"),
]
IDS = [f"{format_name}-{algorithm}-{name}" for algorithm, _, format_name, name in CASES]


def _model(algorithm: str, options: dict) -> Tokenizer:
    return trained(algorithm, {"bpe": 300, "wordpiece": 120, "unigram": 60}[algorithm], **options)


def _write_bundle(tokenizer: Tokenizer, folder: str) -> None:
    project = Project()
    project.add_run(Run.from_training("small", tokenizer, TrainingHistory(), []))
    save_bundle(project, os.path.join(folder, "project.json"))


JSON_CASES = [case for case in CASES if case[3].endswith(".json")]
JSON_IDS = [name for name, case in zip(IDS, CASES) if case in JSON_CASES]


def _exported(case: tuple, tmp_path_factory) -> tuple[str, bytes]:
    """The path of the file to damage, among its model's files, and its intact bytes."""
    algorithm, options, format_name, name = case
    folder = str(tmp_path_factory.mktemp(format_name))
    tokenizer = _model(algorithm, options)
    if format_name == "bundle":
        _write_bundle(tokenizer, folder)
    else:
        export(tokenizer, format_name, folder)
    path = os.path.join(folder, name)
    with open(path, "rb") as file:
        return path, file.read()


@pytest.fixture(scope="module", params=CASES, ids=IDS)
def exported(request, tmp_path_factory) -> tuple[str, bytes]:
    return _exported(request.param, tmp_path_factory)


@pytest.fixture(scope="module", params=JSON_CASES, ids=JSON_IDS)
def exported_json(request, tmp_path_factory) -> tuple[str, bytes]:
    return _exported(request.param, tmp_path_factory)


TEXT = "hugs and puns"


def _opened_path(path: str) -> str:
    """The path a user opens: the model file itself; for a sidecar, the model it describes."""
    return path.removesuffix(".json") if path.endswith(".tiktoken.json") else path


def _opens_or_says_why(path: str, data: bytes) -> None:
    with open(path, "wb") as file:
        file.write(data)
    opened = _opened_path(path)
    try:
        tokenizer = load_model(opened)
    except FormatError as exc:
        message = str(exc)
        assert message and "\n" not in message.strip(), message
        named = [name for name in os.listdir(os.path.dirname(path)) if name in message]
        assert named, message  # the file, or the one of its pair (vocab.json, merges.txt) at fault
        return
    try:
        tokenizer.encode(TEXT)
    except EncodeError:
        assert opened.endswith("tokenizer.json")
        with pytest.raises(Exception, match="(?i)missing|unk"):
            HfTokenizer.from_file(opened).encode(TEXT)


def _restore(path: str, data: bytes) -> None:
    with open(path, "wb") as file:
        file.write(data)


def test_the_intact_file_opens(exported):
    path, data = exported
    _opens_or_says_why(path, data)
    assert load_model(_opened_path(path)).encode("hugs").tokens


def test_cut_short_at_any_position(exported):
    path, data = exported
    step = max(1, len(data) // 400)  # about 400 cuts a file; every position of a small one
    try:
        for end in range(0, len(data), step):
            _opens_or_says_why(path, data[:end])
    finally:
        _restore(path, data)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(flips=st.lists(st.tuples(st.floats(0, 1, exclude_max=True), st.integers(0, 7)),
                      min_size=1, max_size=3))
def test_bits_flipped(exported, flips):
    path, data = exported
    damaged = bytearray(data)
    for where, bit in flips:
        damaged[int(where * len(damaged))] ^= 1 << bit
    try:
        _opens_or_says_why(path, bytes(damaged))
    finally:
        _restore(path, data)


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 300) | st.floats(allow_nan=False) | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=6,
)


def _containers(value, found: list) -> list:
    """Every dict and list inside `value`, outermost first."""
    if isinstance(value, (dict, list)):
        found.append(value)
        for child in (value.values() if isinstance(value, dict) else value):
            _containers(child, found)
    return found


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_json_edited(exported_json, data):
    path, original = exported_json
    document = json.loads(original)
    containers = _containers(document, [])
    target = data.draw(st.sampled_from(containers), label="container")
    if not target:
        return
    key = data.draw(st.sampled_from(sorted(target) if isinstance(target, dict) else range(len(target))),
                    label="key")
    if data.draw(st.booleans(), label="drop"):
        del target[key]
    else:
        target[key] = data.draw(JSON_VALUES, label="value")
    try:
        _opens_or_says_why(path, json.dumps(document).encode())
    finally:
        _restore(path, original)
