"""The rules' value classes (``tutor.rules.values``) behave as the frozen dataclasses they replace: compared and
hashed by their fields and their class, shown by their fields, never changed, copied and pickled whole."""

import copy
import pickle
from dataclasses import FrozenInstanceError

import pytest

from tutor.rules.cards import parse_cards
from tutor.rules.moves import Addition, Discard, Draw, GoOut, MeldMove, TakePile
from tutor.rules.presets import PRESETS, Alternative, ByPlayers, Setting
from tutor.rules.sources import SOURCES, Citation, cite

KS, KH, KD, JK = parse_cards(["KS", "KH", "KD", "JK"])

VALUES = [
    Draw(),
    Draw(seat=2),
    TakePile(with_=(KS, KH)),
    TakePile(to=0, melds=((KD, KS, JK),), seat=1),
    MeldMove(melds=((KS, KH, KD),), add=(Addition(0, (JK,)),)),
    Discard(KS),
    GoOut(add=(Addition(1, (KH,), team=0),), discard=KD, permission="yes"),
    cite("canasta.ch", "Spielablauf"),
    Citation("règle-fr", "Geler la pile", "a reading"),
    SOURCES["canasta.ch"],
    Alternative(3, (cite("canasta.ch", "Spielablauf"),)),
    Setting(50, (cite("canasta.ch", "Kartenwerte"),)),
    PRESETS["samba"],
]


@pytest.mark.parametrize("value", VALUES, ids=repr)
def test_a_value_equals_its_copy_and_its_pickle_and_hashes_alike(value):
    for twin in (copy.copy(value), copy.deepcopy(value), pickle.loads(pickle.dumps(value))):
        assert twin == value and not twin != value
        if not isinstance(value, Setting | type(PRESETS["samba"])):  # these hold dicts: unhashable, as before
            assert hash(twin) == hash(value)


@pytest.mark.parametrize("value", VALUES, ids=repr)
def test_a_value_cannot_be_changed(value):
    name = value.__slots__[0]
    with pytest.raises(FrozenInstanceError):
        setattr(value, name, None)
    with pytest.raises(FrozenInstanceError):
        delattr(value, name)


def test_values_differ_by_any_field_and_by_their_class():
    assert Draw(seat=1) != Draw(seat=2)
    assert TakePile(with_=(KS, KH)) != TakePile(with_=(KS, KD))
    assert MeldMove() != GoOut()  # the same fields, empty, of two classes
    assert Draw() != (None,) and Draw() != None  # noqa: E711
    assert len({Draw(), Draw(), Draw(seat=0)}) == 2


def test_a_value_is_shown_by_its_fields_as_a_dataclass_was():
    assert (
        repr(TakePile(with_=(KS, KH)))
        == "TakePile(with_=(Card.parse('KS'), Card.parse('KH')), to=None, melds=(), seat=None)"
    )
    assert repr(ByPlayers({2: 1})) == "ByPlayers(values={2: 1})"
    assert str(cite("canasta.ch", "Spielablauf")) == "canasta.ch, “Spielablauf”"


def test_a_copied_or_unpickled_card_is_the_one_card_of_its_face():
    # cards compare by identity (tutor.rules.cards): a copy that were another object would equal no card
    assert copy.deepcopy(KS) is KS and pickle.loads(pickle.dumps(JK)) is JK


def test_a_citation_of_an_unknown_source_is_refused():
    with pytest.raises(ValueError, match="unknown source"):
        Citation("nowhere", "a section")


def test_a_rule_set_is_a_frozen_value_as_its_dataclass_was():
    from tutor.rules.variants import Ruleset

    classic, custom = Ruleset.build("classic", 4), Ruleset.build("classic", 4, {"packs": 3})
    assert classic != custom and hash(classic) != hash(custom)
    for twin in (copy.copy(custom), Ruleset._resolve("classic", 4, {"packs": 3})):
        assert twin == custom and hash(twin) == hash(custom)
    with pytest.raises(FrozenInstanceError):
        custom.packs = 2
    with pytest.raises(FrozenInstanceError):
        del custom.packs
    assert repr(custom) == "Ruleset.build('classic', 4, {'packs': 3})"
    with pytest.raises(TypeError, match="packs"):
        Ruleset(variant="classic", players=4)  # every option is given, or none is made
