"""What the table's places are called, with their counts: the stock, the pile, the hands and the sides, as the
table and the position editor caption them."""

from __future__ import annotations

from collections.abc import Sequence

from ..i18n import _, format_number, ngettext
from .seats import player_name, side_label


def side_name(team: int, seats: Sequence[int], names: Sequence[str] | None = None) -> str:
    """``Side 1: Player 1 & Player 3`` (or ``You & Partner``): a team as the table and the editor name it; a player
    who plays alone is a side by their name alone."""
    names = names if names is not None else [player_name(s) for s in range(max(seats) + 1)]
    if len(seats) == 1:
        return names[seats[0]]
    return _("Side {n}: {players}").format(n=team + 1, players=side_label(seats, names))


def stock_caption(n: int) -> str:
    return ngettext("Stock: {n} card", "Stock: {n} cards", n).format(n=format_number(n))


def pile_caption(n: int, frozen: bool = False) -> str:
    """The discard pile's count; a frozen pile says so first ("frozen" after the count read as the cards')."""
    if frozen:
        return ngettext("Frozen pile: {n} card", "Frozen pile: {n} cards", n).format(n=format_number(n))
    return ngettext("Pile: {n} card", "Pile: {n} cards", n).format(n=format_number(n))


def hand_caption(name: str, n: int, yours: bool = False) -> str:
    """The hand shown face up at the bottom: yours, or the named player's."""
    if yours:
        return ngettext("Your hand: {n} card", "Your hand: {n} cards", n).format(n=format_number(n))
    return ngettext("Hand of {name}: {n} card", "Hand of {name}: {n} cards", n).format(name=name, n=format_number(n))


def sitting_out_caption(name: str, yours: bool = False) -> str:
    """A seat of the pair that sits this hand out (six players, one pair sitting out each hand): no hand at all."""
    if yours:
        return _("You sit out this hand: the other two pairs play it")
    return _("{name}: sits out this hand").format(name=name)


def hidden_hand_caption(name: str, n: int) -> str:
    """Another seat's hand as the bottom seat sees it: whose it is and how many cards it holds, face down."""
    return ngettext("{name}: {n} card face down", "{name}: {n} cards face down", n).format(name=name, n=format_number(n))
