"""The move being built, without a window: parts set aside, taken back, and sent as one move."""

from hypothesis import given
from hypothesis import strategies as st

from tutor.play.draft import MoveDraft
from tutor.rules.cards import parse_cards
from tutor.rules.moves import Addition, GoOut, MeldMove, TakePile


def cards(*texts):
    return tuple(parse_cards(list(texts)))


def test_parts_are_sent_in_the_order_they_were_set_aside():
    draft = MoveDraft()
    draft.set_aside(cards("KS", "KD", "KC"))
    draft.set_aside(cards("2C"), (0, 1))
    draft.set_aside(cards("QH", "QD", "QC"))
    assert draft.meld_move(own_team=0) == MeldMove(
        melds=(cards("KS", "KD", "KC"), cards("QH", "QD", "QC")), add=(Addition(to=1, cards=cards("2C")),)
    )
    # a lay-off on another side's meld names that side
    assert draft.meld_move(own_team=1).add == (Addition(to=1, cards=cards("2C"), team=0),)


def test_a_second_lay_off_on_one_meld_joins_the_first_and_cards_join_a_part():
    draft = MoveDraft()
    draft.set_aside(cards("KS"), (0, 0))
    draft.set_aside(cards("KD"), (0, 0))
    draft.set_aside(cards("QH", "QD"))
    draft.join(1, cards("QC"))
    assert [part.cards for part in draft.parts] == [cards("KS", "KD"), cards("QH", "QD", "QC")]


def test_taking_back_returns_the_cards_to_the_hand():
    hand = cards("KS", "KD", "KC", "QH", "QD", "QC", "5S")
    draft = MoveDraft()
    draft.set_aside(cards("KS", "KD", "KC"))
    draft.set_aside(cards("QH", "QD", "QC"))
    assert draft.left_in(hand) == list(cards("5S"))
    assert draft.take_back() == cards("QH", "QD", "QC")
    assert draft.left_in(hand) == list(cards("QH", "QD", "QC", "5S"))
    assert draft.take_back(0) == cards("KS", "KD", "KC") and not draft


def test_the_pile_is_taken_with_the_part_of_the_top_cards_rank():
    draft = MoveDraft()
    draft.set_aside(cards("QH", "QD", "QC"))
    draft.set_aside(cards("KS", "KD"))
    draft.set_aside(cards("7C"), (0, 0))
    move = draft.take_pile(top=parse_cards(["KH"])[0])
    assert move == TakePile(with_=cards("KS", "KD"), melds=(cards("QH", "QD", "QC"),))
    draft.played(move)  # the lay-off waits for the melding that follows the take
    assert [part.target for part in draft.parts] == [(0, 0)]


def test_selected_cards_take_the_pile_and_without_any_the_top_goes_onto_the_meld_chosen():
    draft = MoveDraft()
    assert draft.take_pile(parse_cards(["KH"])[0], cards("KS", "KD")) == TakePile(with_=cards("KS", "KD"))
    assert draft.take_pile(parse_cards(["KH"])[0], onto=2) == TakePile(to=2)


def test_going_out_discards_the_one_card_left():
    hand = cards("KS", "KD", "KC", "QH", "QD", "QC", "5S")
    draft = MoveDraft()
    draft.set_aside(cards("KS", "KD", "KC"))
    assert draft.go_out(0, hand, extra=cards("QH", "QD", "QC")) == GoOut(
        melds=(cards("KS", "KD", "KC"), cards("QH", "QD", "QC")), discard=parse_cards(["5S"])[0]
    )


def test_parts_the_hand_cannot_pay_for_any_more_are_dropped():
    draft = MoveDraft()
    draft.set_aside(cards("KS", "KD", "KC"))
    draft.set_aside(cards("2C"), (1, 3))
    draft.set_aside(cards("QH", "QD", "QC"))
    draft.keep_fitting(cards("QH", "QD", "QC", "2C"), melds_per_team=[0, 2])  # the kings left; meld 3 is gone
    assert [part.cards for part in draft.parts] == [cards("QH", "QD", "QC")]


HAND = parse_cards(["KS", "KD", "KC", "QH", "QD", "QC", "2C", "JK", "7S", "7H", "7D", "5S"])


@st.composite
def moves(draw):
    """Meld moves, pile takes and goings out of whole groups of the hand above."""
    groups = [cards("KS", "KD", "KC"), cards("QH", "QD", "QC"), cards("7S", "7H", "7D")]
    chosen = draw(st.lists(st.sampled_from(groups), unique=True, min_size=1))
    additions = tuple(
        Addition(to=i, cards=(card,), team=draw(st.sampled_from([None, 1])))
        for i, card in enumerate(draw(st.lists(st.sampled_from(cards("2C", "JK")), unique=True)))
    )
    kind = draw(st.sampled_from(["meld", "take-pile", "go-out"]))
    if kind == "meld":
        return MeldMove(melds=tuple(chosen), add=additions)
    if kind == "go-out":
        return GoOut(melds=tuple(chosen), add=additions)
    return TakePile(with_=chosen[0][:2], melds=tuple(chosen[1:]))


@given(moves())
def test_an_offered_move_laid_out_is_sent_back_unchanged(move):
    """A move offered by the referee and laid out as a draft is the move a player then plays."""
    draft = MoveDraft.of_move(move, own_team=0)
    assert draft.action == move.action
    if isinstance(move, TakePile):
        assert draft.take_pile(top=move.with_[0]) == move
    elif isinstance(move, GoOut):
        rest = draft.left_in(HAND)  # a single card left is the discard going out
        assert draft.go_out(0, HAND) == GoOut(melds=move.melds, add=move.add, discard=rest[0] if len(rest) == 1 else None)
    else:
        assert draft.meld_move(0) == move
