"""The welcome screen: the lessons and the welcome text, its links to the course and to the other ways in,
and the table appearing with the first position."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QUrl
from PySide6.QtGui import QAction

from tutor import i18n
from tutor.gui.lessons.view import WELCOME_WAYS_IN
from tutor.gui.table.felt import Felt


class PaintWatcher(QObject):
    """Calls ``seen`` at the first paint of the widget it watches."""

    def __init__(self, seen):
        super().__init__()
        self.seen = seen

    def eventFilter(self, obj, event):  # noqa: N802
        if event.type() == QEvent.Paint:
            obj.removeEventFilter(self)
            self.seen()
        return False


def test_each_welcome_link_does_what_its_menu_entry_does(window, monkeypatch):
    monkeypatch.setattr(window.dispute, "open_dialog", lambda: None)  # a file dialog would wait for a person
    fired: list[QAction] = []
    for action in window.findChildren(QAction):
        action.triggered.connect(lambda _checked=False, a=action: fired.append(a))
    text = window.lessons.lesson_text.toHtml()
    for name, words in WELCOME_WAYS_IN:
        assert f"action:{name}" in text
        fired.clear()
        window.lessons.step_view.text.anchorClicked.emit(QUrl(f"action:{name}"))
        assert len(fired) == 1, name
        # the link names the shortcut of the menu entry it stands for
        assert f"({fired[0].shortcut().toString()})" in words, (name, words)
    assert window.practice_session.new_game_dialog.isVisible()  # "Start a practice game" asked for the game's rule system
    window.practice_session.new_game_dialog.reject()


def test_the_welcome_links_speak_the_chosen_language(window):
    i18n.set_language("de")
    assert "Ein Übungsspiel gegen den Computer beginnen (Strg+N)" in window.lessons.lesson_text.toPlainText()
    i18n.set_language("fr")
    assert "Tenir la marque d’une partie à table (Ctrl+K)" in window.lessons.lesson_text.toPlainText()


def test_the_table_and_the_referee_appear_with_the_first_position(window, qtbot):
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    assert not window.table.isVisible() and not window.panel.isVisible()
    assert not window.act_save.isEnabled() and not window.act_hints.isEnabled()
    window.practice_session.new_game(seed=3)
    assert window.table.isVisible() and window.panel.isVisible()
    assert window.act_save.isEnabled() and window.act_hints.isEnabled()


def test_the_welcome_text_keeps_to_a_readable_measure_and_never_scrolls_sideways(window, qtbot):
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    text = window.lessons.lesson_text
    qtbot.waitUntil(lambda: text.viewport().width() > 800)
    assert text.lineWrapColumnOrWidth() == window.lessons.step_view.READABLE_WIDTH
    window.resize(window.minimumSizeHint().width(), 700)
    qtbot.waitUntil(lambda: text.viewport().width() < window.lessons.step_view.READABLE_WIDTH)
    assert text.lineWrapColumnOrWidth() <= text.viewport().width()
    assert not text.horizontalScrollBar().isVisible()


def test_at_start_up_a_lesson_shows_its_step_first_and_its_exercise_just_after(qtbot, tmp_path):
    from tutor.gui.main_window import MainWindow
    from tutor.lessons.progress import Progress

    window = MainWindow(progress=Progress(tmp_path / "progress.json"), paint_first=True)
    qtbot.addWidget(window)
    assert window.open_lesson("frozen-pile")
    step = window.lessons.step_view.step_id
    assert step and window.lessons.lesson_text.toPlainText().strip()  # the step is there for the first frame
    assert window.exercise is None
    felt = window.splitter.widget(1)  # beside it, bare felt where the table will be
    assert type(felt) is Felt
    painted_width = []
    watcher = PaintWatcher(lambda: painted_width.append(felt.width()))
    felt.installEventFilter(watcher)
    window.resize(1280, 800)
    window.show()
    qtbot.waitUntil(lambda: window.exercise is not None)  # … its exercise follows it
    assert window.exercise.step == step and window.table.position is not None
    assert window.lessons.exercise_bar.isVisible()
    # the table took the felt's place and its width: nothing beside it moved
    assert window.splitter.count() == 3 and window.splitter.widget(1) is window.table
    assert painted_width and painted_width[0] > 300 and window.table.width() == painted_width[0]
    first = window.exercise
    assert window.lessons.step_view.next_step()  # and the session follows the steps from then on
    assert window.exercise is not first and window.exercise in window.exercise_session.step_exercises()


def test_a_lesson_resumed_at_start_gives_its_exercise_room(qtbot, tmp_path):
    """After a restart the counting drill of "Cards and their values" was squeezed under the step: the side
    column's share for the lesson was given before the column was laid out."""
    from tutor.gui.main_window import MainWindow
    from tutor.lessons.progress import Progress

    window = MainWindow(progress=Progress(tmp_path / "progress.json"), paint_first=True)
    qtbot.addWidget(window)
    assert window.open_lesson("cards-and-values", "values")
    window.resize(1280, 800)
    window.show()
    qtbot.waitUntil(lambda: window.exercise is not None)
    drill = window.lessons.count_drill
    qtbot.waitUntil(lambda: drill.isVisible() and len(drill.side_labels) == 2)
    qtbot.wait(50)
    assert window.panel.isHidden() or window.side_splitter.sizes()[1] == 0  # the referee has nothing to say yet
    for label in drill.side_labels.values():  # each side's row is whole on screen
        assert label.visibleRegion().boundingRect().height() == label.height() > 0
