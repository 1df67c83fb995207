"""What the labyrinth does to a player entering a cell (rules page, "Reactions"), and where
the game master puts a player who must be put somewhere at random.

A river carries the player to its mouth, a hole sends them to the next hole of its group; on
the final cell the bear (if it is there) eats them, an arsenal refills what it holds, a
hospital heals, and a healthy player with free hands picks up a treasure lying there. Functions
of a :class:`~games.terra.rules.TerraState` (``state``), appending events and words.
"""
from __future__ import annotations

import random
from typing import Any

from games.engine.rules_base import Event
from games.terra.events import (
    Carried, Eaten, Healed, Refilled, Said, Swallowed, TreasureDropped, TreasureFound, said as _said,
)
from games.terra.mapfile import RIVER
from games.terra.variants import FULL


def chance(state: Any, what: str) -> random.Random:
    """The game master's draw for ``what`` at this ply: a function of the game's seed and the
    length of the log, so undoing and playing again, or a resumed save, draws the same."""
    return random.Random(f"terra/{state.seed}/{len(state.log)}/{what}")


def random_cell(state: Any, what: str, floor: int | None) -> int:
    """A random cell a player may be put on: not river, not a hole, not the bear's, on
    ``floor`` (any floor when None)."""
    maze = state.maze
    cells = [c for c in maze.cells() if maze.kinds[c] not in RIVER and maze.kinds[c] != "O"
             and c != state.bear and (floor is None or maze.floor_of(c) == floor)]
    return chance(state, what).choice(cells)


def enter(state: Any, p: int, cell: int, events: list[Event], said: list[Said]) -> None:
    """Apply the labyrinth's reaction to ``p`` entering ``cell`` (and the bear's, if it is
    there)."""
    maze = state.maze
    final, why = maze.landing(cell)
    if why == "river":
        events.append(Carried(p, tuple(maze.name(c) for c in maze.river_path(cell))))
        said.append(_said("river", who=p))
    elif why == "hole":
        events.append(Swallowed(p, maze.name(cell), maze.name(final)))
        said.append(_said("hole", who=p))
    state.pos[p] = final
    if final == state.bear:
        eat(state, p, events, said)
        return
    if maze.kinds[final] == "A":
        _refill(state, p, maze.arsenal_kind(final), events, said)
    if maze.kinds[final] == "H" and state.wounded[p]:
        state.wounded[p] = False
        events.append(Healed(p))
        said.append(_said("healed", who=p))
    pick_up(state, p, events, said)


def eat(state: Any, p: int, events: list[Event], said: list[Said], report: bool = False) -> None:
    """The bear eats ``p``, who comes back at once on a random cell with their items; with
    ``report`` the game master then tells their new cell (else the caller does)."""
    here = state.pos[p]
    assert here is not None
    cell = random_cell(state, f"eaten/{p}", None)
    events.append(Eaten(p, state.maze.name(here), state.maze.name(cell)))
    said.append(_said("eaten", who=p))
    enter(state, p, cell, events, said)
    if report:
        state.report(p, said)


def _refill(state: Any, p: int, kind: str, events: list[Event], said: list[Said]) -> None:
    bullets = FULL if kind in ("full", "bullets") else state.bullets[p]
    charges = FULL if kind in ("full", "grenades") else state.charges[p]
    if (bullets, charges) == (state.bullets[p], state.charges[p]):
        return
    state.bullets[p], state.charges[p] = bullets, charges
    events.append(Refilled(p))
    said.append(_said(f"refilled_{kind}" if state.grenades else "refilled", who=p))


def pick_up(state: Any, p: int, events: list[Event], said: list[Said]) -> None:
    """A treasure lying where ``p`` stands is picked up, or the GM says why not."""
    here = state.pos[p]
    lying = [t for t, c in enumerate(state.tcell) if c == here]
    if not lying:
        return
    if state.held[p] is not None:
        said.append(_said("treasure_seen", who=p))
    elif state.wounded[p]:
        said.append(_said("treasure_unheld", who=p))
    else:
        state.held[p] = lying[0]
        state.tcell[lying[0]] = None
        events.append(TreasureFound(p, state.maze.name(here)))
        said.append(_said("treasure_found", who=p))


def drop(state: Any, p: int, events: list[Event], said: list[Said]) -> None:
    """``p`` (wounded or dead) drops the treasure they hold, if any, where they stand."""
    treasure = state.held[p]
    if treasure is None:
        return
    here = state.pos[p]
    assert here is not None
    state.held[p] = None
    state.tcell[treasure] = here
    events.append(TreasureDropped(p, state.maze.name(here)))
    said.append(_said("treasure_dropped", who=p))
