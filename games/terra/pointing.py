"""What can be pointed at in the Terra Incognita scene: the focus cursor's targets (a game
controller, the keyboard) and the lesson's pointing hand (:meth:`Pointing.guide`).

:class:`Pointing` is mixed into :class:`games.terra.scene.TerraScene`; every target it lists is
pressed like a mouse (a press and release at its centre), so the scene's own pointer logic does
the rest: start cells, the Move/Blast/Shoot buttons, the direction arrows around the piece and
in the panel's compass, Wait, Unglue, the hand-over cover, and the notebook's scraps. A press on
a scrap picks it up; while it is carried the targets are the cells it can be dropped on (the
focus moves it cell by cell, the ghost following), and choosing one drops it there.

In a lesson, a scrap the learner stands on that has reached a cell the map already holds must be
glued before the next move (:meth:`Pointing.glue_due`): the lesson can see the step done only
through its moves, so the glue is what lets the step's move through.
"""
from __future__ import annotations

import math
from typing import Any

import pygame

from games.engine.focus import Target
from games.engine.game_scene import BOARD
from games.terra.mapfile import DIRS, cell_name, parse_cell
from games.terra.notebook import Cell

MODES = ("move", "blast", "shoot")


def modes(legal: set[str]) -> tuple[str, ...]:
    """The actions the panel's three buttons choose: Shoot gives way to Throw when the
    boomerang is offered (only with no bullets and no grenades left, so Shoot is not)."""
    if any(move.startswith("throw ") for move in legal):
        return ("move", "blast", "throw")
    return MODES


class Pointing:
    """Targets and guidance for :class:`~games.terra.scene.TerraScene` (see the module)."""

    # Provided by the scene this is mixed into.
    layout: Any
    book: Any
    drag: Any
    mode: str
    legal: set[str]
    lesson: bool
    shown: Any
    compass: dict[str, pygame.Rect]
    panel: Any

    # ----- the focus cursor -----------------------------------------------------------------
    def choices(self) -> list[Target]:
        """What the person to move can press now: the cover; the start cells; while a scrap is
        carried, the cells it can be dropped on; else the arrows, the compass, the action
        buttons, the scraps and Unglue (or Wait when nothing else is left)."""
        if self.cover is not None:
            return [Target.of(BOARD, "cover")]
        if not self.my_turn():
            return []
        if self.state.pos[self.state.to_move] is None:
            size = self.state.maze.size
            middle = (size - 1) / 2
            cells = sorted(((x, y) for y in range(size) for x in range(size)),
                           key=lambda c: (abs(c[0] - middle) + abs(c[1] - middle), -c[1], c[0]))
            return [self.cell_target(c) for c in cells]
        if self.drag is not None:
            return self.drop_targets()
        if self.legal == {"wait"}:
            return [Target.of(self.wait_button.rect, "wait")]
        targets = [Target.of(rect, ("arrow", d), ring="circle") for d, rect in self.piece_arrows()]
        targets += [Target.of(self.compass[d], ("compass", d)) for d in self.legal_directions()]
        targets += [Target.of(b.rect, ("mode", m)) for b, m in zip(self.mode_buttons.buttons, modes(self.legal))]
        targets += [Target.of(b.rect, ("deed", move)) for move, b in self.panel.deeds.items() if b.visible()]
        targets += [self.scrap_target(index) for index in sorted(self.layout.scraps)]
        targets += [Target.of(rect, ("floor", floor)) for floor, rect in self.layout.tabs.items()]
        if self.unglue_button.enabled():
            targets.append(Target.of(self.unglue_button.rect, "unglue"))
        return targets

    def has_selection(self) -> bool:
        """A scrap in hand, or an action other than Move chosen (Back drops either)."""
        return self.drag is not None or self.mode != "move"

    def legal_directions(self) -> list[str]:
        """The directions the chosen action (Move, Blast or Shoot) is offered in now."""
        return [d for d in DIRS if f"{self.mode} {d}" in self.legal]

    def cell_target(self, cell: Cell) -> Target:
        """A cell of the board's grid (a start)."""
        size = self.state.maze.size
        name = cell_name(cell[1] * size + cell[0], size)
        return Target.of(self.layout.main.cell_rect(cell), ("cell", name))

    def scrap_target(self, index: int) -> Target:
        """A loose scrap, pressed at the piece when it stands on the scrap (so the piece's cell
        is the one picked up), else where no direction arrow lies over it (the arrows take
        presses first); the ring spans the scrap."""
        grid = self.layout.scraps[index]
        rect = grid.rect
        book = self.book
        point = rect.center
        arrows = [r for _, r in self.piece_arrows()]
        if index == book.current and book.me is not None:
            point = grid.centre(book.me)
        elif any(r.collidepoint(point) for r in arrows):
            free = [grid.centre(c) for c in book.fragments[index].cells
                    if rect.collidepoint(grid.centre(c)) and not any(r.collidepoint(grid.centre(c)) for r in arrows)]
            if free:
                point = min(free, key=lambda p: math.dist(p, rect.center))
        half_w = max(point[0] - rect.left, rect.right - point[0])
        half_h = max(point[1] - rect.top, rect.bottom - point[1])
        return Target.of(pygame.Rect(point[0] - half_w, point[1] - half_h, 2 * half_w, 2 * half_h),
                         ("scrap", index))

    def drop_targets(self) -> list[Target]:
        """Where the carried scrap can go: every cell of the map and of the other scraps,
        nearest to the scrap first (so the focus starts next to it)."""
        targets = []
        main = self.layout.main
        for y in range(main.height if self.layout.page is not None else 0):
            for x in range(main.width):
                targets.append(Target.of(main.cell_rect((x, y)), ("drop", self.layout.page, x, y)))
        for index, grid in self.layout.scraps.items():
            if index == self.drag.index:
                continue
            for y in range(grid.maxy - grid.height + 1, grid.maxy + 1):
                for x in range(grid.minx, grid.minx + grid.width):
                    targets.append(Target.of(grid.cell_rect((x, y)), ("drop", index, x, y)))
        here = self.drag.pos
        return sorted(targets, key=lambda t: math.dist(t.centre, here))

    # ----- the lesson's hand ----------------------------------------------------------------
    def guide(self, move: str) -> Target | None:
        """The next press on the way to ``move``: the cover; in a lesson a scrap to glue first
        (the scrap, then the cell to drop it on); the start cell; Wait; the action's button,
        then the arrow next to the piece (the compass when the piece has none or stands on a
        small loose scrap)."""
        target = super().guide(move)  # type: ignore[misc]
        if target is not None or not self.human_to_move():
            return target
        if self.cover is not None:
            return Target.of(BOARD, "cover")
        due = self.glue_due()
        if due is not None:
            return self._guide_glue(*due)
        if self.drag is not None:
            return Target.of(self.layout.scraps[self.drag.index].rect, ("scrap", self.drag.index))
        word, _, arg = move.partition(" ")
        if word == "start":
            size = self.state.maze.size
            cell = parse_cell(arg, size)
            return self.cell_target((cell % size, cell // size))
        if word == "wait":
            return Target.of(self.wait_button.rect, "wait")
        if move in self.panel.deeds and move in self.legal:
            return Target.of(self.panel.deeds[move].rect, ("deed", move))
        offered = modes(self.legal)
        if word not in offered or move not in self.legal:
            return None
        if self.mode != word:
            return Target.of(self.mode_buttons.buttons[offered.index(word)].rect, ("mode", word))
        on_scrap = self.book is not None and self.book.current != 0
        for d, rect in self.piece_arrows():
            # A scrap's arrows are small: the compass is clearer (where the panel shows one).
            if d == arg and (not on_scrap or self.panel.rows):
                return Target.of(rect, ("arrow", d), ring="circle")
        return Target.of(self.compass[arg], ("compass", arg))

    def _guide_glue(self, index: int, offset: Cell) -> Target:
        if self.drag is None or self.drag.index != index:
            return self.scrap_target(index)
        gx, gy = self.drag.grabbed
        cell = (gx + offset[0], gy + offset[1])
        return Target.of(self.layout.main.cell_rect(cell), ("drop", 0, *cell))

    def glue_due(self) -> tuple[int, Cell] | None:
        """In a lesson: the scrap the learner stands on and the shift that lays it where it
        truly lies, once the scrap has reached a cell the map already holds (a lesson may use
        the true labyrinth: it is scripted); None otherwise, and always outside lessons."""
        book = self.book
        if not self.lesson or book is None or book.me is None or book.current == 0:
            return None
        player = self.viewer
        where = None if player is None else self.shown.pos[player]
        if where is None:
            return None
        size = self.shown.maze.size
        offset = (where % size - book.me[0], where // size - book.me[1])
        main = book.fragments[0].cells
        for (x, y), note in book.fragments[book.current].cells.items():
            known = main.get((x + offset[0], y + offset[1]))
            if note["kind"] is not None and known is not None and known["kind"] is not None:
                return book.current, offset
        return None
