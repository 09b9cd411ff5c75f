"""Eight melds per side, every side of the game: at 1280×800 each meld's top card (its rank) stays in view."""

from __future__ import annotations

import pytest

from tutor.rules.notation import read_position

WILDS = ["2C", "2D", "2H", "2S", "JK"]
RANKS = ["4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]


def eight_melds(offset: int) -> list[list[str]]:
    melds = []
    for i in range(8):
        rank = RANKS[(i + offset) % len(RANKS)]
        size = 7 if i % 3 == 0 else 4  # canastas and fans
        cards = [f"{rank}{'SHDC'[k % 4]}" for k in range(size - 1)] + ([WILDS[(i + offset) % 5]] if i % 2 else [f"{rank}H"])
        melds.append(cards)
    return melds


@pytest.mark.parametrize("players", [2, 4, 6])
def test_every_meld_shows_its_rank_at_1280_by_800(window, qtbot, players):
    sides = {2: 2, 4: 2, 6: 3}[players]
    data = {
        "format": "canasta-position/1",
        "players": players,
        "hands": [["KS", "5D"]] + [5] * (players - 1),
        "stock": 0,
        "discard": ["9C"],
        "melds": [eight_melds(3 * t) for t in range(sides)],
        "options": {"packs": 8, "melds_per_rank": "several"},
    }
    loaded = read_position(data)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.dispute.show_loaded(loaded)
    qtbot.wait(50)
    table = window.table
    shown = [view for view in table.meld_views if view.isVisible()]
    assert len(shown) == sides
    for view in shown:
        top_left = view.mapTo(window, view.rect().topLeft())
        assert top_left.y() + view.height() <= window.height(), "a side's melds are below the window's edge"
        rects = view._rects()
        assert len(rects) == 8
        for rect in rects:
            assert rect.right() <= view.width() + 0.5, "a meld is cut off at the right edge"
            assert top_left.x() + rect.right() <= window.width()


def test_cards_grow_with_the_window(window, qtbot):
    loaded = read_position({"format": "canasta-position/1", "players": 2, "hands": [["KS", "5D"], 5], "stock": 40})
    window.dispute.show_loaded(loaded)
    window.show()
    qtbot.waitExposed(window)
    sizes = []
    for width, height in ((1100, 700), (1920, 1080)):
        window.resize(width, height)
        qtbot.wait(30)
        sizes.append(window.table.hand.card_height)
    assert sizes[1] > sizes[0] * 1.2


def test_many_melds_wrap_onto_more_lines_inside_their_area(qtbot):
    """Ten melds and four canastas ran past the side's area, the last ones cut off with no way to see them."""
    from tutor.gui.table.parts import MeldsWidget
    from tutor.rules.cards import parse_cards
    from tutor.rules.melds import Meld

    view = MeldsWidget(0)
    qtbot.addWidget(view)
    view.resize(320, 80)
    ranks = ["4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    melds = [Meld(tuple(parse_cards([r + "S", r + "H", r + "D"] * (2 if i < 4 else 1)))) for i, r in enumerate(ranks)]
    view.set_melds(melds, list(parse_cards(["3H"])), None)
    rects = view._rects()
    assert len({rect.top() for rect in rects}) > 1  # more than one line
    assert all(0 <= rect.left() and rect.right() <= view.width() and rect.bottom() <= view.height() for rect in rects)


def test_clicking_a_meld_with_cards_selected_lays_them_off_and_undo_takes_them_back(window, qtbot):
    """The notice says "select cards in your hand and click the meld": the click alone lays them off (it only
    chose the meld, and a second press of Lay off was needed); the arrow keys still only choose a meld."""
    from PySide6.QtCore import QPoint, Qt

    loaded = read_position(
        {
            "format": "canasta-position/1",
            "players": 2,
            "phase": "play",
            "hands": [["KC", "7S", "9H", "4D"], 8],
            "stock": 30,
            "discard": ["5C"],
            "melds": [[["QS", "QH", "QD"], ["KS", "KH", "KD"]], []],
        }
    )
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.dispute.show_loaded(loaded)
    table = window.table
    table.hand.toggle(table.hand.cards.index(next(c for c in table.hand.cards if c.text == "KC")))
    view = table.meld_views[0]
    qtbot.keyClick(view, Qt.Key.Key_Right)  # the keys choose, they lay nothing off
    assert table.position.hand_size(0) == 4 and table.selected()
    kings = view.accessible_item_rect(1).center()
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=QPoint(int(kings.x()), int(kings.y())))
    assert window.panel.ruling.legal
    assert [c.text for c in table.position.hands[0]] == ["7S", "9H", "4D"]
    assert len(table.position.melds[0][1].cards) == 4
    table.undo_stack.undo()
    assert table.position.hand_size(0) == 4 and len(table.position.melds[0][1].cards) == 3
