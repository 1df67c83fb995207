"""The labyrinth generator: determinism and its promises over many seeds."""
import statistics
import time

import pytest

from games.terra.generator import GenerationError, generate, problems, strongly_connected
from games.terra.mapfile import DIRS, RIVER, format_map, parse_map


def _check_promises(size, seed):
    maze = generate(size, seed)
    assert problems(maze, 1) == [], (size, seed)
    assert strongly_connected(maze)
    assert format_map(parse_map(format_map(maze))) == format_map(maze)
    special = [c for c, k in enumerate(maze.kinds) if k in "AH"]
    if size >= 8:
        assert maze.kinds.count("A") >= 2 and maze.kinds.count("H") >= 2
    for a in special:
        assert all(maze.neighbour(a, d) not in special for d in DIRS)
    for cell, kind in enumerate(maze.kinds):
        if kind in RIVER:  # straight: each river cell flows into the same arrow or the mouth
            nxt = maze.neighbour(cell, RIVER[kind])
            assert maze.kinds[nxt] in (kind, "M")
    exit_cells = {c for c, _ in maze.exits()}
    (treasure,) = maze.treasures
    assert treasure not in exit_cells
    assert all(maze.neighbour(treasure, d) not in exit_cells for d in DIRS)


def test_same_seed_gives_same_labyrinth():
    assert format_map(generate(10, 42)) == format_map(generate(10, 42))
    assert format_map(generate(10, 42)) != format_map(generate(10, 43))


@pytest.mark.parametrize("size", [5, 6, 8, 10])
def test_generator_promises_hold_over_100_seeds(size):
    for seed in range(25):
        _check_promises(size, seed)


@pytest.mark.slow
@pytest.mark.parametrize("size", [5, 6, 8, 10])
def test_generator_promises_hold_over_1000_seeds(size):
    for seed in range(1000):
        _check_promises(size, seed)


def test_variants_several_and_false_treasures_and_unbreakable_walls():
    maze = generate(10, 5, treasures=2, false_treasures=2, unbreakable=True)
    assert len(maze.treasures) == 2 and len(maze.false_treasures) == 2
    assert "=" in format_map(maze) or "#" in format_map(maze)
    assert problems(maze, 4) == []


def test_unknown_size_is_refused():
    with pytest.raises(GenerationError, match="size 7"):
        generate(7, 0)


def test_median_10x10_generation_with_validation_is_under_20_ms():
    timings = []
    for seed in range(30):
        started = time.process_time()
        problems(generate(10, seed))
        timings.append(time.process_time() - started)
    assert statistics.median(timings) < 0.020
