"""What happened earlier in the hand that some tables' rules ask about, set for a position being edited: who
asked their partner for leave to go out, who is still owed the special-hand courtesy after the partner's opening,
who cut exactly the cards the deal needed (docs/position-extensions.md)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QDialog, QDialogButtonBox, QGridLayout, QLabel, QVBoxLayout, QWidget

from ...i18n import _
from ...play.position_draft import PositionDraft
from ...words.seats import player_name
from .. import theme


class HandHistoryDialog(QDialog):
    """One row per seat, one box per fact; a fact the seat cannot have (no partner to ask, no meld of its side
    to be owed a courtesy for) is greyed out with the reason as its tooltip."""

    COLUMNS = ("asked", "courtesy", "cut")

    def __init__(self, parent: QWidget | None, draft: PositionDraft) -> None:
        super().__init__(parent)
        self.draft = draft
        self.setWindowTitle(_("Earlier in the hand"))
        root = QVBoxLayout(self)
        intro = QLabel(_("Some tables' rules ask what happened earlier in this hand. Tick what applies."))
        intro.setWordWrap(True)
        root.addWidget(intro)
        grid = QGridLayout()
        grid.setHorizontalSpacing(14)
        headers = (
            _("Asked the partner\nto go out"),
            _("Partner opened since\ntheir last turn"),
            _("Cut exactly the\ncards the deal needed"),
        )
        for column, text in enumerate(headers, start=1):
            header = QLabel(text)
            header.setAlignment(Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(header, 0, column)
        self.boxes: dict[tuple[int, str], QCheckBox] = {}
        melded = [bool(draft.melds[team]) for team in range(len(draft.teams))]
        for seat in range(draft.players):
            side = next(team for team, seats in enumerate(draft.teams) if seat in seats)
            grid.addWidget(QLabel(player_name(seat)), seat + 1, 0)
            has_partner = len(draft.teams[side]) > 1
            states = {
                "asked": (seat in draft.go_out_asked, has_partner, _("This player has no partner.")),
                "courtesy": (
                    seat in draft.courtesy_seats,
                    has_partner and melded[side],
                    _("Only a player whose partner has melded is owed this."),
                ),
                "cut": (seat in draft.perfect_cut, True, ""),
            }
            for column, fact in enumerate(self.COLUMNS, start=1):
                checked, possible, why = states[fact]
                box = QCheckBox()
                box.setChecked(checked and possible)
                box.setEnabled(possible)
                box.setAccessibleName(f"{player_name(seat)}: {headers[column - 1]}".replace("\n", " "))
                if not possible:
                    box.setToolTip(why)
                grid.addWidget(box, seat + 1, column, Qt.AlignmentFlag.AlignCenter)
                self.boxes[seat, fact] = box
        for seat in range(draft.players):  # one player cuts for a deal: ticking one clears the others
            self.boxes[seat, "cut"].toggled.connect(lambda on, chosen=seat: self._cut_toggled(on, chosen))
        root.addLayout(grid)
        note = QLabel(
            _(
                "They count only where your table's rules use them: asking once per hand, the courtesy "
                "special hand, a bonus for a perfect cut."
            )
        )
        note.setWordWrap(True)
        note.setStyleSheet(theme.css("color: $muted;"))
        root.addWidget(note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(_("OK"))
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(_("Cancel"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        root.addWidget(buttons)
        self.setMinimumSize(self.sizeHint())  # the column headings take two lines: never squeezed to one

    def _cut_toggled(self, on: bool, chosen: int) -> None:
        if not on:
            return
        for seat in range(self.draft.players):
            if seat != chosen:
                self.boxes[seat, "cut"].setChecked(False)

    def seats(self, fact: str) -> list[int]:
        """The seats ticked for ``fact`` (one of ``COLUMNS``)."""
        return [seat for seat in range(self.draft.players) if self.boxes[seat, fact].isChecked()]

    def apply(self) -> None:
        """Write the ticked facts into the draft."""
        self.draft.go_out_asked = frozenset(self.seats("asked"))
        self.draft.courtesy_seats = frozenset(self.seats("courtesy"))
        self.draft.perfect_cut = tuple(self.seats("cut"))
