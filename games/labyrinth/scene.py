"""The Labyrinth scene: the stone board, the travelers, the dice and every event animated.

A person plays a turn by picking a die (a click on it in the panel, or the keys 1 and 2) and
then one of the travelers that light up; pointing at a traveler shows where that die would
take it. Ride, cross and stay are panel buttons (keys R, C and S). A die of its own kind
(doubles, or the last die of a turn) is picked for the player at once.
"""
from __future__ import annotations

import math
from collections import Counter
from typing import Any, Callable, Hashable

import pygame

from games.engine import controls, text, theme, widgets
from games.engine.animation import Anim, Call, Drawn, Path, along, banner, ease_in_out, ease_out
from games.engine.focus import Target
from games.engine.game_scene import BOARD, GameScene
from games.engine.scene import button_targets
from games.engine.i18n import N_, ntr, tr
from games.engine.rules_base import CHANCE
from games.engine.scene import Context
from games.engine.session import Session
from games.engine.thinker import Thinker
from games.engine.widgets import Button, ButtonRow
from games.labyrinth import art
from games.labyrinth.layout import ADVANCES, EXACT_COUNT, ORBIT, SANCTUARIES, TRAPS, TUNNELS
from games.labyrinth.rules import (
    BORNE_OFF,
    CROSSING,
    OUTSIDE,
    BorneOff,
    Crossed,
    DieDropped,
    Displaced,
    GameWon,
    LabyrinthState,
    TurnPassed,
    Moved,
    Placed,
    Rolled,
    Skyride,
    Teleported,
    Trapped,
    walk,
)

STEP_FRAMES = 10
"""One field of a walk: a small hop of 170 ms."""
SLIDE_FRAMES = 40
TUNNEL_FRAMES = 48
RIDE_FRAMES = 72
"""A whole skyride, all its knight-move arcs together (style: up to 1.2 s)."""
TUMBLE_FRAMES = 40
WASTED_FRAMES = 100
"""A roll nobody can use stays on screen 1.67 s (at least 1.5 s, to be read)."""
ROLL_BANNER_FRAMES = 60
"""A computer's roll is told in a banner for 1 s, as a person sees their own roll in the heading."""
MOVING_RADIUS = 20

Token = tuple[str, int, int]


def field_name(field: int) -> str:
    """What a special field does, in a few words (shown when the pointer rests on it)."""
    if field == BORNE_OFF:
        return tr("Elysium: the goal, by exact count")
    if field in TRAPS:
        return tr("Trap: two turns lost") if field == 13 else tr("Trap: down the tunnel to 7, two turns lost")
    if field in EXACT_COUNT:
        return tr("Exact count; any number may stand here")
    if field in SANCTUARIES:
        return tr("Sanctuary: any number may stand here")
    if field in ORBIT:
        return tr("Knight's Orbit: you may ride")
    if field in CROSSING:
        return tr("Millstone: you may cross to {b}", b=CROSSING[field])
    advance = dict(ADVANCES).get(field)
    if advance:
        return tr("Arrow: on to {b}", b=advance)
    tunnel = dict(TUNNELS).get(field)
    if tunnel:
        return tr("Tunnel: back to {b}", b=tunnel)
    return ""

def _token(player: int, index: int) -> Token:
    return ("traveler", player, index)


def traveler_spots(state: LabyrinthState) -> list[tuple[int, int, tuple[int, int], int]]:
    """Every traveler on the board as (player, index, centre, radius): crowds are fanned out."""
    out = []
    crowds: dict[int, list[tuple[int, int]]] = {}
    for player, row in enumerate(state.positions):
        for index, field in enumerate(row):
            if field == OUTSIDE:
                out.append((player, index, art.outside_point(player, index), 13))
            elif field == BORNE_OFF:
                out.append((player, index, art.elysium_point(player, index), 11))
            else:
                crowds.setdefault(field, []).append((player, index))
    for field, crowd in crowds.items():
        offsets, radius = art.slot_offsets(len(crowd))
        cx, cy = art.field_centre(field)
        for (player, index), (dx, dy) in zip(sorted(crowd), offsets):
            out.append((player, index, (cx + dx, cy + dy), radius))
    return out


def _point(state: LabyrinthState, player: int, index: int) -> tuple[int, int]:
    """Where ``state`` draws a traveler."""
    return next(pt for p, i, pt, _ in traveler_spots(state) if (p, i) == (player, index))


def _draw_traveler(player: int, radius: int = MOVING_RADIUS) -> Callable[[pygame.Surface, Any, float], None]:
    def draw(surface: pygame.Surface, pos: tuple[float, float], t: float) -> None:
        image = art.traveler(player, radius)
        surface.blit(image, image.get_rect(center=(int(pos[0]), int(pos[1]))))
    return draw


DrawFn = Callable[[pygame.Surface, float], None]


class LabyrinthScene(GameScene):
    """The race to Elysium on an 8x8 stone labyrinth, with the dice in the side panel."""

    owned_keys = frozenset({pygame.K_s})
    """S is "stay" here (R rides, C crosses), not a focus move."""

    def __init__(self, ctx: Context, session: Session, thinker: Thinker | None = None) -> None:
        super().__init__(ctx, session, thinker)
        self.board_image = art.board()
        area = self.panel_area
        self.die_rects = [pygame.Rect(area.x + 4 + i * 90, area.y + 6, 76, 76) for i in range(2)]
        self.sky_rect = pygame.Rect(area.x + 196, area.y + 6, 76, 76)
        left, right = self._choice_rects()
        self.ride_buttons = ButtonRow([Button(left, N_("Ride"), lambda: self.submit("ride")),
                                       Button(right, N_("Stay"), lambda: self.submit("stay"))])
        self.cross_buttons = ButtonRow([Button(left, N_("Cross"), lambda: self.submit("cross")),
                                        Button(right, N_("Stay"), lambda: self.submit("stay"))])
        self.die: int | None = None
        self.hover: int | None = None
        self.faces: tuple[int, ...] = ()
        self.sky_face: int | None = None
        self.tumble: tuple[Anim, tuple[int, ...]] | None = None
        self.pointer: tuple[int, int] | None = None
        self.reset_selection()

    def _choice_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        """Where Ride/Cross and Stay sit beside the dice (a touch target high at any size)."""
        area, high = self.panel_area, max(56, text.px(theme.MIN_TARGET) + 4)
        return (pygame.Rect(area.x + 196, area.y + 44 - high // 2, 136, high),
                pygame.Rect(area.x + 346, area.y + 44 - high // 2, 136, high))

    def relayout(self) -> None:
        super().relayout()
        left, right = self._choice_rects()
        for row in (self.ride_buttons, self.cross_buttons):
            row.buttons[0].rect, row.buttons[1].rect = left.copy(), right.copy()

    def panel_height(self) -> int:
        """The dice, then a row for each player (taller rows at a large text size)."""
        top, step = self._table_steps()
        return top + text.font("small").get_linesize() + len(self.session.seats) * step + 4

    @staticmethod
    def _table_steps() -> tuple[int, int]:
        """The players' table: its top under the dice and the step between its rows."""
        if text.size() == "normal":
            return 100, 32
        return 92, max(32, text.font("small").get_linesize() + 6)

    # ----- selection ------------------------------------------------------------------------
    def reset_selection(self) -> None:
        """A new position is shown: forget the die and pointer; show this turn's dice."""
        self.hover = None
        self.sky_face = None
        self.status = ""
        rolls = [m for m in self.session.moves if m.startswith("roll ") and "-" in m]
        faces = tuple(int(v) for v in rolls[-1][5:].split("-")) if rolls else ()
        # A position set up without its roll in the move list shows just the dice it holds.
        self.faces = faces if not Counter(self.shown.dice) - Counter(faces) else tuple(self.shown.dice)
        remaining = set(self.shown.dice)
        self.die = remaining.pop() if len(remaining) == 1 else None

    def movable(self) -> dict[int, int]:
        """Fields of travelers that may use the chosen die -> their landing fields."""
        if self.die is None or self.shown.phase != "move":
            return {}
        return {frm: to for _, frm, to in self.shown.movable(self.die)}

    def used_faces(self) -> list[bool]:
        """For each die of the turn's roll: already used (or dropped)?"""
        left = Counter(self.shown.dice)
        used = []
        for face in self.faces:
            if left[face]:
                left[face] -= 1
                used.append(False)
            else:
                used.append(True)
        return used

    def pick_die(self, slot: int) -> None:
        if slot < len(self.faces) and not self.used_faces()[slot]:
            self.die = self.faces[slot]
            self.status = ""
            self.ctx.audio.play("click")

    # ----- input ----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        super().handle(event)

    def board_event(self, event: pygame.event.Event) -> None:
        phase = self.shown.phase
        row = self.ride_buttons if phase == "ride" else self.cross_buttons if phase == "cross" else None
        if row is not None and row.handle(event):
            return
        if event.type == pygame.KEYDOWN:
            self._key(event.key, phase)
        elif event.type == pygame.MOUSEMOTION:
            self.hover = self._field_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            self.die = None
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and phase == "move":
            self._click(event.pos)

    def _key(self, key: int, phase: str) -> None:
        if phase == "move" and key in (pygame.K_1, pygame.K_2, pygame.K_KP1, pygame.K_KP2):
            self.pick_die(0 if key in (pygame.K_1, pygame.K_KP1) else 1)
        elif phase == "ride" and key == pygame.K_r:
            self.submit("ride")
        elif phase == "cross" and key == pygame.K_c:
            self.submit("cross")
        elif phase in ("ride", "cross") and key == pygame.K_s:
            self.submit("stay")

    def _field_at(self, pos: tuple[int, int]) -> int | None:
        field = art.field_at(pos)
        if field == OUTSIDE:
            gate = art.cell_rect(art.ENTRANCE_CELL)
            if not (art.outside_rect(self.shown.turn).inflate(12, 12).collidepoint(pos)
                    or gate.collidepoint(pos)):
                return None
        return field

    def _click(self, pos: tuple[int, int]) -> None:
        for slot, rect in enumerate(self.die_rects):
            if rect.collidepoint(pos):
                self.pick_die(slot)
                return
        field = self._field_at(pos)
        if field is None:
            return
        if self.die is None:
            if field in self.shown.positions[self.shown.turn]:
                self.status = tr("{name}: pick a die first", name=self.player_noun(self.shown.turn))
            return
        if field in self.movable():
            self.submit(f"{field}+{self.die}")

    def roll_rect(self) -> pygame.Rect:
        return pygame.Rect(self.panel_area.x + 196, self.panel_area.y + 12, 200, 64)

    # ----- what can be chosen -----------------------------------------------------------------
    def choices(self) -> list[Target]:
        """The dice still to use, then the travelers the chosen die can move (or the Ride,
        Cross and Stay buttons)."""
        phase = self.shown.phase
        if phase == "ride":
            return button_targets(self.ride_buttons)
        if phase == "cross":
            return button_targets(self.cross_buttons)
        if phase != "move":
            return []
        targets = [Target.of(self.die_rects[slot], ("die", slot), lambda slot=slot: self.pick_die(slot))
                   for slot, used in enumerate(self.used_faces()) if not used]
        for field in self.movable():
            rect = art.outside_rect(self.shown.turn) if field == OUTSIDE else art.field_rect(field)
            targets.insert(0, Target.of(rect, ("field", field), ring="circle"))
        return targets

    def has_selection(self) -> bool:
        return self.die is not None and len(set(self.shown.dice)) > 1

    def guide(self, move: str) -> Target | None:
        """The Roll button, the die to pick, then the traveler (or Ride/Cross/Stay)."""
        target = super().guide(move)
        if target is not None or not self.human_to_move():
            return target
        if move in ("ride", "cross", "stay"):
            row = self.ride_buttons if self.shown.phase == "ride" else self.cross_buttons
            label = move.capitalize()
            return next((t for t in button_targets(row) if t.key[1] == label), None)
        field, _, die = move.partition("+")
        if not die.isdigit() or not field.isdigit():
            return None
        if self.die != int(die):
            faces = [(slot, face) for slot, (face, used) in enumerate(zip(self.faces, self.used_faces()))
                     if not used]
            slot = next((slot for slot, face in faces if face == int(die)), None)
            return None if slot is None else Target.of(self.die_rects[slot], ("die", slot))
        frm = int(field)
        rect = art.outside_rect(self.shown.turn) if frm == OUTSIDE else art.field_rect(frm)
        return Target.of(rect, ("field", frm), ring="circle")

    def dice_rects(self) -> list[pygame.Rect]:
        return [self.sky_rect] if self.shown.phase == "skyride" else list(self.die_rects)

    # ----- text -----------------------------------------------------------------------------
    def status_text(self) -> str:
        """For the position on screen: whose dice or move it is, and what to do."""
        state = self.shown
        if state.is_over():
            return super().status_text()
        name = self.player_noun(state.turn)
        computer = self.session.seats[state.turn].computer or self.watching
        if state.to_move == CHANCE:
            # While a roll and its banner play, the position on screen is still the one before
            # the roll: tell the roll, not the next thing to do.
            if computer or self.anims.busy:
                if state.phase == "skyride":
                    return tr("{name} rolls for a skyride", name=name)
                return tr("{name} rolls the dice", name=name)
            if state.phase == "skyride":
                return tr("{name}: roll the die for the skyride", name=name)
            return tr("{name}: roll the dice", name=name)
        if computer or self.anims.busy:
            return super().status_text()
        if self.status:
            return self.status
        phase = self.shown.phase
        if phase == "ride":
            return tr("{name}: ride the Knight's Orbit (R) or stay (S)?", name=name)
        if phase == "cross":
            return tr("{name}: cross the Millstone (C) or stay (S)?", name=name)
        if self.die is not None:
            return tr("{name}: pick a traveler to move {die}", name=name, die=self.die)
        a, b = sorted(self.shown.dice)[:2] if len(self.shown.dice) > 1 else (0, 0)
        return tr("{name} rolled {a} and {b}: pick a die", name=name, a=a, b=b)

    # ----- the move list in words -------------------------------------------------------------
    def describe(self, move: str, events: list[Any], before: Any) -> str | None:
        """One sentence per decision: the roll, each die's walk and what the landing did."""
        player = before.turn
        name = self.player_noun(player)
        if move == "ride":
            return None
        if move == "stay":
            return tr("{name}: stays on {field}", name=name, field=before.positions[player][before.active])
        parts: list[str] = []
        for event in events:
            if isinstance(event, Rolled) and len(event.dice) == 2:
                parts.append(tr("{name} rolled {a} and {b}", name=name, a=event.dice[0], b=event.dice[1]))
            elif isinstance(event, Skyride):
                parts.append(tr("{name}: rides the Knight's Orbit from {a} to {b}", name=name,
                                a=event.stops[0], b=event.stops[-1]))
            elif isinstance(event, Moved):
                frm, to = event.path[0], event.path[-1]
                if frm == OUTSIDE:
                    parts.append(tr("{name}: a traveler enters", name=name))
                elif to == BORNE_OFF:
                    parts.append(tr("{name}: traveler from {a} into Elysium", name=name, a=frm))
                else:
                    parts.append(tr("{name}: traveler from {a} to {b}", name=name, a=frm, b=to))
            elif isinstance(event, Crossed):
                parts.append(tr("{name}: crosses the Millstone from {a} to {b}", name=name, a=event.frm,
                                b=event.to))
            elif isinstance(event, Teleported):
                key = N_("runs on to {b}") if event.way == "advance" else N_("down the tunnel to {b}")
                parts.append(tr(key, b=event.to))
            elif isinstance(event, Trapped):
                parts.append(ntr("trapped for {n} turn", "trapped for {n} turns", event.turns))
            elif isinstance(event, Displaced):
                parts.append(tr("{owner}'s traveler goes back to {b}", owner=self.player_noun(event.player),
                                b=event.to))
            elif isinstance(event, DieDropped) and not any(isinstance(e, Moved) for e in events):
                parts.append(tr("no traveler can move"))
            elif isinstance(event, GameWon):
                parts.append(tr("{name} wins!", name=self.player_noun(event.player)))
        return " — ".join(dict.fromkeys(parts)) or None

    # ----- animations -----------------------------------------------------------------------
    def animations(self, events: list[Any]) -> list[Any]:
        """A roll that no traveler can use is told in one banner in the seat's colour, shown
        long enough to read (instead of a banner per dropped die)."""
        rolled = next((e for e in events if isinstance(e, Rolled) and len(e.dice) == 2), None)
        if rolled is None or not any(isinstance(e, TurnPassed) for e in events) or any(
                isinstance(e, (Moved, Skyride, Crossed, Teleported)) for e in events):
            return super().animations(events)
        nobody = all(f == OUTSIDE for f in self.shown.positions[rolled.player] if f != BORNE_OFF)
        wording = (N_("{name} rolled {a} and {b}: nobody can enter") if nobody else
                   N_("{name} rolled {a} and {b}: no traveler can move"))
        return [*self._animate_roll(rolled.dice), self._roll_banner(rolled, WASTED_FRAMES, wording)]

    def _roll_banner(self, rolled: Rolled, frames: int,
                     wording: str = N_("{name} rolled {a} and {b}")) -> Anim:
        """A roll told in a banner in the roller's seat colour."""
        a, b = rolled.dice
        message = tr(wording, name=self.player_noun(rolled.player), a=a, b=b)
        colour = theme.seat_colour(rolled.player)
        return Drawn(frames, banner(message, BOARD.centerx, fill=colour, edge=theme.TEXT))

    def animate(self, event: Any) -> list[Any]:
        """The animations of one rules event (see the module docstring of rules.py)."""
        if isinstance(event, Rolled):
            if len(event.dice) == 2 and self.session.seats[event.player].computer:
                return [*self._animate_roll(event.dice), self._roll_banner(event, ROLL_BANNER_FRAMES)]
            return self._animate_roll(event.dice)
        if isinstance(event, Moved):
            return self._animate_walk(event)
        if isinstance(event, Teleported):
            return [self._animate_teleport(event)]
        if isinstance(event, Skyride):
            return self._animate_ride(event)
        if isinstance(event, Crossed):
            token = _token(event.player, event.traveler)
            points = [art.field_centre(event.frm), self._end(event.player, event.traveler, event.to)]
            return [Path(token, points, 30, _draw_traveler(event.player), lift=24, sound="slide",
                         easing=ease_in_out)]
        if isinstance(event, Displaced):
            token = _token(event.player, event.traveler)
            points = [_point(self.shown, event.player, event.traveler),
                      self._end(event.player, event.traveler, event.to)]
            return [Path(token, points, 36, _draw_traveler(event.player), lift=46, sound="capture")]
        if isinstance(event, Trapped):
            where = _point(self.state, event.player, event.traveler)
            return [Drawn(40, self._draw_trap(where, event.turns), sound="blast")]
        if isinstance(event, BorneOff):
            token = _token(event.player, event.traveler)
            points = [art.field_centre(BORNE_OFF), art.elysium_point(event.player, event.traveler)]
            return [Path(token, points, 40, self._draw_flight(event.player), lift=60, sound="recruit")]
        if isinstance(event, DieDropped):
            message = tr("{name} cannot use the {die}", name=self.player_name(event.player), die=event.die)
            return [Drawn(45, banner(message, BOARD.centerx), sound="click")]
        if isinstance(event, GameWon):
            name = self.player_name(event.player)
            message = tr("{name} brings all four travelers to Elysium!", name=name)
            return [Drawn(70, banner(message, BOARD.centerx))]
        if isinstance(event, Placed):
            message = tr("{name} finishes in place {place}", name=self.player_name(event.player),
                         place=event.place)
            return [Drawn(50, banner(message, BOARD.centerx))]
        return []

    def _end(self, player: int, index: int, field: int) -> tuple[int, int]:
        """Where a traveler's animation ends on ``field``: its place among the others there when
        it rests on that field after the move, else the cell's centre (it moves on)."""
        if self.state.positions[player][index] == field:
            return _point(self.state, player, index)
        return art.field_centre(field)

    def _animate_roll(self, dice: tuple[int, ...]) -> list[Anim]:
        tumble = Drawn(TUMBLE_FRAMES, lambda surface, t: None, sound="roll")

        def start() -> None:
            self.tumble = (tumble, dice)

        def settle() -> None:
            self.tumble = None
            if len(dice) == 1:
                self.sky_face = dice[0]
            else:
                self.faces, self.die = dice, dice[0] if dice[0] == dice[1] else None
        tumble.on_start = start
        return [tumble, Call(settle)]

    def _animate_walk(self, event: Moved) -> list[Anim]:
        token = _token(event.player, event.traveler)
        path = event.path
        points = [_point(self.shown, event.player, event.traveler)]
        points += [art.field_centre(f) for f in path[1:-1]]
        last = path[-1]
        points.append(art.field_centre(BORNE_OFF) if last == BORNE_OFF
                      else self._end(event.player, event.traveler, last))
        draw = _draw_traveler(event.player)
        return [Path(token, [a, b], STEP_FRAMES, draw, lift=10, sound="step", easing=ease_in_out)
                for a, b in zip(points, points[1:])]

    def _animate_teleport(self, event: Teleported) -> Anim:
        token = _token(event.player, event.traveler)
        start, end = art.field_centre(event.frm), self._end(event.player, event.traveler, event.to)
        if event.way == "advance":
            return Path(token, [start, end], SLIDE_FRAMES, _draw_traveler(event.player),
                        sound="slide", easing=ease_in_out)

        def sink(surface: pygame.Surface, t: float) -> None:
            # Down the hole at one end, up out of the ground at the other.
            where, size = (start, 1 - 2 * t) if t < 0.5 else (end, 2 * t - 1)
            radius = max(2, int(MOVING_RADIUS * size))
            pygame.draw.circle(surface, (20, 14, 10), where, MOVING_RADIUS + 4)
            image = art.traveler(event.player, radius)
            surface.blit(image, image.get_rect(center=where))
        return Drawn(TUNNEL_FRAMES, sink, token=token, sound="swallow")

    def _animate_ride(self, event: Skyride) -> list[Anim]:
        token = _token(event.player, event.traveler)
        stops = event.stops
        hops = len(stops) - 1
        frames = max(12, min(24, RIDE_FRAMES // max(1, hops)))
        anims: list[Anim] = []
        for i, (a, b) in enumerate(zip(stops, stops[1:])):
            arc = art.orbit_arc(a, b)
            if i == hops - 1:
                arc[-1] = self._end(event.player, event.traveler, b)
            anims.append(Drawn(frames, self._draw_leap(event.player, arc), token=token, sound="slide"))
        return anims

    def _draw_leap(self, player: int, arc: list[tuple[float, float]]) -> DrawFn:
        """One knight-move leap of a skyride: the traveler arcs high over its shadow, growing
        as it rises, with the Orbit link it follows lit up."""
        def draw(surface: pygame.Surface, t: float) -> None:
            pygame.draw.lines(surface, theme.HIGHLIGHT, False, arc, 3)
            e = ease_in_out(t)
            ground = along(arc, e)
            height = math.sin(math.pi * e)
            shadow = pygame.Rect(0, 0, int(30 - 10 * height), int(12 - 4 * height))
            shadow.center = (int(ground[0]), int(ground[1]) + 10)
            pygame.draw.ellipse(surface, (20, 16, 14), shadow)
            image = art.traveler(player, int(MOVING_RADIUS + 6 * height))
            surface.blit(image, image.get_rect(center=(int(ground[0]), int(ground[1] - 56 * height))))
        return draw

    def _draw_trap(self, where: tuple[int, int], turns: int) -> DrawFn:
        def draw(surface: pygame.Surface, t: float) -> None:
            drop = ease_out(min(1.0, t * 2))
            x, y = where
            top = int(y - 60 + 36 * drop)
            for dx in (-16, -8, 0, 8, 16):
                pygame.draw.line(surface, theme.ILLEGAL, (x + dx, top), (x + dx, top + 48), 4)
            pygame.draw.line(surface, theme.ILLEGAL, (x - 20, top), (x + 20, top), 4)
            if t > 0.5:
                badge = art.trap_badge(turns)
                scale = 1 + 0.6 * math.sin(math.pi * (t - 0.5) * 2)
                image = pygame.transform.smoothscale_by(badge, scale)
                surface.blit(image, image.get_rect(center=(x + 16, y - 16)))
        return draw

    def _draw_flight(self, player: int) -> Callable[[pygame.Surface, Any, float], None]:
        def draw(surface: pygame.Surface, pos: tuple[float, float], t: float) -> None:
            centre = (int(pos[0]), int(pos[1]))
            pygame.draw.circle(surface, art.GOLD, centre, int(MOVING_RADIUS + 10 * math.sin(math.pi * t)), 3)
            radius = int(MOVING_RADIUS - 9 * t)
            image = art.traveler(player, radius)
            surface.blit(image, image.get_rect(center=centre))
        return draw

    # ----- drawing --------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, state: Any, hidden: set[Hashable]) -> None:
        surface.blit(self.board_image, BOARD.topleft)
        for player in range(state.players):
            art.draw_plate(surface, player)
        choosing = self.human_to_move() and state is self.shown
        targets = self.movable() if choosing else {}
        if choosing and self.die is None and state.phase == "move":
            # What can I touch? Every traveler some die of this roll can move.
            for field in {frm for die in set(state.dice) for _, frm, _ in state.movable(die)}:
                centre = art.outside_rect(state.turn).center if field == OUTSIDE else art.field_centre(field)
                widgets.soft_pulse(surface, centre, 30, self.frame)
        for field in targets:
            centre = (art.outside_rect(state.turn).center if field == OUTSIDE
                      else art.field_centre(field))
            widgets.glow_ring(surface, centre, 34, self.frame)
        if choosing and state.phase == "cross" and state.active is not None:
            frm = state.positions[state.turn][state.active]
            widgets.highlight_rect(surface, art.field_rect(CROSSING[frm]).inflate(-6, -6))
        traps = state.lost_turns
        for player, index, centre, radius in traveler_spots(state):
            if _token(player, index) in hidden:
                continue
            image = art.traveler(player, radius)
            surface.blit(image, image.get_rect(center=centre))
            if traps[player][index]:
                badge = art.trap_badge(traps[player][index])
                surface.blit(badge, badge.get_rect(center=(centre[0] + radius, centre[1] - radius)))
        if self.hover in targets and self.die is not None:
            self._draw_preview(surface, state, self.hover, targets[self.hover])

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        field = art.field_at(self.pointer) if self.pointer is not None else None
        if controls.mode() != "mouse":
            # Keys and pads move a virtual pointer: name the field only while the focus is on it.
            focused = self.focus.current(self.focus_targets())
            if focused is None or focused.centre != self.pointer:
                field = None
        if field and not self.anims.busy and not (self.die is not None and field in self.movable()):
            name = field_name(field)
            if name:
                self._draw_tip(surface, f"{field}: {name}")

    def _draw_tip(self, surface: pygame.Surface, words: str) -> None:
        """A special field's name beside the pointer."""
        image = text.render(words, "small")
        box = image.get_rect().inflate(20, 12)
        box.bottomleft = (self.pointer[0] + 14, self.pointer[1] - 8)
        box.clamp_ip(BOARD)
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=8)
        pygame.draw.rect(surface, theme.HIGHLIGHT, box, 2, border_radius=8)
        surface.blit(image, image.get_rect(center=box.center))

    def _draw_preview(self, surface: pygame.Surface, state: LabyrinthState, frm: int, to: int) -> None:
        """Where the chosen die would take the traveler under the pointer: its steps, the
        landing cell and a ghost of the traveler there."""
        for field in walk(frm, self.die or 1)[1:]:
            if field != BORNE_OFF:
                pygame.draw.circle(surface, theme.HIGHLIGHT, art.field_centre(field), 5)
        rect = art.chamber_rect() if to == BORNE_OFF else art.field_rect(to)
        widgets.highlight_rect(surface, rect.inflate(-6, -6))
        ghost = art.traveler(state.turn, MOVING_RADIUS).copy()
        ghost.set_alpha(150)
        surface.blit(ghost, ghost.get_rect(center=rect.center))

    def draw_panel(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        tumbling = self.tumble if self.tumble is not None and self.anims.active is self.tumble[0] else None
        if tumbling is not None:
            anim, dice = tumbling
            spots = self.die_rects if len(dice) == 2 else [self.sky_rect]
            for i, (spot, face) in enumerate(zip(spots, dice)):
                self._draw_tumbling(surface, spot, face, anim.t, i)
        else:
            self._draw_dice(surface)
        phase = self.shown.phase
        if self.human_to_move() and phase == "ride":
            self.ride_buttons.draw(surface)
        elif self.human_to_move() and phase == "cross":
            self.cross_buttons.draw(surface)
        self._draw_players(surface, rect)

    def _draw_dice(self, surface: pygame.Surface) -> None:
        if self.can_roll():
            # A person's dice wait for them: dice to tap, glowing, beside the Roll button.
            for rect in self.dice_rects():
                surface.blit(art.die_face(6, rect.w, True), rect)
                widgets.glow_ring(surface, rect.center, rect.w // 2 + 6, self.frame)
            return
        current = self.shown.phase == "move"
        for slot, (face, used) in enumerate(zip(self.faces, self.used_faces())):
            rect = self.die_rects[slot]
            dim = used or not current
            surface.blit(art.die_face(face, rect.w, dim), rect)
            if current and not used and self.human_to_move():
                if self.die == face:
                    pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(10, 10), 4, border_radius=14)
                elif self.die is None:
                    widgets.soft_pulse(surface, rect.center, rect.w // 2 + 8, self.frame)
        if self.sky_face is not None:
            surface.blit(art.die_face(self.sky_face, self.sky_rect.w), self.sky_rect)

    def _draw_tumbling(self, surface: pygame.Surface, spot: pygame.Rect, face: int, t: float,
                       which: int) -> None:
        """A die bouncing in from the left, spinning through faces, then settling on ``face``."""
        settle = min(1.0, t / 0.75)
        shown = face if t >= 0.75 else 1 + (int(t * 40) * (3 + which) + which) % 6
        angle = (1 - ease_out(settle)) * (540 + 180 * which)
        x = spot.centerx - (1 - ease_out(settle)) * (120 + 40 * which)
        y = spot.centery - abs(math.sin(settle * math.pi * 3)) * 26 * (1 - settle)
        image = pygame.transform.rotate(art.die_face(shown, spot.w), angle)
        surface.blit(image, image.get_rect(center=(int(x), int(y))))

    def _draw_players(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        state = self.shown
        top, step = self._table_steps()
        top += rect.y
        head = 24 if text.size() == "normal" else text.font("small").get_linesize()
        text.blit(surface, tr("Waiting"), (rect.x + 180, top), "small", theme.TEXT_DIM)
        text.blit(surface, tr("In Elysium"), (rect.x + 300, top), "small", theme.TEXT_DIM)
        for player, row in enumerate(state.positions):
            y = top + head + player * step
            if player == state.turn and not state.is_over():
                pygame.draw.rect(surface, theme.FRAME_LIGHT, (rect.x, y - 2, rect.w, step - 2), border_radius=8)
            widgets.seat_badge(surface, (rect.x + 16, y + (step - 6) // 2), player, text.px(12),
                               picture=self.seat_picture(player))
            text.blit(surface, self.player_name(player), (rect.x + max(36, 20 + text.px(12)), y + 3), "small")
            waiting = row.count(OUTSIDE)
            home = row.count(BORNE_OFF)
            for i in range(waiting):
                surface.blit(art.traveler(player, 9), (rect.x + 180 + i * 22, y + 3))
            for i in range(home):
                surface.blit(art.traveler(player, 9), (rect.x + 300 + i * 22, y + 3))
            if player in state.standings:
                place = state.standings.index(player) + 1
                text.blit(surface, tr("Place {n}", n=place), (rect.right - 4, y + 3), "small",
                          theme.HIGHLIGHT, "topright")
            elif any(state.lost_turns[player]):
                text.blit(surface, tr("trapped"), (rect.right - 4, y + 3), "small", theme.ILLEGAL,
                          "topright")
