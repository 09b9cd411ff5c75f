"""The sandbox table: a Position on green felt, moves put to the referee, undo/redo of positions."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QUndoCommand, QUndoStack
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

from ...i18n import N_, _, format_number, ngettext
from ...rules.cards import Card, sorted_cards
from ...words.captions import hand_caption, hidden_hand_caption, side_name, sitting_out_caption
from ...words.cards import cards_in_words, cards_text
from ...words.seats import around, player_name, seat_names
from ...words.systems import variant_name
from ..cards import access as card_access
from ..cards.row import CardRow
from ..flow_layout import FlowLayout
from ..theme import TABLE, css
from .draft_view import DraftView
from .felt import Felt
from .parts import SEAT_STYLE, TURN_STYLE, MeldsWidget, MoveButton, PileWidget, SeatBox

if TYPE_CHECKING:  # for the annotations only
    from ...play.draft import MoveDraft, Part
    from ...play.ruling import Ruling
    from ...rules.moves import Move
    from ...rules.scoring import TeamScore
    from ...rules.state import Position
    from ...rules.violations import Verdict

# The table is built empty just after the window's first paint, and the window is usable once it is: the moves, the
# referee and their words load with the first position or move, a few imports inside the methods that build, rule
# and word a move (tests/gui/test_startup_loads.py holds the usable window to loading none of them).


#: why a test question's table takes no move (the table's notice, and the status line as the question opens)
ANSWER_ONLY_NOTICE = N_("During the test the table only shows the situation: answer with the question's choices.")


class PositionCommand(QUndoCommand):
    """One legal move: redo shows the position after it, undo the one before."""

    def __init__(self, table: TableWidget, before: Position, after: Position, text: str):
        super().__init__(text)
        self.table, self.before, self.after = table, before, after

    def redo(self) -> None:
        self.table._show(self.after)

    def undo(self) -> None:
        self.table._show(self.before)


class TableWidget(Felt):
    """The sandbox table. Every attempt goes through the referee; legal moves go on the undo stack."""

    #: a tutor.play.ruling.Ruling after every move tried, legal or refused, played or only asked about
    ruled = Signal(object)
    #: the position shown changed (a move, undo/redo or a new position)
    positionChanged = Signal(object)
    #: a message that is not a referee's verdict, as its English source (the panel translates it)
    notice = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("table")
        #: a counting drill is on the table: an ended hand's count is the answer asked, not shown beside the sides
        self.count_asked = False
        self.undo_stack = QUndoStack(self)
        self.position: Position | None = None
        self.last_move: Move | None = None
        self._draft: MoveDraft | None = None  # see draft
        self.chosen_meld: tuple[int, int] | None = None
        #: practice games: called with the position after a legal move, returns the bots' moves as
        #: (seat, move, verdict, position after) tuples; the whole sequence is one undo step
        self.autoplay: Callable[[Position], Sequence[tuple[int, Move, Verdict, Position]]] | None = None
        #: who sits at the bottom: the learner's seat (lessons, practice) or None for the seat to move
        self.learner: int | None = None
        self.names: list[str] | None = None
        #: a test question's situation: shown, but no move is put to the referee (his answer would be the question's)
        self.answer_only = False
        #: the name of the rules a position is played by beside its system (a profile, house rules), or ""
        self.rules_label: Callable[[Position], str] = lambda _position: ""
        #: the card heights the table's size gave (scale_cards); None until it is first laid out
        self._card_sizes: dict[str, int] | None = None
        #: cards just drawn, marked in the bottom hand's caption until the next move
        self.drawn: list = []
        self._build()
        self._update_buttons()  # no position yet: nothing to try
        self.translate_ui()

    #: the narrowest felt: the caption and the buttons take two rows there, the sides' melds keep a readable
    #: column beside the pile (the window's minimum width rests on it: tests/gui/test_window_layout.py)
    MIN_WIDTH = 440
    #: the sides' melds between the seats on the left and right: a caption's words stay whole
    SIDES_MIN_WIDTH = 230
    #: three sides (six players) take a wider column, so that their captions keep to a few lines and all three
    #: fit the least height (fit_sides)
    SIDES_MIN_WIDTH_THREE = 312

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        hint = super().minimumSizeHint()  # what the seats, the pile and the sides need side by side
        width = max(hint.width(), self.MIN_WIDTH)
        # the minimum counts wrapping captions and buttons as one row each; at the narrowest they take more, and
        # the felt must grow rather than let the hand run over the pile's caption
        layout = self.layout()
        assert layout is not None  # set when the table is built
        return QSize(width, max(hint.height(), layout.heightForWidth(width)))

    #: card heights at scale 1 (a table of about 800 × 700 pixels): your hand, the pile, melds, hidden hands
    CARD_HEIGHTS = {"hand": 96, "pile": 86, "melds": 66, "threes": 44, "hidden": 40}

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self.scale_cards()
        if self.count_asked:  # after the layout that resizes the sides' column: the melds fit its new height
            QTimer.singleShot(0, self, self.fit_melds_to_count)

    def _card_size(self, part: str) -> int:
        return self._card_sizes[part] if self._card_sizes else self.CARD_HEIGHTS[part]

    def scale_cards(self) -> None:
        """Cards grow with the table (a big window is not an empty felt) and shrink on a small one."""
        scale = max(0.8, min(1.6, self.height() / 700, self.width() / 800))
        sizes = {part: int(round(height * scale)) for part, height in self.CARD_HEIGHTS.items()}
        if self._card_sizes == sizes:
            return
        self._card_sizes = sizes
        self.hand.card_height = sizes["hand"]
        self.hand.updateGeometry()
        self.pile.card_height = sizes["pile"]
        self.pile.setMinimumSize(self.pile.sizeHint())
        self.pile.updateGeometry()
        for threes in self.side_threes:
            threes.card_height = sizes["threes"]
            threes.updateGeometry()
        for seat_box in self.seat_boxes.values():
            seat_box.row.card_height = sizes["hidden"]
            seat_box.row.updateGeometry()
        self.fit_sides()
        self.update()

    #: the most height the sides' column asks for: three sides with melds each, or two partnerships' long captions
    #: beside a lesson, would otherwise make the window's least height taller than a 1366×768 screen
    #: (tests/gui/test_cut_off_screens.py, test_fits_small_screen.py); past it, the column scrolls, or in a counting
    #: drill its melds shrink (fit_melds_to_count)
    SIDES_MOST_HEIGHT = 310

    def fit_sides(self) -> None:
        """The sides' column asks, at its narrowest, for the height that shows every side whole: its caption, the
        threes laid out beside it and the first line of its melds. A small window so keeps every side and its red
        threes in sight; more lines of melds scroll, and so do the sides once they pass SIDES_MOST_HEIGHT."""
        pos = self.position
        width = self.SIDES_MIN_WIDTH_THREE if pos is not None and len(pos.teams) > 2 else self.SIDES_MIN_WIDTH
        self.sides_scroll.setMinimumWidth(width)
        inner = width - 4 - 8  # less the column's right margin and its scroll bar
        line = self.COUNT_MELDS_LEAST_HEIGHT if self.count_asked else self._card_size("melds")
        height = 0
        for frame, label, threes, view in zip(self.side_frames, self.side_labels, self.side_threes, self.meld_views):
            if frame.isHidden():
                continue
            box = frame.layout()
            assert box is not None
            margins = box.contentsMargins()
            text_width = inner - margins.left() - margins.right() - 2 * frame.frameWidth()
            beside = 0 if threes.isHidden() else threes.sizeHint().width() + 6
            caption = max(label.heightForWidth(text_width - beside), 0 if threes.isHidden() else threes.sizeHint().height())
            # one line of melds (MeldsWidget._fit_height), at the least a counting drill shrinks them to
            melds = 0 if view.isHidden() else box.spacing() + line + 16
            height += caption + melds + margins.top() + margins.bottom() + 2 * frame.frameWidth() + self.sides_box.spacing()
        self.sides_scroll.setMinimumHeight(min(height, self.SIDES_MOST_HEIGHT))
        self.fit_melds_to_count()

    #: a counting drill's meld cards shrink no smaller than this to show every side whole: the height of the
    #: other seats' hidden cards at their least, and of the cards in the drill's own lines
    COUNT_MELDS_LEAST_HEIGHT = 32

    def fit_melds_to_count(self) -> None:
        """A counting drill asks for every card laid out, so none may be scrolled out of sight: where the sides'
        column would scroll, their meld cards shrink (to COUNT_MELDS_LEAST_HEIGHT at least) until every side shows
        whole. Any other time the melds keep the size the table's size gives them (scale_cards)."""
        height = self._card_size("melds")
        self._set_meld_height(height)
        if not self.count_asked:
            return
        viewport = self.sides_scroll.viewport()  # the sides are as wide as it (never scrolled sideways)
        width, room = viewport.width(), viewport.height()

        def needed() -> int:
            for frame in self.side_frames:
                frame.updateGeometry()  # the frames' new heights, not the ones laid out last
            self.sides_box.invalidate()
            return self.sides_box.totalHeightForWidth(width)

        while height > self.COUNT_MELDS_LEAST_HEIGHT and needed() > room:
            height = max(self.COUNT_MELDS_LEAST_HEIGHT, height - 2)
            self._set_meld_height(height)

    def _set_meld_height(self, height: int) -> None:
        for view in self.meld_views:
            if view.card_height != height:
                view.set_card_height(height)

    @property
    def other_rows(self) -> list[tuple[QLabel, CardRow]]:
        """The other seats' captions and hidden hands, in the order they play after the bottom seat."""
        return [(self.seat_boxes[place].label, self.seat_boxes[place].row) for place in self.seat_order]

    def set_perspective(self, learner: int | None, names: Sequence[str] = ()) -> None:
        """Draw every position from ``learner``'s seat (None: from the seat to move).

        The seats are named from that chair (``names`` as shown now; they are worded again in each language)."""
        self.learner = learner
        self.names = list(names)
        if self.position is not None:
            self._refresh()

    def set_drawn(self, cards) -> None:
        self.drawn = list(cards)
        if self.position is not None:
            self._refresh()

    def seat_name(self, seat: int) -> str:
        """A seat's name in the current language, from the bottom seat's chair (worded anew on every call)."""
        pos = self.position
        if pos is None or seat >= pos.players:
            return player_name(seat)
        learner = self.learner if self.learner is not None and self.learner < pos.players else None
        return seat_names(pos.players, learner, pos.teams)[seat]

    def bottom_seat(self) -> int:
        pos = self.position
        if self.learner is not None and pos is not None and self.learner < pos.players:
            return self.learner
        return pos.turn if pos is not None else 0

    # -- construction ----------------------------------------------------------------------------

    def _label(self, bold: bool = False, size: int = 13) -> QLabel:
        label = QLabel()
        label.setStyleSheet(css(f"color: $felt_ink; font-size: {size}px; {'font-weight: bold;' if bold else ''}", TABLE))
        return label

    def _build(self) -> None:
        root = QVBoxLayout(self)
        root.setContentsMargins(10, 8, 10, 8)
        root.setSpacing(6)

        head = QHBoxLayout()
        self.variant_label = self._label(bold=True, size=14)
        self.turn_label = self._label()
        self.turn_label.setWordWrap(True)  # on a narrow table, two lines rather than a wider window
        head.addWidget(self.variant_label)
        head.addSpacing(16)
        head.addWidget(self.turn_label, 1)
        root.addLayout(head)

        # The other players sit around the felt as seen from the bottom seat (tutor.words.seats.PLACES):
        # across at the top, opponents on the left and right, the pile and the sides' melds between them.
        self.seat_boxes: dict[str, SeatBox] = {}
        self.seat_order: list[str] = []  # the places of the other seats, in the order they play
        top = QHBoxLayout()
        top.setSpacing(24)
        top.addStretch(1)
        left, right = QVBoxLayout(), QVBoxLayout()
        for column in (left, right):
            column.setSpacing(12)
            column.addStretch(1)
        for place, layout in (
            ("top-left", top),
            ("top", top),
            ("top-right", top),
            ("left", left),
            ("bottom-left", left),
            ("right", right),
            ("bottom-right", right),
        ):
            seat_box = SeatBox(place, self.CARD_HEIGHTS["hidden"])
            seat_box.hide()
            layout.addWidget(seat_box, 0, Qt.AlignmentFlag.AlignHCenter)
            self.seat_boxes[place] = seat_box
        top.addStretch(1)
        for column in (left, right):
            column.addStretch(2)
        root.addLayout(top)

        middle = QHBoxLayout()
        middle.setSpacing(8)
        middle.addLayout(left)
        self.pile = PileWidget()
        self.pile.cardsDropped.connect(self.discard_cards)
        self.pile.takeRequested.connect(self.do_take_pile)
        middle.addWidget(self.pile, 0, Qt.AlignmentFlag.AlignTop)
        # the sides scroll when they need more height than the table has (three sides, a small window)
        sides = QWidget()
        sides.setAutoFillBackground(False)
        self.sides_box = QVBoxLayout(sides)
        self.sides_box.setContentsMargins(0, 0, 4, 0)
        self.sides_box.setSpacing(6)
        self.sides_box.addStretch(1)
        # the move being built sits above the sides' melds, where its melds will go (and scrolls with them)
        self.draft_view = DraftView()
        self.draft_view.cardsDropped.connect(self._cards_dropped_on_draft)
        self.draft_view.takeBackRequested.connect(self.take_back)
        self.draft_view.playRequested.connect(self.play_draft)
        self.draft_view.askRequested.connect(self.ask_about_draft)
        self.draft_view.clearRequested.connect(self.clear_draft)
        self.sides_box.insertWidget(0, self.draft_view)
        self.side_labels: list[QLabel] = []
        self.side_frames: list[QFrame] = []
        #: each side's laid-out threes (red, and black where a system lays them out)
        self.side_threes: list[CardRow] = []
        self.meld_views: list[MeldsWidget] = []
        self.sides_scroll = QScrollArea()
        self.sides_scroll.setWidget(sides)
        self.sides_scroll.setWidgetResizable(True)
        self.sides_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.sides_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.sides_scroll.setMinimumWidth(self.SIDES_MIN_WIDTH)
        # no Tab stop of its own: the melds in it are, and the column scrolls to the one Tab reaches
        self.sides_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.sides_scroll.setStyleSheet(
            css(
                "QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }"
                " QScrollBar:vertical { background: transparent; width: 8px; margin: 0; }"
                " QScrollBar::handle:vertical { background: $felt_scroll_handle; border-radius: 4px;"
                " min-height: 24px; }"
                " QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0; }"
                " QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical { background: none; }",
                TABLE,
            )
        )
        middle.addWidget(self.sides_scroll, 1)
        middle.addLayout(right)
        root.addLayout(middle, 1)

        self.hand_label = self._label(bold=True)
        # the turn marker hugs the text
        self.hand_label.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Preferred)
        self.hand_label.setWordWrap(False)
        root.addWidget(self.hand_label)
        self.hand = CardRow(card_height=96, overlap=0.28, draggable=True)
        self.hand.selectionChanged.connect(self._selection_changed)
        self.hand.dragStarted.connect(self._hand_drag_started)
        self.hand.dragEnded.connect(self._show_draft)
        root.addWidget(self.hand)

        buttons = FlowLayout(spacing=4)  # the buttons take a second row rather than widen a narrow window
        self.buttons: dict[str, QPushButton] = {}
        for key, shortcut, slot in (
            ("draw", "D", self.do_draw),
            ("take", "T", self.do_take_pile),
            ("meld", "M", self.do_meld),
            ("add", "A", self.do_add),
            ("aside", "S", self.do_set_aside),
            ("discard", "X", self.do_discard),
            ("out", "O", self.do_go_out),
        ):
            button = MoveButton()
            button.setShortcut(QKeySequence(shortcut))
            button.clicked.connect(slot)
            button.setMinimumHeight(30)
            buttons.addWidget(button)
            self.buttons[key] = button
        root.addLayout(buttons)

    def translate_ui(self) -> None:
        labels = {
            "draw": _("&Draw"),
            "take": _("&Take pile"),
            "meld": _("&Meld"),
            "add": _("&Add to meld"),
            "aside": _("&Set aside"),
            "discard": _("Discard (&X)"),
            "out": _("Go &out"),
        }
        tips = {
            "draw": _("Draw from the stock (D)"),
            "take": _("Take the pile with the selected cards, or onto your meld if none are selected (T)"),
            "meld": _("Lay the selected cards down as a new meld (M)"),
            "add": _("Add the selected cards to the meld you clicked (A)"),
            "aside": _(
                "Set the selected cards aside for a move of several melds; with a meld clicked, to lay "
                "them off on it. Meld, Take pile or Go out then sends them all (S)"
            ),
            "discard": _("Discard the one selected card (X)"),
            "out": _("Meld the selection and go out, discarding the last card if one is left (O)"),
        }
        shortcuts = {"draw": "D", "take": "T", "meld": "M", "add": "A", "aside": "S", "discard": "X", "out": "O"}
        for key, button in self.buttons.items():
            button.setText(labels[key])
            button.setShortcut(QKeySequence(shortcuts[key]))
            button.setToolTip(tips[key])
        self.hand_label.setToolTip(
            _(
                "Click cards or drag across them to select them, then use a button or drag "
                "them onto a meld, beside your melds for a new meld, or onto the pile."
            )
        )
        self.hand.translate_ui()
        self.draft_view.translate_ui()
        for seat_box in self.seat_boxes.values():
            seat_box.row.translate_ui()
        self._refresh()

    # -- the position ----------------------------------------------------------------------------

    def set_position(self, position: Position, *, keep_history: bool = False) -> None:
        """Show a new position (a loaded file, a new hand, an exercise); the undo history restarts."""
        if not keep_history:
            self.undo_stack.clear()
            self.draft.clear()
        self.last_move = None
        self._show(position)

    def edit_position(self, position: Position, text: str) -> None:
        """Put an edited position on the table as one undoable step."""
        if self.position is None:
            self.set_position(position)
            return
        self.last_move = None
        self.undo_stack.push(PositionCommand(self, self.position, position, text))

    def _show(self, position: Position) -> None:
        self.position = position
        self.chosen_meld = None
        # an undo or a bot's move may have taken cards or melds the draft was counting on
        self.draft.keep_fitting(position.hands[self.bottom_seat()], [len(melds) for melds in position.melds])
        self._refresh()
        self.positionChanged.emit(position)

    def _refresh(self) -> None:
        pos = self.position
        if pos is None:
            self.variant_label.setText(_("No position"))
            return
        seat = pos.turn
        team = pos.team(seat)
        to_move = not pos.ended  # after the hand's end nobody is
        rules = self.rules_label(pos)
        self.variant_label.setText(
            _("{system} · {rules}").format(system=variant_name(pos.variant), rules=rules)
            if rules
            else variant_name(pos.variant)
        )
        if pos.ended:  # nobody is to move: who ended the hand, if anyone did
            if pos.went_out is None:
                self.turn_label.setText(_("The hand is over: the stock ran out."))
            elif self.learner is not None and pos.went_out == self.learner:
                self.turn_label.setText(_("The hand is over: you went out."))
            else:
                self.turn_label.setText(_("The hand is over: {name} went out.").format(name=self.seat_name(pos.went_out)))
        else:
            phase = _("draw or take the pile") if pos.to_draw else _("meld and discard")
            if self.learner is not None and seat == self.learner:
                self.turn_label.setText(_("Your turn: {phase}").format(phase=phase))
            else:
                self.turn_label.setText(_("{name} to move: {phase}").format(name=self.seat_name(seat), phase=phase))
        bottom = self.bottom_seat()
        # the other seats where they sit, seen from the bottom seat
        places = around(pos.players, bottom)
        others = [(bottom + k) % pos.players for k in range(1, pos.players)]  # in the order they play
        self.seat_order = [places[other] for other in others]
        for place, seat_box in self.seat_boxes.items():
            seat_box.setVisible(place in self.seat_order)
        for other in others:
            if other in pos.sitting_out:  # its pair sits this hand out: no hand, not an empty one
                self.seat_boxes[places[other]].show_seat(sitting_out_caption(self.seat_name(other)), 0, False)
                continue
            if pos.special_hand is not None and other == pos.went_out:  # a special hand ends the hand face up
                from ...words.explain import special_hand_name

                caption = _("{name}: {hand}").format(name=self.seat_name(other), hand=special_hand_name(pos.special_hand))
                self.seat_boxes[places[other]].show_seat(caption, pos.hand_size(other), False, pos.hands[other])
                continue
            if pos.ended and not pos.hidden[other]:  # the hand is over: every hand is laid open, to be counted
                caption = hand_caption(self.seat_name(other), pos.hand_size(other))
                self.seat_boxes[places[other]].show_seat(caption, pos.hand_size(other), False, pos.hands[other])
                continue
            caption = hidden_hand_caption(self.seat_name(other), pos.hand_size(other))
            self.seat_boxes[places[other]].show_seat(caption, pos.hand_size(other), to_move and other == seat)
        counted = None if self.count_asked else self._hand_counted(pos)
        # melds
        while len(self.meld_views) < len(pos.teams):
            self._add_side_row()
        for t, (frame, label, view) in enumerate(zip(self.side_frames, self.side_labels, self.meld_views)):
            frame.setVisible(t < len(pos.teams))
            if t >= len(pos.teams):
                continue
            names = [self.seat_name(s) for s in range(pos.players)]
            if counted is None:
                score = _("{score} points").format(score=format_number(pos.scores[t]))
            else:  # the hand is over: the score it brings the side to
                score = _("{before} → {after} points").format(
                    before=format_number(pos.scores[t]), after=format_number(counted[t].new_score)
                )
            parts = [side_name(t, pos.teams[t], names), score]
            if pos.sits_out(t):  # nothing to open, meld or need this hand: its score waits for the next
                label.setText(" · ".join([*parts, _("sits out this hand")]))
                self.side_threes[t].setVisible(False)
                view.setVisible(False)
                continue
            if to_move and not pos.has_melded(t):  # the minimum matters only until the side has opened
                parts.append(_("opening needs {minimum}").format(minimum=format_number(pos.initial_minimum(t))))
            # counts of none are left out, as for the threes below: the empty melds' area says it, and six
            # players' captions stay short enough for all three sides to fit a small window (fit_sides)
            if pos.melds[t]:
                parts.append(ngettext("{n} meld", "{n} melds", len(pos.melds[t])).format(n=len(pos.melds[t])))
            if pos.canastas(t):
                parts.append(ngettext("{n} canasta", "{n} canastas", pos.canastas(t)).format(n=pos.canastas(t)))
            missing = pos.ruleset.canastas_needed - pos.canastas(t)
            if to_move and missing > 0:  # what the side still needs before it may go out, while the hand lasts
                parts.append(
                    ngettext("{n} more canasta to go out", "{n} more canastas to go out", missing).format(n=missing)
                )
            threes = len(pos.red_threes[t])
            if threes:
                parts.append(ngettext("{n} red three", "{n} red threes", threes).format(n=threes))
            black = len(pos.black_threes[t])
            if black:
                parts.append(ngettext("{n} black three", "{n} black threes", black).format(n=black))
            talon = sum(len(pos.talon[s]) + pos.talon_hidden[s] for s in pos.teams[t])
            if talon:
                parts.append(ngettext("{n} bonus card waiting", "{n} bonus cards waiting", talon).format(n=talon))
            summary = " · ".join(parts)
            if to_move and t == team:  # a player alone is not a side to the person reading
                moving = _("▶ {side} — to play") if pos.plays_alone(t) else _("▶ {side} — moving side")
                summary = moving.format(side=summary)
            label.setText(summary)
            chosen = self.chosen_meld[1] if self.chosen_meld and self.chosen_meld[0] == t else None
            view.takes_new_melds = t == team and not self.answer_only  # a test's table invites no move
            view.owner = side_name(t, pos.teams[t], names)
            laid_out = pos.red_threes[t] + pos.black_threes[t]
            self.side_threes[t].set_cards(laid_out)
            self.side_threes[t].setVisible(bool(laid_out))
            view.set_melds(pos.melds[t], [], chosen)
            # the moving side's area stays visible even when empty: cards are dropped there to meld
            view.setVisible(t == team or bool(pos.melds[t]))
        self.fit_sides()
        # hand, without the cards set aside for the move being built
        hand = self.draft.left_in(sorted_cards(pos.hands[bottom]))
        if list(self.hand.cards) != list(hand) + [None] * pos.hidden[bottom]:
            self.hand.set_cards(list(hand) + [None] * pos.hidden[bottom])
        yours = self.learner is not None and bottom == self.learner
        caption = hand_caption(self.seat_name(bottom), pos.hand_size(bottom), yours=yours)
        if bottom in pos.sitting_out:
            caption = sitting_out_caption(self.seat_name(bottom), yours)
        if self.draft:
            aside = len(self.draft.cards())
            caption = ngettext("{caption} — {n} set aside", "{caption} — {n} set aside", aside).format(
                caption=caption, n=aside
            )
        drawn = [c for c in self.drawn if c in hand]
        self.hand.set_marked(drawn)
        if drawn:
            caption = _("{caption} — just drawn: {cards}").format(caption=caption, cards=cards_text(drawn))
        self.hand_label.setText(("▶ " + caption) if to_move and bottom == seat else caption)
        self.hand_label.setAccessibleName(cards_in_words(caption))  # "just drawn: King of Spades", not K♠
        self.hand_label.setStyleSheet(TURN_STYLE if to_move and bottom == seat else SEAT_STYLE)
        self.pile.set_position(pos)
        self._show_draft()
        self._update_buttons()

    @staticmethod
    def _hand_counted(pos: Position) -> list[TeamScore] | None:
        """An ended hand counted side by side, when every card in it is known; otherwise None."""
        if not pos.ended:
            return None
        from ...rules.scoring import ScoringError, score_hand  # with the first ended hand

        try:
            return score_hand(pos)
        except ScoringError:  # a hand given as a number of cards: its count is not known
            return None

    def _add_side_row(self) -> None:
        """A side's area: a bounded box with its summary line above its melds and laid-out threes."""
        team = len(self.meld_views)
        frame = QFrame()
        frame.setObjectName("side")
        frame.setStyleSheet(
            css("QFrame#side { border: 1px solid $felt_frame; border-radius: 8px; background: $felt_shade; }", TABLE)
        )
        box = QVBoxLayout(frame)
        box.setContentsMargins(8, 4, 8, 2)
        box.setSpacing(2)
        label = self._label(bold=True)
        label.setWordWrap(True)
        label.setMinimumWidth(10)
        view = MeldsWidget(team)
        view.set_card_height(self._card_size("melds"))
        view.meldClicked.connect(self._meld_clicked)
        view.meldPressed.connect(self._meld_pressed)
        view.addRequested.connect(self.do_add)
        view.cardsDropped.connect(self._cards_dropped_on_melds)
        # the laid-out threes beside the caption, where a small table keeps them in sight (fit_sides)
        threes = CardRow(card_height=self._card_size("threes"), selectable=False, overlap=0.7)
        caption = QHBoxLayout()
        caption.setSpacing(6)
        caption.addWidget(label, 1)
        caption.addWidget(threes, 0, Qt.AlignmentFlag.AlignTop)
        box.addLayout(caption)
        box.addWidget(view)
        self.sides_box.insertWidget(self.sides_box.count() - 1, frame)  # before the closing stretch
        self.side_frames.append(frame)
        self.side_labels.append(label)
        self.side_threes.append(threes)
        self.meld_views.append(view)

    def _update_buttons(self) -> None:
        # enabled whenever a move can be tried, refused attempts being how the tutor teaches; an ended hand has none
        playable = self.position is not None and not self.position.ended and not self.answer_only
        for button in self.buttons.values():
            button.setEnabled(playable)
            # a counting drill's hand is over and its count is the task: no move to offer, the melds take the room
            button.setVisible(not self.count_asked)

    def set_answer_only(self, answer_only: bool) -> None:
        """Show the position without putting moves to the referee (a test question), or play on it again."""
        self.answer_only = answer_only
        self._update_buttons()
        if self.position is not None:
            self._refresh()

    def _selection_changed(self) -> None:
        self._update_buttons()

    def _meld_pressed(self, team: int, index: int) -> None:
        """A meld clicked with cards selected in the hand takes them, as if they were dropped on it (a lay-off put to
        the referee, or a part of the move being built), as the notice asks; with none selected it is chosen."""
        selected = self.selected()
        if selected and self.position is not None and not self.position.ended:
            self._cards_dropped_on_melds(team, index, selected)
        else:
            self._meld_clicked(team, index)

    def _meld_clicked(self, team: int, index: int) -> None:
        self.chosen_meld = None if self.chosen_meld == (team, index) else (team, index)
        for t, view in enumerate(self.meld_views):
            chosen = self.chosen_meld[1] if self.chosen_meld and self.chosen_meld[0] == t else None
            view.chosen = chosen
            view.update()
            if chosen is not None:
                card_access.announce_focus(view, chosen)

    # -- attempts ----------------------------------------------------------------------------------

    def selected(self) -> list[Card]:
        return self.hand.selected_cards()

    @property
    def draft(self) -> MoveDraft:
        """The melds and lay-offs set aside for a move of several parts (shown above the hand), made with the first
        position."""
        if self._draft is None:
            from ...play.draft import MoveDraft

            self._draft = MoveDraft()
        return self._draft

    @draft.setter
    def draft(self, draft: MoveDraft) -> None:
        self._draft = draft

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt's name
        """Escape anywhere on the table lets go of the cards picked up in the hand; Backspace puts the last part
        set aside back."""
        if event.key() == Qt.Key.Key_Escape and self.hand.selected_indexes():
            self.hand.clear_selection()
            return
        if event.key() == Qt.Key.Key_Backspace and self.draft:
            self.take_back()
            return
        super().keyPressEvent(event)

    def rule(self, move: Move, *, trial: bool = False) -> Ruling | None:
        """Put ``move`` to the referee and hand the ruling out. Refused or only asked about (``trial``): nothing
        changes. Legal: the new position goes on the stack. None when the move names what the table lacks."""
        from ...play.ruling import Ruling
        from ...rules.referee import MoveInputError, rule_on
        from ...words.explain import input_error, move_summary

        pos = self.position
        if pos is None:
            return None
        if self.answer_only:
            self.notice.emit(ANSWER_ONLY_NOTICE)
            return None
        seat = pos.turn
        try:
            verdict, after = rule_on(pos, move)
        except MoveInputError as exc:
            self.notice.emit(input_error(exc))
            return None
        ruling = Ruling(pos, move, verdict, after, seat, trial)
        steps: list = []
        if ruling.played:
            assert after is not None  # played: the referee gave the position after it
            self.last_move = move
            self.draft.played(move)
            final = after
            if self.autoplay is not None and not after.ended:
                steps = list(self.autoplay(after))
                if steps:
                    final = steps[-1][3]
            self.undo_stack.push(PositionCommand(self, pos, final, move_summary(move, pos)))
        elif not trial:
            self.last_move = move
        self.ruled.emit(ruling)
        return ruling

    def attempt(self, move: Move) -> Verdict | None:
        """Play ``move`` if the referee accepts it; its verdict (None when the move names what the table lacks)."""
        ruling = self.rule(move)
        return ruling.verdict if ruling is not None else None

    def do_draw(self) -> None:
        from ...rules.moves import Draw

        self.attempt(Draw())

    def do_take_pile(self) -> None:
        pos = self.position
        if pos is None:
            return
        onto = self.chosen_meld[1] if self.chosen_meld and self.chosen_meld[0] == pos.team() else None
        self.attempt(self.draft.take_pile(pos.top, self.selected(), onto))

    # Buttons act on the selection and the parts set aside, drops on the cards dragged: all end in these methods.

    def meld_cards(self, cards: Sequence[Card]) -> None:
        if not cards and not self.draft:
            self.notice.emit(N_("Select the cards of the new meld first."))
            return
        self.attempt(self.draft.meld_move(self._own_team(), cards))

    def add_cards(self, cards: Sequence[Card], team: int, index: int) -> None:
        """Lay ``cards`` off on meld ``index`` of side ``team``, with whatever else is set aside."""
        draft = self.draft.copy()
        draft.set_aside(cards, (team, index))
        self.attempt(draft.meld_move(self._own_team()))

    def discard_cards(self, cards: Sequence[Card]) -> None:
        if len(cards) != 1:
            self.notice.emit(N_("Select exactly one card to discard."))
            return
        from ...rules.moves import Discard

        self.attempt(Discard(cards[0]))

    def _cards_dropped_on_melds(self, team: int, index: int | None, cards: list[Card]) -> None:
        if self.draft:  # a move is being built: what is dropped joins it
            self.set_aside(cards, None if index is None else (team, index))
        elif index is None:
            self.meld_cards(cards)
        else:
            self.add_cards(cards, team, index)

    def do_meld(self) -> None:
        self.meld_cards(self.selected())

    def do_add(self) -> None:
        chosen = self.selected()
        if not chosen or self.chosen_meld is None:
            self.notice.emit(N_("Select cards in your hand and click the meld to add them to."))
            return
        self.add_cards(chosen, *self.chosen_meld)

    def do_discard(self) -> None:
        self.discard_cards(self.selected())

    def do_go_out(self) -> None:
        pos = self.position
        if pos is None:
            return
        self.attempt(self.draft.go_out(self._own_team(), pos.hands[pos.turn], self.selected()))

    # -- a move of several parts ------------------------------------------------------------------------

    def _own_team(self) -> int:
        return self.position.team() if self.position is not None else 0

    def do_set_aside(self) -> None:
        """The selected cards become a part of the move being built: a lay-off on the meld clicked, else a meld."""
        chosen = self.selected()
        if not chosen:
            self.notice.emit(N_("Select the cards to set aside first."))
            return
        self.set_aside(chosen, self.chosen_meld)

    def set_aside(self, cards: Sequence[Card], target: tuple[int, int] | None = None) -> None:
        if self.position is None or not cards:
            return
        self.draft.set_aside(cards, target)
        self.chosen_meld = None
        self._draft_changed()

    def _cards_dropped_on_draft(self, index: int | None, cards: list[Card]) -> None:
        if index is None:
            self.set_aside(cards)
        else:
            self.draft.join(index, cards)
            self._draft_changed()

    def take_back(self, index: int = -1) -> None:
        """Part ``index`` of the move being built goes back to the hand (the last one by default)."""
        if self.draft:
            self.draft.take_back(index)
            self._draft_changed()

    def clear_draft(self) -> None:
        if self.draft:
            self.draft.clear()
            self._draft_changed()

    def stage(self, move: Move) -> None:
        """An offered move is laid out as a move being built, to be looked at and played; one without cards to
        set aside (a draw, a discard, the pile taken onto a meld) is played at once."""
        from ...play.draft import MoveDraft

        if self.position is None:
            return
        draft = MoveDraft.of_move(move, self._own_team())
        if not draft:
            self.attempt(move)
            return
        self.draft = draft
        self._draft_changed()

    def draft_move(self) -> Move | None:
        """What the move being built sends when played: the kind it was offered as, else a pile take before
        drawing, going out when it leaves at most one card, a meld otherwise. Cards still selected join it."""
        pos = self.position
        if pos is None or not (self.draft or self.selected()):
            return None
        selected = self.selected()
        action = self.draft.action or ("take-pile" if pos.to_draw else None)
        if action == "take-pile":
            onto = self.chosen_meld[1] if self.chosen_meld and self.chosen_meld[0] == pos.team() else None
            return self.draft.take_pile(pos.top, selected, onto)
        hand = pos.hands[pos.turn]
        left = pos.hand_size(pos.turn) - len(self.draft.cards()) - len(selected)  # face-down cards count too
        if action == "go-out" or (action is None and left <= 1):
            return self.draft.go_out(self._own_team(), hand, selected)
        return self.draft.meld_move(self._own_team(), selected)

    def play_draft(self) -> None:
        move = self.draft_move()
        if move is not None:
            self.attempt(move)

    def ask_about_draft(self) -> None:
        """The ruling on the move being built, without playing it."""
        move = self.draft_move()
        if move is not None:
            self.rule(move, trial=True)

    def _draft_changed(self) -> None:
        self._refresh()

    def _hand_drag_started(self) -> None:
        """While cards are dragged, the place to set them aside shows even before anything is set aside."""
        if self.position is not None and not self.draft:
            self.draft_view.show_drop_zone(_("Drop cards here to set them aside for a move of several melds."))

    def _show_draft(self) -> None:
        pos = self.position
        if pos is None or not self.draft:
            self.draft_view.show_draft(self.draft, "", self._part_caption)
            return
        from ...words.explain import move_summary

        move = self.draft_move()
        summary = move_summary(move, pos) if move is not None else ""
        self.draft_view.show_draft(self.draft, _("Your move: {move}").format(move=summary), self._part_caption)

    def _part_caption(self, part: Part) -> str:
        if part.target is None:
            return _("New meld")
        team, index = part.target
        pos = self.position
        melds = pos.melds[team] if pos is not None and team < len(pos.melds) else []
        if index >= len(melds):
            return _("Lay-off")
        from ...rules.reasons import meld_shape
        from ...words.explain import meld_words

        return _("Onto {meld}").format(meld=meld_words(meld_shape(melds[index])))
