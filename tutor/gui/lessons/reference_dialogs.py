"""Reference windows: the cheat sheet of a rule system (with PDF export) and the glossary."""

from __future__ import annotations

import html
import re
from pathlib import Path

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ... import i18n
from ...i18n import N_, _
from ...lessons.cheatsheets import VARIANTS, load_sheet
from ...resources import GLOSSARY
from ...rules.errors import InputError
from ...words.rulecards import systems_side_by_side
from ...words.systems import variant_name
from ..errors import cannot_save, error_message
from ..language import follow_while_open
from ..screen import fit_to_screen
from ..theme import restyle, restyle_document
from .render import export_pdf, sheet_html
from .rich_text import LESSON_CSS, CardTextBrowser

#: the glossary's columns: the term in each language, then the definition in each language
_LANGUAGE_COLUMNS = {"en": 0, "de": 1, "fr": 2}
_DEFINITION_COLUMNS = {"en": 3, "de": 4, "fr": 5}
#: the glossary's section headings, translated for the window
_SECTION_NAMES = {"The table": N_("The table"), "Cards": N_("Cards"), "Rule systems": N_("Rule systems")}


class ReferenceDialog(QDialog):
    """A reference window: an optional row of controls, the text, a Close button. It follows the language and the
    colour scheme while it is open (``refresh``) and lets go of both when it closes."""

    #: the least size at which a reference still reads: the glossary's four columns without a word broken, a few lines
    LEAST_SIZE = QSize(640, 340)

    def __init__(self, parent: QWidget | None, name: str, size: QSize):
        super().__init__(parent)
        self.setObjectName(name)
        self.setMinimumSize(self.LEAST_SIZE)
        self._layout = layout = QVBoxLayout(self)
        self.text = CardTextBrowser()
        layout.addWidget(self.text, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        follow_while_open(self, self.refresh)
        fit_to_screen(self, size)

    def add_head(self, row: QHBoxLayout) -> None:
        """A row of controls above the text."""
        self._layout.insertLayout(0, row)

    def refresh(self, *_args) -> None:
        raise NotImplementedError


class CheatSheetDialog(ReferenceDialog):
    """One rule system on one screen, in the current language; exported to PDF on request."""

    def __init__(self, parent: QWidget | None = None, variant: str = "classic"):
        super().__init__(parent, "cheatSheet", QSize(1000, 720))
        row = QHBoxLayout()
        self.system_label = QLabel()
        self.systems = QComboBox()
        for system in VARIANTS:
            self.systems.addItem("", system)
        self.systems.setCurrentIndex(max(0, self.systems.findData(variant)))
        self.systems.currentIndexChanged.connect(self.refresh)
        self.system_label.setBuddy(self.systems)
        row.addWidget(self.system_label)
        row.addWidget(self.systems)
        row.addStretch(1)
        self.pdf_button = QPushButton()
        self.pdf_button.clicked.connect(self.export_dialog)
        row.addWidget(self.pdf_button)
        self.add_head(row)
        self.text.setOpenExternalLinks(True)
        self.refresh()

    @property
    def variant(self) -> str:
        return self.systems.currentData() or "classic"

    def sheet_html(self) -> tuple[str, str]:
        """(title, HTML) of the sheet in the current language; an error text when the sheet is broken."""
        try:
            sheet = load_sheet(self.variant, i18n.language())
        except InputError as exc:  # a missing or broken sheet file is told in the window
            message = error_message(exc, _("This cheat sheet cannot be shown: {error}"))
            return variant_name(self.variant), f"<p>{html.escape(message)}</p>"
        return sheet.title, sheet_html(sheet)

    def refresh(self, *_args) -> None:
        restyle_document(self.text.document(), LESSON_CSS)
        restyle(self.text, "QTextBrowser { background: $paper; font-size: 13px; }")
        self.setWindowTitle(_("Cheat sheet"))
        self.system_label.setText(_("&Rule system:"))
        self.pdf_button.setText(_("Export as &PDF…"))
        for i in range(self.systems.count()):
            self.systems.setItemText(i, variant_name(self.systems.itemData(i)))
        self.text.setHtml(self.sheet_html()[1])

    def export(self, path: Path) -> None:
        title, body = self.sheet_html()
        export_pdf(body, Path(path), title)

    def export_dialog(self) -> None:
        name = f"{self.variant}-{i18n.language()}.pdf"
        path, _filter = QFileDialog.getSaveFileName(self, _("Export as PDF"), name, _("PDF files (*.pdf)"))
        if not path:
            return
        try:
            self.export(Path(path))
        except OSError as exc:
            from ..dialogs import message_box  # the dialogs load on first use

            message = cannot_save(exc, path)
            self.error_box = message_box(self, "warning", message)


def glossary_rows(markdown: str) -> list[tuple[str, list[list[str]]]]:
    """The glossary's tables: (section heading, rows of cells) in file order."""
    sections: list[tuple[str, list[list[str]]]] = []
    for line in markdown.splitlines():
        if line.startswith("## "):
            sections.append((line[3:].strip(), []))
        elif line.startswith("|") and sections and not re.match(r"^\|[\s:|-]+\|?$", line):
            cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
            sections[-1][1].append(cells)
    return [(heading, rows) for heading, rows in sections if rows]


class GlossaryDialog(ReferenceDialog):
    """The glossary, the current language's column first, filtered as you type."""

    def __init__(self, parent: QWidget | None = None, path: Path = GLOSSARY):
        super().__init__(parent, "glossary", QSize(900, 640))
        self.path = path
        row = QHBoxLayout()
        self.filter_label = QLabel()
        self.filter = QLineEdit()
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self.refresh)
        self.filter_label.setBuddy(self.filter)
        row.addWidget(self.filter_label)
        row.addWidget(self.filter, 1)
        self.add_head(row)
        self.filter.setFocus(Qt.FocusReason.OtherFocusReason)
        self.refresh()

    def refresh(self, *_args) -> None:
        restyle_document(self.text.document(), LESSON_CSS)
        self.setWindowTitle(_("Glossary"))
        self.filter_label.setText(_("&Find:"))
        self.filter.setPlaceholderText(_("a word in any language"))
        try:
            markdown = self.path.read_text(encoding="utf-8")
        except OSError as exc:
            self.text.setHtml("<p>" + html.escape(error_message(exc, _("The glossary cannot be read: {error}"))) + "</p>")
            return
        self.text.setHtml(self.glossary_html(markdown, self.filter.text()))

    @staticmethod
    def glossary_html(markdown: str, needle: str = "") -> str:
        """The terms in all three languages, the reader's first, and the definition in the reader's language
        (the English one where a row has none); the filter looks at the terms and the definition shown."""
        lang = i18n.language()
        first = _LANGUAGE_COLUMNS.get(lang, 0)
        order = [first] + [c for c in (0, 1, 2) if c != first]
        headers = {column: i18n.LANGUAGE_NAMES[code] for code, column in _LANGUAGE_COLUMNS.items()}
        definition_header = _("Definition")
        needle = needle.strip().lower()
        parts = []
        for heading, rows in glossary_rows(markdown):
            entries = [([_strip_md(_cell(row, c)) for c in order], _definition(row, lang)) for row in rows[1:]]
            body = [
                (terms, definition)
                for terms, definition in entries
                if not needle or needle in " ".join(terms + [definition]).lower()
            ]
            if not body:
                continue
            # the terms are short, the definition is a sentence: give it the room
            head = (
                "".join(f"<th>{html.escape(headers[c])}</th>" for c in order)
                + f"<th width='45%'>{html.escape(definition_header)}</th>"
            )
            cells = "".join(
                "<tr>"
                + f"<td><b>{html.escape(terms[0])}</b></td>"
                + "".join(f"<td>{html.escape(term)}</td>" for term in terms[1:])
                + f"<td>{html.escape(definition)}</td></tr>"
                for terms, definition in body
            )
            title = _(_SECTION_NAMES[heading]) if heading in _SECTION_NAMES else heading
            parts.append(f"<h2>{html.escape(title)}</h2><table width='100%'><tr>{head}</tr>{cells}</table>")
        if not parts:
            return "<p>" + html.escape(_("No entry matches.")) + "</p>"
        return "".join(parts)


def _cell(row: list[str], column: int) -> str:
    return row[column] if column < len(row) else ""


def _definition(row: list[str], lang: str) -> str:
    """The row's definition in ``lang``; the English one when that language's is missing."""
    return _strip_md(_cell(row, _DEFINITION_COLUMNS.get(lang, 3)) or _cell(row, 3))


def _strip_md(text: str) -> str:
    return text.replace("**", "").replace("`", "")


class SystemsDialog(ReferenceDialog):
    """The rule systems side by side: the rules players compare first, one column per system."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent, "systemsSideBySide", QSize(1000, 680))
        self.refresh()

    def refresh(self, *_args) -> None:
        self.setWindowTitle(_("Rule systems side by side"))
        restyle_document(self.text.document(), LESSON_CSS)
        systems, rows = systems_side_by_side()
        head = "".join(f"<th>{html.escape(name)}</th>" for name in systems)
        body = "".join(
            "<tr><th style='text-align: left'>"
            + html.escape(rule)
            + "</th>"
            + "".join(f"<td>{html.escape(value)}</td>" for value in values)
            + "</tr>"
            for rule, values in rows
        )
        intro = _(
            "For four players, as each system's own rules have it; your table's choices are in Game → Your table's rules."
        )
        self.text.setHtml(
            f"<h2>{html.escape(_('Rule systems side by side'))}</h2><p>{html.escape(intro)}</p>"
            f"<table><tr><th></th>{head}</tr>{body}</table>"
        )
