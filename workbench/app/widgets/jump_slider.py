"""A horizontal slider that a click moves to the point clicked, where Qt's moves it a page
towards it: the Every size view's slider spans 20,000 merges, and a page of them is no place a
person aimed at."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QSlider, QStyle, QStyleOptionSlider


class JumpSlider(QSlider):
    def __init__(self) -> None:
        super().__init__(Qt.Orientation.Horizontal)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt's name)
        """A left click off the handle puts the handle under the pointer first, so the press
        that follows grabs it and a drag goes on from there."""
        if event.button() == Qt.MouseButton.LeftButton:
            option = QStyleOptionSlider()
            self.initStyleOption(option)
            handle = self._rect(option, QStyle.SubControl.SC_SliderHandle)
            if not handle.contains(event.position().toPoint()):
                groove = self._rect(option, QStyle.SubControl.SC_SliderGroove)
                start, span = groove.x() + handle.width() / 2, groove.width() - handle.width()
                self.setValue(QStyle.sliderValueFromPosition(
                    self.minimum(), self.maximum(), round(event.position().x() - start),
                    max(1, span), option.upsideDown))
        super().mousePressEvent(event)

    def _rect(self, option: QStyleOptionSlider, part: QStyle.SubControl):
        return self.style().subControlRect(QStyle.ComplexControl.CC_Slider, option, part, self)
