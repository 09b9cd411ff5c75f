"""One vocabulary per language: the words docs/glossary.md rules out, found in any text of the course or the app.

``lessons/vocabulary.json`` lists per language what to avoid, what to use
instead and a regular expression that finds it. Quoted source titles
(“…”, as citations write them) and the "§" sources lines are not checked:
they name the sources' own sections, which are quoted as the sources spell them.

A term with ``introduced_by`` is a short form that is right once its full form has been read: the first mention in
a lesson, a cheat sheet, an exercise's task (or, where the task does not name it, each feedback text) must be
followed by what ``introduced_by`` matches (“le blog « La règle de la canasta »”, then “le blog”).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from babel.messages.pofile import read_po

from ..i18n import LANGUAGES
from ..resources import LOCALES
from .course import DEFAULT_ROOT

VOCABULARY_PATH = DEFAULT_ROOT / "vocabulary.json"
#: the catalogs' sources (.po) are in a checkout only: the scan of the app's own texts is a test of the checkout
CATALOGS = LOCALES

# A citation's section title, “…” (German „…“), is quoted as the source writes it.
_CITED = re.compile(r"“[^”\n]*”|„[^“\n]*“")


@dataclass(frozen=True)
class Term:
    avoid: str
    use: str
    pattern: re.Pattern
    note: str = ""
    #: what must follow the first mention of a short form in a text (its title); None for a word never to be used
    introduced_by: re.Pattern | None = None


@dataclass(frozen=True)
class Finding:
    where: str
    line: int
    found: str
    term: Term

    def __str__(self) -> str:
        return f"{self.where}:{self.line}: “{self.found.strip() or self.found}” → {self.term.use}"


def load_vocabulary(path: Path = VOCABULARY_PATH) -> dict[str, list[Term]]:
    """The terms per language; raises ValueError naming the entry when the file is malformed."""
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    languages = data.get("languages") if isinstance(data, dict) else None
    if not isinstance(languages, dict):
        raise ValueError(f'{path}: must be an object with "languages"')
    result: dict[str, list[Term]] = {}
    for lang, entries in languages.items():
        if lang not in LANGUAGES or not isinstance(entries, list):
            raise ValueError(f"{path}: languages.{lang} must be a list and {lang} one of {', '.join(LANGUAGES)}")
        terms = []
        for i, entry in enumerate(entries):
            where = f"{path}: languages.{lang}[{i}]"
            if not isinstance(entry, dict) or not all(isinstance(entry.get(k), str) for k in ("avoid", "use")):
                raise ValueError(f'{where} needs "avoid" and "use"')
            flags = re.IGNORECASE if entry.get("ignore_case") else 0
            try:
                pattern = re.compile(entry.get("pattern") or r"\b" + re.escape(entry["avoid"]) + r"\b", flags)
            except re.error as exc:
                raise ValueError(f"{where}: bad pattern: {exc}") from None
            try:
                introduced_by = re.compile(entry["introduced_by"], flags) if entry.get("introduced_by") else None
            except re.error as exc:
                raise ValueError(f"{where}: bad introduced_by: {exc}") from None
            terms.append(Term(entry["avoid"], entry["use"], pattern, str(entry.get("note", "")), introduced_by))
        result[lang] = terms
    return result


@lru_cache(maxsize=1)
def vocabulary() -> dict[str, list[Term]]:
    return load_vocabulary()


def find_terms(
    text: str,
    lang: str,
    where: str = "",
    terms: dict[str, list[Term]] | None = None,
    introduced: set[str] | None = None,
) -> list[Finding]:
    """Every ruled-out word in ``text`` (outside “quoted source titles” and "§" sources lines), and every short form
    used before its full form; ``introduced`` holds the short forms a reader has already seen in full (it grows)."""
    terms = vocabulary() if terms is None else terms
    introduced = set() if introduced is None else introduced
    findings: list[Finding] = []
    for number, line in enumerate(text.splitlines(), 1):
        if line.lstrip().startswith("§"):
            continue
        checked = _CITED.sub(lambda m: " " * len(m.group(0)), line)
        ruled_out = [
            (m, term) for term in terms.get(lang, []) if term.introduced_by is None for m in term.pattern.finditer(checked)
        ]
        findings.extend(Finding(where, number, m.group(0), term) for m, term in ruled_out)
        for term in terms.get(lang, []):
            if term.introduced_by is None:
                continue
            for m in term.pattern.finditer(checked):
                if any(m.start() < found.end() and found.start() < m.end() for found, _ in ruled_out):
                    continue  # a word ruled out is reported once, as that
                if term.introduced_by.match(line, m.end()):
                    introduced.add(term.avoid)
                elif term.avoid not in introduced:
                    findings.append(Finding(where, number, m.group(0), term))
    return findings


def _exercise_texts(path: Path, lang: str) -> list[list[tuple[str, str]]]:
    """Per exercise, (where, text) for each of its texts in one language, its task first."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    exercises = []
    # a lesson's exercise file lists "exercises", a test bank "questions"
    items = (data.get("exercises") or data.get("questions") or []) if isinstance(data, dict) else []
    for ex in items:
        if not isinstance(ex, dict):
            continue
        texts: list[tuple[str, str]] = []
        exercises.append(texts)
        for name, value in sorted(ex.items(), key=lambda item: item[0] != "task"):
            if name == "why" and isinstance(value, dict):
                for choice, by_lang in value.items():
                    if isinstance(by_lang, dict) and isinstance(by_lang.get(lang), str):
                        texts.append((f"{path.name} {ex.get('id')}.why.{choice}", by_lang[lang]))
            elif isinstance(value, dict) and isinstance(value.get(lang), str):
                texts.append((f"{path.name} {ex.get('id')}.{name}", value[lang]))
    return exercises


def _catalog_texts(path: Path, lang: str) -> list[tuple[str, str]]:
    """(where, text) for every translation in a gettext catalog (the English source texts for English)."""
    try:
        with path.open("rb") as handle:
            catalog = read_po(handle)
    except (OSError, ImportError, ValueError):
        return []
    texts = []
    for message in catalog:
        if not message.id:
            continue
        for value in message.string if isinstance(message.string, (list, tuple)) else [message.string]:
            if value:
                texts.append((f"{path.name} “{message.id if isinstance(message.id, str) else message.id[0]}”", value))
        if lang == "en" and not message.string:
            ids = message.id if isinstance(message.id, (list, tuple)) else [message.id]
            texts.extend((f"{path.name}", text) for text in ids)
    return texts


def scan(root: Path = DEFAULT_ROOT, catalogs: Path | None = CATALOGS) -> list[Finding]:
    """Ruled-out words in the lessons, exercises, test questions, cheat sheets and (when given) the app's catalogs."""
    root = Path(root)
    findings: list[Finding] = []
    for lang in LANGUAGES:
        for folder in (root / lang, root / "cheatsheets" / lang):
            for path in sorted(folder.glob("*.md")):
                text = path.read_text(encoding="utf-8")
                findings.extend(find_terms(text, lang, str(path.relative_to(root.parent)), introduced=set()))
        for path in sorted([*(root / "exercises").glob("*.json"), *(root / "test-bank").glob("*.json")]):
            for texts in _exercise_texts(path, lang):
                # the task stays in view: what it names in full, its hint and each feedback may shorten
                in_task: set[str] = set()
                for where, text in texts:
                    seen = in_task if where.endswith(".task") else set(in_task)
                    findings.extend(find_terms(text, lang, f"{lang}: {where}", introduced=seen))
        if catalogs is not None:
            po = Path(catalogs) / lang / "LC_MESSAGES" / "tutor.po"
            for where, text in _catalog_texts(po, lang):
                findings.extend(find_terms(text, lang, f"{lang}: {where}"))
    return findings
