"""The build's two steps beyond pyproject.toml: the window's translations (.ts, in git) compiled
to the .qm files it loads (not in git) with PySide6's lrelease, into the built package; and the
trainers' and encoders' loops (.pyx files, in git) compiled to C with Cython, then to an extension module
with the machine's C compiler."""

import glob
import os
import subprocess
import sys

from Cython.Build import cythonize
from setuptools import Extension, setup
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


def compiled(model: str, module: str) -> Extension:
    """The extension module `module` of the model's folder, from its .pyx."""
    return Extension(f"workbench.core.models.{model}.{module}",
                     [os.path.join("workbench", "core", "models", model, module + ".pyx")],
                     extra_compile_args=["-O3"])


LOOPS = [compiled("bpe", "merge_loops"), compiled("bpe", "encode_loops"),
         compiled("unigram", "viterbi_loops"),
         compiled("unigram", "lattice_loops"), compiled("wordpiece", "score_loops")]

setup(cmdclass={"build_py": BuildWithTranslations}, ext_modules=cythonize(LOOPS, quiet=True))
