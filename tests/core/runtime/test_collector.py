"""`collector_paused`: the cycle collector is off inside the block and as it was after it."""

import gc

import pytest

from workbench.core.runtime.collector import collector_paused


def test_the_collector_is_off_inside_and_on_again_after(collector_on):
    with collector_paused():
        assert not gc.isenabled()
    assert gc.isenabled()


def test_the_collector_is_on_again_after_an_error(collector_on):
    with pytest.raises(KeyError), collector_paused():
        raise KeyError("x")
    assert gc.isenabled()


def test_a_collector_that_was_off_stays_off(collector_on):
    gc.disable()
    with collector_paused():
        pass
    assert not gc.isenabled()
    with collector_paused():  # nested: the inner block leaves it off for the outer one
        with collector_paused():
            pass
        assert not gc.isenabled()
