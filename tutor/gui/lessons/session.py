"""An exercise in progress: its position on the table, the moves tried, checking, hints and feedback.

Exercises come one step at a time: the step on screen decides which exercises
the bar offers, and solving the last one moves on to the next step. Feedback
teaches: a quiz choice says at once why it is right or wrong, a refused play
shows the referee's explanation and the rule it applies, a counting drill
names the part that is off.
"""

from __future__ import annotations

import dataclasses
import html
import random
from functools import partial
from typing import TYPE_CHECKING, Literal

import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QRadioButton

from ... import i18n
from ...i18n import N_, _
from ...lessons.course import Exercise
from ...lessons.goals import Feedback, judge
from ...lessons.system_test import SystemTest
from ...play.exercise_stock import revealed_stock
from ...rules.errors import InputError
from ...rules.notation import move_to_json, read_position
from ...rules.violations import Code
from ...words.explain import explain, move_summary, rule_reference
from ...words.systems import variant_name
from .. import theme
from ..errors import error_message
from ..rich import qt_html
from .render import inline_html

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtWidgets import QAbstractButton

    from ...lessons.counting import CountResult
    from ...lessons.course import Lesson
    from ...play.ruling import Ruling
    from ..stage import ModeName, Stage
    from .view import LessonView

    #: a quiz choice picked, and whether it is right
    QuizAnswer = tuple[Literal["quiz"], str, bool]
    #: a counting drill's entries checked
    CountAnswer = tuple[Literal["count"], CountResult]

#: Quiz answers: "legal", or the violation code the referee would report, as a short label.
CHOICE_LABELS = {
    "legal": N_("Legal"),
    Code.NOT_YOUR_TURN.value: N_("Not your turn"),
    Code.WRONG_PHASE.value: N_("Wrong part of the turn"),
    Code.CARD_NOT_IN_HAND.value: N_("Card not in the hand"),
    Code.PILE_CARD_NOT_YET_TAKEN.value: N_("Pile card not yet taken"),
    Code.STOCK_EMPTY.value: N_("Stock empty"),
    Code.PILE_EMPTY.value: N_("Pile empty"),
    Code.PILE_TOP_WILD.value: N_("Wild card on top of the pile"),
    Code.PILE_TOP_BLACK_THREE.value: N_("Black three on top of the pile"),
    Code.PILE_FROZEN.value: N_("Pile frozen"),
    Code.PILE_NEEDS_NATURAL_PAIR.value: N_("Pile needs a natural pair"),
    Code.PILE_TOP_UNMATCHED.value: N_("Top card does not match"),
    Code.PILE_SINGLE_CARD.value: N_("Single card, single-card pile"),
    Code.PILE_TOP_TO_CANASTA.value: N_("Top card onto a canasta"),
    Code.MELD_TOO_SMALL.value: N_("Meld too small"),
    Code.MELD_MIXED_RANKS.value: N_("Meld of mixed ranks"),
    Code.MELD_BAD_SEQUENCE.value: N_("Bad sequence"),
    Code.MELD_TOO_FEW_NATURALS.value: N_("Too few natural cards"),
    Code.MELD_TOO_MANY_WILDS.value: N_("Too many wild cards"),
    Code.MELD_ALL_WILD.value: N_("Wild cards only"),
    Code.MELD_THREES.value: N_("Threes cannot be melded"),
    Code.MELD_OPPONENT.value: N_("Opponents' meld"),
    Code.CANASTA_NO_WILD.value: N_("No wild card on a canasta"),
    Code.MELD_TOO_LARGE.value: N_("Meld too large"),
    Code.INITIAL_MELD_TOO_LOW.value: N_("Initial meld too low"),
    Code.GO_OUT_NEEDS_CANASTA.value: N_("Going out needs a canasta"),
    Code.GO_OUT_NOT_EMPTY.value: N_("Hand not empty"),
    Code.GO_OUT_MUST_DISCARD.value: N_("Going out needs a discard"),
    Code.MUST_KEEP_CARD.value: N_("Must keep a card"),
    Code.PARTNER_REFUSED.value: N_("Partner said no"),
    Code.PARTNER_NOT_ASKED.value: N_("Partner not asked"),
    Code.GO_OUT_ASKED_BEFORE.value: N_("Already asked this hand"),
    Code.GO_OUT_ASKED_TOO_LATE.value: N_("Asked after melding"),
    Code.MELD_NOT_CLEAN.value: N_("No clean meld"),
    Code.DISCARD_NOT_ALLOWED.value: N_("Discard not allowed"),
    Code.MELD_DEAD_RANK.value: N_("Dead rank"),
    Code.GO_OUT_UNFINISHED_MELD.value: N_("Unfinished special meld"),
    Code.SPECIAL_HAND_UNKNOWN.value: N_("Not a special hand"),
    Code.SPECIAL_HAND_AFTER_MELD.value: N_("Special hand after melding"),
    Code.WILD_MELD_UNFINISHED.value: N_("Wild meld not yet a canasta"),
    Code.SEAT_SITTING_OUT.value: N_("The seat sits out this hand"),
}


def verdict_text(test: SystemTest, find) -> str:
    """The end of a test: how many right, ready or not, and if not, the rule points missed and the lessons that
    teach them (``find`` gives a lesson by its id)."""
    system = variant_name(test.variant)
    head = _("{right} of {total} right.").format(right=test.right, total=len(test.questions))
    if test.ready:
        text = _("{head} You are ready to referee a game of {system}.").format(head=head, system=system)
    else:
        text = _("{head} Not yet ready for {system}.").format(head=head, system=system)
    if not test.missed():
        return text
    lang = i18n.language()
    points = [point_title(rule) for rule in test.points_missed()]
    titles = [found.title(lang) for found in map(find, test.lessons_to_revisit()) if found is not None]
    return " ".join(
        (
            text,
            _("Missed: {points}.").format(points=_(", ").join(points)),
            _("Go over these lessons again: {lessons}.").format(lessons=_(", ").join(titles)),
            _("The questions you missed come back in the review."),
        )
    )


def point_title(rule: str) -> str:
    """A rule point's name as the learner reads it."""
    from ...words.rule_words import rule_title

    return _("Counting the score") if rule == "scoring" else rule_title(rule)


def choice_text(choice: str) -> str:
    """A quiz answer for display: "legal" or a violation code in words (an unknown code as it is). No ✓ or ✗
    before it: a learner would read them as right and wrong before answering."""
    return _(CHOICE_LABELS[choice]) if choice in CHOICE_LABELS else str(choice)


class ExerciseSession:
    """The exercises of the step on screen; drives the lesson view's exercise bar."""

    def __init__(self, stage: Stage, view: LessonView):
        self.stage = stage
        self.view = view
        self.exercise: Exercise | None = None
        #: the readiness test under way, if any (tutor.lessons.system_test)
        self.test: SystemTest | None = None
        #: the review under way: the due items still to ask, and how many were due (tutor.lessons.review)
        self.reviewing: list[Exercise] | None = None
        self.review_total = 0
        self.moves: list[dict] = []  # legal moves made on the exercise, one per undo step (redo too)
        self.refused_move: dict | None = None  # the last refused attempt, if it came last
        self.hint_used = False
        self.failed_checks = 0
        #: what to say about the last attempt, re-rendered on a language change: None, a judge() Feedback,
        #: ("quiz", choice, right) or ("count", CountResult)
        self.feedback: Feedback | QuizAnswer | CountAnswer | None = None
        self.played: Exercise | None = None  # the exercise as played: its stock made of real cards
        self.view.feedback_label.setTextFormat(Qt.TextFormat.RichText)  # the feedback is HTML: escaped words, card pictures
        self.view.hint_button.clicked.connect(self.show_hint)
        self.view.check_button.clicked.connect(self.check)
        self.view.next_button.clicked.connect(self.next)
        self.view.choice_group.buttonClicked.connect(self.pick)
        self.view.countCheckRequested.connect(self.check)
        self.view.step_view.stepChanged.connect(self.on_step)
        stage.table.undo_stack.indexChanged.connect(self._follow_undo)

    @property
    def lesson(self) -> Lesson | None:
        return self.view.lesson

    @property
    def kind(self) -> str:
        return self.exercise.kind if self.exercise is not None else "play"

    def step_exercises(self) -> list[Exercise]:
        """The exercises of the step on screen (the whole lesson's if the step has none)."""
        if self.asking or self.lesson is None:
            return []
        step = self.view.step_view.step_id
        exercises = [ex for ex in self.lesson.exercises if ex.step == step]
        return exercises or list(self.lesson.exercises)

    @property
    def asking(self) -> bool:
        """Questions are asked one after another without their lesson (a test or a review)."""
        return self.test is not None or self.reviewing is not None

    def on_step(self, lesson_id: str, step_id: str) -> None:
        """A new step is on screen: remember it, and offer its first unsolved exercise (a test or a review under
        way ends: the learner went back to the lessons)."""
        self._stop_asking()
        progress = self.view.progress
        if progress is not None:
            try:
                progress.visit(lesson_id, step_id)
            except OSError:
                pass  # the place is a convenience; an unwritable settings folder must not stop the lesson
        exercises = self.step_exercises()
        first = next(
            (ex for ex in exercises if not (progress and progress.done(ex.id))), exercises[0] if exercises else None
        )
        self.load(first)

    def load(self, exercise: Exercise | None) -> None:
        """Put ``exercise`` on the table (None: no exercise, the bar hides)."""
        view = self.view
        self.exercise = exercise
        self.moves = []
        self.refused_move = None
        self.hint_used = False
        self.failed_checks = 0
        self.feedback = None
        while view.choices_box.count():
            item = view.choices_box.takeAt(0)
            widget = item.widget() if item is not None else None
            if isinstance(widget, QRadioButton):  # the choices are all radio buttons
                view.choice_group.removeButton(widget)
                widget.hide()  # out of sight at once: deleteLater waits for the event loop, the new choices come now
                widget.deleteLater()
        self.played = exercise
        view.show_count_drill(False)
        if exercise is None:
            view.exercise_bar.hide()
            return
        played = exercise
        if exercise.kind != "quiz":
            if isinstance(exercise, Exercise):
                played = dataclasses.replace(exercise, position=revealed_stock(exercise.position, exercise.id))
        self.played = played
        try:
            loaded = read_position(played.position)
            if self.kind == "count":
                view.count_drill.set_exercise(exercise)
        except InputError as exc:  # a broken exercise file is told in the exercise's place
            view.exercise_bar.show()
            self._set_feedback(html.escape(error_message(exc, _("This exercise cannot be loaded: {error}"))))
            return
        table, panel = self.stage.table, self.stage.panel
        self.stage.set_perspective(loaded.position.turn, loaded.position.players)  # the learner's seat
        table.count_asked = self.kind == "count"
        table.set_position(loaded.position)
        panel.clear()
        if self.kind == "quiz":
            for choice in exercise.choices:
                button = QRadioButton(choice_text(choice))
                button.setProperty("choice", choice)
                view.add_choice(button)
            if loaded.moves:
                move = loaded.moves[0]
                table.last_move = move
                seat = move.seat if move.seat is not None else loaded.position.turn
                position = loaded.position
                # worded when shown, so that a language switch rewords them
                panel.show_notice(
                    N_("The move in question: {move} ({name})"),
                    move=lambda: move_summary(move, position),
                    name=lambda: table.seat_name(seat),
                )
        view.show_count_drill(self.kind == "count")
        view.check_button.setVisible(self.kind != "quiz")  # a quiz answers as soon as a choice is picked
        view.exercise_bar.show()
        self.show_texts()
        view.exerciseShown.emit()

    def _text(self, field: str) -> str:
        return self.exercise.text(field, i18n.language()) if self.exercise is not None else ""

    name: ModeName = "lesson"

    def leave(self) -> None:
        """Another mode takes the table: no exercise is played, a test or a review under way ends."""
        self._stop_asking()
        self.load(None)
        self.stage.table.count_asked = False

    def retranslate(self) -> None:
        if self.asking:
            self.view.question_title.setText(self._asking_title())
        self.show_texts()

    def _asking_title(self) -> str:
        """The heading in the step's place while questions are asked without their lesson."""
        if self.test is not None:
            return _("Test yourself: {system}").format(system=variant_name(self.test.variant))
        return _("Review of your mistakes")

    def show_texts(self) -> None:
        if self.exercise is None:
            return
        view = self.view
        exercises = self.step_exercises()
        number = next((i for i, ex in enumerate(exercises) if ex is self.exercise), 0) + 1
        for button in view.choice_group.buttons():
            button.setText(choice_text(button.property("choice")))
        if self.kind == "count":
            view.count_drill.translate_ui()
        if self.test is not None:
            number = next((i for i, q in enumerate(self.test.questions) if q is self.exercise), 0) + 1
            head = _("Question {n} of {total}").format(n=number, total=len(self.test.questions))
        elif self.reviewing is not None:
            asked = self.review_total - len(self.reviewing)
            head = _("Review {n} of {total}").format(n=max(1, asked), total=self.review_total)
        else:
            head = _("Exercise {n} of {total}").format(n=number, total=max(1, len(exercises)))
        view.set_task(head, self._text("task"))
        text, colour = self._feedback_html()
        if self.hint_used and self._text("hint") and not self._solved_now():
            hint = html.escape(_("Hint:")) + " " + inline_html(self._text("hint"))
            text = f"{text}<br>{hint}" if text else hint
            colour = colour or "hint"
        self._set_feedback(text)
        view.feedback_label.setStyleSheet(f"color: {theme.colour(colour or 'hint')};")

    def _solved_now(self) -> bool:
        fb = self.feedback
        if isinstance(fb, tuple):
            return fb[0] == "quiz" and fb[2] or fb[0] == "count" and fb[1].correct
        return isinstance(fb, Feedback) and fb.success

    def _success_html(self, why: str = "") -> str:
        """The praise for a solved exercise: the chosen answer's own reason where it has one (the success text
        would say the same again: "Genau: … Richtig: …"), else the success text; then the explanation."""
        parts = [why or self._text("success") or _("Well done!"), self._text("explanation")]
        return "✓ " + " ".join(inline_html(p) for p in parts if p)

    def _feedback_html(self) -> tuple[str, str]:
        """The feedback line as rich text and its colour ("" when there is nothing to say yet)."""
        fb = self.feedback
        if fb is None:
            return "", ""
        assert self.exercise is not None  # the feedback is about the exercise on the table
        if self._solved_now():
            why = self.exercise.why_text(fb[1], i18n.language()) if isinstance(fb, tuple) and fb[0] == "quiz" else ""
            return self._success_html(why), "legal"
        if isinstance(fb, tuple) and fb[0] == "quiz":
            why = self.exercise.why_text(fb[1], i18n.language()) or self._text("explanation") or _("Not this one.")
            return "✗ " + inline_html(why), "refused"
        if isinstance(fb, tuple) and fb[0] == "count":
            from .count_drill import count_feedback  # with the first counting drill, not with every lesson

            return "✗ " + html.escape(count_feedback(fb[1], self.view.count_drill)), "refused"
        refused = fb.refused if isinstance(fb, Feedback) else None
        if refused is not None and refused.violations:
            violation = refused.violations[0]
            rule = _("Rule: {rule}").format(rule=rule_reference(violation))
            return (f"✗ {html.escape(explain(violation))}<br><small>{html.escape(rule)}</small>", "refused")
        return "✗ " + html.escape(_("Not yet.")), "refused"

    def _set_feedback(self, text: str) -> None:
        self.view.feedback_label.setText(qt_html(text))
        self.view.feedback_label.setVisible(bool(text))
        self.view.keep_exercise_in_sight()

    def show_hint(self) -> None:
        if self.exercise is None:
            return
        self.hint_used = True
        self.show_texts()

    def _attempt(self) -> list[dict]:
        """The moves on the table now (undone ones left out) and a refused attempt that came last."""
        made = self.moves[: self.stage.table.undo_stack.index()]
        return made + ([self.refused_move] if self.refused_move else [])

    def pick(self, button: QAbstractButton) -> bool:
        """A quiz choice was picked: say at once why it is right or wrong."""
        if self.exercise is None or self.kind != "quiz":
            return False
        choice = button.property("choice")
        right = choice == self.exercise.answer
        self.feedback = ("quiz", choice, right)
        return self._settle(right)

    def check(self) -> bool:
        if self.exercise is None:
            return False
        if self.kind == "quiz":
            button = self.view.choice_group.checkedButton()
            if button is None:
                self._set_feedback(html.escape(_("Choose an answer first.")))
                return False
            return self.pick(button)
        if self.kind == "count":
            counted = self.view.count_drill.check()
            self.feedback = ("count", counted)
            return self._settle(counted.correct)
        attempt = self._attempt()
        if not attempt:  # every goal and every mistake to spot is a move: nothing tried is no mistake yet
            self._set_feedback(html.escape(_("Try a move on the table first.")))
            return False
        assert self.played is not None  # loaded with the exercise
        try:
            self.feedback = judge(self.played, attempt)
        except InputError as exc:
            self._cannot_check(exc)
            return False
        return self._settle(isinstance(self.feedback, Feedback) and self.feedback.success)

    def _cannot_check(self, exc: InputError) -> None:
        """The exercise's file holds a move the referee cannot read: say so in the exercise's place."""
        self._set_feedback(html.escape(error_message(exc, _("This exercise cannot be checked: {error}"))))

    def _settle(self, success: bool) -> bool:
        """Record a success (full marks only at the first try without a hint), count a failure; show it."""
        assert self.exercise is not None  # an answer to the exercise on the table
        if self.test is not None:
            self.test.answer(self.exercise.id, success)
            self._close_choices()  # the first answer counts: the others are not offered again
        if success and self.test is not None:
            progress = self.view.progress
            exercise_id = self.exercise.id
            if progress is not None and exercise_id in progress.review:
                self._keep(partial(progress.answered_right, exercise_id))
        elif success:
            score = 1.0 if not self.hint_used and not self.failed_checks else 0.5
            progress = self.view.progress
            if progress is not None:
                exercise_id = self.exercise.id
                self._keep(lambda: progress.record(exercise_id, score))
                self._keep(lambda: progress.answered_right(exercise_id))
            self.view.fill_tree()
            self.view.show_review_count()
        else:
            self._missed()
        self.show_texts()
        return success

    def _after_play(self) -> None:
        """Play and spot exercises: success as soon as the attempt reaches the goal; a refused move explained."""
        if self.kind not in ("play", "spot") or self.played is None:
            return
        try:
            feedback = judge(self.played, self._attempt())
        except InputError as exc:
            self._cannot_check(exc)
            return
        if feedback.success:
            self.check()
        elif feedback.refused is not None:
            self.feedback = feedback
            self._missed()
            self.show_texts()

    def _close_choices(self) -> None:
        for button in self.view.choice_group.buttons():
            button.setEnabled(False)

    def _keep(self, work: Callable[[], object]) -> None:
        """Save the learner's progress (``work``): a folder that cannot be written is said in the status line, and
        the lesson goes on."""
        try:
            work()
        except OSError as exc:
            self.stage.show_status(error_message(exc, _("Your result could not be saved: {error}")))

    def _missed(self) -> None:
        """A wrong answer: counted, and the exercise goes into the review queue (once per attempt)."""
        assert self.exercise is not None  # an answer to the exercise on the table
        if self.test is not None:
            self.test.answer(self.exercise.id, False)
            self._close_choices()
        self.failed_checks += 1
        progress = self.view.progress
        if progress is not None and self.failed_checks == 1:
            exercise_id = self.exercise.id
            self._keep(lambda: progress.missed(exercise_id))
        self.view.show_review_count()

    def next(self) -> None:
        """The next exercise of the step; after the step's last, the next step; after the lesson's last, the next lesson.
        In a test: the next question, and after the last the result."""
        if self.test is not None:
            self._ask_next()
            return
        if self.reviewing is not None:
            self._review_next()
            return
        if self.lesson is None or self.exercise is None:
            return
        exercises = self.step_exercises()
        index = next((i for i, ex in enumerate(exercises) if ex is self.exercise), -1)
        if 0 <= index < len(exercises) - 1:
            self.load(exercises[index + 1])
            return
        if self.view.step_view.next_step():
            return
        following = self.view.next_lesson(self.lesson)
        if following is not None:
            self.stage.open_lesson(following.id, first_step=True)
        else:
            self._set_feedback(html.escape(_("That was the last exercise of the course.")))

    # -- questions without their lesson: the readiness test and the review ------------------------------------

    def _ask(self, question: Exercise, title: str) -> None:
        """``question`` on the table with its task alone: no lesson step, no step title (tutor.gui.lessons.view)."""
        self.stage.enter_mode("lesson")
        self.view.ask_questions(title, reference=self.test is None)
        self.load(question)
        self.view.hint_button.setEnabled(self.test is None)  # a test is answered without hints
        self.stage.set_closed_book(self.test is not None)  # nor by asking the referee or the rules

    def _stop_asking(self) -> None:
        if self.asking:
            self.test = None
            self.reviewing = None
            self.view.ask_questions(None)
            self.view.hint_button.setEnabled(True)
            self.stage.set_closed_book(False)

    def start_test(self, variant: str) -> bool:
        """Ten questions of ``variant`` from its test bank, never shown in a lesson (tutor.lessons.system_test)."""
        course = self.view.course
        bank = course.questions.get(variant, []) if course is not None else []
        if not bank:
            return False
        progress = self.view.progress
        last = progress.last_sitting(variant) if progress is not None else []
        self._stop_asking()
        test = self.test = SystemTest.draw(bank, variant, last, random.Random())
        if progress is not None:
            self._keep(lambda: progress.sat(variant, [q.id for q in test.questions]))
        self._show_question()
        return True

    def _ask_next(self) -> None:
        test = self.test
        if test is not None and self.exercise is not None and self.exercise in test.questions:
            if self.exercise.id not in test.answers:  # passed over unanswered: counted as not known
                self._missed()
        self._show_question()

    def _show_question(self) -> None:
        test = self.test
        if test is None:
            return
        question = test.next_question()
        if question is None:
            self._finish_test()
            return
        self._ask(question, self._asking_title())

    def _finish_test(self) -> None:
        test = self.test
        if test is None:
            return
        self._stop_asking()
        self.load(None)
        self.stage.show_info(verdict_text(test, self.view.find))

    def start_review(self) -> bool:
        """The items due for review today, asked one after another without their lessons (tutor.lessons.review)."""
        course, progress = self.view.course, self.view.progress
        if course is None or progress is None:
            return False
        items = []
        for item_id in progress.due():
            try:
                items.append(course.item(item_id))
            except KeyError:  # an exercise gone from the course since
                continue
        if not items:
            return False
        self._stop_asking()
        self.reviewing = items
        self.review_total = len(items)
        self._review_next()
        return True

    def _review_next(self) -> None:
        if not self.reviewing:
            self._stop_asking()
            self.load(None)
            self.view.show_review_count()
            self.stage.show_info(_("That was every review due today."))
            return
        self._ask(self.reviewing.pop(0), self._asking_title())

    def _follow_undo(self, _index: int) -> None:
        # undo or redo: the last refusal and the feedback on it belong to another position (a new legal
        # move sets its own right after)
        if self.exercise is not None and self.exercise.kind != "quiz":
            self.refused_move = None
            self.feedback = None
            if shiboken6.isValid(self.view.choice_group):  # the stack also signals while a window is torn down
                self.show_texts()

    def on_ruling(self, ruling: Ruling) -> None:
        if self.exercise is None or ruling.trial:  # a move only asked about is not the learner's answer
            return
        if ruling.legal:
            self.moves = self.moves[: self.stage.table.undo_stack.index() - 1]
            self.moves.append(move_to_json(ruling.move))
            self.refused_move = None
        else:
            self.refused_move = move_to_json(ruling.move)
        self._after_play()
