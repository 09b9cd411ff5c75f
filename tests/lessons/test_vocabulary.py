"""One vocabulary per language: no word the glossary rules out, in lessons, exercises, cheat sheets or catalogs."""

import json

import pytest

from tutor.lessons.vocabulary import VOCABULARY_PATH, find_terms, load_vocabulary, scan


@pytest.mark.parametrize(
    "lang, text, use",
    [
        ("de", "Zieh eine Karte vom Stock.", "Talon"),
        ("de", "Deine Seite hat gemeldet.", "Partei"),
        ("de", "Dazu brauchst du zwei echte Karten.", "natürliche Karte"),
        ("de", "Nimm ihn mit einem echten Paar.", "natürliches Paar"),
        ("de", "Wer verdeckt ausmacht, bekommt mehr.", "Handcanasta"),
        ("de", "Eine Meldung aus Siebenen.", "Siebener"),
        ("de", "Das heisst: nein.", "heißt"),
        ("fr", "Prenez le rebut avec une carte naturelle et un joker.", "passe-partout"),
        ("fr", "La pioche est vide.", "talon"),
        ("fr", "Votre camp a ouvert.", "équipe"),
        ("fr", "Une canasta propre vaut 500.", "pure"),
        ("fr", "Une canasta sale vaut 300.", "impure"),
        ("fr", "Il a fait une sortie en main.", "sortie cachée"),
        ("fr", "Attention : le rebut est gelé.", "no-break space (narrow before ; ! ?)"),
        ("fr", "C’est gelé !", "no-break space (narrow before ; ! ?)"),
        ("fr", "« gelé\u202f»", "no-break space (narrow before ; ! ?)"),
        ("de", "Canasta geht mit zwei bis sechs Leuten.", "zu zweit bis zu sechst"),
        ("de", "Nimm ihn wegen dem Joker.", "wegen des / wegen dessen"),
        ("de", "Für die Erstmeldung zählen keine Boni.", "Prämien"),
        ("de", "Melde drei Neunen.", "Neuner, Fünfer"),
        ("de", "Ihr mischt zwei Kartenspiele.", "Blatt"),
        ("de", "Das ist ein Satz gleichen Rangs.", "Meldung"),
        ("de", "Du machst mit einem Handcanasta aus.", "eine Handcanasta"),
        ("de", "Jede Farbe hat ihre eigene Aufgabe.", "rote und schwarze Dreier"),
        ("de", "Tragen deine Könige schon einen Joker?", "deine Königsmeldung"),
        ("de", "Zweier und As zählen 20.", "Ass"),
        ("de", "Die Runde wird ohne Bonus fürs Ausmachen abgerechnet.", "Prämie"),
        ("de", "Er spielt das Pik-As aus.", "Ass"),
        ("de", "Ein As-Canasta bringt mehr.", "Ass"),
        ("fr", "Chaque couleur a son propre rôle.", "les trois rouges et les trois noirs"),
        ("fr", "Les suites n\u2019existent pas.", "séquence"),
        ("fr", "Si vos Rois portent un joker.", "votre combinaison de Rois contient"),
        ("fr", "Le tuteur suit pagat.com.", "Canasta Tutor"),
        ("fr", "La première pose, l'ouverture.", "’"),
        ("de", "Mit einem toten Rang nimmt niemand den Stapel.", "geschlossener Rang"),
        ("de", "Danach sind die Fünfer tot.", "geschlossener Rang"),
        ("fr", "Les 5 sont un rang mort.", "rang fermé"),
        ("de", "Du eröffnest mit drei Königen.", "Erstmeldung"),
        ("en", "Once this is in your fingers.", "comes naturally"),
        ("en", "Threes are counted per colour.", "red and black threes counted separately"),
        ("en", "The melds of one belong to the side.", "a melded card belongs to the whole side"),
        (
            "fr",
            "Selon le blog français, il faut deux canastas.",
            "le blog « La règle de la canasta » (in the same lesson or exercise after that: le blog)",
        ),
        (
            "fr",
            "Comme la règle française le permet.",
            "le blog « La règle de la canasta » (in the same lesson or exercise after that: le blog)",
        ),
        ("fr", "Un lecteur du blog se souvient de 700 points.", "le blog « La règle de la canasta »"),
        (
            "de",
            "Der französische Regelblog verlangt zwei.",
            "der Regelblog „La règle de la canasta“ (in the same lesson or exercise after that: der Regelblog)",
        ),
        (
            "de",
            "Das steht nur in den französischen Regeln.",
            "der Regelblog „La règle de la canasta“ (in the same lesson or exercise after that: der Regelblog)",
        ),
        ("de", "Ein Leser des Regelblogs erinnert sich.", "der Regelblog „La règle de la canasta“"),
    ],
)
def test_ruled_out_words_are_found(lang, text, use):
    assert [f.term.use for f in find_terms(text, lang)] == [use]


@pytest.mark.parametrize(
    "lang, text",
    [
        ("de", "Zieh eine Karte vom Talon; eure Partei hat ein echtes Canasta und ein unechtes Canasta."),
        ("de", "Der Talon liegt verdeckt aus."),  # face down, not going out concealed
        ("de", "§ canasta.ch, “Karten vom Stock ziehen”"),  # a cited source title is quoted as written
        ("de", "Laut canasta.ch, “Stock und Seite”, gilt das."),
        ("fr", "Attention\u00a0: le rebut est gelé\u202f! Un joker vaut 50 points, comme «\u00a0Joker\u00a0»."),
        ("fr", "Vous piochez\u202f; il pioche la carte du talon."),
        ("fr", "Une canasta pure vaut 500 et une canasta impure 300\u202f; votre propre main."),
        ("fr", "{option:pile_freezers} https://example.org"),
        ("fr", "Selon le blog\u00a0«\u00a0La règle de la canasta\u00a0», oui.\nUn lecteur du blog s’en souvient."),
        ("de", "Nach dem Regelblog „La règle de la canasta“ ja.\nEin Leser des Regelblogs erinnert sich."),
        ("de", "§ Regelblog „La règle de la canasta“, „8. La sortie“"),
        ("de", "Das Ass, zwei Asse, des Asses; Pik-Ass und Ass-Canasta."),
        ("de", "Wer früh meldet, bekommt Bonuskarten; eine Bonuskarte liegt bereit."),
    ],
)
def test_right_words_pass(lang, text):
    assert find_terms(text, lang) == []


def test_vocabulary_file_is_well_formed():
    terms = load_vocabulary()
    assert set(terms) == {"de", "fr", "en"}
    assert {t.avoid for t in terms["de"]} >= {"Stock", "Seite", "echte Karte", "verdeckt ausmachen", "Siebenen", "heisst"}
    assert {t.use for t in terms["fr"]} >= {"passe-partout", "talon", "équipe", "pure", "impure", "sortie cachée"}


def test_malformed_vocabulary_is_refused(tmp_path):
    bad = tmp_path / "vocabulary.json"
    bad.write_text(json.dumps({"languages": {"de": [{"avoid": "x", "use": "y", "pattern": "("}]}}), encoding="utf-8")
    with pytest.raises(ValueError, match="bad pattern"):
        load_vocabulary(bad)
    bad.write_text(json.dumps({"languages": {"de": [{"avoid": "x", "use": "y", "introduced_by": "["}]}}), encoding="utf-8")
    with pytest.raises(ValueError, match="bad introduced_by"):
        load_vocabulary(bad)
    bad.write_text(json.dumps({"languages": {"xx": []}}), encoding="utf-8")
    with pytest.raises(ValueError):
        load_vocabulary(bad)
    assert VOCABULARY_PATH.is_file()


def test_course_cheat_sheets_and_catalogs_use_the_glossary_words():
    findings = scan()
    assert not findings, "\n".join(str(f) for f in findings[:40]) + f"\n… {len(findings)} in all"


@pytest.mark.parametrize(
    "lang, named, shortened",
    [
        ("fr", "Selon le blog\u00a0«\u00a0La règle de la canasta\u00a0», il faut deux canastas.", "Le blog en exige deux."),
        ("de", "Nach dem Regelblog „La règle de la canasta“ braucht es zwei.", "Der Regelblog verlangt zwei."),
    ],
)
def test_a_short_form_needs_its_title_first_in_the_same_text(lang, named, shortened):
    """What the reader has read in full may be shortened later in the same lesson or exercise, not before."""
    assert find_terms(named + "\n" + shortened, lang) == []
    assert [f.line for f in find_terms(shortened + "\n" + named, lang)] == [1]
    seen: set[str] = set()
    assert find_terms(named, lang, introduced=seen) == [] and seen
    assert find_terms(shortened, lang, introduced=seen) == []  # the task named it; its feedback may shorten


def test_an_exercise_feedback_cannot_lean_on_another_feedback(tmp_path):
    """Each feedback is read alone with the task: one that shortens must not count on another having named it."""
    root = tmp_path / "lessons"
    (root / "exercises").mkdir(parents=True)
    title = "Selon le blog\u00a0«\u00a0La règle de la canasta\u00a0», oui."
    exercise = {
        "id": "x-1",
        "task": {"fr": "Que dit l’arbitre\u202f?"},
        "why": {"legal": {"fr": title}, "refused": {"fr": "Selon le blog, non."}},
    }
    (root / "exercises" / "x.json").write_text(json.dumps({"exercises": [exercise]}), encoding="utf-8")
    assert [f.where for f in scan(root, catalogs=None)] == ["fr: x.json x-1.why.refused"]
    exercise["task"]["fr"] = title
    (root / "exercises" / "x.json").write_text(json.dumps({"exercises": [exercise]}), encoding="utf-8")
    assert scan(root, catalogs=None) == []


def test_the_glossary_window_uses_its_own_words():
    """The glossary (F3) is read too: each language's terms and definitions pass that language's check."""
    from tutor.gui.lessons.reference_dialogs import glossary_rows
    from tutor.resources import GLOSSARY

    columns = {"en": (0, 3), "de": (1, 4), "fr": (2, 5)}
    rows = [row for _, table in glossary_rows(GLOSSARY.read_text(encoding="utf-8")) for row in table[1:]]
    assert len(rows) > 30 and any(row[1].startswith("Ass,") for row in rows)
    findings = [
        finding
        for row in rows
        for lang, (term, definition) in columns.items()
        for finding in find_terms(row[term] + "\n" + row[definition], lang, f"glossary {row[0]}")
    ]
    assert not findings, [str(f) for f in findings]
