"""JSON text made in steps is exactly `json.dumps`'s, and no step encodes much at once."""

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from workbench.core.project import stepped_json

from support import run_steps

scalars = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text()
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=12)
                      | st.dictionaries(st.text(max_size=3), inner, max_size=12), max_leaves=80)


def counted(value) -> int:
    if isinstance(value, dict):
        return 1 + sum(counted(v) for v in value.values())
    if isinstance(value, list):
        return 1 + sum(counted(v) for v in value)
    return 1


@pytest.mark.parametrize("ascii_only", [False, True])
@given(value=values)
def test_the_text_is_json_dumps_and_each_call_encodes_a_few_values(ascii_only, value):
    piece = 4
    calls = []

    def encode(part):
        calls.append(part)
        return json.dumps(part, sort_keys=True, separators=(",", ":"), ensure_ascii=ascii_only)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(stepped_json, "PIECE", piece)
        steps = stepped_json.dumps_in_steps(value, encode)
        text, taken = run_steps(steps)
    assert text == json.dumps(value, sort_keys=True, separators=(",", ":"),
                              ensure_ascii=ascii_only)
    assert taken >= len(calls)  # a step after each call
    assert all(counted(part) <= piece + 1 for part in calls)  # a batch's brackets and values
