"""The Penza bear of Terra Incognita (rules page, "Modifications from the seed").

One bear walks the labyrinth, seen by nobody: after each round it takes one random step to an
open neighbouring cell of its floor (never onto river or a hole; it stays when it has none). A
bear entering a player's cell, or a player entering the bear's, eats the player, who comes back
at once on a random cell of the labyrinth with their items. The game master tells a player
"you hear the bear nearby" when it stands next to them (walls or not) after their action, and
tells everyone it is next to after it has stepped.
"""
from __future__ import annotations

from typing import Any

from games.engine.rules_base import Event
from games.terra.events import HeardBear, Said, said as _said
from games.terra.reactions import chance, eat
from games.terra.mapfile import DIRS, OPEN


def bear_steps(state: Any) -> list[int]:
    """The cells the bear may step to now."""
    maze = state.maze
    cell = state.bear
    assert cell is not None
    steps = []
    for d in DIRS:
        nxt = maze.neighbour(cell, d)
        if nxt is not None and maze.wall(cell, d) == OPEN and maze.standable(nxt) and maze.kinds[nxt] != "O":
            steps.append(nxt)
    return steps


def bear_round(state: Any, events: list[Event], said: list[Said]) -> None:
    """The bear's step after a round, eating whoever stands where it arrives."""
    if state.bear is None:
        return
    steps = bear_steps(state)
    if not steps:
        return
    state.bear = chance(state, "bear").choice(steps)
    for q in range(state.players):
        if state.inside(q) and state.pos[q] == state.bear:
            eat(state, q, events, said, report=True)


def hear(state: Any, actor: int, stepped: bool, events: list[Event], said: list[Said]) -> None:
    """Tell the actor (and, when the bear has just stepped, everyone) who has it next to them."""
    if state.bear is None:
        return
    maze = state.maze
    near = {maze.neighbour(state.bear, d) for d in DIRS}
    for q in range(state.players):
        if (q == actor or stepped) and state.inside(q) and state.pos[q] in near:
            events.append(HeardBear(q))
            said.append(_said("bear_near", who=q))
