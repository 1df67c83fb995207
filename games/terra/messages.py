"""The game master's words: one English sentence per announcement, translated by
:mod:`games.engine.i18n`.

The rules model announces by key and parameters (``Said(key, params)``); :func:`render` turns
them into a sentence. Seat names and the words for directions and cell kinds are
:class:`~games.engine.i18n.Noun` s, so a Russian sentence asks for the case it needs ("Вокруг
{who}" gives "Вокруг Алого", "взрывает {dir:acc_f} стену" gives "взрывает западную стену").
The Russian words are the original's: дырка, больница, арсенал, река, устье, клад.

Parameters never hold coordinates, except ``cell`` in the ``position`` message, which the GM
says only with the open-map option.
"""
from __future__ import annotations

from typing import Any, Iterable, Mapping, Sequence

from games.engine.i18n import N_, Noun, declare_forms, english_forms, language, set_language, tr

SEAT_NAMES = ("Blue", "Vermillion", "Green", "Yellow")
"""The names of Terra's seats (registered with the game); any names with Russian case forms do."""

TEXTS: dict[str, str] = {
    "start": N_("{who} enters the labyrinth."),
    "move": N_("{who} moves {dir}."),
    "river": N_("River! {who} is carried downstream to the mouth."),
    "hole": N_("{who} falls into a hole and comes out of another."),
    "cell": N_("{who} stands {kind:loc}."),
    "walls": N_("Around {who}: north {n}, south {s}, west {w}, east {e}."),
    "position": N_("{who} is at {cell}."),
    "blast_fell": N_("{who} blasts the {dir} wall: it falls."),
    "blast_failed": N_("{who} blasts the {dir} wall: it stands, it is unbreakable."),
    "shoot": N_("{who} shoots {dir}."),
    "shot_hit": N_("The shot hits {victims}."),
    "shot_missed": N_("The shot hits a wall."),
    "shot_out": N_("The shot flies out of the labyrinth."),
    "wounded": N_("{who} is wounded."),
    "healed": N_("{who} is healed."),
    "refilled": N_("{who} refills bullets and charges."),
    "treasure_found": N_("{who} finds the treasure!"),
    "treasure_seen": N_("A treasure lies here, but {who} already carries one."),
    "treasure_dropped": N_("{who} drops the treasure."),
    "treasure_unheld": N_("A treasure lies here, but {who} is wounded and cannot carry it."),
    "treasure_false": N_("{who} carries the treasure out: it is false! It crumbles to dust."),
    "escaped": N_("{who} leaves the labyrinth with the treasure and wins!"),
    "wait": N_("{who} cannot act and waits."),
    "turn_limit": N_("Time is up: no one found the way out. No winner."),
    "refilled_full": N_("{who} refills bullets and grenades."),
    "refilled_bullets": N_("{who} refills bullets."),
    "refilled_grenades": N_("{who} refills grenades."),
    "blast_stood": N_("{who} blasts the {dir} wall: it stands."),
    "grenade_blast_fell": N_("{who} throws a grenade at the {dir} wall: it falls."),
    "grenade_blast_failed": N_("{who} throws a grenade at the {dir} wall: it stands, it is unbreakable."),
    "grenade_blast_stood": N_("{who} throws a grenade at the {dir} wall: it stands."),
    "passed_blasted": N_("{who} passes where a wall was blasted."),
    "climb": N_("{who} takes the stairs {way}."),
    "throw": N_("{who} throws the boomerang {dir}."),
    "throw_hit": N_("The boomerang hits {victims}."),
    "boomerang_back": N_("The boomerang comes back to {who}."),
    "boomerang_broken": N_("{who}'s boomerang hits a wall and breaks."),
    "stab": N_("{who} stabs with the knife."),
    "looted": N_("{who} takes the bullets and grenades of the dead and loses the next turn."),
    "turn_lost": N_("{who} loses this turn."),
    "died": N_("{who} is killed."),
    "returned": N_("{who} returns to the labyrinth with a knife."),
    "eaten": N_("The bear eats {who}! They come back somewhere else."),
    "bear_killed": N_("{who} kills the bear!"),
    "bear_near": N_("{who} hears the bear nearby."),
    "banked": N_("{who} carries the treasure out and banks it."),
    "banked_last": N_("{who} carries out the last treasure and wins!"),
    "reentered": N_("{who} steps back into the labyrinth."),
}
"""Each announcement's English sentence (the translation key)."""

DIRECTIONS = {"n": "north", "s": "south", "w": "west", "e": "east"}
KINDS = {".": N_("empty ground"), "A": N_("arsenal"), "H": N_("hospital"), "O": N_("hole"), "M": N_("river mouth"),
         "S": N_("stairs")}
WAYS = {"up": N_("up"), "down": N_("down")}
SIDES = {"wall": N_("wall"), "outer": N_("outer wall"), "open": N_("open"), "exit": N_("exit"), "solid": N_("wall")}
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


def seat_noun(name: str | Noun) -> Noun:
    """A seat's name as a word: a colour's English key, or a named player's
    :class:`~games.engine.i18n.Name` as it is."""
    return name if isinstance(name, Noun) else Noun(name)


def render(key: str, params: Mapping[str, Any], lang: str | None = None,
           names: Sequence[str] = SEAT_NAMES) -> str:
    """The sentence for announcement ``key`` with ``params``, in ``lang`` (default: the
    current language); ``names`` are the seats' names (English keys of the translation)."""
    if key not in TEXTS:
        raise ValueError(f"unknown announcement {key!r}")
    words: dict[str, Any] = {}
    for name, value in params.items():
        if name == "who":
            words[name] = seat_noun(names[value])
        elif name == "victims":
            words[name] = Names(seat_noun(names[v]) for v in value)
        elif name == "dir":
            words[name] = Noun(DIRECTIONS[value])
        elif name == "way":
            words[name] = Noun(WAYS[value])
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


english_forms({
    "empty ground": {"loc": "on empty ground"},
    "arsenal": {"loc": "in an arsenal"},
    "hospital": {"loc": "in a hospital"},
    "hole": {"loc": "in a hole"},
    "river mouth": {"loc": "at a river mouth"},
    "stairs": {"loc": "on the stairs"},
})

declare_forms("north", "south", "west", "east", cases=("acc", "pre", "acc_f"))
declare_forms("empty ground", "arsenal", "hospital", "hole", "river mouth", "stairs", cases=("loc",))
