"""A small course written for the GUI tests, so they do not depend on the real lessons' wording."""

import copy
import json
from pathlib import Path

T = {"de": "D", "fr": "F", "en": "E"}


def texts(word: str) -> dict:
    return {lang: f"{word} ({lang})" for lang in ("de", "fr", "en")}


FROZEN = {
    "format": "canasta-position/1",
    "players": 2,
    "turn": 0,
    "phase": "draw",
    "hands": [["KS", "KH", "2D", "5C", "AD"], 9],
    "stock": 87,
    "discard": ["10H", "2C", "6C", "KD"],
    "melds": [[["QS", "QH", "QD"]], []],
}
QUIZ = {
    "format": "canasta-position/1",
    "players": 2,
    "turn": 0,
    "hands": [["5C", "6D"], 11],
    "stock": 40,
    "move": {"seat": 1, "action": "draw"},
}
FINISHED = {
    "format": "canasta-position/1",
    "players": 2,
    "turn": 0,
    "hands": [[], ["7S", "8D"]],
    "stock": 40,
    "went_out": 0,
    "concealed": False,
    "red_threes": [["3H"], []],
    "melds": [[["KS", "KH", "KD", "KC", "KS", "KH", "KD"]], [["9S", "9H", "9D"]]],
}

EXERCISES = {
    "one": [
        {
            "id": "one-1",
            "step": "a",
            "kind": "play",
            "task": texts("take"),
            "hint": texts("pair"),
            "success": texts("taken"),
            "position": FROZEN,
            "goal": "take-pile",
            "solution": [{"action": "take-pile", "with": ["KS", "KH"]}],
            "mistake": {"moves": [{"action": "take-pile", "with": ["KS", "2D"]}], "code": "pile-frozen"},
        },
        {
            "id": "one-2",
            "step": "b",
            "kind": "quiz",
            "task": texts("rule"),
            "hint": texts("whose turn"),
            "success": texts("right"),
            "position": QUIZ,
            "choices": ["legal", "not-your-turn", "wrong-phase"],
            "answer": "not-your-turn",
            "why": {"legal": texts("why-legal"), "not-your-turn": texts("why-turn"), "wrong-phase": texts("why-phase")},
        },
        {
            "id": "one-3",
            "step": "c",
            "kind": "count",
            "ask": "totals",
            "task": texts("count"),
            "hint": texts("bonuses"),
            "success": texts("counted"),
            "position": FINISHED,
        },
    ],
    "two": [
        {
            "id": "two-1",
            "step": "x",
            "kind": "count",
            "ask": "parts",
            "task": texts("parts"),
            "hint": texts("part by part"),
            "success": texts("all right"),
            "position": FINISHED,
        },
    ],
}
MARKDOWN = {
    "one": "# Lesson one ({lang})\n\n## Play {{#a}}\n\nTake it with [[KS KH]].\n\n§ canasta.ch, “A”\n\n"
    "## Quiz {{#b}}\n\nWhose turn?\n\n§ canasta.ch, “B”\n\n## Count {{#c}}\n\nCount it.\n\n§ canasta.ch, “C”\n",
    "two": "# Lesson two ({lang})\n\n## Parts {{#x}}\n\nPart by part.\n\n§ canasta.ch, “X”\n",
}


def write_tiny_course(root: Path) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    (root / "course.json").write_text(
        json.dumps(
            {
                "chapters": [
                    {"id": "c", "title": {"de": "Kapitel", "fr": "Chapitre", "en": "Chapter"}, "lessons": ["one", "two"]}
                ]
            }
        ),
        encoding="utf-8",
    )
    (root / "exercises").mkdir(exist_ok=True)
    for lesson, exercises in EXERCISES.items():
        (root / "exercises" / f"{lesson}.json").write_text(
            json.dumps({"lesson": lesson, "exercises": copy.deepcopy(exercises)}), encoding="utf-8"
        )
        for lang in ("de", "fr", "en"):
            (root / lang).mkdir(exist_ok=True)
            (root / lang / f"{lesson}.md").write_text(MARKDOWN[lesson].format(lang=lang), encoding="utf-8")
    return root
