"""Which scene the arcade opens with, from the command line: menu, a game, a demo, a resume."""
from __future__ import annotations

import importlib

from games.engine import registry
from games.engine.scene import Context, Scene
from games.engine.seating import default_level
from games.engine.session import Seat, Session


def new_session_seats(ctx: Context, info: registry.GameInfo, all_computer: bool) -> list[Seat]:
    """Seats from the command line: you against the computer (or computers only)."""
    levels = info.ai_levels()
    players = getattr(ctx.options, "players", None) or info.default_players
    players = max(info.min_players, min(info.max_players, players))
    level = max(0, len(levels) - 1) if all_computer else (default_level(levels) if levels else 0)
    return [Seat(computer=bool(levels) and (all_computer or i > 0), level=level) for i in range(players)]


def new_session(ctx: Context, info: registry.GameInfo, all_computer: bool) -> Session:
    """A game of ``info`` with the command line's player count and seed (never saved when
    computers play every seat or the arcade is a kiosk)."""
    seats = new_session_seats(ctx, info, all_computer)
    seed = getattr(ctx.options, "seed", None)
    return Session.new(info, seats, seed=seed if seed is not None else ctx.rng.randrange(1 << 30),
                       autosave=not all_computer and not ctx.kiosk)


def first_scene(ctx: Context) -> Scene | None:
    """Menu by default; ``--game``/``--kids``/``--demo``/``--kiosk``/``--resume``/``--replay`` go
    straight in.

    Returns the scene to open, or None when the router has been asked for the destination
    (a deal, a resume), so that a failed deal or resume ends on the menu with a message."""
    options = ctx.options
    router = ctx.router
    if ctx.kiosk:
        return router.attract_scene()
    resume = getattr(options, "resume", None)
    if resume:
        router.resume(resume)
        return None
    record = getattr(options, "replay_record", None)
    if record is not None:
        router.replay(record, back=router.menu)
        return None
    lesson = getattr(options, "tutorial", None)
    if lesson:
        router.tutorial(registry.get(lesson))
        return None
    key = getattr(options, "game", None)
    if getattr(options, "kids", False):
        key = "maze-kids"
    demo = bool(getattr(options, "demo", False))
    if demo and key is None:
        games = registry.all_games()
        key = games[ctx.rng.randrange(len(games))].key if games else None
    if key is None:
        return router.menu_scene()
    try:
        info = registry.get(key)
    except KeyError as exc:
        return router.menu_scene(str(exc.args[0]))
    path = getattr(options, "maze", None)
    if path and info.map_files:
        router.deal(lambda: map_session(ctx, info, path, demo))
    else:
        router.deal(lambda: new_session(ctx, info, demo))
    return None


def map_session(ctx: Context, info: registry.GameInfo, path: str, all_computer: bool) -> Session:
    """A game of ``info`` on the board in the file ``path`` (ValueError names line and column)."""
    template = new_session_seats(ctx, info, all_computer)
    loader = importlib.import_module(info.map_files or "")
    seed = getattr(ctx.options, "seed", None)
    return loader.session_from_map_file(path, template, seed=seed or 0,
                                        autosave=not all_computer and not ctx.kiosk)
