"""The game master's latest answer to one player, as a picture: the player's cell with its four
sides, an icon for what happened, and the sentence.

:func:`latest_answer` reads nothing but the player's observation (``state.observation(p)``) and
the notebook built from it, so the picture can never show what that player may not know: the
sides and the kind of the cell are the notebook's, the news are the game master's public
words that concern the player (their own action's answer, or another player's shot that
wounded them). :func:`draw_answer` draws it on a paper slip, large enough to read from a sofa.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

import pygame

from games.engine import text, theme
from games.engine.i18n import tr
from games.terra import art, gear
from games.terra.art import Grid
from games.terra.mapfile import DIRS, STEP
from games.terra.messages import SEAT_NAMES, render, seat_noun
from games.terra.notebook import Notebook

ICON_ORDER = ("exit", "false", "treasure", "dropped", "eaten", "died", "returned", "stab", "wounded",
              "bear_killed", "boomerang_hit", "boomerang_broken", "boomerang_back", "bear_near", "loot",
              "river", "hole", "climb_up", "climb_down", "arsenal", "hospital", "grenade", "grenade_solid",
              "blast", "solid", "hit", "miss", "out", "lying", "step", "start", "wait")
"""Icons by importance: a card shows the first two an answer has."""

_ICON_OF = {
    "escaped": "exit", "banked": "exit", "banked_last": "exit", "treasure_false": "false",
    "treasure_found": "treasure", "treasure_dropped": "dropped", "wounded": "wounded", "river": "river",
    "hole": "hole", "refilled": "arsenal", "refilled_full": "arsenal", "refilled_bullets": "arsenal",
    "refilled_grenades": "arsenal", "healed": "hospital", "blast_fell": "blast", "blast_failed": "solid",
    "blast_stood": "solid", "grenade_blast_fell": "grenade", "grenade_blast_failed": "grenade_solid",
    "grenade_blast_stood": "grenade_solid", "shot_hit": "hit", "shot_missed": "miss", "shot_out": "out",
    "treasure_seen": "lying", "treasure_unheld": "lying", "move": "step", "start": "start",
    "reentered": "start", "wait": "wait", "turn_lost": "wait", "throw_hit": "boomerang_hit",
    "boomerang_back": "boomerang_back", "boomerang_broken": "boomerang_broken", "stab": "stab",
    "looted": "loot", "died": "died", "returned": "returned", "eaten": "eaten",
    "bear_killed": "bear_killed", "bear_near": "bear_near",
}
"""The icon of each announcement (when it concerns the card's player); the stairs' icon
depends on the way (:func:`_icon`)."""


def _icon(key: str, params: Mapping[str, Any]) -> str | None:
    """The icon of announcement ``key``: the stairs show which way the player went."""
    if key == "climb":
        return f"climb_{params['way']}"
    return _ICON_OF.get(key)

OWN_CELL_KEYS = ("cell", "walls", "position")
"""Announcements about the actor's own cell. The picture draws the walls, so the card's
sentence leaves them out (the log keeps every word); it names the kind of cell unless it is
empty ground, and leaves out what another player's answer says about their cell."""


@dataclass(frozen=True)
class Answer:
    """One answer to ``player`` (entry ``index`` of the log), ready to draw."""

    player: int
    index: int
    said: tuple[tuple[str, Mapping[str, Any]], ...]
    """The announcements the card tells, in order (key, parameters)."""
    icons: tuple[str, ...]
    direction: str | None
    """The direction of the action (the arrow of a step, a shot, a blast)."""
    kind: str | None
    sides: Mapping[str, str]
    detail: str | None = None
    """What the cell's arsenal gives, once the notebook knows (see :func:`art.draw_kind`)."""


def _concerns(entry: Mapping[str, Any], player: int) -> bool:
    return entry["player"] == player or any(params.get("who") == player for _, params in entry["said"])


def latest_answer(observation: Mapping[str, Any], book: Notebook | None) -> Answer | None:
    """The newest answer that concerns the observing player, with their cell as their
    notebook knows it; None before their start."""
    player = observation["player"]
    if book is None or book.me is None:
        return None
    log = observation["log"]
    index = next((i for i in range(len(log) - 1, -1, -1) if _concerns(log[i], player)), None)
    if index is None:
        return None
    entry = log[index]
    own = entry["player"] == player
    said = tuple((key, params) for key, params in entry["said"]
                 if not (key in OWN_CELL_KEYS and (not own or key == "walls"
                                                   or (key == "cell" and params["kind"] == "."))))
    found = set()
    for key, params in said:
        icon = _icon(key, params)
        who = params.get("who")
        if icon is None or (who is not None and who != player) or (icon in ("hit", "boomerang_hit") and not own):
            continue
        found.add(icon)
    icons = tuple(icon for icon in ICON_ORDER if icon in found)
    if len(icons) > 1:
        icons = tuple(i for i in icons if i not in ("step", "start"))
    word, _, arg = entry["action"].partition(" ")
    note = book.fragments[book.current].cells.get(book.me, {"kind": None, "walls": {}})
    return Answer(player, index, said, icons[:2], arg if own and arg in DIRS else None,
                  note["kind"], dict(note["walls"]), note.get("detail"))


def sentence(answer: Answer, names: Sequence[str] = SEAT_NAMES) -> str:
    """The card's words in the current language."""
    return " ".join(render(key, params, names=names) for key, params in answer.said)


# ----- drawing --------------------------------------------------------------------------------

def draw_answer(surface: pygame.Surface, rect: pygame.Rect, answer: Answer,
                names: Sequence[str] = SEAT_NAMES) -> None:
    """The slip: the cell at the left, the icons beside it, whose answer and the words."""
    pygame.draw.rect(surface, art.KNOWN_WASH, rect, border_radius=8)
    pygame.draw.rect(surface, art.INK, rect, 2, border_radius=8)
    cell = cell_rect(rect)
    draw_cell(surface, cell, answer)
    column = pygame.Rect(cell.right + 12, rect.y + 6, 58, rect.h - 12)
    icons = answer.icons
    for k, icon in enumerate(icons):
        y = column.centery if len(icons) == 1 else column.y + column.h * (2 * k + 1) // 4
        draw_icon(surface, icon, (column.centerx, y), 27, answer.direction, answer.player)
    words = pygame.Rect(column.right + 8, rect.y + 8, rect.right - column.right - 18, rect.h - 16)
    title = tr("The game master to {name}:", name=seat_noun(names[answer.player % len(names)]))
    if text.size() == "normal":
        text.blit(surface, title, words.topleft, "small", art.PENCIL)
        head = 22
    else:
        # One line, shrunk (or squeezed a little) to the slip's width, above the words.
        head = text.font("small").get_linesize()
        role, lines, _ = text.fitting(title, "small", words.w, head)
        image = text.render(lines[0], role, art.PENCIL)
        if image.get_width() > words.w:
            image = pygame.transform.smoothscale(image, (words.w, image.get_height()))
        surface.blit(image, words.topleft)
    body = pygame.Rect(words.x, words.y + head, words.w, words.h - head)
    role, lines, squeeze = text.fitting(sentence(answer, names), "body", body.w, body.h)
    if squeeze < text.SQUEEZE and text.size() != "normal":
        # A large text size and a long report: the slip says there is more (the game master's
        # log in the panel has it all; the cell's picture shows its sides).
        lines = (*lines[:-1], lines[-1] + " …")
    step = text.font(role).get_linesize()
    for k, line in enumerate(lines):
        image = text.render(line, role, art.INK)
        if image.get_width() > body.w:
            image = pygame.transform.smoothscale(image, (body.w, image.get_height()))
        surface.blit(image, (body.x, body.y + k * step))


def cell_rect(rect: pygame.Rect) -> pygame.Rect:
    """Where a slip drawn in ``rect`` draws the player's cell."""
    return pygame.Rect(rect.x + 14, rect.y + 14, rect.h - 28, rect.h - 28)


def draw_cell(surface: pygame.Surface, rect: pygame.Rect, answer: Answer) -> None:
    """The player's cell: the kind's sign in a corner, the player's piece, each side as the
    game master told it (a dotted pencil line for an open side)."""
    pygame.draw.rect(surface, art.PAPER, rect)
    corner = pygame.Rect(0, 0, rect.w * 2 // 5, rect.w * 2 // 5)
    corner.topright = (rect.right - 6, rect.top + 6)
    if answer.kind not in (None, "."):
        art.draw_kind(surface, corner, answer.kind, detail=answer.detail)
    if "died" in answer.icons:  # the answer that killed them: their body, not a piece standing
        gear.draw_body(surface, rect.center, int(rect.w * 0.7), answer.player)
    else:
        art.blit_token(surface, answer.player, rect.center, rect.w // 4)
    grid = Grid(rect.x, rect.y, rect.w, 0, 0, 1, 1)
    for d in DIRS:
        value = answer.sides.get(d)
        if value == "open":
            a, b = grid.side((0, 0), d)
            for k in range(0, 12, 2):
                p = (a[0] + (b[0] - a[0]) * k / 11, a[1] + (b[1] - a[1]) * k / 11)
                q = (a[0] + (b[0] - a[0]) * (k + 1) / 11, a[1] + (b[1] - a[1]) * (k + 1) / 11)
                pygame.draw.line(surface, art.PENCIL, p, q, 2)
        elif value is not None:
            art.draw_side(surface, grid, (0, 0), d, value)


def _star(surface: pygame.Surface, centre: tuple[int, int], radius: int, colour: tuple[int, int, int]) -> None:
    points = []
    for k in range(16):
        r = radius if k % 2 == 0 else radius * 0.5
        angle = math.pi * k / 8
        points.append((centre[0] + r * math.cos(angle), centre[1] + r * math.sin(angle)))
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.polygon(surface, art.INK, points, 2)


def _arrow(surface: pygame.Surface, centre: tuple[int, int], d: str, size: float,
           colour: tuple[int, int, int]) -> None:
    sx, sy = STEP[d]
    cx, cy = centre
    tip = (cx + sx * size, cy - sy * size)
    tail = (cx - sx * size, cy + sy * size)
    pygame.draw.line(surface, colour, tail, tip, max(3, int(size / 4)))
    wing = size * 0.55
    px, py = -sy, -sx
    pygame.draw.polygon(surface, colour, [
        (tip[0] + sx * wing * 0.6, tip[1] - sy * wing * 0.6), (tip[0] - sx * wing * 0.4 + px * wing, tip[1] + sy * wing * 0.4 + py * wing),
        (tip[0] - sx * wing * 0.4 - px * wing, tip[1] + sy * wing * 0.4 - py * wing)])


def _bullet(surface: pygame.Surface, centre: tuple[int, int], size: int) -> None:
    body = pygame.Rect(0, 0, size, size * 2 // 5)
    body.center = centre
    pygame.draw.rect(surface, (200, 200, 206), body, border_radius=body.h // 2)
    pygame.draw.rect(surface, art.INK, body, 2, border_radius=body.h // 2)
    for k in range(3):
        x = body.left - 6 - k * 6
        pygame.draw.line(surface, (250, 200, 90), (x, centre[1] - 4 + k * 4), (x - 8, centre[1] - 4 + k * 4), 2)


def _shot(icon: str, centre: tuple[int, int], radius: int, d: str) -> tuple[pygame.Surface, pygame.Rect]:
    """A bullet flying ``d`` into a player (a red burst), a wall or out of the labyrinth."""
    size = radius * 2
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    c = radius
    _bullet(image, (c - radius // 6, c), radius)
    if icon == "hit":
        _star(image, (c + radius // 2, c), radius // 3, art.BLOOD)
    elif icon == "miss":
        pygame.draw.line(image, art.INK, (c + radius // 2, c - radius // 2), (c + radius // 2, c + radius // 2), 5)
    image = pygame.transform.rotate(image, {"e": 0, "n": 90, "w": 180, "s": -90}[d])
    return image, image.get_rect(center=centre)


def draw_icon(surface: pygame.Surface, icon: str, centre: tuple[int, int], radius: int,
              direction: str | None = None, player: int = 0) -> None:
    """One icon in a paper disc: what happened (see :data:`ICON_ORDER`); ``player`` is the
    card's (a body is drawn in their colour)."""
    cx, cy = centre
    pygame.draw.circle(surface, art.PAPER, centre, radius)
    pygame.draw.circle(surface, art.INK, centre, radius, 2)
    box = pygame.Rect(0, 0, int(radius * 1.5), int(radius * 1.5))
    box.center = centre
    if icon in _MODIFIED_ICONS:
        _draw_modified_icon(surface, icon, centre, radius, player)
    elif icon in ("river", "hole", "arsenal", "hospital"):
        art.draw_kind(surface, box, {"river": "~", "hole": "O", "arsenal": "A", "hospital": "H"}[icon])
    elif icon in ("treasure", "false", "lying", "dropped", "exit"):
        chest_at = (cx, cy) if icon != "exit" else (cx - radius // 4, cy + radius // 5)
        art.draw_chest(surface, chest_at, int(radius * 1.1), false=icon == "false")
        if icon == "false":
            for k in range(5):
                pygame.draw.circle(surface, art.PENCIL, (cx - radius // 2 + k * radius // 4, cy + radius // 2 + (k % 2) * 3), 2)
        elif icon == "dropped":
            _arrow(surface, (cx + radius // 2, cy - radius // 3), "s", radius * 0.3, theme.ILLEGAL)
        elif icon == "exit":
            _arrow(surface, (cx + radius // 3, cy - radius // 3), "e", radius * 0.35, (40, 120, 60))
    elif icon == "wounded":
        pygame.draw.circle(surface, art.BLOOD, (cx, cy + radius // 5), radius // 2)
        pygame.draw.polygon(surface, art.BLOOD, [(cx - radius // 2 + 1, cy + radius // 6),
                                                 (cx + radius // 2 - 1, cy + radius // 6), (cx, cy - radius * 2 // 3)])
    elif icon in ("blast", "solid"):
        _star(surface, centre, int(radius * 0.75), (250, 170, 60))
        if icon == "solid":
            pygame.draw.line(surface, art.INK, (cx - radius * 0.6, cy + radius * 0.45),
                             (cx + radius * 0.6, cy + radius * 0.45), 5)
    elif icon in ("hit", "miss", "out"):
        surface.blit(*_shot(icon, centre, radius, direction or "e"))
    elif icon == "step" and direction is not None:
        _arrow(surface, centre, direction, radius * 0.55, art.INK)
    elif icon == "start":
        pygame.draw.line(surface, art.INK, (cx, cy - radius // 2), (cx, cy + radius // 2), 3)
        pygame.draw.circle(surface, art.BLOOD, (cx, cy - radius // 2), radius // 4)
        pygame.draw.ellipse(surface, art.PENCIL, (cx - radius // 2, cy + radius // 2 - 4, radius, 8), 2)
    elif icon == "wait":
        w, h = radius // 2, radius * 2 // 3
        pygame.draw.polygon(surface, art.INK, [(cx - w, cy - h), (cx + w, cy - h), (cx, cy)], 2)
        pygame.draw.polygon(surface, art.INK, [(cx - w, cy + h), (cx + w, cy + h), (cx, cy)])


_MODIFIED_ICONS = frozenset(("climb_up", "climb_down", "grenade", "grenade_solid", "boomerang_hit",
                             "boomerang_back", "boomerang_broken", "stab", "died", "returned", "loot",
                             "eaten", "bear_killed", "bear_near"))
"""The icons of the modifications' announcements, drawn with :mod:`games.terra.gear`'s things."""


def _draw_modified_icon(surface: pygame.Surface, icon: str, centre: tuple[int, int], radius: int,
                        player: int) -> None:
    """An icon of :data:`_MODIFIED_ICONS` inside the paper disc of radius ``radius``."""
    cx, cy = centre
    if icon in ("climb_up", "climb_down"):
        box = pygame.Rect(0, 0, int(radius * 1.6), int(radius * 1.6))
        box.center = (cx + radius // 10, cy)
        art.draw_stairs(surface, box, up=icon == "climb_up", down=icon == "climb_down")
    elif icon in ("grenade", "grenade_solid"):
        _star(surface, (cx + radius // 4, cy - radius // 5), int(radius * 0.5), (250, 170, 60))
        art.draw_grenade(surface, (cx - radius // 6, cy - radius // 10), radius * 1.05)
        if icon == "grenade_solid":
            pygame.draw.line(surface, art.INK, (cx - radius * 0.6, cy + radius * 0.6),
                             (cx + radius * 0.6, cy + radius * 0.6), 5)
    elif icon == "boomerang_hit":
        gear.draw_boomerang(surface, (cx - radius // 5, cy + radius // 8), radius * 1.1, math.pi / 8)
        _star(surface, (cx + radius // 2, cy - radius // 3), radius // 3, art.BLOOD)
    elif icon == "boomerang_back":
        gear.draw_boomerang(surface, (cx, cy + radius // 4), radius, 0.0)
        arc = pygame.Rect(0, 0, int(radius * 1.2), int(radius * 0.9))
        arc.center = (cx, cy - radius // 6)
        pygame.draw.arc(surface, art.INK, arc, math.radians(20), math.radians(200), 3)
        head = (arc.left + 1, arc.centery + 2)
        pygame.draw.polygon(surface, art.INK, [(head[0] - radius // 5, head[1] - 2), (head[0] + radius // 5, head[1] - 2),
                                               (head[0], head[1] + radius // 4)])
    elif icon == "boomerang_broken":
        gear.draw_boomerang(surface, centre, radius * 1.3, 0.0, broken=True)
    elif icon in ("stab", "returned"):
        gear.draw_knife(surface, (cx - radius // 10, cy + radius // 10), radius * 1.45)
        if icon == "stab":
            _star(surface, (cx + radius // 2, cy - radius // 2), radius // 3, art.BLOOD)
    elif icon == "died":
        gear.draw_body(surface, centre, int(radius * 1.6), player)
    elif icon == "loot":
        kit = pygame.Rect(0, 0, int(radius * 1.5), int(radius * 1.5))
        kit.center = (cx, cy - radius // 4)
        art.draw_arsenal(surface, kit, "full")
        # The game master does not say whose body it was: a grey one, not the looter's colour.
        gear.draw_body(surface, (cx, cy + radius // 2), int(radius * 1.3), None)
    elif icon in ("eaten", "bear_killed"):
        gear.draw_bear(surface, (cx, cy + radius // 10), radius * 1.5, dead=icon == "bear_killed")
        if icon == "eaten":
            for k in range(3):
                pygame.draw.circle(surface, art.BLOOD, (cx - radius // 3 + k * radius // 3, cy + radius * 2 // 3), 3)
    elif icon == "bear_near":
        gear.draw_paw(surface, centre, radius * 1.3)
