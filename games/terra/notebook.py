"""A player's notebook: the map their own reports allow, in fragments that can be glued.

:func:`build_notebook` reads ``state.observation(player)``; :class:`NotebookKeeper` keeps the
same notebook up to date from the state's log, one new report at a time. The first fragment is
drawn in board coordinates (the player chose the start cell); after a hole or a river the
player no longer knows where they are, so a new fragment starts at (0, 0) in its own frame.
In a labyrinth of several floors each anchored fragment is the page of one floor: the start's,
and each floor the stairs lead to from a page (the same cell, one floor up or down).

A fragment maps (x, y) to a cell note ``{"kind": str | None, "walls": {side: value},
"items": [str]}``, plus ``"seen"``: the index in the GM log of the player's last action that
ended on the cell (cells only seen from a neighbour have none). Kinds are the map letters
(``. A H O M``) plus ``~`` for a river cell (its flow is never told); sides are ``open``, ``wall``, ``solid`` (a wall that withstood a blast),
``outer`` or ``exit``. :func:`glue` lays one fragment onto another at an offset and rejects
overlaps that contradict (:class:`GlueError`).

**Decision:** gluing is strict — a side seen open in one fragment and walled in the other is a
contradiction, even though a blast could explain it; the player can glue again after checking.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from games.terra.mapfile import DIRS, OPPOSITE, STEP, parse_cell
from games.terra.rules import LogEntry, observed_entry, unchanged_prefix

Cell = tuple[int, int]
ARSENAL_KINDS = ("full", "bullets", "grenades")
"""What a Tver arsenal gives; a note's ``detail`` once a refill there has told it."""


class GlueError(ValueError):
    """Fragments that cannot be glued as asked; the message says which and why."""


@dataclass
class Fragment:
    """Known cells in one frame; ``anchored`` when the frame is the board's own."""

    cells: dict[Cell, dict[str, Any]] = field(default_factory=dict)
    anchored: bool = False
    floor: int | None = 1
    """The floor an anchored fragment is the page of (1 in a one-floor labyrinth); for a loose
    scrap the floor the game master told, None while it is not known."""

    def note(self, cell: Cell) -> dict[str, Any]:
        """The note of ``cell``, created empty when first needed."""
        if cell not in self.cells:
            self.cells[cell] = {"kind": None, "walls": {}, "items": []}
        return self.cells[cell]

    def set_side(self, cell: Cell, d: str, value: str) -> None:
        """Record side ``d`` of ``cell`` (and the same side seen from the neighbour)."""
        self.note(cell)["walls"][d] = value
        if value not in ("outer", "exit"):
            dx, dy = STEP[d]
            self.note((cell[0] + dx, cell[1] + dy))["walls"][OPPOSITE[d]] = value


@dataclass
class Notebook:
    """All fragments of one player's notebook, and where the player is now."""

    size: int
    fragments: list[Fragment]
    current: int
    me: Cell | None

    def to_data(self) -> dict[str, Any]:
        """A JSON-able form (cells keyed ``"x,y"``) for saves and scenes."""
        return {
            "size": self.size,
            "current": self.current,
            "me": None if self.me is None else list(self.me),
            "fragments": [{"anchored": f.anchored, "floor": f.floor,
                           "cells": {f"{x},{y}": note for (x, y), note in sorted(f.cells.items())}}
                          for f in self.fragments],
        }

    def page(self, floor: int) -> int | None:
        """The index of the anchored fragment of ``floor`` (the page the player draws that
        floor on), or None while nothing of it is known."""
        return next((i for i, f in enumerate(self.fragments) if f.anchored and f.floor == floor), None)

    @property
    def floor(self) -> int | None:
        """The floor the player knows they are on (None before the start, or on a scrap whose
        floor is not known)."""
        if not self.fragments:
            return None
        return self.fragments[self.current].floor


def _keys(said: list[Any], me_player: int) -> dict[str, dict[str, Any]]:
    """The announcements about the actor ``me_player`` (or about no one) by key: a report in
    the same entry about another player (the bear ate them) is not theirs."""
    return {key: params for key, params in said if params.get("who", me_player) == me_player}


def build_notebook(observation: dict[str, Any]) -> Notebook:
    """The notebook that ``observation`` (from ``state.observation(player)``) allows."""
    book = Notebook(observation["size"], [], 0, None)
    for index, entry in enumerate(observation["log"]):
        _read(book, index, entry, observation["player"])
    if book.me is not None and observation["here"] is not None:
        _note_sides_now(book, observation["here"])
    return book


class NotebookKeeper:
    """One player's notebook kept up to date with a game's log, each report read once.

    :meth:`follow` reads only the reports added since it last looked (an undo, which shrinks
    the log, makes it read the log again), so keeping a notebook costs the same late in a game
    as early; what it returns equals ``build_notebook(state.observation(player))``."""

    def __init__(self, player: int) -> None:
        self.player = player
        self.seen: list[LogEntry] = []
        """The state's log entries read so far."""
        self.log: list[dict[str, Any]] = []
        """The same entries as the player hears them (``observation(player)["log"]``)."""
        self.book: Notebook | None = None
        """The notebook from the reports alone (without the walls of the player's cell now)."""
        self.revision = 0
        """Counts what may have changed the notebook: a report that concerns the player, or
        reading the log again (reports about others leave the notebook as it was)."""

    def follow(self, state: Any) -> Notebook:
        """The notebook after ``state``'s log: this player's reports read since the last call,
        then the walls of their cell as they stand now (in a notebook that shares the notes it
        leaves unchanged with the kept one; neither is to be changed by the caller)."""
        keep = unchanged_prefix(self.seen, state.log)
        if self.book is None or keep < len(self.seen) or self.book.size != state.maze.size:
            self.seen, self.log = [], []
            self.book = Notebook(state.maze.size, [], 0, None)
            self.revision += 1
        book = self.book
        for entry in state.log[len(self.seen):]:
            heard = observed_entry(entry, self.player, state.open_map)
            _read(book, len(self.log), heard, self.player)
            if heard["player"] == self.player or any(p.get("who") == self.player for _, p in heard["said"]):
                self.revision += 1
            self.seen.append(entry)
            self.log.append(heard)
        where = state.pos[self.player]
        if book.me is None or where is None:
            return book
        now = _fresh_notes(book, book.me)
        _note_sides_now(now, state.sides(where))
        return now

    @property
    def heard(self) -> dict[str, Any]:
        """What :func:`games.terra.answer.latest_answer` reads of the observation: the player
        and the log as they heard it."""
        return {"player": self.player, "log": self.log}


def _read(book: Notebook, index: int, entry: dict[str, Any], me_player: int) -> None:
    """Note entry ``index`` of the log (as ``me_player`` heard it) in ``book``."""
    said = entry["said"]
    if entry["player"] == me_player:
        _own_action(book, entry["action"], _keys(said, me_player))
    else:
        _told_elsewhere(book, said, me_player)
    frag = book.fragments[book.current] if book.fragments else None
    if frag is None or book.me is None:
        return
    if entry["player"] == me_player:
        frag.note(book.me)["seen"] = index
    for key, params in said:
        if params.get("who") != me_player:
            continue
        if key in ("treasure_dropped", "treasure_unheld", "treasure_seen"):
            items = frag.note(book.me)["items"]
            if "treasure" not in items:
                items.append("treasure")
        elif key == "treasure_found":
            items = frag.note(book.me)["items"]
            if "treasure" in items:
                items.remove("treasure")


def _told_elsewhere(book: Notebook, said: list[Any], me_player: int) -> None:
    """In another player's entry, what concerns ``me_player``: the bear ate them, or they came
    back from death (a random cell: a new scrap), and then the report of their new cell."""
    lost = False
    for key, params in said:
        if params.get("who") != me_player:
            continue
        if key in ("eaten", "returned") and book.fragments:
            _new_fragment(book, None)
            lost = True
        elif lost and key == "cell":
            walls = next(p for k, p in said if k == "walls" and p.get("who") == me_player)
            note_report(book, "", "", {"cell": params, "walls": walls})


def _note_sides_now(book: Notebook, here: dict[str, str]) -> None:
    """Note the walls of the player's cell as the game master tells them now (``here`` of the
    observation; a wall known to have withstood a blast stays solid)."""
    assert book.me is not None
    frag = book.fragments[book.current]
    for d, value in here.items():
        known = frag.note(book.me)["walls"].get(d)
        if not (known == "solid" and value == "wall"):
            frag.set_side(book.me, d, value)


def _fresh_notes(book: Notebook, cell: Cell) -> Notebook:
    """A notebook like ``book`` whose current fragment has its own copies of the notes of
    ``cell`` and its neighbours (the only ones :func:`_note_sides_now` changes); every other
    note is shared."""
    frag = book.fragments[book.current]
    cells = dict(frag.cells)
    x, y = cell
    for near in [cell, *((x + STEP[d][0], y + STEP[d][1]) for d in DIRS)]:
        note = cells.get(near)
        if note is not None:
            cells[near] = {**note, "walls": dict(note["walls"]), "items": list(note["items"])}
    fragments = list(book.fragments)
    fragments[book.current] = Fragment(cells, frag.anchored, frag.floor)
    return Notebook(book.size, fragments, book.current, book.me)


def _new_fragment(book: Notebook, kind: str | None) -> None:
    frag = Fragment(floor=None)
    frag.note((0, 0))["kind"] = kind
    book.fragments.append(frag)
    book.current = len(book.fragments) - 1
    book.me = (0, 0)


def _own_action(book: Notebook, action: str, keys: dict[str, dict[str, Any]]) -> None:
    """Update the notebook with one of the player's own actions and its report."""
    word, _, arg = action.partition(" ")
    if word == "start":
        name, _, floor = arg.partition("@")
        book.fragments.append(Fragment(anchored=True, floor=int(floor or 1)))
        book.current = 0
        book.me = _xy(parse_cell(name, book.size), book.size)
        if "hole" in keys:
            book.fragments[0].note(book.me)["kind"] = "O"
            _new_fragment(book, "O")
        elif "river" in keys:
            # A start on a river carries the player off at once: the start cell is known to be
            # river, where they end up is not.
            book.fragments[0].note(book.me)["kind"] = "~"
            _new_fragment(book, "M")
    elif word == "move" and "escaped" not in keys and "treasure_false" not in keys:
        assert book.me is not None
        frag = book.fragments[book.current]
        frag.set_side(book.me, arg, "open")
        target = (book.me[0] + STEP[arg][0], book.me[1] + STEP[arg][1])
        if "river" in keys or "hole" in keys:
            frag.note(target)["kind"] = "~" if "river" in keys else "O"
            _new_fragment(book, "M" if "river" in keys else "O")
        else:
            book.me = target
        if "eaten" in keys:
            _new_fragment(book, None)
    elif word == "climb" and book.me is not None:
        _climb(book, arg)
    note_report(book, word, arg, keys)


def _climb(book: Notebook, way: str) -> None:
    """Up or down the stairs: from a page, onto the same cell of the page of the floor above
    or below (begun when first reached); from a loose scrap, onto a new scrap (the floor is
    not known there)."""
    assert book.me is not None
    frag = book.fragments[book.current]
    frag.note(book.me)["kind"] = "S"
    if not frag.anchored:
        _new_fragment(book, "S")
        if frag.floor is not None:
            book.fragments[book.current].floor = frag.floor + (1 if way == "up" else -1)
        return
    assert frag.floor is not None
    floor = frag.floor + (1 if way == "up" else -1)
    page = book.page(floor)
    if page is None:
        book.fragments.append(Fragment(anchored=True, floor=floor))
        page = len(book.fragments) - 1
    book.current = page
    book.fragments[page].note(book.me)["kind"] = "S"


def note_report(book: Notebook, word: str, arg: str, keys: dict[str, dict[str, Any]]) -> None:
    """Note what the GM told after the player's own action ``word arg``: whether a blasted
    wall fell, and the kind and walls of the cell the player now stands on (a wall known to
    have withstood a blast stays solid)."""
    if book.me is None:
        return
    frag = book.fragments[book.current]
    if word == "blast":
        frag.set_side(book.me, arg, "open" if "blast_fell" in keys else "solid")
    for kind in ARSENAL_KINDS:
        if f"refilled_{kind}" in keys:  # the game master's words tell what this arsenal gives
            frag.note(book.me)["detail"] = kind
    if "cell" in keys:
        frag.note(book.me)["kind"] = keys["cell"]["kind"]
        if "floor" in keys["cell"]:  # the game master tells a player their own floor
            frag.floor = keys["cell"]["floor"]
        for d in DIRS:
            value = keys["walls"][d]
            if not (value == "wall" and frag.note(book.me)["walls"].get(d) == "solid"):
                frag.set_side(book.me, d, value)


def _xy(cell: int, size: int) -> Cell:
    return cell % size, cell // size


def _fits(frag: Fragment, dx: int, dy: int, size: int) -> bool:
    """True when ``frag`` shifted by (dx, dy) lies on the board with its border sides right."""
    for (x, y), note in frag.cells.items():
        ax, ay = x + dx, y + dy
        if not (0 <= ax < size and 0 <= ay < size):
            return False
        for d, value in note["walls"].items():
            nx, ny = ax + STEP[d][0], ay + STEP[d][1]
            on_border = not (0 <= nx < size and 0 <= ny < size)
            if on_border != (value in ("outer", "exit")):
                return False
    return True


def _shifts(frag: Fragment, size: int, axis: int) -> list[int]:
    """The shifts along ``axis`` (0: x, 1: y) that keep every cell on the board, every outer
    side on the border and every inner side off it."""
    low_side, high_side = ("w", "e") if axis == 0 else ("s", "n")
    lo, hi = -size, size
    pinned: set[int] = set()
    for cell, note in frag.cells.items():
        v = cell[axis]
        lo, hi = max(lo, -v), min(hi, size - 1 - v)
        for d, value in note["walls"].items():
            border = value in ("outer", "exit")
            if d == low_side:
                if border:
                    pinned.add(-v)
                else:
                    lo = max(lo, 1 - v)
            elif d == high_side:
                if border:
                    pinned.add(size - 1 - v)
                else:
                    hi = min(hi, size - 2 - v)
    if len(pinned) > 1:
        return []
    return [p for p in pinned if lo <= p <= hi] if pinned else list(range(lo, hi + 1))


def placements(frag: Fragment, size: int) -> list[Cell]:
    """Every shift that puts ``frag`` on the board consistently with its outer walls."""
    if frag.anchored:
        return [(0, 0)] if _fits(frag, 0, 0, size) else []
    dys = _shifts(frag, size, 1)
    return [(dx, dy) for dx in _shifts(frag, size, 0) for dy in dys]


def _copy_fragment(frag: Fragment) -> Fragment:
    return Fragment({c: {**n, "walls": dict(n["walls"]), "items": list(n["items"])}
                     for c, n in frag.cells.items()}, frag.anchored, frag.floor)


def _merge_note(into: dict[str, Any], note: dict[str, Any], where: Cell) -> None:
    if note["kind"] is not None:
        if into["kind"] not in (None, note["kind"]):
            raise GlueError(f"cell {where}: {into['kind']!r} in one fragment, {note['kind']!r} in the other")
        into["kind"] = note["kind"]
    for d, value in note["walls"].items():
        old = into["walls"].get(d)
        if old is None or old == value or {old, value} == {"wall", "solid"}:
            into["walls"][d] = "solid" if "solid" in (old, value) else value
        else:
            raise GlueError(f"cell {where} side {d}: {old!r} in one fragment, {value!r} in the other")
    for item in note["items"]:
        if item not in into["items"]:
            into["items"].append(item)
    if "seen" in note:
        into["seen"] = max(note["seen"], into.get("seen", -1))
    if "detail" in note:
        into["detail"] = note["detail"]


def glue(book: Notebook, a: int, b: int, offset: Cell) -> Notebook:
    """A new notebook with fragment ``a`` laid onto fragment ``b``, cell (x, y) of ``a`` on
    (x + dx, y + dy) of ``b``. :class:`GlueError` when the overlap contradicts or the result
    cannot lie on the board."""
    count = len(book.fragments)
    if not (0 <= a < count and 0 <= b < count) or a == b:
        raise GlueError(f"cannot glue fragment {a} onto {b}: the notebook has {count} fragments")
    dx, dy = offset
    floors = {book.fragments[a].floor, book.fragments[b].floor} - {None}
    if len(floors) > 1:
        raise GlueError(f"fragments {a} and {b} lie on different floors")
    if book.fragments[a].anchored:
        if book.fragments[b].anchored:
            if offset != (0, 0):
                raise GlueError(f"fragments {a} and {b} both lie on the board; only offset (0, 0) fits")
        else:
            return glue(book, b, a, (-dx, -dy))
    result = Notebook(book.size, [_copy_fragment(f) for f in book.fragments], book.current, book.me)
    base = result.fragments[b]
    for (x, y), note in result.fragments[a].cells.items():
        _merge_note(base.note((x + dx, y + dy)), note, (x + dx, y + dy))
    if base.floor is None:
        base.floor = result.fragments[a].floor
    if not placements(base, book.size):
        raise GlueError(f"fragment {a} at offset {offset} on fragment {b} does not fit on the board")
    del result.fragments[a]
    if book.current == a:
        result.current = b if b < a else b - 1
        if result.me is not None:
            result.me = (result.me[0] + dx, result.me[1] + dy)
    elif book.current > a:
        result.current = book.current - 1
    return result
