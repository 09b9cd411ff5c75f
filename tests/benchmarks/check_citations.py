"""Every section cited in the five source documents is found there.

    python tests/benchmarks/check_citations.py [SOURCES_DIR]   (default: ../shared/sources next to the checkout)

Prints each citation into a local source document with "ok" or "NOT FOUND"; exit status 1 if any is not
found. pagat-style is a scraped page without headings, so its sections are named by topic: each longer
word of the topic must occur in the text. The Modern American references are public pages and are not
checked here.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tutor.rules.presets import PRESETS, preset_settings  # noqa: E402
from tutor.rules.rulebook import FOLLOWS_CLASSIC, OWN_FIXED_RULES  # noqa: E402

FILES = {"canasta.ch": "000", "règle-fr": "001", "pagat-style": "002", "Wikipedia Samba": "003", "verschärft": "004"}
#: the documents' own misspellings, read as meant
SPELLING = {"Erröffnungsbedingungen": "Eröffnungsbedingungen"}


def citations():
    for own in OWN_FIXED_RULES.values():  # Classic's fixed rules, and those another system's documents state
        for rule, cited in own.items():
            for c in cited:
                yield rule, c
    for variant, c in FOLLOWS_CLASSIC.items():
        yield f"{variant} follows Classic", c
    for variant in PRESETS:
        for option, setting in preset_settings(variant).items():
            for c in setting.citations:
                yield option, c
            for alternative in setting.alternatives:
                for c in alternative.citations:
                    yield option, c


def main() -> int:
    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT.parent / "shared" / "sources"
    documents = {}
    for key, prefix in FILES.items():
        text = next(folder.glob(prefix + "_*.txt")).read_text(encoding="utf-8")
        for wrong, right in SPELLING.items():
            text = text.replace(wrong, right)
        documents[key] = text.lower()
    missing = 0
    for rule, citation in sorted(set(citations()), key=lambda rc: (rc[1].source, rc[1].section, rc[0])):
        if citation.source not in documents:
            continue
        words = [w for w in re.findall(r"\w+", citation.section.split(":")[-1].lower()) if len(w) >= 5]
        found = bool(words) and all(w in documents[citation.source] for w in words)
        missing += not found
        print(f"{'ok       ' if found else 'NOT FOUND'}  {citation}  ({rule})")
    print(f"{missing} not found")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
