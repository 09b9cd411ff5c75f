"""The lesson widgets: one step at a time, the counting drill form, cheat sheets and the glossary in the app."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt, QUrl

from tutor import i18n
from tutor.gui.lessons.count_drill import CountDrill, count_feedback
from tutor.gui.lessons.reference_dialogs import CheatSheetDialog, GlossaryDialog, SystemsDialog, glossary_rows
from tutor.gui.lessons.render import card_images
from tutor.gui.lessons.step_view import TOGGLE_SOURCES, StepView
from tutor.gui.theme import theme_changed
from tutor.lessons.counting import expected
from tutor.lessons.course import _exercise, load_course
from tutor.resources import GLOSSARY

from .test_counting import HAND


@pytest.fixture
def language():
    before = i18n.language()
    yield i18n.set_language
    i18n.set_language(before)


def drill(ask, position=HAND):
    texts = {"de": "Zähle.", "fr": "Comptez.", "en": "Count."}
    return _exercise(
        "d.json",
        "exercises[0]",
        {
            "id": "d",
            "step": "s",
            "kind": "count",
            "ask": ask,
            "task": texts,
            "hint": texts,
            "success": texts,
            "position": position,
        },
        "scoring",
    )


def test_count_drill_form_is_checked_by_the_scorer(qtbot, language):
    language("de")
    form = CountDrill()
    qtbot.addWidget(form)
    ex = drill("parts")
    form.set_exercise(ex)
    truth = {e.side: e.parts for e in expected(ex)}
    assert len(form.inputs) == 2 * 5  # two sides × five parts, no penalties in this hand
    context = form.context.text()
    # how the hand ended and the cards still held (as pictures), the players named as the table beside names them:
    # from the learner's chair, the seat to move at the bottom; the learner's own sentences say "du"
    assert context.startswith("Du hast ausgemacht.<br>Gegner hat noch <img")
    assert context.endswith("> auf der Hand") and 'alt="7♠ 8♦"' in context
    assert [form.side_labels[side].text() for side in (0, 1)] == ["Du", "Gegner"]
    for (side, part), edit in form.inputs.items():
        qtbot.keyClicks(edit, str(truth[side][part]))
    edit = form.inputs[(1, "in_hand")]
    edit.clear()
    qtbot.keyClicks(edit, "15")  # the minus sign forgotten
    with qtbot.waitSignal(form.checkRequested):
        qtbot.keyClick(edit, Qt.Key_Return)
    result = form.check()
    assert result.wrong == ((1, "in_hand"),)
    assert count_feedback(result, form) == "Gegner: Karten auf der Hand stimmt nicht."
    assert form.focusWidget() is edit or not form.isVisible()
    edit.setText("−15")
    form.inputs[(0, "melded")].setText("1")
    assert count_feedback(form.check(), form) == "Deine Zahl für „Gemeldete Karten“ stimmt nicht."
    form.inputs[(0, "melded")].setText(str(truth[0]["melded"]))
    assert form.check().correct and count_feedback(form.check(), form) == ""


@pytest.mark.parametrize(
    ("players", "went_out", "names", "out", "held"),
    [
        # three players, each alone: by their seats' names, as the table captions them
        (3, 1, ["You", "Left opponent", "Right opponent"], "Left opponent went out.", "You still hold"),
        (3, 0, ["You", "Left opponent", "Right opponent"], "You went out.", "Left opponent still holds"),
        # partnerships: the learner's side and the other by the number the table gives it
        (4, 1, ["Your side", "Side 2"], "Side 2 went out.", "Your side still holds"),
        (4, 0, ["Your side", "Side 2"], "Your side went out.", "Side 2 still holds"),
    ],
)
def test_the_drill_names_the_sides_as_the_table_does(qtbot, language, players, went_out, names, out, held):
    from tutor.rules.notation import read_position
    from tutor.words.captions import side_name
    from tutor.words.seats import seat_names

    language("en")
    sides = players if players != 4 else 2
    hands = [[] for _ in range(players)]
    hands[1 - went_out] = ["7S", "8D"]
    position = {
        **HAND,
        "players": players,
        "hands": hands,
        "went_out": went_out,
        "red_threes": [[] for _ in range(sides)],
        "melds": [[[f"{rank}{suit}" for suit in "SHDCSHD"]] for rank in "KQJ"[:sides]],
    }
    form = CountDrill()
    qtbot.addWidget(form)
    form.set_exercise(drill("totals", position))
    labels = [form.side_labels[side].text() for side in sorted(form.side_labels)]
    assert labels == names
    # the table's own captions of the sides, with the seats named from the learner's chair
    pos = read_position(position).position
    table = [side_name(t, pos.teams[t], seat_names(pos.players, 0, pos.teams)) for t in range(len(pos.teams))]
    if players == 4:  # "Side 1: You & Partner", "Side 2: Left opponent & Right opponent"
        assert table[0].startswith("Side 1: You & ") and table[1].startswith("Side 2: ")
    else:
        assert labels == table
    lines = form.context.text().split("<br>")
    assert lines[0] == out and lines[1].startswith(held + " <img") and lines[1].endswith("> in hand")


def rows_of(html: str, font, width: int) -> list[str]:
    """The rows a rich text breaks into at ``width``, as a word-wrapping label lays it out."""
    from PySide6.QtGui import QTextDocument

    document = QTextDocument()
    document.setDefaultFont(font)
    document.setHtml(html)
    document.setTextWidth(width)
    document.size()  # laid out now
    rows, block = [], document.begin()
    while block.isValid():
        layout = block.layout()
        for i in range(layout.lineCount()):
            line = layout.lineAt(i)
            rows.append(block.text()[line.textStart() : line.textStart() + line.textLength()])
        block = block.next()
    return rows


@pytest.fixture(scope="module")
def course_drills():
    return [ex for lesson in load_course().lessons for ex in lesson.exercises if ex.kind == "count"]


@given(data=st.data(), lang=st.sampled_from(["de", "fr", "en"]), width=st.integers(min_value=160, max_value=900))
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_set_close_no_row_of_the_drill_starts_with_the_separator(qtbot, course_drills, data, lang, width):
    """Set close, the hands run on in one text: at any width, a row never starts with the separator “·” (it stays
    with the line before it), and no word is split."""
    before = i18n.language()
    i18n.set_language(lang)
    try:
        form = CountDrill()
        qtbot.addWidget(form)
        form.set_compact(True)
        form.set_exercise(data.draw(st.sampled_from(course_drills)))
        html = form.context_html()
        rows = rows_of(html, form.context.font(), width)
    finally:
        i18n.set_language(before)
    assert html.count("·") >= 1 and "<br>" not in html  # several lines, run on
    assert not [row for row in rows[1:] if row.lstrip(" \u00a0").startswith("·")], rows
    assert not [(a, b) for a, b in zip(rows, rows[1:]) if a[-1:].isalpha() and b[:1].isalpha()], rows


def test_the_drill_run_on_breaks_into_rows_when_narrow(qtbot, course_drills, language):
    """The property above is about something: narrow, the run-on text does take several rows."""
    language("de")
    form = CountDrill()
    qtbot.addWidget(form)
    form.set_compact(True)
    form.set_exercise(course_drills[0])
    assert len(rows_of(form.context_html(), form.context.font(), 250)) >= 3


def test_count_drill_tab_order_goes_down_one_side(qtbot):
    form = CountDrill()
    qtbot.addWidget(form)
    form.set_exercise(drill("totals"))
    assert list(form.inputs) == [(0, "total"), (1, "total")]
    first, second = form.inputs.values()
    assert first.nextInFocusChain() is second


def test_step_view_moves_step_by_step_and_announces_it(qtbot, language):
    language("en")
    course = load_course()
    lesson = course.lesson("frozen-pile")
    view = StepView()
    qtbot.addWidget(view)
    steps = lesson.step_ids("en")
    with qtbot.waitSignal(view.stepChanged) as signal:
        view.set_lesson(lesson, steps[1])
    assert signal.args == ["frozen-pile", steps[1]]
    assert view.title.text() == "The frozen pile" and view.step_count.text() == f"Step 2 of {len(steps)}"
    assert lesson.text("en").step(steps[1]).heading in view.text.toPlainText()
    assert steps[0] != steps[1] and lesson.text("en").step(steps[0]).heading not in view.text.toPlainText()
    with qtbot.waitSignal(view.stepChanged) as signal:
        view.next_button.click()
    assert signal.args == ["frozen-pile", steps[2]]
    view.previous_step()
    view.previous_step()
    assert view.step_id == steps[0] and not view.previous_button.isEnabled()
    assert not view.previous_step()
    while view.next_step():
        pass
    assert view.at_last_step() and not view.next_button.isEnabled()


def test_sources_line_toggles(qtbot, language, tmp_path):
    language("en")
    root = tmp_path / "lessons"
    (root / "en").mkdir(parents=True)
    from tutor.lessons.course import Lesson

    lesson = Lesson("tiny", "c", root)
    (root / "en" / "tiny.md").write_text(
        "# Tiny\n\n## One {#one}\n\nHold [[8C 8D]].\n\n§ canasta.ch, “X”\n", encoding="utf-8"
    )
    view = StepView()
    qtbot.addWidget(view)
    view.set_lesson(lesson)
    assert "canasta.ch" not in view.text.toPlainText()
    assert [name for name, _ in card_images(view.text.document())] == ["cards:8C,8D"]
    view._anchor(QUrl(TOGGLE_SOURCES))
    assert "canasta.ch, “X”" in view.text.toPlainText()
    view._anchor(QUrl(TOGGLE_SOURCES))
    assert "canasta.ch" not in view.text.toPlainText()


def test_cheat_sheet_window_shows_cards_follows_the_language_and_exports(qtbot, language, tmp_path):
    language("fr")
    dialog = CheatSheetDialog(None, "samba")
    qtbot.addWidget(dialog)
    assert "La samba en un coup d’œil" in dialog.text.toPlainText()
    assert card_images(dialog.text.document())
    language("de")
    assert "Samba auf einen Blick" in dialog.text.toPlainText()
    dialog.systems.setCurrentIndex(dialog.systems.findData("strict"))
    assert "verschärfte Version" in dialog.text.toPlainText()
    dialog.export(tmp_path / "strict.pdf")
    assert (tmp_path / "strict.pdf").read_bytes().startswith(b"%PDF")
    dialog.reject()


def test_glossary_window_filters_and_puts_the_language_first(qtbot, language):
    language("fr")
    dialog = GlossaryDialog()
    qtbot.addWidget(dialog)
    text = dialog.text.toPlainText()
    assert "passe-partout" in text and "Abwurfstapel" in text
    assert text.index("Français") < text.index("English")
    dialog.filter.setText("gelé")
    filtered = dialog.text.toPlainText()
    assert "gelé" in filtered and "Sperrkarte" not in filtered
    dialog.filter.setText("zzzz")
    assert dialog.text.toPlainText().strip() != "" and "talon" not in dialog.text.toPlainText()


def test_every_glossary_entry_is_defined_in_three_languages():
    sections = glossary_rows(GLOSSARY.read_text(encoding="utf-8"))
    assert sections
    for _heading, rows in sections:
        assert rows[0][3:6] == ["Definition", "Definition (Deutsch)", "Définition (français)"]
        for row in rows[1:]:
            assert len(row) == 6 and all(row[3:6]), row[0]
            assert len({row[3], row[4], row[5]}) == 3, row[0]  # translated, not copied


def test_glossary_definitions_follow_the_language_switch(qtbot, language):
    language("de")
    dialog = GlossaryDialog()
    qtbot.addWidget(dialog)
    text = dialog.text.toPlainText()
    assert "Der verdeckte Stapel, von dem die Spieler ziehen." in text
    assert "The face-down pile" not in text and "Le paquet face cachée" not in text
    assert dialog.windowTitle() == "Glossar"
    dialog.filter.setText("Sperrkarte")
    assert "Eine Karte auf dem Abwurfstapel" in dialog.text.toPlainText()
    dialog.filter.clear()
    language("fr")
    text = dialog.text.toPlainText()
    assert "Le paquet face cachée dans lequel on pioche." in text and "Der verdeckte Stapel" not in text
    language("en")
    text = dialog.text.toPlainText()
    assert "The face-down pile the players draw from." in text and "Le paquet face cachée" not in text


def test_glossary_row_without_a_translation_falls_back_to_english(qtbot, language):
    language("fr")
    markdown = (
        "## The table\n\n| English | Deutsch | Français | Definition |\n|---|---|---|---|\n"
        "| stock | Talon | talon | The face-down pile. |\n"
    )
    assert "The face-down pile." in GlossaryDialog.glossary_html(markdown)


@pytest.mark.parametrize("make", [lambda: CheatSheetDialog(None, "classic"), GlossaryDialog, SystemsDialog])
def test_a_closed_reference_window_no_longer_follows_the_language_or_the_colours(qtbot, language, make):
    language("en")
    dialog = make()
    qtbot.addWidget(dialog)
    title = dialog.windowTitle()
    dialog.reject()
    language("de")  # a window still listening would say its title in German now
    theme_changed().emit()
    assert dialog.windowTitle() == title


def test_a_row_of_cards_is_set_as_a_row_and_shrinks_with_a_step_set_close():
    from tutor.gui.lessons.rich_text import step_card_html

    row = '<img src="cards:KS,KH" width="90" height="62" alt="K♠ K♥"> + <img src="cards:KD" width="45" height="62" alt="K♦">'
    inline = 'Meld <img src="cards:QS" width="45" height="62" alt="Q♠"> now.'
    body = f"<p>Text</p>\n<p>{row}</p>\n<p>{inline}</p>"
    at_ease = step_card_html(body)
    assert at_ease.count('<p class="cards">') == 1 and f"<p>{inline}</p>" in at_ease  # text with a card is text
    close = step_card_html(body, 0.5)
    assert 'width="45" height="31"' in close and 'width="22" height="31"' in close
    assert "<p>Text</p>" in close


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "You went out concealed."),
        ("de", "Du hast mit Handcanasta ausgemacht."),
        ("fr", "Vous avez fait une sortie cachée."),
    ],
)
def test_the_drill_says_you_went_out_concealed_in_your_own_words(qtbot, language, lang, said):
    language(lang)
    form = CountDrill()
    qtbot.addWidget(form)
    form.set_exercise(drill("totals", {**HAND, "concealed": True}))
    assert form.context.text().split("<br>")[0] == said
