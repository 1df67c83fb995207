"""What a player may know: the observation never shows hidden parts of the labyrinth."""
import random
import re

from games.terra.mapfile import DIRS, format_map, parse_cell, parse_map
from games.terra.rules import new_game


def _play_random(state, seed, plies):
    rng = random.Random(seed)
    moves = []
    for _ in range(plies):
        if state.is_over():
            break
        move = rng.choice([str(m) for m in state.legal_moves()])
        moves.append(move)
        state.play(move)
    return moves


def _cells_in(events):
    """Every cell named by any event (steps, rivers, holes, bullet paths, starts)."""
    names = set()
    for event in events:
        for value in vars(event).values():
            for item in value if isinstance(value, tuple) else (value,):
                if isinstance(item, str) and re.fullmatch(r"[a-j](10|[1-9])", item):
                    names.add(item)
    return names


def test_changing_hidden_parts_of_the_maze_does_not_change_observations():
    probe = new_game(players=2, seed=3, size=8)
    moves = _play_random(probe.copy(), 11, 40)
    touched = set()
    for move in moves:
        touched |= {parse_cell(n, 8) for n in _cells_in(probe.play(move))}
    maze = parse_map(new_game(players=2, seed=3, size=8).maze_text())
    near = set(touched)
    for cell in touched:
        near.update(n for d in DIRS if (n := maze.neighbour(cell, d)) is not None)
    far = [c for c in range(64) if c not in near and maze.kinds[c] in ".AH"]
    assert len(far) > 5
    for cell in far:  # every far cell becomes an arsenal or a hospital, far walls flip
        maze.kinds[cell] = "A" if cell % 2 else "H"
        for d in ("n", "e"):
            n = maze.neighbour(cell, d)
            if n in far:
                maze.set_wall(cell, d, 1 - min(maze.wall(cell, d), 1))
    changed = new_game(players=2, maze=format_map(maze))
    original = new_game(players=2, seed=3, size=8)
    assert changed.maze_text() != original.maze_text()
    for move in moves:
        changed.play(move)
        original.play(move)
        for p in range(2):
            assert changed.observation(p) == original.observation(p)


def test_gm_never_tells_coordinates():
    state = new_game(players=3, seed=5, size=10)
    _play_random(state, 2, 200)
    for p in range(3):
        text = repr(state.observation(p)["log"])
        own = state.observation(p)["start"]
        assert not re.search(r"'[a-j](10|[1-9])'", text.replace(repr(f"start {own}"), "")), text
        assert all(e["action"] == "start" or e["player"] == p or not e["action"].startswith("start")
                   for e in state.observation(p)["log"])


def test_observation_is_json_able_and_names_own_start():
    import json

    state = new_game(players=2, seed=1, size=5)
    state.play("start a1" if "start a1" in [str(m) for m in state.legal_moves()] else str(state.legal_moves()[0]))
    obs = state.observation(0)
    assert json.loads(json.dumps(obs)) == obs
    assert obs["start"] is not None and state.observation(1)["start"] is None
    assert state.observation(1)["log"][0]["action"] == "start"
