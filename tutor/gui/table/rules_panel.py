"""Your table's rules: every option the referee has, grouped, each choice with its sources, kept as profiles.

The dialog edits one profile at a time (or the system's own rules, which a table saves under a name to change
them). A choice changed shows at once what it changes; the profile chosen with "Use at this table" is the one
new games, new positions and the score pad play by (``MainWindow.table_options``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...i18n import _, format_number
from ...play.profiles import NAME_MAX, Profile, ProfileBook, ProfileError, export_text, import_file, save_book
from ...rules.choices import GROUPS, applies_at, choices, disputed, standing
from ...rules.presets import OWN_VALUES, PRESETS
from ...rules.special_hands import SPECIAL_HAND_VALUES
from ...rules.variants import OPTION_SPECS, Ruleset, jsonable
from ...storage import write_atomic
from ...words.explain import special_hand_name
from ...words.rule_words import rule_statement, rule_title
from ...words.rulecards import GROUP_TITLES, find_options, option_words, standing_text, value_words
from ...words.sources import citation_full
from ...words.systems import variant_name
from .. import theme
from ..errors import cannot_save, error_message
from ..flow_layout import FlowLayout
from ..language import follow_while_open
from ..screen import fit_to_screen, title_width

#: the figures a table feels first when a choice changes, shown under the choices
EFFECTS = ("hand_size", "initial_minimums", "canastas_to_go_out", "target_score")


class _OneLineLabel(QLabel):
    """A line of text ended with "…" where the row is too narrow for it, rather than cut off mid-word; the
    whole of it stays in the tooltip."""

    def __init__(self) -> None:
        super().__init__()
        self._whole = ""
        self.setMinimumWidth(1)  # the row gives it what room it has; the text does not widen the row

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        self._whole = text
        self.setAccessibleName(text)  # a screen reader hears it whole
        self._fit()

    def text(self) -> str:
        return self._whole

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        shown = self.fontMetrics().elidedText(self._whole, Qt.TextElideMode.ElideRight, max(1, self.width()))
        super().setText(shown)


class RulesDialog(QDialog):
    """Choose every house rule, and keep the choices as named profiles."""

    #: the profiles changed (saved, renamed, deleted, another one chosen for the table)
    changed = Signal()

    def __init__(self, book: ProfileBook, variant: str, players: int, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("rulesDialog")
        self.book = book
        active = book.active()
        #: the profile being edited (None: the system's own rules), its system and its choices so far
        self.profile: Profile | None = active
        self.variant = active.variant if active is not None else variant
        self.players = players if players in PRESETS[self.variant].players else 4
        self.options: dict[str, Any] = dict(active.options) if active is not None else {}
        self.combos: dict[str, QComboBox] = {}
        #: under each option, where its choice stands among the sources
        self.standings: dict[str, QLabel] = {}
        #: the options that can apply under the choices so far (the others are not shown)
        self.applying: set[str] = set()
        self._updating = False
        self._build()
        follow_while_open(self, self.translate_ui)
        self.translate_ui()
        fit_to_screen(self, QSize(980, 760))

    # -- construction ------------------------------------------------------------------------------------

    def _build(self) -> None:
        root = QVBoxLayout(self)
        bar = QHBoxLayout()
        self.profile_label, self.profile_box = QLabel(), QComboBox()
        self.profile_label.setBuddy(self.profile_box)
        # as wide as its longest entry ("Donnerstagsrunde (an diesem Tisch verwendet)"): the buttons beside it wrap
        self.profile_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.profile_box.activated.connect(self._profile_chosen)
        bar.addWidget(self.profile_label)
        bar.addWidget(self.profile_box, 1)
        self.buttons_row: dict[str, QPushButton] = {}
        # the profile's buttons wrap onto a second row on a narrow screen rather than widen the dialog
        button_area = QWidget()
        flow = FlowLayout(button_area)
        for key, slot in (
            ("use", self.use_at_table),
            ("save", self.save),
            ("save_as", self.save_as),
            ("rename", self.rename),
            ("delete", self.delete),
            ("import", self.import_dialog),
            ("export", self.export_dialog),
        ):
            button = QPushButton()
            button.setAutoDefault(False)
            button.clicked.connect(slot)
            flow.addWidget(button)
            self.buttons_row[key] = button
        bar.addWidget(button_area, 2)
        root.addLayout(bar)

        rules = QHBoxLayout()
        self.variant_label, self.variant_box = QLabel(), QComboBox()
        for variant in PRESETS:
            self.variant_box.addItem("", variant)
        self.variant_box.currentIndexChanged.connect(self._variant_chosen)
        self.players_label, self.players_box = QLabel(), QComboBox()
        self.players_box.currentIndexChanged.connect(self._players_chosen)
        self.variant_label.setBuddy(self.variant_box)
        self.players_label.setBuddy(self.players_box)
        self.show_all = QCheckBox()
        self.show_all.toggled.connect(lambda _on: self._fill())
        for widget in (self.variant_label, self.variant_box, self.players_label, self.players_box):
            rules.addWidget(widget)
        rules.addStretch(1)
        rules.addWidget(self.show_all)
        root.addLayout(rules)
        # a table looks a rule up by what it does, in its own words ("red three from the pile"), not by its title
        find = QHBoxLayout()
        self.find_label, self.find_box = QLabel(), QLineEdit()
        self.find_box.setClearButtonEnabled(True)
        self.find_label.setBuddy(self.find_box)
        self.find_box.textChanged.connect(lambda _text: self._fill())
        find.addWidget(self.find_label)
        find.addWidget(self.find_box, 1)
        root.addLayout(find)

        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        root.addWidget(self.scroll_area, 1)
        self.effects = QLabel()
        self.effects.setWordWrap(True)
        self.effects.setTextFormat(Qt.TextFormat.PlainText)
        root.addWidget(self.effects)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.hide()
        root.addWidget(self.message)
        self.close_box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.close_box.rejected.connect(self.reject)
        root.addWidget(self.close_box)

    def translate_ui(self, *_args) -> None:
        self.setWindowTitle(_("Your table's rules"))
        self.profile_label.setText(_("&Profile:"))
        texts = {
            "use": (_("&Use at this table"), _("New games, new positions and the score pad play by this profile")),
            "save": (_("&Save"), _("Keep the choices in this profile")),
            "save_as": (_("Save &as…"), _("Keep the choices as a new profile: a copy of this one, with your changes")),
            "rename": (_("&Rename…"), ""),
            "delete": (_("&Delete"), ""),
            "import": (_("&Import…"), _("Read a profile from a rules file")),
            "export": (_("E&xport…"), _("Write this profile to a rules file to share it")),
        }
        for key, (text, tip) in texts.items():
            self.buttons_row[key].setText(text)
            self.buttons_row[key].setToolTip(tip)
        self.variant_label.setText(_("Rule s&ystem:"))
        self.players_label.setText(_("Pla&yers:"))
        self.show_all.setText(_("Also show the rules all sources agree on"))
        self.find_label.setText(_("&Find a rule:"))
        self.find_box.setPlaceholderText(_("what the rule does, in your words: a red three from the pile, a tie …"))
        self.find_box.setAccessibleName(_("Find a rule"))
        self.close_box.button(QDialogButtonBox.StandardButton.Close).setText(_("Close"))
        self.effects.setStyleSheet(theme.css("color: $heading; font-weight: bold;"))
        self.refresh()

    # -- showing ------------------------------------------------------------------------------------------

    def refresh(self) -> None:
        self._updating = True
        self.profile_box.clear()
        self.profile_box.addItem(_("The system's own rules"), None)
        for profile in self.book.profiles:
            label = profile.name
            if profile.name == self.book.default:
                label = _("{name} (used at this table)").format(name=profile.name)
            self.profile_box.addItem(label, profile.name)
        self.profile_box.setCurrentIndex(self.profile_box.findData(self.profile.name if self.profile else None))
        for i in range(self.variant_box.count()):
            self.variant_box.setItemText(i, variant_name(self.variant_box.itemData(i)))
        self.variant_box.setCurrentIndex(self.variant_box.findData(self.variant))
        self.players_box.clear()
        for players in PRESETS[self.variant].players:
            self.players_box.addItem(format_number(players), players)
        self.players_box.setCurrentIndex(self.players_box.findData(self.players))
        has_profile = self.profile is not None
        for key in ("rename", "delete", "export", "use"):
            self.buttons_row[key].setEnabled(has_profile or key == "use")
        self._updating = False
        self._fill()

    def _fill(self) -> None:
        """The groups of options, each option with its choices (or its one value, if asked for)."""
        page = QWidget()
        column = QVBoxLayout(page)
        self.combos, self.standings = {}, {}
        every = self.show_all.isChecked()
        found = self.found()
        #: what cannot apply at this table is left out (nobody asks a partner where everyone plays alone)
        self.applying = self._applying()
        for group, names in GROUPS:
            names = tuple(name for name in names if name in self.applying)
            if found is not None:  # a search looks through every rule, those all sources agree on too
                shown = [name for name in names if name in found]
            else:  # the rules tables dispute, those this table set, and the figures a table sets its own way
                shown = [
                    name
                    for name in names
                    if every or disputed(self.variant, self.players, name) or name in self.options or name in OWN_VALUES
                ]
            if not shown:
                continue
            box = QGroupBox(_(GROUP_TITLES[group]))
            form = QFormLayout(box)
            form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
            for name in shown:
                form.addRow(self._title(name), self._choice_widget(name))
            column.addWidget(box)
        if found == set():
            column.addWidget(QLabel(_("No rule matches “{words}”.").format(words=self.find_box.text().strip())))
        column.addStretch(1)
        self.scroll_area.setWidget(page)
        self._show_effects()

    def found(self) -> set[str] | None:
        """The rules the search field finds, in the current language; None while it is empty."""
        query = self.find_box.text().strip()
        if not query:
            return None
        candidates = {
            name: option_words(name, [c.value for c in choices(self.variant, self.players, name)])
            for _group, names in GROUPS
            for name in names
        }
        return set(find_options(query, candidates))

    def _title(self, option: str) -> QLabel:
        label = QLabel(rule_title(option))
        label.setToolTip(rule_statement(option))
        label.setWordWrap(True)
        return label

    def _choice_widget(self, option: str) -> QWidget:
        holder = QWidget()
        box = QVBoxLayout(holder)
        box.setContentsMargins(0, 0, 0, 4)
        box.setSpacing(1)
        current = jsonable(getattr(self.ruleset(), option))
        options = choices(self.variant, self.players, option)
        if OPTION_SPECS[option].kind == "values":
            box.addWidget(self._values_widget(option, current))
        elif len(options) > 1 or option in self.options:
            combo = QComboBox()
            combo.setAccessibleName(rule_title(option))
            combo.setMinimumWidth(320)
            for choice in options:
                words = value_words(choice.value, option)
                if choice.default:
                    words = _("{value} (the system's rule)").format(value=words)
                combo.addItem(words, choice.value)
            if all(choice.value != current for choice in options):  # a house rule from a file: kept, shown
                combo.addItem(value_words(current, option), current)
            combo.setCurrentIndex(next(i for i in range(combo.count()) if combo.itemData(i) == current))
            # by the item chosen: a combo left with no item chosen (index -1) chooses nothing
            combo.currentIndexChanged.connect(lambda i, o=option, c=combo: self._item_chosen(o, c, i))
            self.combos[option] = combo
            box.addWidget(combo)
        else:
            box.addWidget(QLabel(value_words(current, option)))
        where = _OneLineLabel()  # one line: a wrapped label in a form row is cut to the row's height
        where.setStyleSheet(theme.css("color: $source; font-size: small;"))
        self.standings[option] = where
        self._show_standing(option, current)
        box.addWidget(where)
        return holder

    def _values_widget(self, option: str, current: dict[str, int]) -> QWidget:
        """A figure per special hand of the list in force, each as the table scores it (the list's own value
        unless the table set another)."""
        rs = self.ruleset()
        holder = QWidget()
        flow = FlowLayout(holder)
        for hand in SPECIAL_HAND_VALUES[rs.special_hands]:
            name = special_hand_name(hand)
            label = QLabel(_("{hand}:").format(hand=name))
            spin = QSpinBox()
            spin.setRange(OPTION_SPECS[option].low, OPTION_SPECS[option].high)
            spin.setSingleStep(100)
            spin.setGroupSeparatorShown(True)
            spin.setValue(rs.special_hand_value(hand))
            spin.setAccessibleName(_("{rule}: {hand}").format(rule=rule_title(option), hand=name))
            label.setBuddy(spin)
            spin.valueChanged.connect(lambda points, o=option, h=hand: self._value_set(o, h, points))
            row = QWidget()
            pair = QHBoxLayout(row)
            pair.setContentsMargins(0, 0, 8, 0)
            pair.addWidget(label)
            pair.addWidget(spin)
            flow.addWidget(row)
        return holder

    def _value_set(self, option: str, hand: str, points: int) -> None:
        """One special hand's figure changed: the table's own values keep only the figures that differ from the
        list's (a hand set back to the list's value is the list's again)."""
        values = dict(self.options.get(option, {}))
        values.pop(hand, None)
        if points != SPECIAL_HAND_VALUES[self.ruleset().special_hands][hand]:
            values[hand] = points
        self._chosen(option, values)

    def _show_standing(self, option: str, value: Any) -> None:
        where = self.standings[option]
        stands = standing(self.variant, self.players, option, value)
        where.setText(standing_text(stands))
        where.setToolTip("\n".join(citation_full(c) for c in stands.sources))

    def _show_effects(self) -> None:
        """What the choices make of the figures a table feels first, and what differs from the system."""
        rs, base = self.ruleset(), Ruleset.build(self.variant, self.players)
        parts = []
        for name in EFFECTS:
            now = value_words(jsonable(rs.in_force(name)), name)
            before = value_words(jsonable(base.in_force(name)), name)
            text = _("{rule}: {value}").format(rule=rule_title(name), value=now)
            if now != before:
                text = _("{rule}: {value} (the system: {system})").format(rule=rule_title(name), value=now, system=before)
            parts.append(text)
        changed = [rule_title(name) for name in self.options]
        lines = [" · ".join(parts)]
        lines.append(
            _("Played otherwise than the system: {rules}").format(rules=", ".join(changed))
            if changed
            else _("Every rule as the system has it.")
        )
        self.effects.setText("\n".join(lines))

    def ruleset(self) -> Ruleset:
        return Ruleset.build(self.variant, self.players, self.options)

    def say(self, text: str, error: bool = False) -> None:
        self.message.setText(text)
        self.message.setStyleSheet(theme.css("color: $refused;" if error else "color: $legal;"))
        self.message.setVisible(bool(text))

    # -- choosing -----------------------------------------------------------------------------------------

    def _item_chosen(self, option: str, combo: QComboBox, index: int) -> None:
        if index >= 0:
            self._chosen(option, combo.itemData(index))

    def _chosen(self, option: str, value: Any) -> None:
        default = choices(self.variant, self.players, option)[0].value
        if value == default:
            self.options.pop(option, None)
        else:
            self.options[option] = value
        self.say("")
        self._show_standing(option, value)  # in place: the combo that changed is the signal's sender
        self._show_effects()
        if self._applying() != self.applying:
            # a choice that brings other rules in or takes them out (special hands, a talon): shown once the
            # sender's signal is done
            QTimer.singleShot(0, self._refill_in_place)

    def _applying(self) -> set[str]:
        """The options that can apply at this table under the choices so far."""
        return {
            name for _group, names in GROUPS for name in names if applies_at(self.variant, self.players, name, self.options)
        }

    def _refill_in_place(self) -> None:
        bar = self.scroll_area.verticalScrollBar()
        at = bar.value()
        self._fill()
        bar.setValue(at)

    def _variant_chosen(self) -> None:
        if self._updating:
            return
        variant = self.variant_box.currentData()
        if variant != self.variant:
            self.variant, self.options = variant, {}  # choices belong to the system they change
            if self.players not in PRESETS[variant].players:
                self.players = 4 if 4 in PRESETS[variant].players else PRESETS[variant].players[0]
            self.refresh()

    def _players_chosen(self) -> None:
        if not self._updating and self.players_box.currentData() is not None:
            self.players = self.players_box.currentData()
            self._fill()

    def _profile_chosen(self) -> None:
        name = self.profile_box.currentData()
        self.profile = self.book.get(name)
        if self.profile is not None:
            self.variant, self.options = self.profile.variant, dict(self.profile.options)
            if self.players not in PRESETS[self.variant].players:
                self.players = 4 if 4 in PRESETS[self.variant].players else PRESETS[self.variant].players[0]
        else:
            self.options = {}
        self.say("")
        self.refresh()

    # -- profiles -----------------------------------------------------------------------------------------

    def _keep(self) -> bool:
        try:
            save_book(self.book)
        except OSError as exc:
            self.say(error_message(exc, _("The profiles could not be saved: {error}")), error=True)
            return False
        self.changed.emit()
        return True

    def current(self, name: str) -> Profile:
        return Profile(name, self.variant, dict(self.options))

    def save(self) -> bool:
        if self.profile is None:
            return self.save_as()
        profile = self.current(self.profile.name)
        self.book.replace(self.profile.name, profile)
        self.profile = profile
        if self._keep():
            self.say(_("Saved as {name}.").format(name=profile.name))
        self.refresh()
        return True

    def name_dialog(self, title: str, text: str = "") -> QInputDialog:
        """The dialog that asks for a profile's name, wide enough for its whole title (screen.title_width)."""
        dialog = QInputDialog(self)
        dialog.setWindowTitle(title)
        dialog.setLabelText(_("Name of the profile:"))
        dialog.setTextValue(text)
        # the dialog's layout, made when it is first shown, takes its least width from its line
        line = dialog.findChild(QLineEdit)
        if line is not None:
            line.setMinimumWidth(title_width(dialog))
        return dialog

    def ask_name(self, title: str, text: str = "") -> str | None:
        dialog = self.name_dialog(title, text)
        ok = dialog.exec() == QDialog.DialogCode.Accepted
        name = dialog.textValue().strip()
        return name[:NAME_MAX] if ok and name else None

    def save_as(self, name: str | None = None) -> bool:
        name = name or self.ask_name(_("Save the rules as a profile"), _("Our table"))
        if not name:
            return False
        self.profile = self.book.add(self.current(name))
        if self._keep():
            self.say(_("Saved as {name}.").format(name=self.profile.name))
        self.refresh()
        return True

    def rename(self, name: str | None = None) -> None:
        if self.profile is None:
            return
        name = name or self.ask_name(_("Rename the profile"), self.profile.name)
        if not name:
            return
        try:
            self.book.rename(self.profile.name, name)
        except ProfileError as exc:
            self.say(exc.words(), error=True)
            return
        self.profile = self.book.get(name)
        self._keep()
        self.refresh()

    def delete(self, confirm: bool = True) -> None:
        if self.profile is None:
            return
        if (
            confirm
            and QMessageBox.question(
                self,
                _("Delete the profile"),
                _("Delete the profile {name}?").format(name=self.profile.name),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No,
            )
            != QMessageBox.StandardButton.Yes
        ):
            return
        self.book.delete(self.profile.name)
        self.profile, self.options = None, {}
        self._keep()
        self.refresh()

    def use_at_table(self) -> None:
        """This profile (or, with none, the systems' own rules) is the one new games play by."""
        if self.profile is not None and (self.profile.options != self.options or self.profile.variant != self.variant):
            self.save()
        self.book.set_default(self.profile.name if self.profile is not None else None)
        if self._keep():
            self.say(
                _("New games, new positions and the score pad now play by {name}.").format(
                    name=self.profile.name if self.profile else _("the system's own rules")
                )
            )
        self.refresh()

    def export_dialog(self) -> None:
        if self.profile is None:
            return
        path, _filter = QFileDialog.getSaveFileName(
            self,
            _("Export the profile"),
            f"{self.profile.name}.canasta-rules.json",
            _("Rules files (*.canasta-rules.json);;All files (*)"),
        )
        if path:
            self.export_to(Path(path))

    def export_to(self, path: Path) -> bool:
        assert self.profile is not None  # the export is offered for a profile only
        try:
            write_atomic(path, export_text(self.current(self.profile.name)))
        except OSError as exc:
            self.say(cannot_save(exc, path), error=True)
            return False
        self.say(_("Saved {name}").format(name=path.name))
        return True

    def import_dialog(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self, _("Import a profile"), "", _("Rules files (*.canasta-rules.json *.json);;All files (*)")
        )
        if path:
            self.import_from(Path(path))

    def import_from(self, path: Path) -> bool:
        try:
            profile = import_file(path)
        except ProfileError as exc:
            self.say(_("Cannot open {name}: {error}").format(name=path.name, error=exc.words()), error=True)
            return False
        self.profile = self.book.add(profile)
        self.variant, self.options = profile.variant, dict(profile.options)
        if self.players not in PRESETS[self.variant].players:
            self.players = 4 if 4 in PRESETS[self.variant].players else PRESETS[self.variant].players[0]
        self._keep()
        self.say(_("Imported {name}.").format(name=self.profile.name))
        self.refresh()
        return True
