"""Render the referee's column to PNGs (the README's refused-move-fr.png and compare-de.png).

    QT_QPA_PLATFORM=offscreen python docs/screenshots/panel_screenshots.py   (from the repository root)

refused-move-fr.png: resources/positions/opening-short.canasta.json in French at 1280×800, the refusal with the
moves that would have been legal and, "Show the rule" pressed, the rule card. compare-de.png: the move
of resources/positions/natural-and-wild.canasta.json compared under every rule system, in German.
"""

from __future__ import annotations

import json
import sys

from shooting import ROOT, settle, window_in  # first: it puts the checkout on the path


def main() -> int:
    from tutor.rules.notation import read_position

    shots = ROOT / "docs" / "screenshots"
    app, window = window_in("fr")
    window.dispute.show_loaded(read_position((ROOT / "resources" / "positions" / "opening-short.canasta.json").read_text()))
    window.panel.rule_toggle.setChecked(True)
    settle(app)
    window.grab().save(str(shots / "refused-move-fr.png"), "PNG")
    window.close()

    app, window = window_in("de")
    data = json.loads((ROOT / "resources" / "positions" / "natural-and-wild.canasta.json").read_text())
    move = read_position(data).moves[0]
    window.dispute.show_loaded(read_position({k: v for k, v in data.items() if k != "move"}))
    window.table.attempt(move)  # the comparison rules on the table's last move
    dialog = window.compare_systems()
    settle(app)
    dialog.grab().save(str(shots / "compare-de.png"), "PNG")
    print("refused-move-fr.png, compare-de.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
