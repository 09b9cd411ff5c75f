"""The rule presets: every option's value in each rule system, with its sources.

``classic`` sets every option; the other presets name only what they change.
Player-count-dependent values are :class:`ByPlayers`. Where sources disagree,
the setting lists the other reading as an :class:`Alternative`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .errors import N_
from .sources import PLAYERS_GROUPS, TABLES, Citation, cite
from .systems import RULE_SYSTEMS
from .values import Value, set_field


class ByPlayers(Value):
    """A preset value that depends on the number of players."""

    __slots__ = ("values",)
    values: Mapping[int, Any]

    def __init__(self, values: Mapping[int, Any]) -> None:
        set_field(self, "values", values)

    def __getitem__(self, players: int) -> Any:
        return self.values[players]


def per_players(default: Any, **by_count: Any) -> ByPlayers:
    """``per_players(11, p2=15, p3=13)``: 11 unless the count is named."""
    explicit = {int(k[1:]): v for k, v in by_count.items()}
    return ByPlayers({n: explicit.get(n, default) for n in range(2, 7)})


class Alternative(Value):
    """Another source's reading of an option, playable by overriding it."""

    __slots__ = ("value", "citations")
    value: Any
    citations: tuple[Citation, ...]

    def __init__(self, value: Any, citations: tuple[Citation, ...]) -> None:
        set_field(self, "value", value)
        set_field(self, "citations", citations)


class Setting(Value):
    """A preset's value of one option, with the sources that give it and the readings others give."""

    __slots__ = ("value", "citations", "alternatives", "citations_by_players")
    value: Any
    #: every source of the value (a value that depends on the number of players: of any of its counts)
    citations: tuple[Citation, ...]
    alternatives: tuple[Alternative, ...]
    #: where the sources of a value differ with the number of players: those of each count
    citations_by_players: ByPlayers | None

    def __init__(
        self,
        value: Any,
        citations: tuple[Citation, ...],
        alternatives: tuple[Alternative, ...] = (),
        citations_by_players: ByPlayers | None = None,
    ) -> None:
        set_field(self, "value", value)
        set_field(self, "citations", citations)
        set_field(self, "alternatives", alternatives)
        set_field(self, "citations_by_players", citations_by_players)

    def citations_at(self, players: int) -> tuple[Citation, ...]:
        """The sources of the value at a table of ``players``."""
        return self.citations_by_players[players] if self.citations_by_players is not None else self.citations


def setting(
    value: Any,
    *citations: Citation,
    alternatives: tuple[Alternative, ...] = (),
    by_players: ByPlayers | None = None,
) -> Setting:
    """A preset's value of an option with its sources; or, with ``by_players``, the sources of each count where
    they differ (the setting's citations are then all of them, each once)."""
    if by_players is not None:
        citations = tuple(dict.fromkeys(c for cited in by_players.values.values() for c in cited))
    return Setting(value, tuple(citations), alternatives, by_players)


def alt(value: Any, *citations: Citation) -> Alternative:
    return Alternative(value, tuple(citations))


class Preset(Value):
    """One rule system: the settings of its options (over those of ``base``) and the player counts it seats."""

    __slots__ = ("id", "base", "settings", "players")
    id: str
    base: str | None
    settings: Mapping[str, Setting]
    players: tuple[int, ...]

    def __init__(
        self, id: str, base: str | None, settings: Mapping[str, Setting], players: tuple[int, ...] = (2, 3, 4, 5, 6)
    ) -> None:
        set_field(self, "id", id)
        set_field(self, "base", base)
        set_field(self, "settings", settings)
        set_field(self, "players", players)


# Section names as the documents title them.
CH_CARDS = cite("canasta.ch", "Spielkarten für einfaches Canasta")
CH_DEAL = cite("canasta.ch", "Kartenverteilung (Deal)")
CH_TURN = cite("canasta.ch", "Spielablauf")
CH_MELDS = cite("canasta.ch", "Melden von Sätzen")
CH_WILD = cite("canasta.ch", "Echte und unechte Joker")
CH_THREES = cite("canasta.ch", "Rote und schwarze Dreier")
CH_CANASTAS = cite("canasta.ch", "Echte und unechte Canastas")
CH_VALUES = cite("canasta.ch", "Kartenwerte")
CH_INITIAL = cite("canasta.ch", "Eröffnungsbedingungen für Erstmeldung")
CH_PILE = cite("canasta.ch", "Karten vom Abwurfstapel ziehen")
CH_FROZEN = cite("canasta.ch", "Abwurfstapel einfrieren")
CH_OUT = cite("canasta.ch", "Einfaches Ausgehen")
CH_HAND = cite("canasta.ch", "Handcanasta")
CH_SCORE = cite("canasta.ch", "Wertung und Abrechnung")
CH_STOCK = cite("canasta.ch", "Wenn der Talon (Stock) ausgeht")
CH_VAR = cite("canasta.ch", "Variationen zu einfaches Canasta")

FR_INTRO = cite("règle-fr", "1. Introduction")
FR_SIX_OUT = cite("règle-fr", "1. Introduction", "six players need two canastas")
FR_TURN = cite("règle-fr", "2. Tour d'un joueur")
FR_PILE = cite("règle-fr", "3. Prise du rebut")
FR_BLACK = cite("règle-fr", "4. Les trois noirs")
FR_FROZEN = cite("règle-fr", "5. Le rebut gelé")
FR_OPEN = cite("règle-fr", "6. L'ouverture")
FR_RED = cite("règle-fr", "7. Les trois rouges")
FR_OUT = cite("règle-fr", "8. La sortie")
FR_SCORE = cite("règle-fr", "9. La marque")
FR_COMMENT = cite("règle-fr", "commentaire de jeff28")

PG_MELDS = cite("pagat-style", "Classic Canasta: melds")
PG_PILE = cite("pagat-style", "Classic Canasta: taking the discard pile")
PG_INITIAL = cite("pagat-style", "Classic Canasta: the initial meld")
PG_OUT = cite("pagat-style", "Classic Canasta: going out")
PG_STOCK = cite("pagat-style", "Classic Canasta: the end of the stock")
PG_SCORE = cite("pagat-style", "Classic Canasta: the winners")

SAMBA = cite("Wikipedia Samba", "Spielregeln nach den Official Canasta Laws")
SAMBA_EXTRA = cite("Wikipedia Samba", "Ergänzungen")

V_DEAL = cite("verschärft", "Das Geben")
V_HEAD = cite("verschärft", "Spielerzahl, Spielziel, Werte")
V_TURN = cite("verschärft", "Ein Spielzug")
V_OUT = cite("verschärft", "Das Ausmachen")
V_SCORE = cite("verschärft", "Das Zählen")


CLASSIC = Preset("classic", None, {
    "packs": setting(per_players(2, p6=3), CH_CARDS, FR_INTRO),
    "partnerships": setting(True, CH_DEAL, FR_INTRO, PG_MELDS),
    "jokers_per_pack": setting(2, CH_CARDS, FR_INTRO, alternatives=(
        alt(3, cite("canasta.ch", "Variationen zu einfaches Canasta", "six jokers, nine for six players")),)),
    "hand_size": setting(per_players(11, p2=15, p3=13, p6=13), CH_DEAL, FR_INTRO, alternatives=(
        alt(15, cite("règle-fr", "1. Introduction", "the players table deals 15 cards to three players")),)),
    "draw_count": setting(1, CH_TURN, FR_TURN),
    # six players play as three pairs, every pair in every hand (règle-fr: three pairs, its own figures for six)
    "six_players_pair_sits_out": setting(False, cite(
        "règle-fr", "1. Introduction", "six players: two sides of three or three pairs, every player in every hand")),
    "card_values": setting("classic", CH_VALUES, FR_SCORE),
    "cut_joker_to_cutter": setting(False, cite("canasta.ch", "Kartenverteilung (Deal)", "no rule about the cut")),
    "deal_threes_replaced_by": setting("player", CH_THREES, FR_RED),
    "upcard": setting("cover-wild-red-three", CH_DEAL),
    "threes_laid_out": setting("red", CH_THREES, FR_BLACK, FR_RED),
    "min_naturals": setting(2, CH_WILD, FR_INTRO, PG_MELDS),
    "max_wilds": setting(3, CH_WILD, FR_INTRO, PG_MELDS),
    "naturals_outnumber_wilds": setting(False, CH_WILD),
    "wild_melds": setting(False, CH_WILD, alternatives=(alt(True, CH_VAR),)),
    "melds_per_rank": setting("one", CH_MELDS, FR_TURN, PG_MELDS, alternatives=(
        alt("several", CH_VAR), alt("several-after-canasta", CH_VAR))),
    "sequences": setting(False, CH_MELDS),
    "sequence_max": setting(7, SAMBA),
    "wild_onto_canasta": setting(True, CH_CANASTAS, PG_MELDS),
    "black_three_meld_max": setting(4, CH_THREES, FR_BLACK),
    "black_threes_melded": setting("going-out", CH_THREES, FR_BLACK),
    "sevens_no_wilds": setting(False, CH_WILD),
    "aces_wilds_initial_only": setting(False, CH_WILD),
    "pile_aces_stay_natural": setting(False, CH_PILE),
    "meld_max_size": setting(None, PG_MELDS),
    "wilds_need_five_naturals": setting(False, CH_WILD),
    "dead_ranks": setting(False, CH_MELDS),
    "wild_meld_blocks_wilds": setting(False, CH_WILD),
    "pile_natural_and_wild": setting(True, CH_PILE, FR_PILE, PG_PILE),
    "pile_onto_existing_meld": setting(True, CH_PILE, FR_PILE, PG_PILE, alternatives=(alt(False, CH_VAR),)),
    "pile_natural_pair_always": setting(False, CH_PILE, PG_PILE),
    "pile_onto_canasta": setting(True, CH_PILE, PG_PILE),
    "pile_frozen_before_initial": setting(True, FR_FROZEN, FR_OPEN, PG_PILE),
    "pile_freezers": setting("wild-red-three", CH_FROZEN, FR_FROZEN, PG_PILE),
    "pile_single_card_rule": setting(True, CH_PILE),
    # a wild card in the pile freezes it (pile_freezers); it never keeps the cards below it from being taken
    "pile_wild_blocks": setting(False, CH_FROZEN, FR_FROZEN, PG_PILE),
    # the sources freeze the pile until it is taken; a French online game's rules thaw it after one turn
    "wild_freeze_lasts": setting("until-taken", CH_FROZEN, FR_FROZEN, PG_PILE, alternatives=(alt("one-turn", cite(
        TABLES, N_("The frozen pile"), "a French online game's rules: a wild card freezes the pile only for the turn "
        "after it is covered; read for every wild card in the pile")),)),
    "pile_sequence_exempt": setting(False, CH_PILE, PG_PILE),
    "initial_minimums": setting(((None, 15), (0, 50), (1500, 90), (3000, 120)), CH_INITIAL, FR_OPEN),
    "initial_pile_top_counts": setting(True, CH_PILE, FR_OPEN, PG_INITIAL),
    "initial_canasta_suffices": setting(False, FR_OPEN, PG_INITIAL, alternatives=(
        alt(True, cite("règle-fr", "commentaire de jeff28",
                       "the “blitzkrieg”: whoever lays the whole hand down at once with a canasta has opened and "
                       "gone out together, even below the minimum")),)),
    "initial_clean_meld": setting(False, CH_INITIAL, FR_OPEN),
    # several melds of the turn together make the minimum
    "initial_in_one_meld": setting(False, CH_INITIAL, PG_INITIAL),
    "initial_clean_meld_wild_counts": setting(False, CH_INITIAL),
    "concealed_partner_threshold": setting(False, CH_HAND, PG_INITIAL, alternatives=(alt(True, FR_OUT),)),
    "concealed_waives_minimum": setting(True, CH_HAND, PG_INITIAL),
    # canasta.ch and règle-fr ask whether the player melded in earlier turns (the partner may have);
    # pagat-style asks whether the team has melded.
    "concealed_judged_by": setting("player", CH_HAND, FR_OUT, alternatives=(alt("side", PG_INITIAL),)),
    # canasta.ch counts only melds of earlier turns; pagat-style has the concealed hand come from a stock draw
    "concealed_after_pile_take": setting(True, CH_HAND, alternatives=(alt(False, PG_INITIAL),)),
    "opening_talon": setting(False, CH_INITIAL, FR_OPEN),
    "talon_opener_melds_down": setting(True, CH_INITIAL),
    # one canasta at any count for canasta.ch and pagat-style; two at six players for règle-fr alone
    "canastas_to_go_out": setting(per_players(1, p6=2), by_players=per_players((CH_OUT, PG_OUT), p6=(FR_SIX_OUT,)),
        alternatives=(
        alt(2, cite("règle-fr", "1. Introduction", "two players agree on one or two canastas; four players need two")),
        alt(1, cite("canasta.ch", "Einfaches Ausgehen", "one canasta, whatever the number of players"), PG_OUT))),
    "go_out_discard_required": setting(False, CH_OUT, PG_OUT, alternatives=(alt(True, FR_COMMENT),)),
    "go_out_natural_and_mixed": setting(False, CH_OUT, PG_OUT, alternatives=(alt(per_players(False, p2=True, p3=True), cite(
        TABLES, N_("Going out"), "an older German rule: two or three players need a natural and a mixed canasta "
        "to go out; read as: a second natural canasta stands in for the mixed one")),)),
    "partner_permission_required": setting(False, PG_OUT, alternatives=(
        alt(True, cite("règle-fr", "8. La sortie", "a partner must always be asked")),)),
    "partner_answer_binds": setting(True, PG_OUT, FR_OUT),
    "go_out_asks": setting("unlimited", PG_OUT, FR_OUT),
    # pagat-style: "only … immediately after drawing from the stock or taking the discard pile, before making any
    # further melds other than the one involving the top card"; règle-fr asks "au moment de sortir", canasta.ch
    # has no question at all: neither sets a moment
    "go_out_ask_moment": setting("after-drawing", PG_OUT, alternatives=(alt("any-time", cite(
        "règle-fr", "8. La sortie", "the partner is asked “au moment de sortir”, whatever was melded before"), cite(
        "canasta.ch", "Einfaches Ausgehen", "no rule about when the partner may be asked")),)),
    "go_out_wild_discard": setting(True, CH_OUT, PG_OUT),
    "go_out_onto_opponents": setting(False, CH_MELDS, PG_MELDS, alternatives=(alt(True, FR_COMMENT),)),
    "go_out_blocked_by_unfinished": setting(False, CH_OUT),
    "discard_restrictions": setting("none", CH_TURN, FR_TURN),
    "wild_discard_judged": setting("at-discard", CH_TURN),
    "red_three_last_card": setting("ends", PG_STOCK, FR_OUT, alternatives=(alt("may-meld", CH_STOCK),)),
    # with the stock used up: canasta.ch lets the player decline the pile (the hand ends); pagat-style makes a
    # player take a pile that is not frozen when its top card fits one of the side's melds
    "stock_end_must_take": setting(False, CH_STOCK, alternatives=(alt(True, PG_STOCK),)),
    "special_hands": setting("none", CH_OUT, CH_HAND),
    "special_hand_courtesy": setting(False, CH_OUT, CH_HAND),
    "zip_code_wild": setting(False, CH_OUT, CH_HAND),
    "special_hand_values": setting({}, CH_OUT, CH_HAND),
    "natural_canasta_bonus": setting(500, CH_SCORE, FR_SCORE),
    "mixed_canasta_bonus": setting(300, CH_SCORE, FR_SCORE),
    "natural_ace_canasta_bonus": setting(None, CH_SCORE, alternatives=(alt(1000, CH_VAR),)),
    "mixed_ace_canasta_bonus": setting(None, CH_SCORE, alternatives=(alt(500, CH_VAR),)),
    "sevens_canasta_bonus": setting(None, CH_SCORE),
    "wild_canasta_jokers_bonus": setting(None, CH_WILD, alternatives=(alt(1000, CH_VAR),)),
    "wild_canasta_twos_bonus": setting(None, CH_WILD, alternatives=(alt(1000, CH_VAR),)),
    "wild_canasta_mixed_bonus": setting(None, CH_WILD, alternatives=(alt(500, CH_VAR),)),
    "sequence_canasta_bonus": setting(None, CH_MELDS),
    "concealed_natural_canasta_bonus": setting(None, CH_SCORE, alternatives=(
        alt(700, cite("règle-fr", "commentaire de jeff28", "read as: each natural canasta of a hand gone out concealed")),)),
    "unfinished_sevens_penalty": setting(0, CH_SCORE),
    "unfinished_aces_penalty": setting(0, CH_SCORE),
    "unfinished_wild_penalty": setting(0, CH_SCORE),
    "held_aces_sevens_penalty": setting(0, CH_SCORE),
    "unfinished_meld_penalty": setting(0, CH_SCORE),
    # a refused play is taken back (règle-fr); no source charges for it
    "mismeld_penalty": setting(0, FR_TURN),
    "go_out_bonus": setting(100, CH_SCORE, FR_SCORE),
    "concealed_bonus": setting(200, CH_SCORE, FR_SCORE, alternatives=(alt(500, CH_VAR),)),
    "red_three_bonus": setting(100, CH_SCORE, FR_RED),
    "red_threes_scale": setting("double-from-four", CH_SCORE, FR_RED, cite(
        "règle-fr", "1. Introduction",
        "six players: five red threes 1000, six 1200; its card table's “+500 for four” contradicts its own 800 and is read as 800")),
    "red_threes_condition": setting("melded", CH_SCORE, FR_SCORE),
    "red_three_in_hand_penalty": setting(500, CH_SCORE),
    # règle-fr: the red three that comes with the pile is laid out and replaced; canasta.ch replaces every red
    # three laid out; German rule sheets lay it out without a replacement
    "pile_red_three_replaced": setting(True, FR_RED, CH_THREES, alternatives=(alt(False, cite(
        TABLES, N_("Red threes"), "German rule sheets: a red three taken with the pile is laid out and not replaced")),)),
    "black_threes_in_hand": setting("card-value", CH_VALUES, FR_SCORE),
    "no_canasta_melds_negative": setting(False, CH_SCORE),
    "concealed_doubles_negatives": setting(False, CH_SCORE),
    "untaken_talon_counts": setting("nothing", CH_SCORE),
    "perfect_cut_bonus": setting(0, CH_DEAL, CH_SCORE),
    # at a tie the sources name both sides; no document breaks it
    "tie_broken_by_going_out": setting(False, CH_SCORE, PG_SCORE, alternatives=(alt(True, cite(
        TABLES, N_("The end of the game"), "an exact tie at the top goes to the side that went out; no source "
        "breaks the tie")),)),
    "target_score": setting(per_players(5000, p6=7500), CH_SCORE, cite("règle-fr", "1. Introduction", "six players play to 7500"), alternatives=(
        alt(5000, cite("canasta.ch", "Wertung und Abrechnung", "5000 for every number of players")),)),
})


SAMBA_PRESET = Preset("samba", "classic", {
    "packs": setting(3, SAMBA),
    "jokers_per_pack": setting(2, SAMBA, alternatives=(alt(3, SAMBA_EXTRA),)),
    # Wikipedia deals 15 to every player and knows no six-player deal; some tables carry Classic's 13 over
    "hand_size": setting(15, SAMBA, alternatives=(alt(per_players(15, p6=13), cite(
        "canasta.ch", "Kartenverteilung (Deal)", "Classic's 13 cards for six players, carried over to Samba")),)),
    "draw_count": setting(2, SAMBA),
    "max_wilds": setting(2, SAMBA),
    "melds_per_rank": setting("several", SAMBA),
    "sequences": setting(True, SAMBA),
    "sequence_max": setting(7, SAMBA),
    "wild_onto_canasta": setting(False, SAMBA),
    "wild_melds": setting(False, SAMBA, alternatives=(alt(True, SAMBA_EXTRA),)),
    "black_three_meld_max": setting(6, SAMBA),
    "pile_natural_and_wild": setting(False, SAMBA),
    "pile_onto_canasta": setting(False, SAMBA),
    "initial_minimums": setting(((None, 15), (0, 50), (1500, 90), (3000, 120), (7000, 150)), SAMBA, alternatives=(
        alt(((None, 15), (0, 50), (4000, 90), (8000, 120), (12000, 150)), SAMBA_EXTRA),)),
    "canastas_to_go_out": setting(2, SAMBA),
    "go_out_natural_and_mixed": setting(False, SAMBA),
    "go_out_bonus": setting(200, SAMBA),
    "concealed_bonus": setting(200, cite("Wikipedia Samba", "Spielregeln nach den Official Canasta Laws", "no extra bonus for going out concealed")),
    "concealed_waives_minimum": setting(False, cite(
        "Wikipedia Samba", "Spielregeln nach den Official Canasta Laws",
        "going out concealed does not change the initial-meld minimum")),
    "sequence_canasta_bonus": setting(1500, SAMBA),
    "natural_ace_canasta_bonus": setting(None, SAMBA, alternatives=(alt(1000, SAMBA_EXTRA),)),
    "mixed_ace_canasta_bonus": setting(None, SAMBA, alternatives=(alt(500, SAMBA_EXTRA),)),
    "wild_canasta_jokers_bonus": setting(None, SAMBA, alternatives=(alt(4000, SAMBA_EXTRA),)),
    "wild_canasta_twos_bonus": setting(None, SAMBA, alternatives=(alt(3000, SAMBA_EXTRA),)),
    "wild_canasta_mixed_bonus": setting(None, SAMBA, alternatives=(alt(2000, SAMBA_EXTRA),)),
    "red_threes_scale": setting("full-set", SAMBA),
    "red_threes_condition": setting("two-canastas", SAMBA),
    "target_score": setting(10000, SAMBA, alternatives=(alt(15000, SAMBA_EXTRA),)),
    "unfinished_meld_penalty": setting(0, SAMBA, alternatives=(alt(1000, cite(
        TABLES, N_("Scoring"), "a Samba club: 1,000 against the side for every canasta or samba left unfinished")),)),
    "pile_sequence_exempt": setting(False, SAMBA, alternatives=(alt(True, cite(
        TABLES, N_("Taking the pile"), "canasta.ch's Samba page: the pile is not taken onto an existing unfinished "
        "meld, but the top card may extend a sequence")),)),
})


STRICT = Preset("strict", "classic", {
    "packs": setting(ByPlayers({n: 2 * n for n in range(2, 7)}), cite(
        "verschärft", "Spielerzahl, Spielziel, Werte",
        "two packs per player; the “118 Karten” matches no pack and is read as two packs with two jokers each")),
    "hand_size": setting(13, V_DEAL),
    # "Spielerzahl: 2 bis unendlich", and every rule speaks of one player: "muss er mindestens zwei Canasta haben"
    "partnerships": setting(False, V_HEAD, V_OUT),
    "cut_joker_to_cutter": setting(True, cite(
        "verschärft", "Das Geben",
        "the player on the dealer's left cuts; a joker at the bottom of the lifted part is his, "
        "read as one of his 13 cards; “Joker” read as the joker card, since the text names twos apart")),
    "deal_threes_replaced_by": setting("dealer", cite(
        "verschärft", "Das Geben", "a red three dealt is laid out at once and the dealer deals its replacement")),
    "upcard": setting("cover-wild", cite(
        "verschärft", "Das Geben", "only a joker or a two as the first card is covered by another")),
    "draw_count": setting(2, V_TURN),
    "card_values": setting("strict", V_HEAD),
    "max_wilds": setting(None, V_HEAD),
    "naturals_outnumber_wilds": setting(True, V_HEAD),
    "wild_melds": setting(True, cite("verschärft", "Das Zählen", "a joker canasta of jokers and twos exists, so wild melds are allowed")),
    "black_three_meld_max": setting(None, cite("verschärft", "Das Zählen", "melded black threes count +5; read as: any number when going out")),
    # "Wurden sie ausgelegt, so zählen sie fünf Pluspunkte": when they may be laid the text does not say
    "black_threes_melded": setting("going-out", cite(
        "verschärft", "Das Zählen", "black threes laid out count 5 each; when is not said: read as in the classic "
        "game, in the going-out turn"), alternatives=(alt("any-time", cite(
            "verschärft", "Das Zählen", "read as: black threes may be laid out as a meld at any time")),)),
    # "Die Punktzahl muss am Stück ausgelegt, darf nicht gesplittet werden": in one turn, or in one meld
    "initial_in_one_meld": setting(False, cite(
        "verschärft", "Ein Spielzug", "“am Stück … nicht gesplittet” read as: in one turn, several melds together"),
        alternatives=(alt(True, cite("verschärft", "Ein Spielzug", "“am Stück … nicht gesplittet” read as: in one meld")),)),
    "pile_natural_and_wild": setting(False, cite("verschärft", "Ein Spielzug", "two cards matching the top card: read as natural cards")),
    "pile_onto_existing_meld": setting(True, cite("verschärft", "Ein Spielzug", "once the side has melded, the two matching cards may lie in front of it")),
    "pile_freezers": setting("wild-black-three", V_TURN),
    "initial_minimums": setting(((None, 50), (1500, 90), (3000, 120)), V_HEAD, V_TURN),
    "canastas_to_go_out": setting(2, V_OUT),
    "go_out_natural_and_mixed": setting(False, V_OUT),
    # "Der OS bleibt solange gesperrt, bis er aufgenommen worden ist"
    "wild_freeze_lasts": setting("until-taken", V_TURN),
    "go_out_discard_required": setting(True, V_OUT),
    "wild_canasta_jokers_bonus": setting(1000, V_SCORE),
    "wild_canasta_twos_bonus": setting(1000, V_SCORE),
    "wild_canasta_mixed_bonus": setting(1000, V_SCORE),
    "red_threes_scale": setting("progressive", V_SCORE),
    # "Zu jedem roten Dreier muss ein Canasta vorliegen": each three its own canasta, or none count for the side
    # until every one has one; the sentence reads both ways
    "red_threes_condition": setting("canasta-each", V_SCORE, alternatives=(alt("canasta-for-all", cite(
        "verschärft", "Das Zählen", "read as: all the red threes count against the side unless each has a canasta")),)),
    "black_threes_in_hand": setting("progressive", V_SCORE),
    "no_canasta_melds_negative": setting(True, V_SCORE),
    "concealed_doubles_negatives": setting(True, V_SCORE),
    "target_score": setting(5000, V_HEAD),
})


def _mac(note: str = "") -> Citation:
    return cite("pagat.com", "Modern American Canasta", note)


MAC = _mac()
CLA_THREES = cite("canastaleague.org", "Threes")
CLA_WILD = cite("canastaleague.org", "Wild card melds")
CLA_TALON = cite("canastaleague.org", "Bonus cards (talon)")
CLA_SPECIAL = cite("canastaleague.org", "Special hands",
                   "Pairs 2500, Straight 3000, Garbage 3000, Triples 3500, Quads 3500; the hands whose shape "
                   "the summaries leave unclear (Wild Pairs, Miami Pairs, Zip Code, Blast Off, Dream Hands) are left out")
CLA_MELDS = cite("canastaleague.org", "Melding")
CLA_OUT = cite("canastaleague.org", "Going out")
CLA_SCORE = cite("canastaleague.org", "Scoring")
CLA_DISCARD = cite("canastaleague.org", "Discarding",
                   "a wild card only as the going-out card or from a hand of nothing but wild cards, judged once the "
                   "turn's draw is made, before its melds, as the players' groups read it")
HON = cite("honorsbridgeclub.org", "Honors Canasta House Rules")
MAC_LOST = "the scraped pagat-style text names the rule but lost its number; the figure follows pagat.com and the Canasta League of America"
#: the sources seat four players; at two, three and six the four-player rule is carried over, which no source says
MAC_OTHER_COUNTS = cite(TABLES, N_("Two, three and six players"),
                        "no source seats this count: the four-player rule carried over")


#: where a table may set its own figures (an option that holds a value per name), the standing of any it sets
OWN_VALUES = {
    "special_hand_values": cite(TABLES, N_("Special hands"), "a table scores a special hand at its own value"),
}


def _at_four(*citations: Citation) -> ByPlayers:
    """The sources of a Modern American value at four players; the other counts no source covers."""
    return per_players((MAC_OTHER_COUNTS,), p4=citations)


def _tables_at(count: int, note: str) -> Citation:
    return cite(PLAYERS_GROUPS, N_("Two, three and six players"), f"{count} players: {note}")


MODERN_AMERICAN = Preset("modern-american", "classic", {
    # how tables play the counts the sources do not seat: two players 15 cards and a draw of two, no special
    # hands head to head; three players one canasta to go out
    "hand_size": setting(13, by_players=_at_four(MAC, cite("pagat-style", "Modern American Canasta")), alternatives=(
        alt(per_players(13, p2=15), _tables_at(2, "15 cards each")),)),
    # six players: the three pairs all play (the four-player rule carried over), or, as tables play it, one pair
    # sits each hand out in turn and the other two play as four
    "six_players_pair_sits_out": setting(False, MAC_OTHER_COUNTS, alternatives=(
        alt(True, _tables_at(6, "three pairs; one pair sits out each hand, the next pair the next hand")),)),
    "draw_count": setting(1, by_players=_at_four(_mac("each player draws one card")), alternatives=(
        alt(per_players(1, p2=2), _tables_at(2, "each player draws two cards and discards one")),)),
    "upcard": setting("none", _mac("no card is turned up: play starts with an empty discard pile"),
                      cite("pagat-style", "Modern American Canasta")),
    "deal_threes_replaced_by": setting("player", _mac("each player lays out the threes and replaces them from the stock"),
                                       CLA_THREES),
    "threes_laid_out": setting("red-and-black", _mac("red and black threes are laid out and replaced alike"),
                               CLA_THREES),
    "wild_meld_blocks_wilds": setting(True, _mac(), CLA_WILD, cite(
        "canastajunction.com", "Wild Cards Wisdom: How to Use Jokers & 2s Like a Pro")),
    "opening_talon": setting(True, _mac("4 bonus cards, 3 if the other side has opened; none after the turn card"),
                             CLA_TALON, cite("canastajunction.com", "What is a 'Talon' and how do I get one?")),
    # "unless the opener receives a talon, he must keep a card to discard and a card to hold": with one coming,
    # the last card may be discarded; some tables keep two cards all the same
    "talon_opener_melds_down": setting(True, cite(
        "honorsbridgeclub.org", "Honors Canasta House Rules", "unless a talon follows, the opener keeps a card to "
        "discard and one to hold"), alternatives=(alt(False, cite(PLAYERS_GROUPS, N_("Going out"),
            "the opener keeps a card to discard and one to hold even with a talon coming")),)),
    "special_hands": setting("cla", by_players=_at_four(CLA_SPECIAL), alternatives=(alt("cla-all", cite(
        "canastaleague.org", "Special hands", "the whole list: Wild Pairs 2000 (six natural pairs with aces and "
        "sevens, a wild pair), Miami Pairs 2500 (five natural pairs with aces and sevens, a pair of twos, a pair of "
        "jokers), Zip Code 2500 (2-2-3-3-4), Blast Off 3000 (5-4-3-2), Dream Hands 8500 (5-5 and four wild cards, "
        "5-4 and five), as tables read the shapes the summaries leave open")), alt("pagat", _mac(
        "only the Straight 3000, Pairs 2500 and Garbage 2000 (pairs with wild cards left out: not defined clearly)")),
        alt(per_players("cla", p2="none"), _tables_at(2, "no special hands head to head")))),
    "red_three_in_hand_penalty": setting(5, _mac("a three left in hand counts 5, like a black three"), CLA_THREES),
    # the CLA's Zip Code is natural groups of two, two, three, three and four; some tables let a wild card in
    "zip_code_wild": setting(False, cite("canastaleague.org", "Special hands", "Zip Code: natural groups of 2-2-3-3-4"),
                             alternatives=(alt(True, cite(PLAYERS_GROUPS, N_("Special hands"),
                                                          "a Zip Code may hold one wild card")),)),
    # the values the list in force gives; a table that scores a special hand otherwise plays a house variation
    # (OWN_VALUES)
    "special_hand_values": setting({}, by_players=_at_four(CLA_SPECIAL)),
    # Classic's options, as this game settles them (so its rulings name no Classic source)
    "jokers_per_pack": setting(2, _mac("two packs and four jokers, 108 cards")),
    "partner_permission_required": setting(False, _mac("a player may ask the partner, once; nobody must")),
    "go_out_onto_opponents": setting(False, cite("pagat-style", "Modern American Canasta",
                                                 "a player may never play to an opponent's meld")),
    "stock_end_must_take": setting(False, _mac("a player who must draw from an empty stock ends the hand")),
    "mixed_ace_canasta_bonus": setting(None, _mac("a mixed canasta of aces counts as any mixed canasta")),
    # CLA: only a side that has not melded; Honors: still on the partner's first turn after the opening
    "special_hand_courtesy": setting(False, CLA_SPECIAL, alternatives=(alt(True, cite(
        "honorsbridgeclub.org", "Honors Canasta House Rules",
        "a special hand is shown instead of the initial meld, with one turn of courtesy for the partner")),)),
    "partner_answer_binds": setting(True, _mac("the partner's answer binds"), alternatives=(alt(False, cite(PLAYERS_GROUPS, N_("Going out"), "the partner's no is advice: the player may still go out")),)),
    "go_out_ask_moment": setting("after-drawing", _mac(
        "asked as pagat.com's Canasta page says for every game: straight after drawing or taking the pile, before "
        "any further meld; its Modern American rules change only how often"), alternatives=(alt("any-time", cite(
            PLAYERS_GROUPS, N_("Going out"), "the partner may be asked at any time in the turn, after melding too")),)),
    "go_out_asks": setting("once-per-player", _mac("asking the partner is allowed once per hand, read as once for "
                                                   "each player"), alternatives=(alt("once-per-side", _mac(
                                                       "once per hand, read as once for the whole side")),)),
    "go_out_wild_discard": setting(True, _mac("the going-out discard may be a wild card"), CLA_DISCARD,
                                   alternatives=(alt(False, cite(PLAYERS_GROUPS, N_("Going out"),
                                                                 "no wild card as the going-out discard")),)),
    "pile_wild_blocks": setting(False, cite("canastajunction.com", "Wild Cards Wisdom: How to Use Jokers & 2s "
                                            "Like a Pro", "a wild card in the pile does not freeze it"),
                                alternatives=(alt(True, cite(PLAYERS_GROUPS, N_("Picking the pack"),
                                                             "a wild card in the pile blocks the cards below it: a "
                                                             "pick-up takes only the cards above it")),)),
    # a three stuck in a talon not yet taken: counting nothing is no table's reading; pagat.com's "a three left in
    # hand counts 5" is the documented one, the talon read as the hand it was set aside for
    "untaken_talon_counts": setting("threes", _mac("a three left in hand counts 5 against the side; a three in a "
                                                   "talon not yet taken is read as held"), CLA_THREES, alternatives=(
        alt("nothing", cite("canastaleague.org", "Bonus cards (talon)", "the rule texts count only the hand")),
        alt("threes-100", cite(PLAYERS_GROUPS, N_("Scoring"), "a three stuck in a talon not yet taken costs 100")),
        alt("all", cite(PLAYERS_GROUPS, N_("Scoring"), "a talon not yet taken counts as cards in the hand")))),
    "perfect_cut_bonus": setting(0, CLA_SCORE, alternatives=(alt(100, cite(PLAYERS_GROUPS, N_("The cut"), "100 for a cutter who lifts exactly the cards the deal needs")),)),
    "min_naturals": setting(2, MAC),
    "max_wilds": setting(2, _mac("a mixed meld holds at most two wild cards")),
    "wild_melds": setting(True, _mac("melds of jokers and twos only are allowed")),
    "sevens_no_wilds": setting(True, MAC, cite("pagat-style", "Modern American Canasta")),
    "aces_wilds_initial_only": setting(True, MAC, cite("pagat-style", "Modern American Canasta")),
    "pile_aces_stay_natural": setting(True, cite("canastajunction.com", "Understanding Canasta Special Cards",
                                                 "aces taken with the pile for the initial meld stay natural")),
    "meld_max_size": setting(7, _mac("a meld never grows past seven cards")),
    "wilds_need_five_naturals": setting(True, _mac("after the initial meld a wild card joins only a meld of five naturals")),
    "dead_ranks": setting(True, _mac("a rank with a complete canasta is dead for both sides")),
    "pile_natural_pair_always": setting(True, MAC),
    "pile_natural_and_wild": setting(False, MAC),
    "pile_frozen_before_initial": setting(True, MAC),
    "pile_single_card_rule": setting(False, _mac("no such rule in this game")),
    "initial_minimums": setting(((None, 125), (3000, 155), (5000, 180)), CLA_MELDS, _mac(MAC_LOST)),
    "initial_pile_top_counts": setting(False, MAC, cite("pagat-style", "Classic Canasta: the initial meld",
                                                         "in Modern American the initial meld comes from the hand")),
    "initial_canasta_suffices": setting(False, cite("canastaleague.org", "Melding", "no such exception"),
                                        alternatives=(alt(True, _mac("the Splash: a complete natural or wild canasta "
                                                                     "laid from the hand opens whatever the count, "
                                                                     "the wild one standing in for the clean triple")),)),
    "initial_clean_meld": setting(True, cite("canastaleague.org", "Melding", "a clean triple at every score"), _mac(
        "a clean triple, or a meld of wild cards instead (initial_clean_meld_wild_counts)")),
    "initial_clean_meld_wild_counts": setting(False, cite("canastaleague.org", "Melding", "only a clean triple"),
                                              alternatives=(alt(True, _mac("a meld of three or more wild cards also "
                                                                           "counts as the clean part")),)),
    "go_out_natural_and_mixed": setting(False, CLA_OUT, _mac("two canastas of any kind")),
    "wild_freeze_lasts": setting("until-taken", _mac("every pick-up needs a natural pair from the hand, so how long a "
                                                     "wild card freezes the pile never arises")),
    "canastas_to_go_out": setting(2, by_players=_at_four(CLA_OUT, MAC), alternatives=(
        alt(per_players(2, p3=1), _tables_at(3, "one canasta to go out")),)),
    "go_out_discard_required": setting(True, CLA_OUT, MAC),
    "go_out_blocked_by_unfinished": setting(True, CLA_OUT, MAC),
    "discard_restrictions": setting("modern-american", cite("canastaleague.org", "Discarding"), _mac(
        "no threes; wild cards only to go out; no seven, wild, ace or dead card onto an empty pile")),
    # "only wild cards in hand": the players' groups judge it before the turn's melds (meld your last seven,
    # then throw a wild card: not allowed); read at the discard, the same play is allowed
    "wild_discard_judged": setting("after-drawing", CLA_DISCARD, alternatives=(alt("at-discard", _mac(
        "a wild card may be discarded when the hand holds nothing but wild cards, read at the discard")),)),
    "natural_ace_canasta_bonus": setting(2500, CLA_SCORE, _mac(MAC_LOST)),
    "sevens_canasta_bonus": setting(2500, CLA_SCORE, _mac(MAC_LOST)),
    "wild_canasta_jokers_bonus": setting(2500, _mac("2500 for a wild canasta with all four jokers")),
    "wild_canasta_twos_bonus": setting(3000, CLA_SCORE, _mac(MAC_LOST)),
    "wild_canasta_mixed_bonus": setting(2000, CLA_SCORE, _mac(MAC_LOST)),
    "unfinished_sevens_penalty": setting(2500, MAC),
    "unfinished_aces_penalty": setting(2500, MAC),
    "unfinished_wild_penalty": setting(2000, CLA_SCORE, _mac("2000, or 2500 with all four jokers"), alternatives=(alt(2500, _mac("pagat: 2500 when it holds all four jokers")),)),
    "held_aces_sevens_penalty": setting(1500, CLA_SCORE, MAC),
    "go_out_bonus": setting(100, MAC),
    "concealed_bonus": setting(100, _mac("no bonus for going out concealed")),
    "red_threes_scale": setting("modern-american", _mac("100, 300, 500, 1000 for one to four")),
    "red_threes_condition": setting("by-canastas", _mac("minus without a canasta, nothing with one, plus with two")),
    "red_three_last_card": setting("ends-kept-in-hand", _mac("a three drawn as the last card of the stock ends the "
                                                            "hand and stays in the hand, counting 5 against the side")),
    "no_canasta_melds_negative": setting(True, MAC),
    "unfinished_meld_penalty": setting(0, CLA_SCORE, _mac("only unfinished melds of aces, sevens and wild cards cost")),
    # what the CLA charges for a mismeld is in none of the documents at hand: the referee charges none, and a
    # table that charges one plays a house rule
    "mismeld_penalty": setting(0, cite(TABLES, N_("Mismelds"), "no source at hand says what a mismeld "
                                        "costs: the referee charges nothing"), alternatives=(alt(100, cite(
        TABLES, N_("Mismelds"), "100 against the side for each mismeld: a refused meld or a wrong special "
        "hand")),)),
    "tie_broken_by_going_out": setting(False, _mac("no rule breaks an exact tie at 8500: both sides have won"),
                                       alternatives=(alt(True, cite(TABLES, N_("The end of the game"),
                                                                    "an exact tie goes to the side that went out")),)),
    "target_score": setting(8500, CLA_SCORE, MAC, cite("pagat-style", "Modern American Canasta")),
}, players=(2, 3, 4, 6))


_BY_ID = {p.id: p for p in (CLASSIC, SAMBA_PRESET, MODERN_AMERICAN, STRICT)}
#: every preset, in the order of the one list of rule systems
PRESETS: dict[str, Preset] = {system: _BY_ID[system] for system in RULE_SYSTEMS}


def preset_settings(variant: str) -> dict[str, Setting]:
    """Every option's setting for a preset, inherited from its base."""
    preset = PRESETS[variant]
    merged = dict(preset_settings(preset.base)) if preset.base else {}
    merged.update(preset.settings)
    return merged
