"""Weapons and fates of Terra Incognita: shots, the boomerang, the knife, looting a body, death
and return (rules page, "A turn" and "Modifications from the seed").

Functions of a :class:`~games.terra.rules.TerraState` (``state``), called by its turn; each
appends the events and the game master's words. A bullet or a boomerang flies from the next
cell on, through open sides and windows, and stops at the first cell with a player (every
player there is hit) or with the bear (which dies). With death and return, a hit kills a player
already wounded: their treasure drops, their bullets and grenades lie as a body, and after
:data:`~games.terra.variants.RETURN_TURNS` of their own turns they come back on a random cell
of the same floor with a knife and nothing else.
"""
from __future__ import annotations

from typing import Any

from games.engine.rules_base import Event
from games.terra.events import (
    BearKilled, BoomerangBroken, BoomerangReturned, Died, Looted, Returned, ShotFired, Stabbed,
    Thrown, WallHit, Wounded, Said, said as _said,
)
from games.terra.mapfile import OPEN, WINDOW
from games.terra.reactions import drop, enter, random_cell
from games.terra.variants import FULL, RETURN_TURNS

BOOMERANG_REACH = 4


def _fly(state: Any, p: int, d: str, reach: int) -> tuple[list[int], list[int], str]:
    """Where a missile from ``p`` flying ``d`` goes: the cells passed, the players hit, and how
    it ended: ``hit``, ``bear``, ``wall`` (it hit a wall), ``out`` (through an exit) or
    ``spent`` (it flew ``reach`` cells)."""
    maze = state.maze
    cell = state.pos[p]
    assert cell is not None
    path: list[int] = []
    while len(path) < reach:
        if maze.wall(cell, d) not in (OPEN, WINDOW):
            return path, [], "wall"
        nxt = maze.neighbour(cell, d)
        if nxt is None:
            return path, [], "out"
        cell = nxt
        path.append(cell)
        if cell == state.bear:
            return path, [], "bear"
        victims = state._others_at(p, cell)
        if victims:
            return path, victims, "hit"
    return path, [], "spent"


def shoot(state: Any, p: int, d: str, events: list[Event], said: list[Said]) -> None:
    """``p`` fires a bullet ``d``."""
    maze = state.maze
    state.bullets[p] -= 1
    said.append(_said("shoot", who=p, dir=d))
    path, victims, end = _fly(state, p, d, maze.cell_count)
    events.append(ShotFired(p, d, tuple(maze.name(c) for c in path), tuple(victims)))
    if end == "wall":
        events.append(WallHit(p, maze.name(path[-1] if path else state.pos[p]), d))
        said.append(_said("shot_missed"))
    elif end == "out":
        said.append(_said("shot_out"))
    elif end == "bear":
        _kill_bear(state, p, path[-1], events, said)
    else:
        said.append(_said("shot_hit", victims=tuple(victims)))
        for q in victims:
            hit(state, q, events, said)


def throw(state: Any, p: int, d: str, events: list[Event], said: list[Said]) -> None:
    """``p`` throws the boomerang ``d``: it flies up to 4 cells, wounds the first player it
    reaches, and comes back unless it hits a wall on the way out (then it breaks)."""
    maze = state.maze
    said.append(_said("throw", who=p, dir=d))
    path, victims, end = _fly(state, p, d, BOOMERANG_REACH)
    events.append(Thrown(p, d, tuple(maze.name(c) for c in path), tuple(victims), end == "bear"))
    if end == "bear":
        _kill_bear(state, p, path[-1], events, said)
    elif victims:
        said.append(_said("throw_hit", victims=tuple(victims)))
        for q in victims:
            hit(state, q, events, said)
    if end == "wall":
        state.boomerang[p] = False
        events.append(BoomerangBroken(p, maze.name(path[-1] if path else state.pos[p]), d))
        said.append(_said("boomerang_broken", who=p))
    else:
        events.append(BoomerangReturned(p))
        said.append(_said("boomerang_back", who=p))


def _kill_bear(state: Any, p: int, cell: int, events: list[Event], said: list[Said]) -> None:
    state.bear = None
    events.append(BearKilled(p, state.maze.name(cell)))
    said.append(_said("bear_killed", who=p))


def hit(state: Any, q: int, events: list[Event], said: list[Said]) -> None:
    """``q`` is hit: wounded, or killed when already wounded in the death-and-return game."""
    if state.variants.death and state.wounded[q]:
        die(state, q, events, said)
        return
    state.wounded[q] = True
    events.append(Wounded(q))
    said.append(_said("wounded", who=q))
    drop(state, q, events, said)


def die(state: Any, q: int, events: list[Event], said: list[Said]) -> None:
    """``q`` dies where they stand: the treasure drops, bullets and grenades stay as a body."""
    here = state.pos[q]
    assert here is not None
    events.append(Died(q, state.maze.name(here)))
    said.append(_said("died", who=q))
    drop(state, q, events, said)
    if state.bullets[q] or state.charges[q]:
        state.bodies.append((here, state.bullets[q], state.charges[q]))
    state.graves[q] = here
    state.pos[q] = None
    state.dead[q] = RETURN_TURNS
    state.wounded[q] = state.knife[q] = state.boomerang[q] = False
    state.bullets[q] = state.charges[q] = 0
    state.lost[q] = ""


def come_back(state: Any, q: int, events: list[Event], said: list[Said]) -> None:
    """A dead player returns on a random cell of the floor where they died, with a knife."""
    grave = state.graves[q]
    assert grave is not None
    cell = random_cell(state, f"return/{q}", state.maze.floor_of(grave))
    state.graves[q] = None
    state.knife[q] = True
    events.append(Returned(q, state.maze.name(cell)))
    said.append(_said("returned", who=q))
    enter(state, q, cell, events, said)
    if state.inside(q):
        state.report(q, said)


def stab(state: Any, p: int, _arg: str, events: list[Event], said: list[Said]) -> None:
    """``p`` stabs with the knife: every other player on the cell dies; the next turn is lost."""
    here = state.pos[p]
    assert here is not None
    victims = state._others_at(p, here)
    events.append(Stabbed(p, tuple(victims)))
    said.append(_said("stab", who=p, victims=tuple(victims)))
    for q in victims:
        die(state, q, events, said)
    state.lost[p] = "stab"


def loot(state: Any, p: int, _arg: str, events: list[Event], said: list[Said]) -> None:
    """``p`` takes the bullets and grenades of the bodies on the cell (up to a full load);
    the next turn is lost."""
    here = state.pos[p]
    found = [b for b in state.bodies if b[0] == here]
    state.bodies = [b for b in state.bodies if b[0] != here]
    bullets = min(FULL, state.bullets[p] + sum(b[1] for b in found))
    charges = min(FULL, state.charges[p] + sum(b[2] for b in found))
    events.append(Looted(p, state.maze.name(here), bullets - state.bullets[p], charges - state.charges[p]))
    said.append(_said("looted", who=p))
    state.bullets[p], state.charges[p] = bullets, charges
    state.lost[p] = "loot"
