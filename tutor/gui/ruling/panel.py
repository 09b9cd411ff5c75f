"""The referee panel: the last verdict in plain words, the rule and its sources.

The panel keeps the Verdict objects it was given and renders them again with
``tutor.words.explain`` on a language change: the referee is never asked twice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QUrl, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from ...i18n import _
from ...words.cards import cards_in_words
from ...words.seats import player_name
from ..rich import escaped as _e
from ..rich import qt_html
from ..theme import colour, restyle, restyle_document

if TYPE_CHECKING:  # for the annotations only
    from collections.abc import Callable, Sequence

    from ...play.commentary import Commentary
    from ...play.ruling import Ruling
    from ...rules.moves import Move
    from ...rules.readings import OtherReading
    from ...rules.state import Position
    from ...rules.violations import Verdict
    from ..table.widget import TableWidget

# The panel is built empty just after the window's first paint: the referee's words load with the first ruling
# it shows, imported inside the methods that word one (tests/gui/test_startup_loads.py).


#: the other players' moves the panel keeps: a whole round at six players (five turns of draw, melds, discard)
KEPT_COMMENTS = 30
#: the anchor the rule cards start at in the panel's text
RULE_CARDS = "rule-cards"
#: how much of the first rule card must show (its title and first lines, in pixels) for it to count as in sight
CARD_START_SHOWN = 80


class RefereePanel(QWidget):
    """Shows the last verdict; also bot comments, hints and short notices, all re-rendered on demand.

    A legal verdict says why (its reasons); a refused one offers the nearest legal moves, each a link
    that plays it (``alternativeChosen``). "Show the rule" opens the cards of the rules behind either. What is
    said about a ruling is worked out in its :class:`~tutor.play.commentary.Commentary`; the panel only lays it out.
    """

    #: a legal move the panel offered was chosen (clicked, or Enter on the focused link)
    alternativeChosen = Signal(object)
    #: (ruling, option, value): the move is to be tried again under another reading of a deciding option
    readingChosen = Signal(object, str, object)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("refereePanel")
        self.commentary: Commentary | None = None  # what there is to say about the ruling shown, if any
        self.notice: str | None = None  # English source, translated at render time
        self.notice_args: dict[str, object] = {}
        self.hints: tuple[list, list] | None = None
        self.hints_position: Position | None = None  # where the hints were asked
        self.comments: list[tuple[int, Move, Verdict, Position | None]] = []
        self.extra_html: Callable[[], str] | None = None  # the lesson's feedback as HTML, or None
        #: the table whose seat names the panel uses (set by the window)
        self.table: TableWidget | None = None
        self.hand_over = False  # the table's hand is over: no move is left to try

        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(6)
        self.title = QLabel()
        layout.addWidget(self.title)
        self.headline = QLabel()
        self.headline.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.headline.setMinimumHeight(44)
        layout.addWidget(self.headline)
        self.body = QTextBrowser()
        self.body.setOpenExternalLinks(False)
        self.body.setOpenLinks(False)  # links are the offered moves: played here, never navigated to
        self.body.anchorClicked.connect(self._link_clicked)
        self.body.setFrameShape(QTextBrowser.Shape.NoFrame)
        layout.addWidget(self.body, 1)
        self.rule_toggle = QPushButton()
        self.rule_toggle.setCheckable(True)
        self.rule_toggle.toggled.connect(self._rule_toggled)
        layout.addWidget(self.rule_toggle)
        self.translate_ui()

    def seat_name(self, seat: int) -> str:
        """A seat named as the table names it."""

        return self.table.seat_name(seat) if self.table is not None else player_name(seat)

    @property
    def ruling(self) -> Ruling | None:
        """The ruling shown, if any."""
        return self.commentary.ruling if self.commentary is not None else None

    @property
    def verdict(self) -> Verdict | None:
        return self.commentary.ruling.verdict if self.commentary is not None else None

    @property
    def alternatives(self) -> list[Move]:
        """The legal moves offered instead of a refused one (a link plays each)."""
        return [offer.move for offer in self.commentary.offers] if self.commentary is not None else []

    # -- input -------------------------------------------------------------------------------------

    def show_ruling(self, ruling: Ruling) -> None:
        """A ruling: legal with the reasons it is, or refused with the legal moves nearest to it."""
        from ...play.commentary import Commentary

        self.commentary = Commentary.of(ruling)
        self.notice = None
        self.hints = None
        self.refresh()

    def show_position(self, position: Position | None) -> None:
        """A new position on the table: the invitation to try a move stands only while the hand lasts."""
        over = position is not None and position.ended
        if over != self.hand_over:
            self.hand_over = over
            self.refresh()

    def show_notice(self, source: str, **args: object) -> None:
        """A message that is not a verdict, given as its English source (translated when shown)."""
        self.notice, self.notice_args = source, args
        self.refresh()

    def show_hints(self, takes: list, melds: list, position: Position | None = None) -> None:
        self.hints = (list(takes), list(melds))
        self.hints_position = position
        self.refresh()

    def add_comment(self, seat: int, move: Move, verdict: Verdict, before: Position | None = None) -> None:
        """Another player's move, played in ``before`` (which lets its words name the meld a card went onto)."""
        self.comments.append((seat, move, verdict, before))
        self.comments = self.comments[-KEPT_COMMENTS:]
        self.refresh()

    def clear_verdict(self) -> None:
        """Forget the last verdict (and what went with it), keeping the other players' moves."""
        self.commentary = None
        self.refresh()

    def clear(self) -> None:
        self.commentary = None
        self.notice = None
        self.hints = None
        self.comments = []
        self.extra_html = None
        self.refresh()

    # -- output ------------------------------------------------------------------------------------

    def translate_ui(self) -> None:
        restyle(self.title, "font-size: 15px; font-weight: bold; color: $heading;")
        restyle_document(
            self.body.document(),
            "p { margin: 0 0 6px 0; } .ref { color: $muted; } .src { color: $source; font-size: small; }"
            " li { margin-bottom: 3px; } h4 { margin: 8px 0 4px 0; color: $heading; } a { color: $link; }",
        )
        self.title.setText(_("Referee"))
        self.body.setAccessibleName(_("The referee's ruling"))
        self.rule_toggle.setText(_("Hide the rule") if self.rule_toggle.isChecked() else _("Show the rule"))
        self.refresh()

    def profiles_holding(self, readings: Sequence[OtherReading]) -> tuple[str, ...]:
        """The table's profiles that play ``readings`` together (the window keeps the profiles)."""
        from ...play.profiles import ProfileBook

        book = getattr(self.window(), "profiles", None)
        if self.commentary is None:
            return ()
        return self.commentary.profiles_holding(book if isinstance(book, ProfileBook) else None, readings)

    def headline_text(self) -> str:
        if self.verdict is None:
            return ""
        if self.ruling is not None and self.ruling.trial:
            return ("✓ " + _("Would be legal")) if self.verdict.legal else ("✗ " + _("Would be refused"))
        return ("✓ " + _("Legal")) if self.verdict.legal else ("✗ " + _("Refused"))

    def explanations(self) -> list[str]:
        from ...words.explain import explain

        commentary = self.commentary
        return [explain(v, self.seat_name) for v in commentary.violations] if commentary is not None else []

    def refresh(self) -> None:
        self.rule_toggle.setText(_("Hide the rule") if self.rule_toggle.isChecked() else _("Show the rule"))
        verdict = self.verdict
        if verdict is None:
            self.headline.setText("")
            self.headline.setStyleSheet("")
            self.headline.hide()
        else:
            color = colour("legal" if verdict.legal else "refused")
            self.headline.show()
            self.headline.setText(self.headline_text())
            self.headline.setStyleSheet(f"font-size: 26px; font-weight: bold; color: {color};")
        self.rule_toggle.setVisible(verdict is not None and bool(self.rules_shown()))  # refused ones too
        parts: list[str] = []
        if self.notice:
            text = _(self.notice)
            if self.notice_args:
                try:
                    text = text.format(**{k: v() if callable(v) else v for k, v in self.notice_args.items()})
                except (KeyError, IndexError, ValueError):
                    pass
            first, *more = text.split("\n")  # a notice of several lines: the first is its heading
            parts.append(f"<p><b>{_e(first)}</b></p>")
            parts.extend(f"<p>{_e(line)}</p>" for line in more)
        if callable(self.extra_html):
            parts.append(self.extra_html())
        if verdict is not None or self.hints is not None or self.comments:
            parts.extend(self._ruling_parts())
        if not parts:
            invitation = (
                _("The hand is over: there is no move left to try.")
                if self.hand_over
                else _("Try a move on the table: the referee rules on it here.")
            )
            parts.append(f"<p class='ref'>{_e(invitation)}</p>")
        self.body.setHtml(qt_html("".join(parts)))
        self._describe_for_screen_readers()

    def _describe_for_screen_readers(self) -> None:
        """A screen reader hears the ruling's cards in words, as it hears the hand's (the text shows K♠ ★). A panel
        out of sight (a lesson before any move is tried) is described when it is shown: a lesson opens sooner."""
        if self.isVisible():
            self.body.setAccessibleDescription(cards_in_words(self.body.toPlainText()))

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self._describe_for_screen_readers()

    def _ruling_parts(self) -> list[str]:
        """The verdict with its reasons or refusals, the hints and the other players' moves, as HTML."""
        from ...words.explain import (
            combined_reading_line,
            explain,
            move_summary,
            other_reading_line,
            profiles_line,
            reason_text,
            rule_reference,
            side_score_lines,
        )
        from ...words.rulecards import deciding_line, otherwise_line

        commentary = self.commentary
        parts: list[str] = []
        if commentary is not None:
            ruling = commentary.ruling
            tried_in = ruling.before  # where the move was tried: a lay-off says onto which meld
            said = _("{name}: {move}").format(name=self.seat_name(ruling.seat), move=move_summary(ruling.move, tried_in))
            parts.append(f"<p class='ref'>{_e(said)}</p>")
            if ruling.trial:
                asked = _(
                    "You asked before playing: nothing has changed on the table. Play the move with "
                    "“Play this move”, or change it first."
                )
                parts.append(f"<p class='ref'>{_e(asked)}</p>")
            if ruling.legal:
                accepted = _("The referee would accept this move.") if ruling.trial else _("The referee accepts this move.")
                parts.append(f"<p>{_e(accepted)}</p>")
                parts.extend(f"<p>✓ {_e(reason_text(r, self.seat_name))}</p>" for r in commentary.reasons)
            rule_label = _("Rule:")
            for v in commentary.violations:
                parts.append(f"<p style='font-size: 14px'>{_e(explain(v, self.seat_name))}</p>")
                parts.append(f"<p class='ref'>{_e(rule_label)} {_e(rule_reference(v))}</p>")
            if commentary.deciding or commentary.combined:
                heading = _("Official or house rule")
                parts.append(f"<h4>{_e(heading)}</h4>")
                for i, rule in enumerate(commentary.deciding):
                    parts.append(f"<p>{_e(deciding_line(rule))}</p>")
                    if rule.otherwise is not None:
                        try_it = _("Try the move under this reading")
                        parts.append(f"<p class='ref'>{_e(otherwise_line(rule))} <a href='reading:{i}'>{_e(try_it)}</a></p>")
                        holding = self.profiles_holding([rule.otherwise])
                        if holding:
                            parts.append(f"<p class='ref'>{_e(profiles_line(holding))}</p>")
                further = commentary.further_readings
                if further:
                    heading = _("Under another reading of the sources:")
                    parts.append(f"<p class='ref'>{_e(heading)}</p><ul>")
                    for reading in further:
                        holding = self.profiles_holding([reading])
                        said = other_reading_line(reading) + (" " + profiles_line(holding) if holding else "")
                        parts.append(f"<li class='ref'>{_e(said)}</li>")
                    parts.append("</ul>")
                for pair in commentary.combined:  # where one reading is not enough, the two that together are
                    parts.append(f"<p class='ref'>{_e(combined_reading_line(pair))}</p>")
                    holding = self.profiles_holding(pair.readings)
                    if holding:
                        parts.append(f"<p class='ref'>{_e(profiles_line(holding))}</p>")
            # the full take-back procedure goes with the rule cards; the rest of what happens at the table always
            notes = commentary.table_notes(taken_back=self.rule_toggle.isChecked())
            parts.extend(f"<p class='src'>{_e(note)}</p>" for note in notes)
            if commentary.hand_over is not None and commentary.hand_over_scores is not None:
                lines = side_score_lines(commentary.hand_over.position.teams, commentary.hand_over_scores, self.seat_name)
                parts.append("<ul>" + "".join(f"<li class='src'>{_e(line)}</li>" for line in lines) + "</ul>")
            if commentary.offers:
                heading = _("What would have been legal")
                parts.append(f"<h4>{_e(heading)}</h4><ul>")
                for i, offer in enumerate(commentary.offers):
                    note = f" — {_e(reason_text(offer.why, self.seat_name))}" if offer.why is not None else ""
                    parts.append(f"<li><a href='play:{i}'>{_e(move_summary(offer.move, tried_in))}</a>{note}</li>")
                parts.append("</ul>")
                hint = _("Click a move to lay it out on the table, then play it or change it.")
                parts.append(f"<p class='src'>{_e(hint)}</p>")
            if self.rule_toggle.isChecked():
                parts.append(f"<a name='{RULE_CARDS}'></a>")
                parts.extend(self._card_html(rule) for rule in self.rules_shown())
        if self.hints is not None:
            takes, melds = self.hints
            heading = _("Ways to take the pile")
            parts.append(f"<h4>{_e(heading)}</h4>")
            parts.append(self._moves_html(takes, _("None: the pile cannot be taken now.")))
            heading = _("Melds possible now")
            parts.append(f"<h4>{_e(heading)}</h4>")
            parts.append(self._moves_html(melds, _("None.")))
        if self.comments:
            heading = _("Other players")
            parts.append(f"<h4>{_e(heading)}</h4><ul>")
            for seat, move, judged, before in self.comments:
                mark = "✓" if judged.legal else "✗"
                said = _("{name}: {move}").format(name=self.seat_name(seat), move=move_summary(move, before))
                parts.append(f"<li>{mark} {_e(said)}</li>")
            parts.append("</ul>")
        return parts

    def _moves_html(self, moves: list, empty: str) -> str:
        from ...words.explain import move_summary

        if not moves:
            return f"<p class='ref'>{_e(empty)}</p>"
        return "<ul>" + "".join(f"<li>{_e(move_summary(m, self.hints_position))}</li>" for m in moves) + "</ul>"

    def rules_shown(self) -> list[str]:
        """The rules behind the verdict: those broken, or for a legal move those its reasons rest on."""
        return list(self.commentary.rules) if self.commentary is not None else []

    def _card_html(self, rule: str) -> str:
        """One rule card: the rule in plain words, the value in force, its sources, each source's reading."""
        from ...words.rulecards import rule_card

        assert self.commentary is not None  # the cards go with a ruling
        card = rule_card(rule, self.commentary.ruleset)
        out = [f"<h4>{_e(card.title)}</h4>"]
        if card.statement:
            out.append(f"<p>{_e(card.statement)}</p>")
        if card.in_force:
            in_force = _("In force: {value}").format(value=card.in_force)
            out.append(f"<p><b>{_e(in_force)}</b></p>")
        if card.follows:
            out.append(f"<p class='ref'>{_e(card.follows)}</p>")
        if card.sources:
            heading = _("Sources:")
            out.append(
                f"<p class='src'>{_e(heading)}</p><ul>"
                + "".join(f"<li class='src'>{_e(source)}</li>" for source in card.sources)
                + "</ul>"
            )
        if card.readings:
            heading = _("Readings:")
            out.append(f"<p class='src'>{_e(heading)}</p><ul>")
            for reading in card.readings:
                line = _("{label}: {value}").format(label=reading.label, value=reading.value)
                where = _("; ").join(reading.sources)
                out.append(f"<li class='src'>{_e(line)}" + (f" ({_e(where)})" if where else "") + "</li>")
            out.append("</ul>")
        return "".join(out)

    def _rule_toggled(self, shown: bool) -> None:
        self.refresh()
        if shown:  # the cards open below the ruling: a first card left below the fold is brought into sight
            bar = self.body.verticalScrollBar()
            before = bar.value()
            self.body.scrollToAnchor(RULE_CARDS)
            card_top = bar.value()  # where the first card starts
            height = self.body.maximumViewportSize().height()
            in_sight = card_top < before + height - CARD_START_SHOWN
            # else its start comes up into the lower third, as much of the ruling as fits kept above it
            bar.setValue(before if in_sight else max(before, card_top - height * 2 // 3))

    def _link_clicked(self, url: QUrl) -> None:
        text = url.toString()
        if text.startswith("reading:") and self.commentary is not None:
            index = int(text.removeprefix("reading:"))
            deciding = self.commentary.deciding
            reading = deciding[index].otherwise if 0 <= index < len(deciding) else None
            if reading is not None:
                self.readingChosen.emit(self.commentary.ruling, reading.option, reading.value)
            return
        if text.startswith("play:"):
            index = int(text.removeprefix("play:"))
            if 0 <= index < len(self.alternatives):
                self.alternativeChosen.emit(self.alternatives[index])
