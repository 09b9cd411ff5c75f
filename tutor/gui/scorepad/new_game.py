"""The score pad's new game: the rule system, the players and sides, their names and the target."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from ...i18n import _, format_number
from ...play.profiles import load_book
from ...rules.presets import PRESETS
from ...rules.variants import Ruleset
from ...scorepad import Game
from ...scorepad.game import MAX_NAME, MAX_TARGET, MIN_TARGET
from ...words.systems import variant_name


class NewScoredGameDialog(QDialog):
    """Rule system, players, names, target and first dealer of a new game."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)

        self.setWindowTitle(_("New game"))
        form = QFormLayout(self)
        self.book = load_book()
        self.system = QComboBox()
        for variant in PRESETS:
            self.system.addItem(variant_name(variant), variant)
        #: the table's rules: the system's own or a profile of the system (its house rules)
        self.rules = QComboBox()
        active = self.book.active()
        if active is not None:
            self.system.setCurrentIndex(self.system.findData(active.variant))
        self.players = QComboBox()
        self.target = QSpinBox()
        self.target.setRange(MIN_TARGET, MAX_TARGET)
        self.target.setSingleStep(500)
        self.dealer = QComboBox()
        self.names = [QLineEdit() for _ in range(6)]
        self.side_names = [QLineEdit() for _ in range(3)]
        for edit in self.names + self.side_names:
            edit.setMaxLength(MAX_NAME)
        form.addRow(_("Rule system"), self.system)
        form.addRow(_("Rules"), self.rules)
        form.addRow(_("Players"), self.players)
        self.form = form
        for i, edit in enumerate(self.names):
            edit.setPlaceholderText(_("Player {n}").format(n=i + 1))
            form.addRow(QLabel(_("Player {n}").format(n=i + 1)), edit)
        for i, edit in enumerate(self.side_names):
            edit.setPlaceholderText(_("optional"))
            form.addRow(QLabel(_("Side {n}").format(n=i + 1)), edit)
        form.addRow(_("Target"), self.target)
        form.addRow(_("First dealer"), self.dealer)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.system.currentIndexChanged.connect(self._system_changed)
        self.players.currentIndexChanged.connect(self._players_changed)
        self.rules.currentIndexChanged.connect(lambda _i: self._players_changed() if self.players.count() else None)
        self._system_changed()

    def _system_changed(self) -> None:

        variant = self.system.currentData()
        self.rules.clear()
        self.rules.addItem(_("The system's own rules"), None)
        for profile in self.book.profiles:
            if profile.variant == variant:
                self.rules.addItem(profile.name, profile.name)
        active = self.book.active()
        if active is not None and active.variant == variant:
            self.rules.setCurrentIndex(self.rules.findData(active.name))
        counts = PRESETS[variant].players
        self.players.blockSignals(True)
        self.players.clear()
        for n in counts:
            self.players.addItem(format_number(n), n)
        self.players.setCurrentIndex(max(0, self.players.findData(4)))
        self.players.blockSignals(False)
        self._players_changed()

    def _ruleset(self, players: int) -> Ruleset:
        """The rules of the game being set up: the system's own, or a profile's house rules."""
        profile = self.book.get(self.rules.currentData())
        return Ruleset.build(self.system.currentData(), players, profile.options if profile else {})

    @staticmethod
    def _named_sides(rules: Ruleset) -> int:
        """How many sides get a name: the partnerships; players alone need none (they are the sides)."""
        sides = len(rules.default_teams())
        return sides if sides < rules.players else 0

    def _players_changed(self) -> None:
        n = self.players.currentData() or 4
        rules = self._ruleset(n)
        self.target.setValue(rules.target_score)
        for i, edit in enumerate(self.names):
            self.form.setRowVisible(edit, i < n)  # the row goes, with its spacing
        sides = self._named_sides(rules)
        for i, edit in enumerate(self.side_names):
            self.form.setRowVisible(edit, i < sides)
        self.dealer.clear()
        for i in range(n):
            self.dealer.addItem(self.names[i].text() or _("Player {n}").format(n=i + 1), i)

    def game(self) -> Game:
        n = self.players.currentData()
        names = [edit.text().strip() for edit in self.names[:n]]
        sides = self._named_sides(self._ruleset(n))
        team_names = [edit.text().strip() for edit in self.side_names[:sides]] if sides else None
        profile = self.book.get(self.rules.currentData())
        return Game.new(
            self.system.currentData(),
            n,
            names=names,
            team_names=team_names,
            target=self.target.value(),
            first_dealer=self.dealer.currentData() or 0,
            options=profile.options if profile else None,
        )
