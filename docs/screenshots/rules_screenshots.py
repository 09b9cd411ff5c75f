"""Render the rules panel, a ruling that rests on a house rule, and the share dialog (docs/table-rules.md).

    QT_QPA_PLATFORM=offscreen python docs/screenshots/rules_screenshots.py   (from the repository root)

rules-de.png, rules-fr.png, rules-en.png: the rules panel with "taking the pile onto a meld" set to canasta.ch's
house variation. house-rule-de.png: the ruling on a pile taken onto a meld, with where the rule stands and the
other reading. share-en.png: that ruling shared as a code and a QR picture. hand-history-fr.png: the editor's
"Earlier in the hand" dialog on a Modern American table where the player to move has asked once.
"""

from __future__ import annotations

import json

from shooting import OUT, settle, window_in  # first: it puts the checkout on the path

ASKED_ONCE = {
    "format": "canasta-position/1",
    "variant": "modern-american",
    "players": 4,
    "phase": "play",
    "hands": [["4S", "4H", "4D", "5S"], 13, 13, 13],
    "stock": 30,
    "discard": ["6C"],
    "go_out_asked": [0],
    "melds": [[["9S", "9H", "9D", "9C", "9S", "9H", "9D"], ["8S", "8H", "8D", "8C", "8S", "8H", "8D"]], []],
}


def main() -> int:
    for lang in ("de", "fr", "en"):
        app, window = window_in(lang)
        dialog = window.open_rules_dialog()
        combo = dialog.combos["pile_onto_existing_meld"]
        combo.setCurrentIndex(combo.findData(False))
        settle(app)
        dialog.grab().save(str(OUT / f"rules-{lang}.png"))
        dialog.reject()
        window.close()

    from tests.support.positions import take_pile_onto_meld
    from tutor.rules.notation import read_position

    app, window = window_in("de")
    take_pile_onto_meld(window)
    settle(app)
    window.grab().save(str(OUT / "house-rule-de.png"))
    window.close()

    app, window = window_in("en")
    take_pile_onto_meld(window)
    dialog = window.share_ruling()
    settle(app)
    dialog.grab().save(str(OUT / "share-en.png"))
    dialog.reject()
    window.close()

    from tutor.gui.dispute.hand_history_dialog import HandHistoryDialog

    app, window = window_in("fr")
    window.dispute.show_loaded(read_position(json.dumps(ASKED_ONCE)))
    editor = window.dispute.open_editor()
    history = HandHistoryDialog(editor, editor.draft)
    history.show()
    settle(app)
    history.grab().save(str(OUT / "hand-history-fr.png"))
    history.reject()
    editor.reject()
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
