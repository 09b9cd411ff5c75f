"""Dispute mode: a dialog that sets up any position card by card, or typed, and puts it on the table.

The dialog edits a :class:`tutor.play.position_draft.PositionDraft`, which the position reader checks on
"Apply"; its cards are picked (``card_picker.CardPicker``) or typed (``card_picker.CardEntry``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...i18n import _, format_number, ngettext
from ...play.position_draft import DISCARD, STOCK, PositionDraft, Target, field_target
from ...rules.cards import Card
from ...rules.notation import LoadedPosition, PositionError
from ...rules.presets import PRESETS
from ...rules.state import DRAW, PLAY, Position
from ...words.captions import hand_caption, pile_caption, side_name, sitting_out_caption, stock_caption
from ...words.cards import TypedCardError, read_typed_cards
from ...words.explain import input_error
from ...words.seats import player_name
from ...words.systems import variant_name
from .. import theme
from ..cards.picker import CardEntry, CardPicker
from ..cards.row import CardRow
from ..language import follow_while_open
from ..screen import fit_to_screen
from .hand_history_dialog import HandHistoryDialog


class PositionEditor(QDialog):
    """Set up a position for a dispute; ``applied`` carries the checked position when "Apply" succeeds."""

    applied = Signal(object)  # Position

    def __init__(self, position: Position | None, parent: QWidget | None = None, rules: tuple[str, dict] = ("classic", {})):
        """``rules``: the system and options an empty table starts with (the profile the table uses)."""
        super().__init__(parent)
        self.setObjectName("positionEditor")
        self.draft = (
            PositionDraft.from_position(position) if position is not None else PositionDraft.empty(rules[0], 4, rules[1])
        )
        self.target: Target = ("hand", self.draft.turn)
        self.message: Callable[[], str] | None = None  # shown again on a language change
        self.message_is_error = False
        self.loaded: LoadedPosition | None = None
        self._updating = False
        self._build()
        follow_while_open(self, self.translate_ui)
        self.translate_ui()
        fit_to_screen(self, QSize(1060, 700))
        self.typed.setFocus()  # the cards of the hand to move can be typed at once

    # -- construction ---------------------------------------------------------------------------------

    def _build(self) -> None:
        root = QVBoxLayout(self)
        root.setSpacing(8)

        # the rules, whose turn, the scores
        self.rules_box = QGroupBox()
        form = QGridLayout(self.rules_box)
        form.setHorizontalSpacing(10)
        self.variant_label, self.variant_combo = QLabel(), QComboBox()
        for variant in PRESETS:
            self.variant_combo.addItem("", variant)
        self.players_label, self.players_combo = QLabel(), QComboBox()
        self.turn_label, self.turn_combo = QLabel(), QComboBox()
        self.phase_label, self.phase_combo = QLabel(), QComboBox()
        self.phase_combo.addItem("", DRAW)
        self.phase_combo.addItem("", PLAY)
        for column, (label, field) in enumerate(
            (
                (self.variant_label, self.variant_combo),
                (self.players_label, self.players_combo),
                (self.turn_label, self.turn_combo),
                (self.phase_label, self.phase_combo),
            )
        ):
            label.setBuddy(field)
            form.addWidget(label, 0, column)
            form.addWidget(field, 1, column)
        # six players where one pair sits out each hand: which pair sits this one out
        self.sitting_out_label, self.sitting_out_combo = QLabel(), QComboBox()
        self.sitting_out_label.setBuddy(self.sitting_out_combo)
        # a side's name is long ("Équipe 3 : Joueur 3 & Joueur 6"): the list shows it whole, the box need not
        self.sitting_out_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.sitting_out_combo.setMinimumContentsLength(16)
        form.addWidget(self.sitting_out_label, 0, 4)
        form.addWidget(self.sitting_out_combo, 1, 4, Qt.AlignmentFlag.AlignLeft)
        self.sitting_out_combo.currentIndexChanged.connect(self._sitting_out_changed)
        self.clear_button = QPushButton()
        self.clear_button.clicked.connect(self.ask_clear)
        form.addWidget(self.clear_button, 1, 5)
        self.history_button = QPushButton()
        self.history_button.clicked.connect(self.edit_hand_history)
        form.addWidget(self.history_button, 3, 5)
        form.setColumnStretch(4, 1)
        self.scores_label = QLabel()
        form.addWidget(self.scores_label, 2, 0, 1, 4)
        scores_line = QHBoxLayout()
        self.scores_row = QHBoxLayout()
        scores_line.addLayout(self.scores_row)
        scores_line.addStretch(1)
        form.addLayout(scores_line, 3, 0, 1, 4)
        self.score_labels: list[QLabel] = []
        self.score_spins: list[QSpinBox] = []
        self.variant_combo.currentIndexChanged.connect(self._rules_changed)
        self.players_combo.currentIndexChanged.connect(self._rules_changed)
        self.turn_combo.currentIndexChanged.connect(self._turn_changed)
        self.phase_combo.currentIndexChanged.connect(self._phase_changed)
        root.addWidget(self.rules_box)

        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.setChildrenCollapsible(False)

        # where the cards are
        places = QWidget()
        places_layout = QVBoxLayout(places)
        places_layout.setContentsMargins(0, 0, 0, 0)
        self.places_label = QLabel()
        self.places = QTreeWidget()
        self.places.setHeaderHidden(True)
        self.places.setMinimumWidth(220)
        self.places.currentItemChanged.connect(self._place_chosen)
        self.places_label.setBuddy(self.places)
        places_layout.addWidget(self.places_label)
        places_layout.addWidget(self.places, 1)
        meld_buttons = QHBoxLayout()
        self.new_meld_button, self.remove_meld_button = QPushButton(), QPushButton()
        self.new_meld_button.clicked.connect(self.new_meld)
        self.remove_meld_button.clicked.connect(self.remove_meld)
        meld_buttons.addWidget(self.new_meld_button)
        meld_buttons.addWidget(self.remove_meld_button)
        places_layout.addLayout(meld_buttons)
        splitter.addWidget(places)

        # the cards at the chosen place
        middle = QWidget()
        middle_layout = QVBoxLayout(middle)
        middle_layout.setContentsMargins(6, 0, 6, 0)
        self.target_title = QLabel()
        self.target_title.setStyleSheet("font-weight: bold; font-size: 14px;")
        self.target_title.setWordWrap(True)
        self.target_note = QLabel()
        self.target_note.setWordWrap(True)
        self.target_cards = CardRow(card_height=84, overlap=0.4)
        self.target_cards.setMinimumHeight(112)
        self.target_title.setBuddy(self.target_cards)
        self.target_cards.selectionChanged.connect(self._update_card_buttons)
        delete = QAction(self.target_cards)
        delete.setShortcut(QKeySequence.StandardKey.Delete)
        delete.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        delete.triggered.connect(self.remove_selected)
        self.target_cards.addAction(delete)
        middle_layout.addWidget(self.target_title)
        middle_layout.addWidget(self.target_note)
        middle_layout.addWidget(self.target_cards)
        typed_row = QHBoxLayout()
        self.typed_label, self.typed = QLabel(), CardEntry()
        self.typed_label.setBuddy(self.typed)
        self.typed.setClearButtonEnabled(True)
        self.typed.returnPressed.connect(self.add_typed)
        typed_row.addWidget(self.typed_label)
        typed_row.addWidget(self.typed, 1)
        middle_layout.addLayout(typed_row)
        card_buttons = QHBoxLayout()
        self.remove_button, self.earlier_button, self.later_button = QPushButton(), QPushButton(), QPushButton()
        self.remove_button.clicked.connect(self.remove_selected)
        self.earlier_button.clicked.connect(lambda: self.move_selected(-1))
        self.later_button.clicked.connect(lambda: self.move_selected(+1))
        for button in (self.remove_button, self.earlier_button, self.later_button):
            card_buttons.addWidget(button)
        card_buttons.addStretch(1)
        middle_layout.addLayout(card_buttons)

        unknown_row = QHBoxLayout()
        self.unknown_label, self.unknown_spin = QLabel(), QSpinBox()
        self.unknown_label.setBuddy(self.unknown_spin)
        self.unknown_spin.setRange(0, 999)
        self.unknown_spin.valueChanged.connect(self._unknown_changed)
        unknown_row.addWidget(self.unknown_label)
        unknown_row.addWidget(self.unknown_spin)
        unknown_row.addStretch(1)
        self.unknown_box = QWidget()
        self.unknown_box.setLayout(unknown_row)
        unknown_row.setContentsMargins(0, 0, 0, 0)
        middle_layout.addWidget(self.unknown_box)

        self.stock_box = QWidget()
        stock_layout = QVBoxLayout(self.stock_box)
        stock_layout.setContentsMargins(0, 0, 0, 0)
        self.stock_rest_radio, self.stock_number_radio, self.stock_listed_radio = (
            QRadioButton(),
            QRadioButton(),
            QRadioButton(),
        )
        self.stock_modes = QButtonGroup(self)
        for radio in (self.stock_rest_radio, self.stock_number_radio, self.stock_listed_radio):
            self.stock_modes.addButton(radio)
            radio.toggled.connect(self._stock_mode_changed)
        stock_layout.addWidget(self.stock_rest_radio)
        stock_number_row = QHBoxLayout()
        self.stock_spin = QSpinBox()
        self.stock_spin.setRange(0, 999)
        self.stock_spin.valueChanged.connect(self._stock_number_changed)
        stock_number_row.addWidget(self.stock_number_radio)
        stock_number_row.addWidget(self.stock_spin)
        stock_number_row.addStretch(1)
        stock_layout.addLayout(stock_number_row)
        stock_layout.addWidget(self.stock_listed_radio)
        middle_layout.addWidget(self.stock_box)
        middle_layout.addStretch(1)
        splitter.addWidget(middle)

        # the card picker
        picker_box = QWidget()
        picker_layout = QVBoxLayout(picker_box)
        picker_layout.setContentsMargins(0, 0, 0, 0)
        self.picker_label = QLabel()
        self.picker = CardPicker()
        self.picker_label.setBuddy(self.picker)
        self.picker.picked.connect(self.pick)
        self.total_label = QLabel()
        picker_layout.addWidget(self.picker_label)
        picker_layout.addWidget(self.picker)
        picker_layout.addWidget(self.total_label)
        picker_layout.addStretch(1)
        splitter.addWidget(picker_box)
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 1)
        splitter.setStretchFactor(2, 0)
        splitter.setSizes([250, 470, 300])
        root.addWidget(splitter, 1)

        self.message_label = QLabel()
        self.message_label.setTextFormat(Qt.TextFormat.PlainText)  # it quotes the position's own text
        self.message_label.setWordWrap(True)
        self.message_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.message_label.hide()
        root.addWidget(self.message_label)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Apply | QDialogButtonBox.StandardButton.Cancel)
        self.apply_button = self.buttons.button(QDialogButtonBox.StandardButton.Apply)
        self.apply_button.setDefault(True)
        self.apply_button.setAutoDefault(True)
        self.apply_button.clicked.connect(self.apply)
        self.buttons.rejected.connect(self.reject)
        root.addWidget(self.buttons)

        # Enter anywhere applies (once the typed line is empty), not the editing button that last had the focus
        for button in self.findChildren(QPushButton):
            button.setAutoDefault(button is self.apply_button)
        self.apply_button.setDefault(True)

        for before, after in (
            (self.variant_combo, self.players_combo),
            (self.players_combo, self.turn_combo),
            (self.turn_combo, self.phase_combo),
            (self.places, self.new_meld_button),
            (self.new_meld_button, self.remove_meld_button),
            (self.remove_meld_button, self.target_cards),
            (self.target_cards, self.typed),
            (self.typed, self.remove_button),
            (self.remove_button, self.earlier_button),
            (self.earlier_button, self.later_button),
            (self.later_button, self.unknown_spin),
            (self.unknown_spin, self.stock_rest_radio),
            (self.stock_rest_radio, self.stock_number_radio),
            (self.stock_number_radio, self.stock_spin),
            (self.stock_spin, self.stock_listed_radio),
            (self.stock_listed_radio, self.picker),
        ):
            QWidget.setTabOrder(before, after)

    # -- language -----------------------------------------------------------------------------------

    def translate_ui(self, *_args) -> None:
        self.target_note.setStyleSheet(theme.css("color: $muted;"))
        self.setWindowTitle(_("Edit position"))
        self.rules_box.setTitle(_("Rules and turn"))
        self.variant_label.setText(_("&Rule system:"))
        self.players_label.setText(_("&Players:"))
        self.turn_label.setText(_("&To move:"))
        self.phase_label.setText(_("P&hase:"))
        self.sitting_out_label.setText(_("Sitting &out this hand:"))
        self.scores_label.setText(_("Scores before this hand (they set the initial-meld minimum):"))
        self._updating = True
        for i in range(self.variant_combo.count()):
            self.variant_combo.setItemText(i, variant_name(self.variant_combo.itemData(i)))
        self.phase_combo.setItemText(0, _("Draw: the turn has just begun"))
        self.phase_combo.setItemText(1, _("Play: the player has drawn"))
        self._updating = False
        self.places_label.setText(_("Place&s"))
        self.new_meld_button.setText(_("&New meld"))
        self.new_meld_button.setToolTip(_("Add an empty meld to the chosen side"))
        self.remove_meld_button.setText(_("Remove m&eld"))
        self.remove_meld_button.setToolTip(_("Remove the chosen meld; its cards become free again"))
        self.remove_button.setText(_("Re&move"))
        self.remove_button.setToolTip(_("Take the selected cards away (Delete)"))
        self.earlier_button.setText(_("Move earl&ier"))
        self.later_button.setText(_("Mo&ve later"))
        self.unknown_label.setText(_("&Unknown cards in this hand:"))
        self.stock_rest_radio.setText(_("The cards le&ft over: {n}").format(n=format_number(self.draft.stock_size())))
        self.stock_number_radio.setText(_("A number of un&known cards:"))
        self.stock_listed_radio.setText(_("&Listed cards (top last)"))
        self.picker_label.setText(_("&Cards: free/in the packs"))
        self.picker.setAccessibleName(_("Card picker"))
        self.picker.setAccessibleDescription(_("Click a card or press Enter to put it at the chosen place."))
        self.picker.setToolTip(self.picker.accessibleDescription())
        self.places.setAccessibleName(_("Places"))
        self.target_cards.setAccessibleDescription(_("Select cards and press Delete to take them away"))
        self.typed_label.setText(_("T&ype cards:"))
        self.typed.setPlaceholderText(_("e.g. K♠ ★ 7♠ or KS JK 7S, then Enter"))
        self.typed.updateGeometry()  # its least width is its example's (CardEntry)
        self.typed.setToolTip(
            _(
                "Cards typed here go to the chosen place: a rank (A K Q J 10 … 2, or the letters "
                "of the cards in your language) and a suit (♠ ♥ ♦ ♣ or S H D C); ★ or JK is a "
                "joker."
            )
        )
        self.clear_button.setText(_("Empty the ta&ble"))
        self.clear_button.setToolTip(
            _("Take every card off: the other hands stay dealt face down, the stock holds the rest")
        )
        self.history_button.setText(_("Earlier in the han&d…"))
        self.history_button.setToolTip(
            _("Who asked to go out, whose partner just opened, who cut exactly: what some tables' rules ask about")
        )
        self.apply_button.setText(_("&Apply to the table"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(_("Cancel"))
        self.refresh()

    # -- showing the draft ------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Show the whole draft again (after any change; cheap enough for a dialog)."""
        self._updating = True
        draft = self.draft
        self.variant_combo.setCurrentIndex(self.variant_combo.findData(draft.variant))
        self.players_combo.clear()
        for players in PRESETS[draft.variant].players:
            self.players_combo.addItem(format_number(players), players)
        self.players_combo.setCurrentIndex(self.players_combo.findData(draft.players))
        self.turn_combo.clear()
        for seat in range(draft.players):
            self.turn_combo.addItem(player_name(seat), seat)
        self.turn_combo.setCurrentIndex(draft.turn)
        self.phase_combo.setCurrentIndex(self.phase_combo.findData(draft.phase))
        self._refresh_sitting_out()
        self._refresh_scores()
        self._refresh_places()
        self._refresh_target()
        self.picker.show_counts(draft.free, draft.ruleset.copies)
        self._show_total()
        self._updating = False
        self._show_message()

    def _refresh_sitting_out(self) -> None:
        """The pairs that may sit the hand out, shown only where the table's rules sit one pair out."""
        draft = self.draft
        pairs = draft.pairs_sitting_out()
        self.sitting_out_combo.clear()
        self.sitting_out_combo.addItem(_("Nobody"), -1)
        for pair in pairs:
            self.sitting_out_combo.addItem(side_name(draft.teams.index(pair), pair), draft.teams.index(pair))
        chosen = next((draft.teams.index(p) for p in pairs if set(p) == draft.sitting_out), -1)
        self.sitting_out_combo.setCurrentIndex(self.sitting_out_combo.findData(chosen))
        for widget in (self.sitting_out_label, self.sitting_out_combo):
            widget.setVisible(bool(pairs))

    def _sitting_out_changed(self) -> None:
        if self._updating or self.sitting_out_combo.currentIndex() < 0:
            return
        team = self.sitting_out_combo.currentData()
        self.draft.sit_out(None if team == -1 else team)
        if self.target[0] == "hand" and self.target[1] in self.draft.sitting_out:
            self.target = ("hand", self.draft.turn)
        self.refresh()

    def _refresh_scores(self) -> None:
        draft = self.draft
        while len(self.score_spins) < len(draft.teams):
            label, spin = QLabel(), QSpinBox()
            spin.setRange(-1_000_000, 1_000_000)
            spin.setSingleStep(50)
            spin.setGroupSeparatorShown(True)
            team = len(self.score_spins)
            spin.valueChanged.connect(lambda value, t=team: self._score_changed(t, value))
            spin.setMinimumWidth(110)
            label.setBuddy(spin)
            if self.score_spins:
                self.scores_row.addSpacing(18)
            self.scores_row.addWidget(label)
            self.scores_row.addSpacing(6)  # the side's name must not run into its number
            self.scores_row.addWidget(spin)
            self.score_labels.append(label)
            self.score_spins.append(spin)
        for team, (label, spin) in enumerate(zip(self.score_labels, self.score_spins)):
            visible = team < len(draft.teams)
            label.setVisible(visible)
            spin.setVisible(visible)
            if visible:
                # a label with a buddy reads "&" as a shortcut marker: "Player 1 & Player 3" needs it doubled
                label.setText(side_name(team, draft.teams[team]).replace("&", "&&"))
                spin.setValue(draft.scores[team])
                spin.setAccessibleName(side_name(team, draft.teams[team]))

    def place_name(self, target: Target) -> str:
        draft = self.draft
        kind = target[0]
        if kind == "hand":
            seat = target[1]
            if seat in draft.sitting_out:  # no hand at all, not an empty one
                return sitting_out_caption(player_name(seat))
            n = len(draft.hands[seat]) + draft.unknown[seat]
            if seat == draft.turn:
                text = ngettext("{name} (to move): {n} card", "{name} (to move): {n} cards", n)
            else:
                text = ngettext("{name}: {n} card", "{name}: {n} cards", n)
            return text.format(name=player_name(seat), n=format_number(n))
        if kind == "stock":
            return stock_caption(draft.stock_size())
        if kind == "discard":
            return pile_caption(len(draft.discard))
        if kind == "meld":
            n = len(draft.melds[target[1]][target[2]])
            return ngettext("Meld {i}: {n} card", "Meld {i}: {n} cards", n).format(i=target[2] + 1, n=n)
        if kind == "red-threes":
            n = len(draft.red_threes[target[1]])
            if draft.ruleset.threes_laid_out == "red-and-black":
                return ngettext("Threes laid out: {n} card", "Threes laid out: {n} cards", n).format(n=n)
            return ngettext("Red threes: {n} card", "Red threes: {n} cards", n).format(n=n)
        if kind == "side":
            return side_name(target[1], draft.teams[target[1]])
        return ""

    def title(self, target: Target) -> str:
        """The heading above the chosen place's cards."""
        if target[0] == "hand" and target[1] in self.draft.sitting_out:
            return sitting_out_caption(player_name(target[1]))
        if target[0] == "hand":
            seat = target[1]
            return hand_caption(player_name(seat), len(self.draft.hands[seat]) + self.draft.unknown[seat])
        return self.place_name(target)

    def _refresh_places(self) -> None:
        draft = self.draft
        self.places.blockSignals(True)
        self.places.clear()
        current = None

        def add(parent, target: Target) -> QTreeWidgetItem:
            nonlocal current
            item = QTreeWidgetItem([self.place_name(target)])
            item.setData(0, Qt.ItemDataRole.UserRole, target)
            if parent is None:
                self.places.addTopLevelItem(item)
            else:
                parent.addChild(item)
            if target == self.target:
                current = item
            return item

        for seat in range(draft.players):
            add(None, ("hand", seat))
        add(None, STOCK)
        add(None, DISCARD)
        for team in range(len(draft.teams)):
            side = add(None, ("side", team))
            for index in range(len(draft.melds[team])):
                add(side, ("meld", team, index))
            add(side, ("red-threes", team))
        self.places.expandAll()
        if current is None:
            self.target = ("hand", draft.turn)
            current = self.places.topLevelItem(draft.turn)
        assert current is not None  # the hands come first, one a seat
        self.places.setCurrentItem(current)
        self.places.blockSignals(False)

    def _refresh_target(self) -> None:
        draft, target = self.draft, self.target
        kind = target[0]
        self.target_title.setText(self.title(target))
        notes = {
            "hand": _(
                "The hand of the seat to move must be listed card by card; other hands may be unknown cards, or both."
            ),
            "stock": _("The face-down stock: a number of unknown cards, or the cards listed, top last."),
            "discard": _("The discard pile, bottom first: the last card is the top card."),
            "meld": _("A meld on the table has at least three cards."),
            "red-threes": (
                _("The threes, red and black, this side has laid out.")
                if self.draft.ruleset.threes_laid_out == "red-and-black"
                else _("The red threes this side has laid out.")
            ),
            "side": _("Choose one of the side's melds, or add a new meld."),
        }
        self.target_note.setText(notes[kind])
        holds_cards = kind != "side"
        cards = draft.cards(target) if holds_cards else []
        self.target_cards.set_cards(cards)
        self.target_cards.setEnabled(holds_cards and (kind != "stock" or draft.stock_listed))
        self.target_cards.setVisible(holds_cards)
        self.unknown_box.setVisible(kind == "hand")
        if kind == "hand":
            self.unknown_spin.setValue(draft.unknown[target[1]])
        self.stock_box.setVisible(kind == "stock")
        self.stock_rest_radio.setChecked(draft.stock_rest and not draft.stock_listed)
        self.stock_number_radio.setChecked(not draft.stock_rest and not draft.stock_listed)
        self.stock_listed_radio.setChecked(draft.stock_listed)
        self.stock_rest_radio.setText(_("The cards le&ft over: {n}").format(n=format_number(draft.stock_size())))
        self.stock_spin.setValue(draft.stock_unknown)
        self.stock_spin.setEnabled(not draft.stock_listed and not draft.stock_rest)
        self.typed.setEnabled(kind != "side" and (kind != "stock" or draft.stock_listed))
        self.new_meld_button.setEnabled(kind in ("side", "meld", "red-threes"))
        self.remove_meld_button.setEnabled(kind == "meld")
        ordered = kind in ("stock", "discard")
        self.earlier_button.setVisible(ordered)
        self.later_button.setVisible(ordered)
        self._update_card_buttons()

    def _update_card_buttons(self) -> None:
        chosen = bool(self.target_cards.selected_indexes())
        for button in (self.remove_button, self.earlier_button, self.later_button):
            button.setEnabled(chosen)

    def _show_message(self) -> None:
        if self.message is None:
            self.message_label.hide()
            return
        self.message_label.setText(self.message())
        colour = theme.colour("refused" if self.message_is_error else "legal")
        self.message_label.setStyleSheet(f"color: {colour}; font-weight: bold; padding: 4px;")
        self.message_label.show()

    def say(self, message: Callable[[], str] | None, error: bool = True) -> None:
        self.message, self.message_is_error = message, error
        self._show_message()

    # -- editing --------------------------------------------------------------------------------------

    def choose(self, target: Target) -> None:
        self.target = target
        self.refresh()

    def _place_chosen(self, item: QTreeWidgetItem | None, _previous=None) -> None:
        if item is None or self._updating:
            return
        self.target = item.data(0, Qt.ItemDataRole.UserRole)
        self._updating = True
        self._refresh_target()
        self._updating = False

    def pick(self, card: Card) -> bool:
        """Put one ``card`` at the chosen place; False (and a message, nothing changed) when refused."""
        if self.target[0] == "side":
            self.say(lambda: _("Choose a hand, the stock, the pile, a meld or the red threes first."))
            return False
        refusal = self.draft.add(self.target, card)
        if refusal is not None:
            self.say(refusal)
            return False
        self.message = None
        self.refresh()
        return True

    def remove_selected(self) -> None:
        if self.target[0] == "side":
            return
        self.draft.remove(self.target, self.target_cards.selected_indexes())
        self.message = None
        self.refresh()

    def move_selected(self, step: int) -> None:
        moved = self.draft.move(self.target, self.target_cards.selected_indexes(), step)
        self.refresh()
        self.target_cards.set_selected(moved)

    def new_meld(self) -> None:
        if self.target[0] in ("side", "meld", "red-threes"):
            self.choose(self.draft.add_meld(self.target[1]))
            self.target_cards.setFocus()

    def remove_meld(self) -> None:
        if self.target[0] == "meld":
            team, index = self.target[1], self.target[2]
            self.draft.remove_meld(team, index)
            self.choose(("meld", team, index - 1) if index > 0 else ("side", team))

    def _rules_changed(self) -> None:
        if self._updating:
            return
        variant = self.variant_combo.currentData()
        allowed = PRESETS[variant].players
        players = self.players_combo.currentData()
        if players not in allowed:
            players = 4 if 4 in allowed else allowed[0]
        self.draft.set_rules(variant, players)
        if not self._exists(self.target):
            self.target = ("hand", self.draft.turn)
        self.refresh()

    def _exists(self, target: Target) -> bool:
        if target[0] == "side":
            return target[1] < len(self.draft.teams)
        return target in self.draft.targets()

    def _turn_changed(self) -> None:
        if not self._updating and self.turn_combo.currentIndex() >= 0:
            self.draft.turn = self.turn_combo.currentData()
            self.refresh()

    def _phase_changed(self) -> None:
        if not self._updating:
            self.draft.phase = self.phase_combo.currentData()

    def _score_changed(self, team: int, value: int) -> None:
        if not self._updating and team < len(self.draft.scores):
            self.draft.scores[team] = value

    def _unknown_changed(self, value: int) -> None:
        if not self._updating and self.target[0] == "hand":
            self.draft.unknown[self.target[1]] = value
            self._refresh_counts()

    def _stock_number_changed(self, value: int) -> None:
        if not self._updating:
            self.draft.stock_unknown = value
            self._refresh_counts()

    def _stock_mode_changed(self) -> None:
        if self._updating or self.stock_modes.checkedButton() is None:
            return
        draft = self.draft
        listed = self.stock_listed_radio.isChecked()
        rest = self.stock_rest_radio.isChecked()
        if listed == draft.stock_listed and rest == draft.stock_rest:
            return
        if not listed and draft.stock_listed and draft.stock:
            draft.stock_unknown = len(draft.stock)  # the listed cards become that many unknown cards
            draft.stock = []
        elif draft.stock_rest and not rest:
            draft.stock_unknown = draft.stock_size()  # the number starts from what was left over
        draft.stock_listed, draft.stock_rest = listed, rest
        self.refresh()

    # -- typed cards and an empty table ----------------------------------------------------------------

    def add_typed(self) -> bool:
        """The cards typed go to the chosen place, all or none; the entry is emptied when they are placed."""
        if self.target[0] == "side":
            self.say(lambda: _("Choose a hand, the stock, the pile, a meld or the red threes first."))
            return False
        if not self.typed.text().strip():
            return False
        try:
            cards = read_typed_cards(self.typed.text())
        except TypedCardError as exc:
            word = exc.word
            self.say(
                lambda: _("“{word}” is not a card: type a rank and a suit, e.g. K♠ ★ 7♠ or KS JK 7S.").format(word=word)
            )
            return False
        placed = list(self.draft.cards(self.target))
        for card in cards:
            refusal = self.draft.add(self.target, card)
            if refusal is not None:
                self.draft.cards(self.target)[:] = placed  # all or none: the place is as it was
                self.say(refusal)
                return False
        self.typed.clear()
        self.message = None
        self.refresh()
        return True

    def ask_clear(self) -> None:
        """Empty the table, after asking when cards would be lost."""
        if self.draft.placed():
            answer = QMessageBox.question(
                self, _("Empty the table"), _("Take every card off the table? The cards placed so far are lost.")
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        self.clear()

    def edit_hand_history(self) -> None:
        """Set what happened earlier in the hand (asks to go out, the courtesy, perfect cuts)."""
        dialog = HandHistoryDialog(self, self.draft)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            dialog.apply()
            self.refresh()

    def clear(self) -> None:
        self.draft.clear_cards()
        self.target = ("hand", self.draft.turn)
        self.message = None
        self.refresh()
        self.typed.setFocus()

    def _refresh_counts(self) -> None:
        """After a spin box change: the names of the places and the totals, without rebuilding the spin box."""
        self._updating = True
        item = self.places.currentItem()
        if item is not None:
            item.setText(0, self.place_name(self.target))
        self.target_title.setText(self.title(self.target))
        self._show_total()
        self._updating = False

    def _show_total(self) -> None:
        total, deck = self.draft.card_total(), self.draft.ruleset.deck_size
        self.total_label.setText(
            _("{placed} of {deck} cards placed or counted").format(placed=format_number(total), deck=format_number(deck))
        )
        # more cards than the deck holds is refused on "Apply": say so in red beforehand
        self.total_label.setStyleSheet(
            theme.css("color: $refused; font-weight: bold;" if total > deck else "color: $muted;")
        )

    # -- applying -----------------------------------------------------------------------------------

    def apply(self) -> bool:
        """Check the draft as a position file would be checked; put it on the table or name the fault."""
        try:
            self.loaded = self.draft.validate()
        except PositionError as exc:
            error = exc  # worded on display, in the language of the moment; it names the field (melds[1][0] …)
            target = field_target(exc.field)
            if target is not None and self._exists(target):
                self.target = target  # show the faulty place
                self.refresh()
                self.say(
                    lambda: _("This position is impossible ({place}): {error}").format(
                        place=self.place_name(target), error=input_error(error)
                    )
                )
            else:
                self.say(lambda: _("This position is impossible: {error}").format(error=input_error(error)))
            return False
        self.applied.emit(self.loaded.position)
        self.accept()
        return True
