"""Reading a model's tokenizer.json fields: absent, null, of the wrong type, and how a wrong
value is shown in the error (expected texts by hand from the rules in json_fields' docstring)."""

import pytest

from workbench.core.models.json_fields import json_field


def test_a_missing_field_takes_its_default_or_is_refused_when_required():
    assert json_field({}, "unk_id", "usize", 7) == 7
    with pytest.raises(ValueError, match="^model field 'vocab' is missing$"):
        json_field({}, "vocab", "a map")


def test_null_is_the_default_only_where_the_field_is_nullable():
    assert json_field({"unk_id": None}, "unk_id", "usize", 7, nullable=True) == 7
    assert json_field({"unk_id": 3}, "unk_id", "usize", 7, nullable=True) == 3
    with pytest.raises(ValueError, match="^model field 'unk_id' is null, not usize$"):
        json_field({"unk_id": None}, "unk_id", "usize", 7)


@pytest.mark.parametrize(("value", "shown"), [
    ({"a": 1}, "a map"), ([1], "a sequence"), (-1, "-1"), ("x" * 38, "'" + "x" * 38 + "'"),
    ("x" * 39, "'" + "x" * 36 + "..."), ("y" * 50, "'" + "y" * 36 + "..."),
])
def test_a_value_of_the_wrong_kind_is_refused_showing_it_cut_to_40_characters(value, shown):
    """A repr of 40 characters is shown whole; a longer one as its first 37 and "..."."""
    with pytest.raises(ValueError) as refused:
        json_field({"vocab_size": value}, "vocab_size", "usize")
    assert str(refused.value) == f"model field 'vocab_size' is {shown}, not usize"
