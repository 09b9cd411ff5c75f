"""Profiles: a table's rules kept under a name, strictly read, shared as files; where each choice stands."""

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tutor.play import profiles
from tutor.play.profiles import Profile, ProfileBook, ProfileError, checked, export_text, import_text
from tutor.rules.choices import GROUPS, choices, disputed, standing
from tutor.rules.presets import PRESETS
from tutor.rules.variants import OPTION_SPECS, Ruleset


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("CANASTA_TUTOR_HOME", str(tmp_path))


def test_every_option_is_in_one_group():
    grouped = [name for _group, names in GROUPS for name in names]
    assert sorted(grouped) == sorted(OPTION_SPECS) and len(set(grouped)) == len(grouped)


@pytest.mark.parametrize("variant", sorted(PRESETS))
def test_every_choice_of_every_option_builds_a_ruleset_and_has_a_standing(variant):
    for players in PRESETS[variant].players:
        for option in OPTION_SPECS:
            options = choices(variant, players, option)
            assert options[0].default and not any(c.default for c in options[1:])
            for choice in options:
                rs = Ruleset.build(variant, players, {} if choice.default else {option: choice.value})
                assert standing(variant, players, option, choice.value).kind != "unsourced"
                assert rs is not None


def test_standings_name_the_sources_that_give_each_choice():
    agreed = standing("classic", 4, "jokers_per_pack", 2)
    assert agreed.kind == "agreed" and {c.source for c in agreed.sources} == {"canasta.ch", "règle-fr"}
    house = standing("classic", 4, "pile_onto_existing_meld", False)
    assert house.kind == "house-variation" and {c.source for c in house.sources} == {"canasta.ch"}
    assert standing("classic", 4, "concealed_judged_by", "side").kind == "disputed"
    assert standing("classic", 4, "go_out_bonus", 150).kind == "unsourced"
    assert disputed("classic", 4, "pile_onto_existing_meld") and not disputed("classic", 4, "draw_count")


def test_the_book_keeps_profiles_across_a_restart_and_renames_the_default_with_it():
    book = ProfileBook()
    book.add(Profile("Sunday at Oma's", "classic", {"pile_onto_existing_meld": False}))
    book.set_default("Sunday at Oma's")
    copy = book.duplicate("Sunday at Oma's")
    assert copy.name == "Sunday at Oma's (2)"
    book.rename("Sunday at Oma's", "Oma")
    profiles.save_book(book)
    again = profiles.load_book()
    assert again.names() == ["Oma", "Sunday at Oma's (2)"] and again.active().name == "Oma"
    again.delete("Oma")
    assert again.active() is None
    with pytest.raises(ProfileError):
        book.rename("Oma", "Sunday at Oma's (2)")


@pytest.mark.parametrize(
    "broken",
    [
        b"{",
        b"[]",
        json.dumps({"format": "canasta-profiles/1", "profiles": "x"}).encode(),
        json.dumps({"format": "canasta-profiles/1", "profiles": [{"name": "a", "variant": "poker"}]}).encode(),
        json.dumps(
            {
                "format": "canasta-profiles/1",
                "profiles": [{"name": "a", "variant": "classic", "options": {"target_score": -5}}],
            }
        ).encode(),
        json.dumps(
            {
                "format": "canasta-profiles/1",
                "profiles": [{"name": "a", "variant": "classic"}, {"name": "a", "variant": "samba"}],
            }
        ).encode(),
    ],
)
def test_a_broken_profiles_file_is_set_aside(broken):
    from tutor.storage import set_aside_files

    path = profiles.book_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(broken)
    assert profiles.load_book().profiles == []
    assert not path.exists() and set_aside_files and set_aside_files[-1].path == path
    set_aside_files.clear()


def test_a_profile_travels_as_a_file_and_a_foreign_file_is_refused_with_a_reason():
    profile = Profile("Club", "samba", {"wild_melds": True})
    assert import_text(export_text(profile)) == profile
    with pytest.raises(ProfileError) as refused:
        import_text(json.dumps({"format": "canasta-position/1"}))
    assert "not a rules file" in str(refused.value)
    with pytest.raises(ProfileError) as refused:
        checked({"name": "x", "variant": "classic", "options": {"no_such_rule": 1}})
    assert "no_such_rule" in str(refused.value)


@given(st.sampled_from(sorted(PRESETS)), st.data())
def test_any_choices_round_trip_through_the_file(variant, data):
    players = data.draw(st.sampled_from(PRESETS[variant].players))
    options = {}
    for option in data.draw(st.lists(st.sampled_from(sorted(OPTION_SPECS)), max_size=6, unique=True)):
        found = choices(variant, players, option)
        pick = data.draw(st.sampled_from(found))
        if not pick.default:
            options[option] = pick.value
    try:
        profile = checked({"name": "T", "variant": variant, "options": options})
    except ProfileError:  # a reading that does not fit another player count the system allows
        return
    assert import_text(export_text(profile)) == profile
    assert profile.ruleset(players).overridden == frozenset(options)


def test_two_copies_of_the_app_keep_the_profiles_both_added():
    """Two windows open at once (or the window and the score pad): each keeps its book; the second save merges
    what the first wrote rather than writing over it."""
    first, second = profiles.load_book(), profiles.load_book()
    first.add(Profile("Oma", "classic", {}))
    profiles.save_book(first)
    second.add(Profile("Club", "samba", {}))
    second.set_default("Club")
    profiles.save_book(second)
    again = profiles.load_book()
    assert again.names() == ["Club", "Oma"] and again.active().name == "Club"


def test_a_profile_deleted_in_one_copy_stays_deleted_when_the_other_saves():
    book = ProfileBook()
    book.add(Profile("Oma", "classic", {}))
    book.add(Profile("Club", "samba", {}))
    profiles.save_book(book)
    first, second = profiles.load_book(), profiles.load_book()
    first.delete("Oma")
    profiles.save_book(first)
    second.add(Profile("Friday", "strict", {}))
    profiles.save_book(second)
    assert profiles.load_book().names() == ["Club", "Friday"]
    first.rename("Club", "Club night")  # a rename is a deletion of the old name for the other copy
    profiles.save_book(first)
    profiles.save_book(second)
    assert sorted(profiles.load_book().names()) == ["Club night", "Friday"]


def test_a_profile_made_again_under_a_deleted_name_is_kept():
    first = profiles.load_book()
    first.add(Profile("Oma", "classic", {}))
    profiles.save_book(first)
    second = profiles.load_book()
    first.delete("Oma")
    profiles.save_book(first)
    second.delete("Oma")
    second.add(Profile("Oma", "samba", {}))
    profiles.save_book(second)
    assert [(p.name, p.variant) for p in profiles.load_book().profiles] == [("Oma", "samba")]


@pytest.mark.parametrize("variant", [["classic"], {"classic": 1}, 3, None])
def test_a_rules_file_or_profiles_file_of_the_wrong_shape_is_refused_with_the_field(variant):
    from tutor.reading import UnreadableFile

    with pytest.raises(UnreadableFile) as refused:
        import_text(json.dumps({"format": "canasta-profile/1", "name": "x", "variant": variant}))
    assert "variant" in str(refused.value)
    path = profiles.book_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": "canasta-profiles/1", "profiles": [{"name": "x", "variant": variant}]}))
    assert profiles.load_book().profiles == [] and not path.exists()
    from tutor.storage import set_aside_files

    assert set_aside_files[-1].reason.field == "profiles[0].variant"
    set_aside_files.clear()


def test_importing_an_endless_file_stops_at_the_limit(tmp_path):
    from tutor.play.profiles import import_file

    if not Path("/dev/zero").exists():
        pytest.skip("no /dev/zero on this system")
    with pytest.raises(ProfileError) as refused:
        import_file(Path("/dev/zero"))
    assert "larger than 1 MB" in str(refused.value)
