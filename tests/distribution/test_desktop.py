"""`make install-desktop`: the desktop entry, the AppStream metainfo and the icon in SVG and PNG
sizes land in the user's XDG data folder (issue 17)."""

import configparser
import os
import subprocess
import sys
import xml.etree.ElementTree as ET

from PySide6.QtGui import QImage

import workbench
from workbench.resources import APP_ID

from support import ROOT

SIZES = [16, 24, 32, 48, 64, 128, 256, 512]


def test_install_desktop_fills_the_xdg_folders(tmp_path):
    data = tmp_path / "share"
    command = "/opt/tw/bin/tokenizer-workbench"
    # the dev venv's Python renders the icons; -o: do not set up the checkout's own .venv
    result = subprocess.run(
        ["make", "-C", str(ROOT), "install-desktop", f"XDG_DATA_HOME={data}",
         f"ICONS={tmp_path / 'icons'}", f"QT_PYTHON={sys.executable}", f"COMMAND={command}",
         "-o", ".venv/.installed"], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr

    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(data / "applications" / f"{APP_ID}.desktop", encoding="utf-8")
    desktop = entry["Desktop Entry"]
    assert desktop["Type"] == "Application" and desktop["Icon"] == APP_ID
    assert desktop["Exec"] == f"{command} %F"

    root = ET.parse(data / "metainfo" / f"{APP_ID}.metainfo.xml").getroot()
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == f"{APP_ID}.desktop"
    assert root.find("releases/release").get("version") == workbench.__version__

    icons = data / "icons" / "hicolor"
    assert (icons / "scalable" / "apps" / f"{APP_ID}.svg").read_bytes() == (
        ROOT / "workbench" / "resources" / "icons" / "tokenizer-workbench.svg").read_bytes()
    for size in SIZES:
        image = QImage(os.fspath(icons / f"{size}x{size}" / "apps" / f"{APP_ID}.png"))
        assert (image.width(), image.height()) == (size, size)
        centre = image.pixelColor(size // 2, size // 2)
        assert centre.alpha() == 255  # drawn, not an empty transparent square
