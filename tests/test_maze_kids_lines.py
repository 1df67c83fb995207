"""Kids' Maze deals chosen by length, and hints that follow the shortest line known (the
deal pool's workers dying with the arcade: tests/test_engine_workers.py)."""
from __future__ import annotations

import random

import pytest

from games.engine import registry
from games.engine.seating import SeatingScene
from games.engine.session import Seat, Session
from games.engine.thinker import InlineThinker
from games.maze import deals, hints, shortening
from games.maze.ai import LEVELS
from games.maze.floor import colour_floor, floor_plies
from games.maze.rules import KIDS_PIECES, MazeState, deal, new_game
from games.maze.scene import MazeScene
from games.maze.solver import analyse
from tests.conftest import click, step, until_dealt
from tests.test_maze_scene import open_scene

# Kids' deal seed 5: the first line found is 51 plies long, far from the shortest.
LONG_SEED = 5


def wins(state: MazeState, line: list[str]) -> bool:
    """Play ``line`` through the rules model from ``state``: does it end in the win?"""
    probe = state.copy()
    for move in line:
        probe.play(move)
    return probe.winners() == {0, 1}


def kids_state(seed: int = LONG_SEED) -> MazeState:
    return new_game(seed=seed, kids=True)


@pytest.fixture
def quick_pool(monkeypatch):
    """A deal pool that tries few candidates with small searches, in the calling thread."""
    monkeypatch.setattr(deals, "PATIENCE", 3)
    monkeypatch.setattr(deals, "LINE_NODES", 1500)
    monkeypatch.setattr(deals, "DEAL_WORKERS", 1)


def test_the_kids_tile_declares_the_length_option_short_by_default() -> None:
    registry.discover()
    option, = registry.get("maze-kids").options
    assert option.key == "length" and option.default == "short"
    assert [value for value, _ in option.choices] == list(deals.LENGTHS)
    assert [o.key for o in registry.get("maze").options] == ["balanced", "winnable"]


def test_the_seating_choice_reaches_the_deal_and_its_save(make_app, quick_pool) -> None:
    registry.discover()
    info = registry.get("maze-kids")
    app = make_app()
    seating = SeatingScene(app.ctx, info)
    app.ctx.switch(seating)
    step(app)
    assert seating.options["length"] == "short"
    click(app, seating.option_button("length").rect.center)
    assert seating.options["length"] == "medium"
    click(app, next(b for b in seating.buttons.buttons if b.label == "Start").rect.center)
    until_dealt(app)
    step(app, 2)
    scene = app.manager.top
    assert isinstance(scene, MazeScene)
    assert scene.session.options == {"kids": True, "length": "medium"}
    line = deals.known_line(scene.state.setup)
    assert line and scene.hints.verdict(scene.state).line == tuple(line)
    resumed = Session.resume(scene.session.slot)
    assert resumed is not None and resumed.options == {"kids": True, "length": "medium"}


def test_an_unknown_length_is_refused() -> None:
    with pytest.raises(ValueError, match="length"):
        deals.new_game(seed=1, kids=True, length="tiny")


def test_a_deal_of_a_length_comes_with_a_line_that_short_which_wins(quick_pool) -> None:
    setup, line = deals.short_setup(4, deals.LENGTHS["medium"])
    assert len(line) <= deals.LENGTHS["medium"] and wins(MazeState(setup), line)
    assert deals.known_line(setup) == line
    assert deals.new_game(seed=4, kids=True, length="medium").setup == setup  # seeded


def test_without_a_line_that_short_the_pool_offers_the_shortest_found(quick_pool) -> None:
    """No 27-ply line turns up in a few small searches (the notes: Short lines), so the deal
    with the shortest line found is offered, and that line wins."""
    setup, line = deals.short_setup(4, 27)
    rng = random.Random(4)
    candidates = [deal(rng, "kids") for _ in range(deals.PATIENCE)]
    lengths = {c: len(deals.line_of(c, 27, deals.LINE_NODES) or ()) or 999 for c in candidates}
    assert len(line) > 27 and len(line) == min(lengths.values())
    assert setup == min(candidates, key=lengths.get) and wins(MazeState(setup), line)


def test_a_short_deal_is_built_with_a_line_at_the_floor_that_the_rules_play_to_a_win() -> None:
    setup, line = deals.short_setup(11, deals.LENGTHS["short"])
    assert len(line) == floor_plies() and wins(MazeState(setup), line)
    assert deals.known_line(setup) == line
    assert deals.new_game(seed=11, kids=True, length="short").setup == setup  # seeded
    for area in (range(2, 12), range(36, 46)):  # an arrangement a shuffled deal can give
        assert sorted(setup[i].upper() for i in area) == sorted(KIDS_PIECES)
    assert setup[12:36] == "." * 24


def test_no_kids_deal_is_won_in_fewer_than_26_plies_so_short_means_26() -> None:
    """Each field colour's two Travelers need 13 moves (slides plus set-up fields vacated) in
    the relaxed game of games.maze.floor, so 20 plies is impossible; Short asks for the floor."""
    assert colour_floor(True) == colour_floor(False) == 13
    assert floor_plies() == deals.FLOOR_PLIES == deals.LENGTHS["short"] == 26


def test_the_pool_offers_the_first_deal_with_a_line_short_enough(monkeypatch) -> None:
    lines = {"a": None, "b": ["m"] * 25, "c": ["m"] * 18, "d": ["m"] * 12}
    assert deals._first_short(list(lines), lines.values(), 20) == ("c", lines["c"])
    assert deals._first_short(list(lines)[:2], list(lines.values())[:2], 20) == ("b", lines["b"])


def test_shortening_finds_a_shorter_line_that_wins() -> None:
    state = kids_state()
    first = analyse(state, 10, seed=0).line
    assert first is not None
    shorter = shortening.shortest_line(state, float("inf"), max_nodes=4000, seed=0,
                                       shorter_than=len(first))
    assert shorter is not None and len(shorter) < len(first) and wins(state, shorter)
    assert shortening.choose_move(state, 2, 0, should_stop=lambda: True) == "none"


def test_a_shorter_line_replaces_the_old_one_from_its_position_on() -> None:
    state = kids_state()
    long_line = analyse(state, 10, seed=0).line
    short = shortening.shortest_line(state, float("inf"), max_nodes=4000, seed=0,
                                     shorter_than=len(long_line))
    search = hints.HintSearch(InlineThinker, shorten=False)
    search.learn(state, long_line)
    assert search.verdict(state).line == tuple(long_line)
    search.learn(state, short)
    assert search.verdict(state).line == tuple(short)
    search.learn(state, long_line)  # a longer line never replaces a shorter one
    assert search.verdict(state).line == tuple(short)
    after = state.copy()
    after.play(short[0])
    assert search.verdict(after).line == tuple(short[1:])


def test_the_workers_keep_shortening_the_line_of_the_position_on_screen(monkeypatch) -> None:
    monkeypatch.setattr(shortening, "SHORTEN_SECONDS", 1.0)
    state = kids_state()
    long_line = analyse(state, 10, seed=0).line
    search = hints.HintSearch(InlineThinker, 1.0, 1)
    search.learn(state, long_line)
    search.watch(state)
    assert search._job is not None and search._job.shorter_than == len(long_line)
    assert not search.busy  # a quiet search: nothing on screen waits for it
    search.poll()
    line = search.verdict(state).line
    assert len(line) < len(long_line) and wins(state, list(line))
    for _ in range(30):  # rounds until a few found nothing shorter: then it is left alone
        search.watch(state)
        if search._job is None:
            break
        search.poll()
    assert search._job is None and search._rounds[hints._key(state)] == hints.SHORTEN_ROUNDS


def test_the_hint_and_the_kids_partner_follow_the_shortest_line(make_app) -> None:
    app, scene, session = open_scene(make_app, key="maze-kids", seed=LONG_SEED)
    state = session.state
    long_line = analyse(state, 10, seed=0).line
    short = shortening.shortest_line(state, float("inf"), max_nodes=4000, seed=0,
                                     shorter_than=len(long_line))
    scene.hints.learn(state, long_line)
    scene.show_hint()
    assert str(scene.hint_move) == long_line[0]
    scene.hints.learn(state, short)
    step(app)
    assert scene.hint_sure and str(scene.hint_move) == short[0]  # the shown hint moved on
    session.seats[1] = Seat(True, LEVELS.index("normal"))
    scene.submit(short[0])
    for _ in range(600):
        step(app)
        if len(session.moves) >= 2:
            break
    assert session.moves[:2] == short[:2]  # the computer partner took the same line


def test_the_bench_reports_how_short_the_kids_lines_get(capsys) -> None:
    from games.maze import bench

    bench.main(["--kids", "2", "--full", "2", "--only", "kids_lines", "--lines-budget", "0.2"])
    out = capsys.readouterr().out
    assert "share_at_most_20: " in out and "share_at_most_30: " in out and "(95%: " in out
    assert "share_at_most_26: " in out and "floor_plies: 26" in out
    assert "kids_lines <= 0.2 s: <= 20 plies" in out and "min_line_moves" in out
    assert bench._wilson(0.0, 100)[1] > 0.03  # 0 of 100 is no proof of 0%


def test_on_a_short_deal_the_hint_follows_its_known_line_to_the_win() -> None:
    setup, line = deals.short_setup(7, deals.LENGTHS["short"])
    assert len(line) >= floor_plies() and deals.known_line(setup) == line
    state = MazeState(setup)
    search = hints.HintSearch(InlineThinker, shorten=False)
    search.learn(state, line)
    for ply, move in enumerate(line):
        assert search.verdict(state).line[0] == move, f"ply {ply + 1}"
        state.play(move)
    assert state.winners() == {0, 1}
