"""Starting the desktop app: QApplication, colour scheme, languages (ours and Qt's), optional screenshot."""

from __future__ import annotations

import gc
import sys
from pathlib import Path

from PySide6.QtCore import QEvent, QLibraryInfo, QLocale, QObject, QSize, QTimer, QTranslator
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QWidget

from .. import i18n, log
from ..i18n import _
from ..resources import APP_ID as DESKTOP_ID
from ..resources import ICONS
from ..rules.errors import InputError
from ..storage import APP_ID, sweep_temporaries
from . import crash, theme
from .errors import error_message, tell_about_set_aside_files
from .language import language_signal
from .main_window import MainWindow

_qt_translator: QTranslator | None = None


def install_qt_translations(lang: str) -> None:
    """Qt's own strings (standard buttons, file dialogs) in ``lang``; English needs none."""
    global _qt_translator
    app = QApplication.instance()
    if app is None:
        return
    if _qt_translator is not None:
        app.removeTranslator(_qt_translator)
        _qt_translator = None
    QLocale.setDefault(QLocale({"de": "de_DE", "fr": "fr_FR"}.get(lang, "en_US")))
    if lang == "en":
        return
    translator = QTranslator(app)
    directory = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if translator.load(f"qtbase_{lang}", directory):
        app.installTranslator(translator)
        _qt_translator = translator


def app_icon() -> QIcon:
    """The window icon, from the PNG sizes that resources/icons/render_icons.py renders from the SVG: the
    SVG itself would load Qt's SVG module and render every size at the first show, some 10 ms of the
    start on a desktop."""
    icon = QIcon()
    for path in ICONS.glob("canasta-tutor-*.png"):
        size = int(path.stem.rsplit("-", 1)[1])
        icon.addFile(str(path), QSize(size, size))
    return icon


def ensure_app() -> QApplication:
    app = QApplication.instance()
    if app is None:
        # Qt's own command-line option sets the style without handing a QStyle to Python, which would build
        # the Python types of its many enums before the first paint.
        app = QApplication([*sys.argv[:1], "-style", "Fusion"])
        theme.apply(theme.remembered())
        app.styleHints().colorSchemeChanged.connect(theme.follow_system)
        app.setFont(theme.app_font())
        language_signal().changed.connect(install_qt_translations)
        crash.install()
    assert isinstance(app, QApplication)  # the app's own, or one a test made
    # The name decides the folders QStandardPaths gives (tutor/storage.py computes the same ones).
    app.setApplicationName(APP_ID)
    app.setOrganizationName("")
    app.setApplicationDisplayName("Canasta Tutor")
    app.setDesktopFileName(DESKTOP_ID)  # the taskbar finds the desktop entry (canasta-tutor install-desktop) and its icon
    app.setWindowIcon(app_icon())
    sweep_temporaries(i18n.settings_path())  # an interrupted write of another run's; progress sweeps its own
    return app


def use_language(lang: str | None) -> None:
    """The language asked for (else the remembered or the system's, else English), ours and Qt's."""
    chosen = i18n.choose_language(lang)
    if chosen not in i18n.LANGUAGES:
        chosen = i18n.DEFAULT
    i18n.set_language(chosen)
    install_qt_translations(chosen)


def _collect_garbage_from_now_on() -> None:
    """Garbage collection, turned off for the start (see cli.launch_app), runs again once the window is usable.

    The start allocates much and frees little: collecting during it ran some 40 times for 7-10 ms. What it made (the
    modules, the Qt enums, the course) lives as long as the app, so it is frozen out of later collections too."""
    gc.freeze()
    gc.enable()


#: how long after the window became usable the log's first line is written
LOG_START_DELAY_MS = 500


def _log_start() -> None:
    import PySide6
    from PySide6.QtCore import qVersion

    log.log_start(f"Qt {qVersion()} (PySide6 {PySide6.__version__})")


class FileOpenHandler(QObject):
    """Opens the position files macOS hands the running app as events (a file double-clicked in the Finder, or
    dropped on the Dock's icon), where other systems pass them as an argument (``canasta-tutor FILE``)."""

    def __init__(self, window: MainWindow):
        super().__init__(window)
        self.window = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen:
            self.window.dispute.open_file(event.file())  # type: ignore[attr-defined] # a QFileOpenEvent
            return True
        return False


def run_app(
    lang: str | None = None,
    position: str | None = None,
    lesson: str | None = None,
    screenshot: str | None = None,
    texts: str | None = None,
) -> int:
    """Run the app (or, with ``screenshot``, render the window to a PNG and return, and with ``texts`` write the
    texts on screen to that file); the exit code."""
    app = ensure_app()
    use_language(lang)
    window = MainWindow(paint_first=not screenshot)  # a screenshot waits for the whole window
    window.when_usable(_collect_garbage_from_now_on)
    # the line costs some 15 ms (the package's metadata): written once the start is over, not as part of it
    window.when_usable(lambda: QTimer.singleShot(LOG_START_DELAY_MS, _log_start))
    if sys.platform == "darwin":  # a filter on the whole app sees every event: only where the system sends these
        app.installEventFilter(FileOpenHandler(window))
    if position:
        if screenshot:
            from ..play.loading import load

            try:
                loaded = load(str(position))
            except InputError as exc:  # every fault of the file, its reading included (load)
                message = error_message(exc)
                if str(position) not in message:  # a file that cannot be read names itself; a broken one does not
                    message = _("{field}: {message}").format(field=position, message=message)
                print(_("error: {message}").format(message=message), file=sys.stderr)
                window.close()
                window.deleteLater()
                return 2
            window.dispute.show_loaded(loaded)
            window.current_file = Path(position)
        else:
            window.dispute.open_file(position)
    if not position and not lesson and not screenshot and window.progress is not None and window.progress.last:
        window.resume_course()  # a returning learner starts where they left off
    if lesson:
        if not window.open_lesson(lesson) and screenshot:
            print(_("error: {message}").format(message=window.last_error), file=sys.stderr)
            window.close()
            window.deleteLater()
            return 2
    if screenshot:
        window.resize(1280, 800)  # screenshots are made at one size, whatever the screen
    window.show()
    tell_about_set_aside_files(window)
    if screenshot:
        for _frame in range(5):
            app.processEvents()
        ok = window.grab().save(str(screenshot), "PNG")
        if ok and texts:
            try:
                Path(texts).write_text("\n".join(texts_on_screen(window)) + "\n", encoding="utf-8")
            except OSError as exc:
                from ..words.files import os_reason

                message = _("cannot write {path}: {reason}").format(path=texts, reason=os_reason(exc))
                print(_("error: {message}").format(message=message), file=sys.stderr)
                ok = False
        window.close()
        window.deleteLater()
        app.processEvents()
        if not ok:
            print(_("error: {message}").format(message=_("cannot write {path}").format(path=screenshot)), file=sys.stderr)
            return 1
        return 0
    return int(app.exec())


def texts_on_screen(window: QWidget) -> list[str]:
    """Every text a person reads in ``window`` as it is shown: its title, the menu bar, labels, buttons, text
    views, fields and lists (for checking a translation from outside the app, ``--screenshot … --texts``)."""
    from PySide6.QtCore import Qt  # not at the top: the first paint does without the Qt namespace
    from PySide6.QtWidgets import (
        QAbstractButton,
        QComboBox,
        QGroupBox,
        QLabel,
        QLineEdit,
        QMenuBar,
        QTabBar,
        QTextEdit,
        QToolBar,
        QTreeWidget,
        QTreeWidgetItemIterator,
    )

    found = [window.windowTitle()]
    for widget in window.findChildren(QWidget):
        if not widget.isVisible():
            continue
        if isinstance(widget, QLabel):
            text = widget.text() if widget.textFormat() == Qt.TextFormat.PlainText else _plain(widget.text())
            found.append(_without_mnemonic(text) if widget.buddy() is not None else text)
        elif isinstance(widget, QAbstractButton):
            found.append(_without_mnemonic(widget.text()))
        elif isinstance(widget, QTextEdit):
            found.append(widget.toPlainText())
        elif isinstance(widget, QLineEdit):
            found.append(widget.text())
        elif isinstance(widget, QComboBox):
            found.append(widget.currentText())
        elif isinstance(widget, QGroupBox):
            found.append(widget.title())
        elif isinstance(widget, QTabBar):
            found.extend(widget.tabText(i) for i in range(widget.count()))
        elif isinstance(widget, (QMenuBar, QToolBar)):
            found.extend(_without_mnemonic(action.text()) for action in widget.actions() if action.isVisible())
        elif isinstance(widget, QTreeWidget):
            items = QTreeWidgetItemIterator(widget)
            while items.value():
                found.append(items.value().text(0))
                items += 1
    # U+FFFC stands for a picture in a text view's plain text
    return [line for text in found for line in text.replace("\ufffc", "").splitlines() if line.strip()]


def _without_mnemonic(text: str) -> str:
    """A button's or menu's text as shown: "&Save" is "Save", "&&" is "&"."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _plain(rich: str) -> str:
    from PySide6.QtGui import QTextDocumentFragment

    return QTextDocumentFragment.fromHtml(rich).toPlainText()
