"""Which scene the arcade opens with, from the command line: menu, a game, a demo, a resume."""
from __future__ import annotations

from games.engine import registry, saves
from games.engine.i18n import tr
from games.engine.scene import Context, Scene
from games.engine.session import Seat, Session


def game_scene(ctx: Context, session: Session) -> Scene:
    """The scene that shows ``session``'s game."""
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


def new_session(ctx: Context, info: registry.GameInfo, all_computer: bool) -> Session:
    """A game of ``info`` with the command line's player count and seed."""
    options = ctx.options
    levels = info.ai_levels()
    players = getattr(options, "players", None) or info.default_players
    players = max(info.min_players, min(info.max_players, players))
    top = max(0, len(levels) - 1)
    seats = [Seat(computer=bool(levels) and (all_computer or i > 0), level=top) for i in range(players)]
    seed = getattr(options, "seed", None)
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
    return DealingScene(ctx, lambda: new_session(ctx, info, demo), lambda why: MenuScene(ctx, why))
