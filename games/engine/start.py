"""Which scene the arcade opens with, from the command line: menu, a game, a demo, a resume."""
from __future__ import annotations

import importlib

from games.engine import registry, saves
from games.engine.i18n import tr
from games.engine.scene import Context, Scene
from games.engine.session import Seat, Session


def game_scene(ctx: Context, session: Session) -> Scene:
    """The scene that shows ``session``'s game.

    A headless run of N frames (``--headless --frames N``) steps a fake clock, so its computer
    players think in-process: N frames then show the same game on every machine."""
    if getattr(ctx.options, "headless", False) and getattr(ctx.options, "frames", None):
        from games.engine.thinker import InlineThinker
        return session.info.scene_class()(ctx, session, InlineThinker())
    return session.info.scene_class()(ctx, session)


def resume_scene(ctx: Context, slot: str) -> Scene:
    """The saved game in ``slot``, or the menu with a clear message when it cannot be read."""
    from games.engine.menu import MenuScene
    try:
        session = Session.resume(slot)
    except saves.SaveError as exc:
        return MenuScene(ctx, tr("Could not load the saved game: {why}", why=str(exc)))
    if session is None:
        return MenuScene(ctx)
    return game_scene(ctx, session)


def new_session_seats(ctx: Context, info: registry.GameInfo, all_computer: bool) -> list[Seat]:
    """Seats from the command line: you against the computer (or computers only)."""
    levels = info.ai_levels()
    players = getattr(ctx.options, "players", None) or info.default_players
    players = max(info.min_players, min(info.max_players, players))
    top = max(0, len(levels) - 1)
    return [Seat(computer=bool(levels) and (all_computer or i > 0), level=top) for i in range(players)]


def new_session(ctx: Context, info: registry.GameInfo, all_computer: bool) -> Session:
    """A game of ``info`` with the command line's player count and seed."""
    seats = new_session_seats(ctx, info, all_computer)
    seed = getattr(ctx.options, "seed", None)
    return Session.new(info, seats, seed=seed if seed is not None else ctx.rng.randrange(1 << 30),
                       autosave=not all_computer)


def first_scene(ctx: Context) -> Scene:
    """Menu by default; ``--game``/``--kids``/``--demo``/``--kiosk`` go straight in."""
    from games.engine.menu import MenuScene
    options = ctx.options
    if getattr(options, "kiosk", False):
        from games.engine.kiosk import AttractScene
        return AttractScene(ctx)
    key = getattr(options, "game", None)
    if getattr(options, "kids", False):
        key = "maze-kids"
    demo = bool(getattr(options, "demo", False))
    if demo and key is None:
        games = registry.all_games()
        key = games[ctx.rng.randrange(len(games))].key if games else None
    if key is None:
        return MenuScene(ctx)
    try:
        info = registry.get(key)
    except KeyError as exc:
        return MenuScene(ctx, str(exc.args[0]))
    from games.engine.dealing import DealingScene
    path = getattr(options, "maze", None)
    if path and info.map_files:
        return DealingScene(ctx, lambda: map_session(ctx, info, path, demo), lambda why: MenuScene(ctx, why))
    return DealingScene(ctx, lambda: new_session(ctx, info, demo), lambda why: MenuScene(ctx, why))


def map_session(ctx: Context, info: registry.GameInfo, path: str, all_computer: bool) -> Session:
    """A game of ``info`` on the board in the file ``path`` (ValueError names line and column)."""
    template = new_session_seats(ctx, info, all_computer)
    loader = importlib.import_module(info.map_files or "")
    seed = getattr(ctx.options, "seed", None)
    return loader.session_from_map_file(path, template, seed=seed or 0, autosave=not all_computer)
