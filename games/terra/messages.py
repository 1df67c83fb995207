"""The game master's words: one English sentence per announcement, translated by
:mod:`games.engine.i18n`.

The rules model announces by key and parameters (``Said(key, params)``); :func:`render` turns
them into a sentence. Seat names and the words for directions and cell kinds are
:class:`~games.engine.i18n.Noun` s, so a Russian sentence asks for the case it needs ("Вокруг
{who:gen}" gives "Вокруг Алого", "взрывает {dir:acc_f} стену" gives "взрывает западную стену").
The Russian words are the original's: дырка, больница, арсенал, река, устье, клад.

Parameters never hold coordinates, except ``cell`` in the ``position`` message, which the GM
says only with the open-map option.
"""
from __future__ import annotations

from typing import Any, Iterable, Mapping, Sequence

from games.engine.i18n import Noun, add_catalog, add_forms, language, set_language, tr

SEAT_NAMES = ("Blue", "Vermillion", "Green", "Yellow")
"""The names of Terra's seats (registered with the game); any names with Russian case forms do."""

TEXTS: dict[str, str] = {
    "start": "{who} enters the labyrinth.",
    "move": "{who} moves {dir}.",
    "river": "River! {who} is carried downstream to the mouth.",
    "hole": "{who} falls into a hole and comes out of another.",
    "cell": "{who} stands {kind:loc}.",
    "walls": "Around {who}: north {n}, south {s}, west {w}, east {e}.",
    "position": "{who} is at {cell}.",
    "blast_fell": "{who} blasts the {dir} wall: it falls.",
    "blast_failed": "{who} blasts the {dir} wall: it stands, it is unbreakable.",
    "shoot": "{who} shoots {dir}.",
    "shot_hit": "The shot hits {victims}.",
    "shot_missed": "The shot hits a wall.",
    "shot_out": "The shot flies out of the labyrinth.",
    "wounded": "{who} is wounded.",
    "healed": "{who} is healed.",
    "refilled": "{who} refills bullets and charges.",
    "treasure_found": "{who} finds the treasure!",
    "treasure_seen": "A treasure lies here, but {who} already carries one.",
    "treasure_dropped": "{who} drops the treasure.",
    "treasure_unheld": "A treasure lies here, but {who} is wounded and cannot carry it.",
    "treasure_false": "{who} carries the treasure out: it is false! It crumbles to dust.",
    "escaped": "{who} leaves the labyrinth with the treasure and wins!",
    "wait": "{who} cannot act and waits.",
    "turn_limit": "Time is up: no one found the way out. No winner.",
}
"""Each announcement's English sentence (the translation key)."""

DIRECTIONS = {"n": "north", "s": "south", "w": "west", "e": "east"}
KINDS = {".": "empty ground", "A": "arsenal", "H": "hospital", "O": "hole", "M": "river mouth"}
SIDES = {"wall": "wall", "outer": "outer wall", "open": "open", "exit": "exit", "solid": "wall"}
"""How the GM names a side of the player's cell (a wall that withstood a blast is a wall)."""


class Names:
    """Several seat names in one sentence ("Blue and Green"), each in the case asked for."""

    def __init__(self, nouns: Iterable[Noun]) -> None:
        self.nouns = list(nouns)

    def __format__(self, spec: str) -> str:
        words = [noun.form(spec) for noun in self.nouns]
        if len(words) < 2:
            return "".join(words)
        return tr("{names} and {last}", names=", ".join(words[:-1]), last=words[-1])

    def __str__(self) -> str:
        return format(self, "")


def render(key: str, params: Mapping[str, Any], lang: str | None = None,
           names: Sequence[str] = SEAT_NAMES) -> str:
    """The sentence for announcement ``key`` with ``params``, in ``lang`` (default: the
    current language); ``names`` are the seats' names (English keys of the translation)."""
    if key not in TEXTS:
        raise ValueError(f"unknown announcement {key!r}")
    words: dict[str, Any] = {}
    for name, value in params.items():
        if name == "who":
            words[name] = Noun(names[value])
        elif name == "victims":
            words[name] = Names(Noun(names[v]) for v in value)
        elif name == "dir":
            words[name] = Noun(DIRECTIONS[value])
        elif name == "kind":
            words[name] = Noun(KINDS[value])
        elif name in DIRECTIONS:
            words[name] = Noun(SIDES[value])
        else:
            words[name] = value
    if lang is None or lang == language():
        return tr(TEXTS[key], **words)
    current = language()
    set_language(lang)
    try:
        return tr(TEXTS[key], **words)
    finally:
        set_language(current)


add_forms("en", {
    "empty ground": {"loc": "on empty ground"},
    "arsenal": {"loc": "in an arsenal"},
    "hospital": {"loc": "in a hospital"},
    "hole": {"loc": "in a hole"},
    "river mouth": {"loc": "at a river mouth"},
})

add_catalog("ru", {
    "north": "север",
    "south": "юг",
    "west": "запад",
    "east": "восток",
    "empty ground": "пустая клетка",
    "arsenal": "арсенал",
    "hospital": "больница",
    "hole": "дырка",
    "river mouth": "устье реки",
    "wall": "стена",
    "outer wall": "внешняя стена",
    "open": "проход",
    "exit": "выход",
    "{names} and {last}": "{names} и {last}",
    "{who} enters the labyrinth.": "{who} входит в лабиринт.",
    "{who} moves {dir}.": "{who} идёт на {dir:acc}.",
    "River! {who} is carried downstream to the mouth.": "Река! {who:acc} уносит течением в устье.",
    "{who} falls into a hole and comes out of another.": "{who} проваливается в дырку и вылезает из другой.",
    "{who} stands {kind:loc}.": "{who} стоит {kind:loc}.",
    "Around {who}: north {n}, south {s}, west {w}, east {e}.":
        "Вокруг {who:gen}: на севере {n}, на юге {s}, на западе {w}, на востоке {e}.",
    "{who} is at {cell}.": "{who} на клетке {cell}.",
    "{who} blasts the {dir} wall: it falls.": "{who} взрывает {dir:acc_f} стену, и она рушится.",
    "{who} blasts the {dir} wall: it stands, it is unbreakable.":
        "{who} взрывает {dir:acc_f} стену, но стена не поддаётся: она неразрушима.",
    "{who} shoots {dir}.": "{who} стреляет на {dir:acc}.",
    "The shot hits {victims}.": "Пуля попадает в {victims:acc}.",
    "The shot hits a wall.": "Пуля попадает в стену.",
    "The shot flies out of the labyrinth.": "Пуля вылетает из лабиринта.",
    "{who} is wounded.": "{who} ранен.",
    "{who} is healed.": "{who} вылечен.",
    "{who} refills bullets and charges.": "{who} пополняет патроны и заряды.",
    "{who} finds the treasure!": "{who} находит клад!",
    "A treasure lies here, but {who} already carries one.": "Здесь лежит клад, но {who} уже несёт другой.",
    "{who} drops the treasure.": "{who} роняет клад.",
    "A treasure lies here, but {who} is wounded and cannot carry it.":
        "Здесь лежит клад, но {who} ранен и не может его нести.",
    "{who} carries the treasure out: it is false! It crumbles to dust.":
        "{who} выносит клад, но он ложный и рассыпается в прах!",
    "{who} leaves the labyrinth with the treasure and wins!": "{who} выходит из лабиринта с кладом и побеждает!",
    "{who} cannot act and waits.": "{who} не может ничего сделать и ждёт.",
    "Time is up: no one found the way out. No winner.": "Время вышло: никто не нашёл выхода. Победителя нет.",
})

add_forms("ru", {
    "north": {"acc": "север", "pre": "севере", "acc_f": "северную"},
    "south": {"acc": "юг", "pre": "юге", "acc_f": "южную"},
    "west": {"acc": "запад", "pre": "западе", "acc_f": "западную"},
    "east": {"acc": "восток", "pre": "востоке", "acc_f": "восточную"},
    "empty ground": {"loc": "на пустой клетке"},
    "arsenal": {"loc": "в арсенале"},
    "hospital": {"loc": "в больнице"},
    "hole": {"loc": "в дырке"},
    "river mouth": {"loc": "в устье реки"},
})
