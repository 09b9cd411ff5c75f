"""Render the table's move of several melds and the fast dispute set-up to PNGs (docs/at-the-table.md).

    QT_QPA_PLATFORM=offscreen python docs/screenshots/table_screenshots.py   (from the repository root)

compose-de.png: a Samba opening of two melds set aside, in German at 1280×800. compose-asked-fr.png: the
same move asked about before it is played, in French. dispute-editor-en.png: the position editor with the
hand typed in. dark-lesson-de.png: a lesson with a ruling in the dark scheme, in German.
"""

from __future__ import annotations

import json

from shooting import OUT, settle, window_in  # first: it puts the checkout on the path

SAMBA = {
    "format": "canasta-position/1",
    "variant": "samba",
    "players": 4,
    "hands": [["10S", "10D", "10C", "JH", "JD", "JC", "5S", "6H", "8C", "9D", "KH", "QS", "4D", "7C", "7D"], 15, 15, 15],
    "stock": 40,
    "discard": ["5C", "8H", "4S"],
    "phase": "play",
    "melds": [[], []],
}


def select(table, texts) -> None:
    from tutor.rules.cards import Card

    indexes: list[int] = []
    for card in (Card.parse(t) for t in texts):
        indexes.append(next(i for i, c in enumerate(table.hand.cards) if c is card and i not in indexes))
    table.hand.set_selected(indexes)


def set_aside_two(window) -> None:
    from tutor.rules.notation import read_position

    window.dispute.show_loaded(read_position(json.dumps(SAMBA)))
    table = window.table
    for meld in (["10S", "10D", "10C"], ["JH", "JD", "JC"]):
        select(table, meld)
        table.do_set_aside()


def main() -> int:
    app, window = window_in("de")
    set_aside_two(window)
    settle(app)
    window.grab().save(str(OUT / "compose-de.png"))
    window.close()

    app, window = window_in("fr")
    set_aside_two(window)
    window.table.ask_about_draft()
    settle(app)
    window.grab().save(str(OUT / "compose-asked-fr.png"))
    window.close()

    app, window = window_in("en")
    editor = window.dispute.open_editor()
    editor.typed.insert("K♠ ★ 9♣ 9♦ 7♣ 7♥ 7♠ 5♦ Q♦ 4♣ K♥")
    editor.add_typed()
    settle(app)
    editor.grab().save(str(OUT / "dispute-editor-en.png"))
    editor.reject()
    window.close()

    app, window = window_in("de")
    from tutor.gui import theme
    from tutor.rules.cards import parse_cards
    from tutor.rules.moves import TakePile

    theme.apply("dark")
    window.open_lesson("frozen-pile")
    settle(app)
    window.table.attempt(TakePile(with_=tuple(parse_cards(["2D", "2S"]))))
    settle(app)
    window.grab().save(str(OUT / "dark-lesson-de.png"))
    theme.apply("system")
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
