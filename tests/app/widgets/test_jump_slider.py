"""A click on the Every size view's slider puts it where the click was (issue 42, item 11)."""

import pytest
from PySide6.QtCore import QPoint, Qt

from workbench.app.widgets.jump_slider import JumpSlider


def shown_slider(qtbot, maximum: int, value: int = 0) -> JumpSlider:
    slider = JumpSlider()
    qtbot.addWidget(slider)
    slider.resize(500, 30)
    slider.setRange(0, maximum)
    slider.setValue(value)
    slider.setPageStep(100)
    slider.show()
    qtbot.waitExposed(slider)
    return slider


@pytest.mark.parametrize("share", [0.1, 0.5, 0.9])
def test_a_click_moves_the_handle_to_the_point_clicked(qtbot, share):
    slider = shown_slider(qtbot, 20_000)
    qtbot.mouseClick(slider, Qt.MouseButton.LeftButton,
                     pos=QPoint(round(share * slider.width()), slider.height() // 2))
    # the handle is some pixels wide: within 5 % of where the click was, not a page from 0
    assert slider.value() == pytest.approx(share * 20_000, abs=1_000)


def test_a_click_on_the_handle_leaves_it_and_a_drag_follows_from_there(qtbot):
    slider = shown_slider(qtbot, 100, 50)
    qtbot.mouseClick(slider, Qt.MouseButton.LeftButton, pos=QPoint(250, 15))
    assert slider.value() == pytest.approx(50, abs=1)
    qtbot.mousePress(slider, Qt.MouseButton.LeftButton, pos=QPoint(100, 15))
    qtbot.mouseMove(slider, QPoint(400, 15))
    qtbot.mouseRelease(slider, Qt.MouseButton.LeftButton, pos=QPoint(400, 15))
    assert slider.value() == pytest.approx(80, abs=5)
