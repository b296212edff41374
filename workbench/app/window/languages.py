"""The window's language: English, Russian, Spanish or Burmese, the system's by default or the
one picked in View > Language (kept in the settings, applied at the next start).

The translations are Qt's: `resources/translations/workbench_<code>.ts`, compiled to `.qm`
files beside them by `make` (or the package's build), and Qt's own for its standard buttons.
Burmese needs a font with Myanmar glyphs: Noto Sans Myanmar, which ships in the package
(`resources/fonts`, SIL Open Font License) and is registered with Qt at start, so that Burmese is
drawn on a system without such a font; the application's font falls back to it."""

from __future__ import annotations

import os

from PySide6.QtCore import QLibraryInfo, QLocale, QSettings, QTranslator
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QApplication

from workbench import resources

LANGUAGES = {"en": "English", "ru": "Русский", "es": "Español", "my": "မြန်မာ"}  # in their own
# language, as a menu of languages shows them
SETTING = "language"  # "" or missing: the system's
MYANMAR_FONT = "Noto Sans Myanmar"
BUNDLED_FONTS = ("NotoSansMyanmar-Regular.ttf", "NotoSansMyanmar-Bold.ttf")  # in resources/fonts


def chosen(settings: QSettings) -> str:
    """The language code picked in the menu, "" for the system's."""
    code = settings.value(SETTING, "", type=str)
    return code if code in LANGUAGES else ""


def language(settings: QSettings, system: QLocale | None = None) -> str:
    """The code of the language the window speaks: the one picked, else the system's if there
    is a translation into it, else English."""
    code = chosen(settings) or (system or QLocale.system()).name().split("_")[0]
    return code if code in LANGUAGES else "en"


def translation_file(code: str) -> str:
    """The compiled translation (.qm) of `code`; it may be missing in a tree not built by make."""
    return resources.path(f"translations/workbench_{code}.qm")


def register_fonts() -> None:
    """Add the bundled fonts to Qt's font database, for this process, beside the system's."""
    for name in BUNDLED_FONTS:
        QFontDatabase.addApplicationFont(resources.path(f"fonts/{name}"))


def install(app: QApplication, code: str) -> list[QTranslator]:
    """Translate `app` into `code` (ours and Qt's own texts; the translators, returned, are
    the application's children). A missing .qm leaves the window in English. In every
    language the font falls back to Noto Sans Myanmar for Burmese text (the Language menu
    names Burmese in Burmese), bundled with the package."""
    register_fonts()
    font = app.font()
    font.setFamilies([font.family(), MYANMAR_FONT])
    app.setFont(font)
    translators = []
    if code == "en":
        return translators
    ours = os.path.dirname(translation_file(code))
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    # qt_CODE: the texts of Qt's own buttons in a language Qt ships no translation for (Burmese)
    for name, folder in ((f"workbench_{code}", ours), (f"qtbase_{code}", qt_folder),
                         (f"qt_{code}", ours)):
        translator = QTranslator(app)
        if translator.load(name, folder):
            app.installTranslator(translator)
            translators.append(translator)
    QLocale.setDefault(QLocale(code))
    return translators
