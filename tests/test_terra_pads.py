"""Terra Incognita with a game controller: real controller events only, the focus cursor found
with the D-pad (tests/pad_driver.py), from the menu through the seating screen to the end."""
from collections import deque

import pygame
import pytest

from games.engine import registry
from games.engine.session import Seat
from games.terra import rules
from games.terra.mapfile import DIRS, OPEN
from tests.conftest import key, step
from tests.pad_driver import Driver, settle
from tests.terra_maps import EXAMPLE
from tests.test_engine_pads import open_game_with, play_to_the_end, two_controllers
from tests.test_terra_scene import centre_of, open_scene


@pytest.fixture(autouse=True)
def inline_thinker(monkeypatch):
    from games.engine import thinker
    monkeypatch.setattr("games.engine.game_scene.Thinker", thinker.InlineThinker)


def way(state, player):
    """The true labyrinth's next move for ``player`` towards what they need: a hospital when
    wounded, else a real treasure, else out through an exit (breadth first, rivers and holes
    counted where they carry)."""
    maze = state.maze
    start = state.pos[player]
    if state.wounded[player]:
        goals = {c for c in range(maze.size ** 2) if maze.kinds[c] == "H"}
    elif state.held[player] is None:
        goals = {c for c in state.tcell[:len(maze.treasures)] if c is not None}
    else:
        goals = set()
    first = {start: None}
    queue = deque([start])
    while queue:
        cell = queue.popleft()
        for d in DIRS:
            if maze.wall(cell, d) != OPEN:
                continue
            nxt = maze.neighbour(cell, d)
            if nxt is None:
                if not goals and state.held[player] is not None:
                    return f"move {first[cell] or d}"
                continue
            land = maze.landing(nxt)[0]
            if land not in first:
                first[land] = first[cell] or d
                if land in goals:
                    return f"move {first[land]}"
                queue.append(land)
    return str(state.legal_moves()[0])


def terra_choice(pad, scene):
    """Uncover, start where the focus first lands, else press the action and its arrow."""
    shown = scene.shown
    if scene.cover is not None:
        pad.choose(lambda k: k == "cover")
        return
    if shown.pos[shown.to_move] is None:
        pad.press("choose")
        return
    move = way(shown, shown.to_move)
    kind, _, d = move.partition(" ")
    if scene.mode != kind:
        pad.choose(lambda k: k == ("mode", kind))
    pad.choose(lambda k: k == ("arrow", d))


def test_a_whole_terra_game_with_one_controller(make_app):
    app = make_app(seed=7)
    app.ctx.settings.faster = True
    pad = Driver(app)
    scene = open_game_with(pad, app, "terra")
    assert [s.computer for s in scene.session.seats] == [False, True]
    play_to_the_end(pad, app, scene, terra_choice)
    assert scene.shown.is_over() and scene.view() == ("reveal", None)
    assert any(d == 0 for d in scene.session.deciders), "the controller's seat played"
    assert scene.session.moves[0].startswith("start"), "the start was chosen with the pad"


def test_the_hand_over_cover_opens_only_for_its_own_controller(make_app):
    registry.discover()
    app = make_app(seed=8)
    app.ctx.settings.faster = True
    first, second, scene = two_controllers(app, "terra")
    assert scene.view() == ("cover", 0)
    second.press("choose")
    assert scene.view() == ("cover", 0), "Vermillion's controller cannot open Blue's notebook"
    first.press("choose")
    assert scene.view() == ("notebook", 0)
    moves = len(scene.session.moves)
    second.press((1, 0))
    second.press("choose")
    assert len(scene.session.moves) == moves, "Vermillion's controller cannot choose Blue's start"
    first.press("choose")
    assert len(scene.session.moves) == moves + 1
    settle(app, scene)
    assert scene.view() == ("cover", 1)
    first.press("choose")
    assert scene.view() == ("cover", 1), "Blue's controller cannot open Vermillion's notebook"
    second.press("choose")
    assert scene.view() == ("notebook", 1)


def test_a_scrap_is_picked_up_moved_cell_by_cell_and_dropped_with_the_controller(make_app):
    state = rules.new_game(maze=EXAMPLE)
    state.play("start b2")
    state.play("move e")  # into the hole c2, out of a3: a loose scrap
    app, session, scene = open_scene(make_app, state, [Seat()])
    pad = Driver(app)
    pad.choose(lambda k: k == ("scrap", 1))
    assert scene.drag is not None and scene.drag.carried, "A picks the scrap up"
    assert pad.focused().key[0] == "drop", "the focus now moves the scrap over the map's cells"
    pad.go_to(lambda k: k == ("drop", 0, 2, 2))  # c3, the map's top right cell
    assert scene.drag.target == (0, (2, 2)), "the ghost follows the focus cell by cell"
    pad.press((-1, 0))
    pad.press((-1, 0))
    assert scene.drag.target == (0, (0, 2))
    pad.press("choose")
    assert scene.drag is None and scene.glues[0] == [(1, 0, (0, 2))]
    assert len(scene.book.fragments) == 1 and scene.book.me == (0, 2)


def test_back_puts_a_carried_scrap_down_and_the_arrow_keys_move_it(make_app):
    state = rules.new_game(maze=EXAMPLE)
    state.play("start b2")
    state.play("move e")
    app, session, scene = open_scene(make_app, state, [Seat()])
    keys = Driver(app, kind="keyboard")
    keys.choose(lambda k: k == ("scrap", 1))
    assert scene.drag is not None
    assert pygame.K_LEFT not in scene.owned_keys, "while a scrap is carried the arrows move it"
    keys.go_to(lambda k: k == ("drop", 0, 2, 1))
    key(app, pygame.K_UP)
    assert scene.drag.target == (0, (2, 2)) and session.moves == [], "an arrow moved the scrap, not the piece"
    keys.press("back")
    assert scene.drag is None and not scene.glues.get(0) and app.manager.top is scene
    assert pygame.K_LEFT in scene.owned_keys, "the arrows walk again"
    key(app, pygame.K_RIGHT)
    assert session.moves == ["move e"]


def test_the_right_stick_scrolls_the_game_masters_log(make_app):
    moves = ("start b2", "move n", "move s", "move n")
    app, session, scene = open_scene(make_app, rules.new_game(maze=EXAMPLE), [Seat()], moves)
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=1,
                                         axis=pygame.CONTROLLER_AXIS_RIGHTY, value=-32000))
    step(app, 2)
    assert scene.log_back == 1, "up goes back one report"
    key(app, pygame.K_PAGEUP)
    assert scene.log_back == 2
    key(app, pygame.K_PAGEDOWN)
    assert scene.log_back == 1


def test_a_start_cell_is_chosen_with_the_d_pad(make_app):
    app, session, scene = open_scene(make_app, rules.new_game(maze=EXAMPLE), [Seat()])
    pad = Driver(app)
    pad.press((1, 0))
    assert pad.focused().key == ("cell", "c2") and scene.hover == (2, 1), "the focus previews the cell"
    pad.choose(lambda k: k == ("cell", "a1"))
    assert session.moves == ["start a1"]
    assert centre_of(scene, "a1")  # the notebook now starts there
