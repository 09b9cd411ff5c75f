"""Readings once mis-cited stay with the document that says them (the sections themselves are checked
against the documents by ``tests/benchmarks/check_citations.py``, which needs the documents at hand)."""

from __future__ import annotations

from tutor.rules.presets import preset_settings


def _readings(option: str) -> dict:
    setting = preset_settings("classic")[option]
    readings = {setting.value: {c.source for c in setting.citations}}
    for alternative in setting.alternatives:
        readings[alternative.value] = {c.source for c in alternative.citations}
    return readings


def test_asking_the_partner_is_obligatory_in_regle_fr_only():
    readings = _readings("partner_permission_required")
    assert readings[True] == {"règle-fr"}  # « le joueur est obligé de demander l'avis de son partenaire »
    assert "pagat-style" in readings[False]  # "under no obligation to ask your partner's permission"


def test_melding_after_a_red_three_drawn_last_is_canasta_ch_s_reading():
    readings = _readings("red_three_last_card")
    assert readings["may-meld"] == {"canasta.ch"}
    assert "pagat-style" in readings["ends"] and "canasta.ch" not in readings["ends"]


def test_the_canastas_needed_to_go_out_are_cited_by_the_documents_of_each_player_count():
    # canasta.ch and pagat-style ask one canasta whatever the count; règle-fr alone asks two at six players
    from tutor.rules.choices import choices
    from tutor.rules.variants import Ruleset

    def sources(citations) -> set[str]:
        return {c.source for c in citations}

    assert sources(Ruleset.build("classic", 6).citations["canastas_to_go_out"]) == {"règle-fr"}
    assert sources(Ruleset.build("classic", 4).citations["canastas_to_go_out"]) == {"canasta.ch", "pagat-style"}
    six = [(choice.value, sources(choice.citations)) for choice in choices("classic", 6, "canastas_to_go_out")]
    assert six == [(2, {"règle-fr"}), (1, {"canasta.ch", "pagat-style"})]  # never one document on both sides
    four = [(choice.value, sources(choice.citations)) for choice in choices("classic", 4, "canastas_to_go_out")]
    assert four == [(1, {"canasta.ch", "pagat-style"}), (2, {"règle-fr"})]
