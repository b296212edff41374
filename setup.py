"""The build's one step beyond pyproject.toml: the window's translations (.ts, in git) compiled
to the .qm files it loads (not in git) with PySide6's lrelease, into the built package."""

import glob
import os
import subprocess
import sys

from setuptools import setup
from setuptools.command.build_py import build_py

TRANSLATIONS = os.path.join("workbench", "resources", "translations")


def lrelease() -> list[str]:
    """PySide6's lrelease, from the PySide6 the build runs with ([build-system] requires it)."""
    import PySide6

    return [os.path.join(os.path.dirname(PySide6.__file__), "lrelease")]


class BuildWithTranslations(build_py):
    def run(self) -> None:
        super().run()
        target = os.path.join(self.build_lib, TRANSLATIONS)
        os.makedirs(target, exist_ok=True)
        for source in sorted(glob.glob(os.path.join(TRANSLATIONS, "*.ts"))):
            compiled = os.path.join(target, os.path.basename(source)[:-3] + ".qm")
            subprocess.run([*lrelease(), "-silent", source, "-qm", compiled], check=True,
                           stdout=sys.stderr)


setup(cmdclass={"build_py": BuildWithTranslations})
