"""Every eye: the highlight stands out from every board and the seats from each other, for normal
colour vision and through protanopia, deuteranopia and tritanopia (Machado et al. 2009,
severity 1.0: the full deficiency, the hardest case), and no seat is told by colour alone.

The threshold is a CIEDE2000 of 15. One unit is about the smallest difference seen between two
large patches side by side; small marks seen at a glance need several times more (Szafir 2018,
"Modeling Color Difference for Visualization Design", finds 5-10 for marks of about half a
degree), and a ring a few pixels wide on a TV across the room is smaller still: 15 gives that
margin. The colours are the theme's and the art modules' constants, and the highlight counts as
apart from a material when one of its strokes is (a yellow ring with a dark amber edge,
``theme.HIGHLIGHT_EDGE``: the yellow reads on dark stone, the edge on sand and parchment).
Translucent tints (a selected square's wash, the mover's half) are extra cues over those marks
and are not held to the threshold. Each game's scene is rendered too, seeded, with a choice
begun (a piece or card selected, its legal targets lit; Maze: a hint shown), to be sure these
colours are what is drawn; ``python -m tests.test_every_eye OUTDIR`` saves those pictures as
each deficiency sees them.
"""
from __future__ import annotations

import argparse
import itertools
import os
import sys
import tempfile
from pathlib import Path

import pygame
import pytest

from games.engine import registry, theme
from games.engine.session import Seat, Session
from games.engine.thinker import InlineThinker
from games.labyrinth import art as labyrinth_art
from games.maorider import art as maorider_art
from games.maze import art as maze_art
from games.mazing import art as mazing_art
from games.terra import art as terra_art
from games.terra import panel as terra_panel
from tests.colour_vision import VISIONS, delta_e, delta_e_lab, simulate, simulate_surface
from tests.conftest import click, step

APART = 15.0
HIGHLIGHT_STROKES = (theme.HIGHLIGHT, theme.HIGHLIGHT_EDGE)
ARROW_OUTLINE = (20, 20, 20)
MATERIALS = {
    "labyrinth": {"stone": labyrinth_art.CIRCUIT_STONE, "frame": (labyrinth_art.BOARD_BG, labyrinth_art.WALL),
                  "tints": tuple(labyrinth_art.TINTS.values())},
    "maze": {"grass": (maze_art.GRASS_LIGHT, maze_art.GRASS_DARK), "sand": (maze_art.SAND_LIGHT, maze_art.SAND_DARK)},
    "mazing": {"paper": (mazing_art.PAPER, mazing_art.PAPER_ALT), "grid": (mazing_art.GRID,)},
    "terra": {"parchment": (terra_art.PAPER, terra_art.PAPER_DARK, terra_art.KNOWN_WASH),
              "water": (terra_art.WATER, terra_art.WATER_LIGHT)},
    "maorider": {"wood": (maorider_art.LIGHT_WOOD, maorider_art.DARK_WOOD)},
}
"""Each game's board materials: what a highlight is drawn on."""
MARKS = {key: (HIGHLIGHT_STROKES,) for key in MATERIALS}
MARKS["mazing"] = ((theme.HIGHLIGHT,),)  # lit cells: a yellow wash with a yellow border, apart on paper
MARKS["terra"] = tuple((colour, ARROW_OUTLINE) for colour in terra_panel.MODE_COLOURS.values())
"""How each game marks a legal target: each mark's strokes (Terra: outlined direction arrows)."""
SEEDS = {"labyrinth": 2, "maze": 6, "mazing": 3, "terra": 3, "maorider": 3}
DRAWN = {"labyrinth": ("stone",), "maze": ("grass", "sand"), "mazing": ("paper",), "terra": ("parchment",),
         "maorider": ("wood",)}
"""The materials a freshly started game shows (the rest need a later position)."""


def looks(info: registry.GameInfo) -> list[tuple[tuple[int, int, int], str]]:
    """Every seat's badge colour and letter."""
    if info.seat_looks:
        return list(info.seat_looks[:info.max_players])
    return [(theme.seat_colour(s), theme.SEAT_MARKS[s]) for s in range(info.max_players)]


def games() -> list[registry.GameInfo]:
    registry.discover()
    return [registry.get(key) for key in MATERIALS]


def test_the_colour_difference_is_ciede2000():
    """Sharma, Wu and Dalal's test pairs, and the simulation's fixed points."""
    assert delta_e_lab((50, 2.6772, -79.7751), (50, 0, -82.7485)) == pytest.approx(2.0425, abs=1e-4)
    assert delta_e_lab((50, 2.49, -0.001), (50, -2.49, 0.0009)) == pytest.approx(7.1792, abs=1e-4)
    assert delta_e_lab((22.7233, 20.0904, -46.694), (23.0331, 14.973, -42.5619)) == pytest.approx(2.0373, abs=1e-4)
    for vision in VISIONS:
        assert simulate((0, 0, 0), vision) == (0, 0, 0)
        assert delta_e(simulate((255, 255, 255), vision), (255, 255, 255)) < 1
    assert delta_e(simulate((213, 94, 0), "deuteranopia"), simulate((0, 158, 115), "deuteranopia")) < 25


@pytest.mark.parametrize("key", list(MATERIALS))
def test_the_highlight_stands_out_from_every_board_material(key):
    for strokes, material in itertools.product(MARKS[key], itertools.chain(*MATERIALS[key].values())):
        for vision in VISIONS:
            best = max(delta_e(simulate(stroke, vision), simulate(material, vision)) for stroke in strokes)
            assert best >= APART, f"{key}: a mark {strokes} on {material} through {vision}: {best:.1f}"


@pytest.mark.parametrize("info", games(), ids=lambda info: info.key)
def test_seats_stay_apart_and_carry_letters(info):
    seats = looks(info)
    letters = [letter for _, letter in seats]
    assert len(set(letters)) == len(letters) and all(letters), f"{info.key}: seat letters {letters}"
    for (first, _), (second, _) in itertools.combinations(seats, 2):
        for vision in VISIONS:
            apart = delta_e(simulate(first, vision), simulate(second, vision))
            assert apart >= APART, f"{info.key}: seats {first} and {second} through {vision}: {apart:.1f}"


def test_a_misfit_ghost_wall_is_crossed_out_not_only_red(make_app):
    """Mazing's ghost: green where it fits, red where not; the two are close through
    deuteranopia, so a misfit is also crossed out."""
    assert delta_e(simulate(mazing_art.LEGAL_GHOST, "deuteranopia"), simulate(theme.ILLEGAL, "deuteranopia")) < APART
    from games.mazing import ghost
    make_app()
    layout = mazing_art.Layout(11)
    drawn = {}
    for legal in (True, False):
        surface = pygame.Surface(theme.SCREEN_SIZE)
        ghost.draw(surface, layout, [(3, 3)], legal)
        cell = layout.rect(3, 3)
        drawn[legal] = sum(1 for x in range(cell.left, cell.right) for y in range(cell.top, cell.bottom)
                           if tuple(surface.get_at((x, y)))[:3] == theme.TEXT)
    assert drawn[True] == 0 and drawn[False] > 20


def render(app, info: registry.GameInfo) -> pygame.Surface:
    """The game seeded, every seat a person, pressed along its own guide (Roll, a die, a piece,
    a card) until a choice is half made; the Maze also shows a hint."""
    session = Session.new(info, [Seat() for _ in range(info.max_players)], {}, seed=SEEDS[info.key], autosave=False)
    scene = info.scene_class()(app.ctx, session, InlineThinker())
    app.ctx.switch(scene)
    step(app, 5)
    for _ in range(40):
        for _ in range(600):
            if not scene.anims.busy:
                break
            step(app)
        if scene.has_selection() or (info.key == "terra" and not session.cover_due() and len(session.moves) >= 4):
            break
        moves = [] if scene.state.is_over() else list(scene.state.legal_moves())
        target = scene.guide(str(moves[0]) if moves else "")
        if target is None:
            break
        x, y, w, h = target.rect
        click(app, (x + w // 2, y + h // 2))
    board = pygame.Rect(theme.BOARD_RECT)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=board.center, rel=(0, 0), buttons=(0, 0, 0)))
    if info.key == "maze":
        scene.show_hint()
        for _ in range(600):
            step(app)
            if scene.hint_move is not None:
                break
    step(app, 30)
    return app.screen.copy()


def _count(surface: pygame.Surface, colour: tuple[int, int, int]) -> int:
    raw = pygame.image.tobytes(surface, "RGB")
    wanted = bytes(colour)
    return sum(1 for i in range(0, len(raw), 3) if raw[i:i + 3] == wanted)


@pytest.mark.parametrize("info", games(), ids=lambda info: info.key)
def test_the_scene_draws_these_colours(make_app, info):
    shot = render(make_app(), info)
    present = {colour for colour in set(zip(*[iter(pygame.image.tobytes(shot, "RGB"))] * 3))}
    for name in DRAWN[info.key]:
        assert any(tuple(c) in present for c in MATERIALS[info.key][name]), f"{info.key}: no {name} drawn"
    for colour, letter in [] if info.seat_looks else looks(info):
        assert tuple(colour) in present, f"{info.key}: seat {letter}'s colour {colour} is not drawn"
    for stroke in MARKS[info.key][0]:
        assert stroke in present, f"{info.key}: the legal targets' mark {stroke} is not drawn"


def main() -> None:
    """Save each game's scene and what each deficiency sees of it, for a person to look at."""
    parser = argparse.ArgumentParser(description=main.__doc__)
    parser.add_argument("outdir", type=Path)
    folder = parser.parse_args().outdir
    folder.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("ARCADE_DATA_DIR", tempfile.mkdtemp())
    from tests.conftest import options
    from games.engine.app import App
    from games.engine.clock import FakeClock
    for info in games():
        app = App(options(), clock=FakeClock())
        shot = render(app, info)
        app.close()
        for vision in VISIONS:
            pygame.image.save(simulate_surface(shot, vision), str(folder / f"{info.key}-{vision}.png"))
        print(f"wrote {info.key}", file=sys.stderr)


if __name__ == "__main__":
    main()
