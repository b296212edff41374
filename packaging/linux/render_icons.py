"""Render the application's SVG icon as the PNG sizes a desktop's icon theme wants, with Qt's SVG
renderer (the same one that draws the icon in the window). `make install-desktop` runs it:

    python packaging/linux/render_icons.py ICON.svg OUTDIR 16 32 ...

writes OUTDIR/16x16.png, OUTDIR/32x32.png, ...
"""

import os
import sys

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer


def render(svg: str, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    QSvgRenderer(svg).render(painter)
    painter.end()
    return image


def main(svg: str, folder: str, sizes: list[str]) -> None:
    os.makedirs(folder, exist_ok=True)
    for size in map(int, sizes):
        path = os.path.join(folder, f"{size}x{size}.png")
        if not render(svg, size).save(path):
            sys.exit(f"cannot write {path}")


if __name__ == "__main__":
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QGuiApplication([])
    main(sys.argv[1], sys.argv[2], sys.argv[3:])
