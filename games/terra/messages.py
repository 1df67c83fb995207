"""The game master's words in English and Russian.

The rules model announces by key and parameters (``Said(player, key, params)``); this module
turns them into sentences. Parameters never hold coordinates, except ``cell`` in the
``position`` message, which the GM says only with the open-map option.
"""
from __future__ import annotations

from typing import Any, Mapping

PLAYERS = {
    "en": ("Blue", "Vermillion", "Green", "Yellow"),
    "ru": ("Синий", "Алый", "Зелёный", "Жёлтый"),
}
DIRECTIONS = {
    "en": {"n": "north", "s": "south", "w": "west", "e": "east"},
    "ru": {"n": "север", "s": "юг", "w": "запад", "e": "восток"},
}
CELL_KINDS = {
    "en": {".": "empty ground", "A": "an arsenal", "H": "a hospital", "O": "a hole", "M": "a river mouth"},
    "ru": {".": "пустая клетка", "A": "арсенал", "H": "больница", "O": "дыра", "M": "устье реки"},
}
SIDES = {
    "en": {"wall": "wall", "outer": "outer wall", "open": "open", "exit": "exit", "solid": "wall"},
    "ru": {"wall": "стена", "outer": "внешняя стена", "open": "проход", "exit": "выход", "solid": "стена"},
}

TEXTS: dict[str, dict[str, str]] = {
    "start": {"en": "{who} enters the labyrinth.", "ru": "{who} входит в лабиринт."},
    "move": {"en": "{who} moves {dir}.", "ru": "{who} идёт на {dir}."},
    "river": {"en": "River! {who} is carried downstream to the mouth.",
              "ru": "Река! {who} уносит течением в устье."},
    "hole": {"en": "{who} falls into a hole and comes out of another.",
             "ru": "{who} проваливается в дыру и выходит из другой."},
    "cell": {"en": "{who} stands on {kind}.", "ru": "{who}: здесь {kind}."},
    "walls": {"en": "Around {who}: north {n}, south {s}, west {w}, east {e}.",
              "ru": "Вокруг {who}: север — {n}, юг — {s}, запад — {w}, восток — {e}."},
    "position": {"en": "{who} is at {cell}.", "ru": "{who} на клетке {cell}."},
    "blast_fell": {"en": "{who} blasts the wall {dir}: it falls.",
                   "ru": "{who} взрывает стену на {dir}: стена рухнула."},
    "blast_failed": {"en": "{who} blasts the wall {dir}: it stands, it is unbreakable.",
                     "ru": "{who} взрывает стену на {dir}: стена устояла, она неразрушима."},
    "shoot": {"en": "{who} shoots {dir}.", "ru": "{who} стреляет на {dir}."},
    "shot_hit": {"en": "The shot hits {victims}.", "ru": "Выстрел попал: {victims}."},
    "shot_missed": {"en": "The shot hits a wall.", "ru": "Пуля попала в стену."},
    "shot_out": {"en": "The shot flies out of the labyrinth.", "ru": "Пуля улетела из лабиринта."},
    "wounded": {"en": "{who} is wounded.", "ru": "{who} ранен."},
    "healed": {"en": "{who} is healed.", "ru": "{who} вылечен."},
    "refilled": {"en": "{who} refills bullets and charges.", "ru": "{who} пополняет патроны и заряды."},
    "treasure_found": {"en": "{who} finds the treasure!", "ru": "{who} находит клад!"},
    "treasure_dropped": {"en": "{who} drops the treasure.", "ru": "{who} роняет клад."},
    "treasure_unheld": {"en": "A treasure lies here, but {who} is wounded and cannot carry it.",
                        "ru": "Здесь лежит клад, но {who} ранен и не может его нести."},
    "treasure_false": {"en": "{who} carries the treasure out: it is false! It crumbles to dust.",
                       "ru": "{who} выносит клад: он ложный! Клад рассыпается в прах."},
    "escaped": {"en": "{who} leaves the labyrinth with the treasure and wins!",
                "ru": "{who} выходит из лабиринта с кладом и побеждает!"},
    "wait": {"en": "{who} cannot act and waits.", "ru": "{who} не может ничего сделать и ждёт."},
    "turn_limit": {"en": "Time is up: no one found the way out. No winner.",
                   "ru": "Время вышло: никто не нашёл выхода. Победителя нет."},
}


def player_name(player: int, lang: str = "en") -> str:
    """The seat name of ``player`` (its colour)."""
    return PLAYERS[lang][player]


def render(key: str, params: Mapping[str, Any], lang: str = "en") -> str:
    """The sentence for announcement ``key`` with ``params`` in ``lang`` (``en`` or ``ru``)."""
    if key not in TEXTS:
        raise ValueError(f"unknown announcement {key!r}")
    if lang not in PLAYERS:
        raise ValueError(f"unknown language {lang!r}; expected 'en' or 'ru'")
    words: dict[str, Any] = dict(params)
    if "who" in words:
        words["who"] = player_name(words["who"], lang)
    if "victims" in words:
        words["victims"] = ", ".join(player_name(v, lang) for v in words["victims"])
    if "dir" in words:
        words["dir"] = DIRECTIONS[lang][words["dir"]]
    if "kind" in words:
        words["kind"] = CELL_KINDS[lang][words["kind"]]
    for side in "nswe":
        if side in words:
            words[side] = SIDES[lang][words[side]]
    return TEXTS[key][lang].format(**words)
