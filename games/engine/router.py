"""Scene navigation in one place.

Scenes never import each other: they ask the router (``ctx.router``) for a destination — the
menu, a game's seats, a new game of X, a saved game, the attract loop, an overlay — and the
router builds the scene and sends the manager the request. This is the one module that knows
every engine scene class, and the one place that turns a failed deal or resume into a message.
"""
from __future__ import annotations

import logging
from typing import Any, Callable

from games.engine import registry, saves
from games.engine.i18n import tr
from games.engine.records import GameRecord
from games.engine.scene import Context, Scene
from games.engine.session import Seat, Session

log = logging.getLogger(__name__)


class Router:
    """Builds scenes on request; see the module docstring."""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx

    # ----- full-screen destinations ---------------------------------------------------------
    def menu_scene(self, message: str = "", focus: str = "") -> Scene:
        from games.engine.menu import MenuScene
        return MenuScene(self.ctx, message, focus)

    def menu(self, message: str = "", focus: str = "") -> None:
        """The title screen, with ``message`` (a fault, a refusal) under its title and the
        focus on ``focus`` (a game's key or a button's label: where the player came from)."""
        self.ctx.switch(self.menu_scene(message, focus))

    def seating(self, info: registry.GameInfo) -> None:
        from games.engine.seating import SeatingScene
        self.ctx.switch(SeatingScene(self.ctx, info))

    def statistics(self) -> None:
        """The statistics of the recorded games."""
        from games.engine.stats_scene import StatsScene
        self.ctx.switch(StatsScene(self.ctx))

    def attract(self) -> None:
        from games.engine.kiosk import AttractScene
        self.ctx.switch(AttractScene(self.ctx))

    def attract_scene(self) -> Scene:
        from games.engine.kiosk import AttractScene
        return AttractScene(self.ctx)

    def home(self, message: str = "") -> None:
        """Where a game goes when it is left: the menu (the kiosk's menu too)."""
        self.menu(message)

    # ----- games ----------------------------------------------------------------------------
    def game_scene(self, session: Session) -> Scene:
        """The scene that shows ``session``'s game.

        A headless run of N frames (``--headless --frames N``) steps a fake clock, so its
        computer players think in-process: N frames then show the same game on every machine."""
        options = self.ctx.options
        if getattr(options, "headless", False) and getattr(options, "frames", None):
            from games.engine.thinker import InlineThinker
            return session.info.scene_class()(self.ctx, session, InlineThinker())
        return session.info.scene_class()(self.ctx, session)

    def game(self, session: Session, fresh: bool = False) -> None:
        """Show ``session``; a scene that cannot be built for it is a message, not a crash.

        A ``fresh`` deal with a person at the table opens with the game's intro card the
        first time (its story)."""
        try:
            scene = self.game_scene(session)
        except Exception as exc:  # noqa: BLE001 - any fault here must end on the menu
            log.exception("could not show the game")
            self.menu(self._kept(session, exc))
            return
        self.ctx.switch(scene)
        card = session.info.intro_card() if fresh else None
        settings = self.ctx.settings
        if card is not None and session.humans() and session.info.key not in settings.seen:
            from games.engine.intro import IntroScene
            settings.seen.append(session.info.key)
            settings.save()
            self.ctx.push(IntroScene(self.ctx, *card))

    def deal(self, make: Callable[[], Session], on_error: Callable[[str], Scene] | None = None) -> None:
        """Deal off the frame loop, then show the game (or ``on_error(why)``'s scene)."""
        from games.engine.dealing import DealingScene
        self.ctx.switch(DealingScene(self.ctx, make, on_error or self._deal_failed))

    def _deal_failed(self, why: str) -> Scene:
        return self.menu_scene(tr("Could not start the game: {why}", why=why))

    def new_game(self, info: registry.GameInfo, seats: list[Seat], options: dict[str, Any],
                 seed: int, on_error: Callable[[str], Scene] | None = None) -> None:
        """A new deal of ``info``; the kiosk's games are never saved for later."""
        autosave = not self.ctx.kiosk
        self.deal(lambda: Session.new(info, seats, options, seed=seed, autosave=autosave), on_error)

    def restart(self, session: Session) -> None:
        self.deal(session.restart)

    def resume(self, slot: str) -> None:
        """The game saved in ``slot``; a damaged save is set aside and said so on the menu."""
        try:
            session = Session.resume(slot)
        except saves.SaveError as exc:
            self.menu(tr("Could not load the saved game: {why}", why=str(exc)))
            return
        if session is None:
            self.menu(tr("There is no saved game of {game}", game=tr(registry.get(slot).title)))
            return
        self.game(session)

    def _kept(self, session: Session, exc: BaseException) -> str:
        """Set a save that broke its scene aside; the message for the menu."""
        if session.autosave:
            try:
                kept = saves.set_aside(session.slot)
            except OSError:
                pass
            else:
                return tr("Could not show the game ({why}); the save was kept as {path}",
                          why=str(exc) or type(exc).__name__, path=kept.name)
        return tr("Could not show the game ({why})", why=str(exc) or type(exc).__name__)

    # ----- records: the history, replays, imports ----------------------------------------------
    def history(self, message: str = "") -> None:
        """The list of past games."""
        from games.engine.history_scene import HistoryScene
        self.ctx.switch(HistoryScene(self.ctx, message))

    def replay(self, record: GameRecord, at: int | None = None,
               back: Callable[[], None] | None = None) -> None:
        """Watch ``record``: from the first move, playing (``at`` None), or paused after ``at``
        moves; ``back`` leaves it (default: the history). A record that cannot be replayed is
        a message."""
        from games.engine.playback import Playback
        from games.engine.replay import ReplayScene
        try:
            scene = ReplayScene(self.ctx, Playback(record), at, back or self.history)
        except Exception as exc:  # noqa: BLE001 - a damaged record must end on a screen
            log.exception("could not replay the game")
            self.menu(tr("Could not replay the game: {why}", why=str(exc) or type(exc).__name__))
            return
        self.ctx.switch(scene)

    def continue_game(self, playback: Any, at: int) -> None:
        """A new game from the position after ``at`` moves of a replayed record, saved as
        usual (nothing is dealt: the position is the record's)."""
        try:
            session = playback.continued(at, autosave=not self.ctx.kiosk)
        except ValueError as exc:
            self.menu(tr("Could not start the game: {why}", why=str(exc)))
            return
        self.game(session)

    def import_file(self) -> None:
        """The file picker: records under the data folder's exports/ and imports/."""
        from games.engine.history_scene import ImportScene
        self.ctx.switch(ImportScene(self.ctx))

    def tutorial(self, info: registry.GameInfo, step: int | None = None, which: int = 0) -> None:
        """The game's lesson ``which`` (0: its guided first game), from ``step`` (default:
        where it was left)."""
        from games.engine.tutorial import Progress, TutorialScene
        lesson = info.lesson(which)
        if lesson is None:
            self.menu(tr("{game} has no lesson yet", game=tr(info.title)))
            return
        key = info.lesson_key(which)
        start = Progress.step(key) if step is None else step
        self.ctx.switch(TutorialScene(self.ctx, info, lesson, start, key))

    def lessons(self, info: registry.GameInfo) -> None:
        """The list of a game's lessons, over the screen that asks (its help)."""
        from games.engine.tutorial import LessonsScene
        self.ctx.push(LessonsScene(self.ctx, info))

    # ----- overlays -------------------------------------------------------------------------
    def review(self, session: Session) -> str:
        """A look back at a finished game, over its end screen: the board drawn by a second
        scene of the game (which never plays) and the game's own analysis. Returns why it
        could not be shown ("" when it is)."""
        from games.engine.review_scene import ReviewScene
        from games.engine.thinker import InlineThinker
        module = session.info.review_module()
        if module is None:
            return tr("{game} has no review", game=tr(session.info.title))
        try:
            painter = session.info.scene_class()(self.ctx, session, InlineThinker())
            review = module.Review(session.initial, session.moves)
            if hasattr(review, "names"):  # a review that names the sides calls a named player by name
                review.names = tuple("" if seat.computer else seat.name for seat in session.seats)
        except Exception as exc:  # noqa: BLE001 - a fault here is a message on the end screen
            log.exception("could not review the game")
            return tr("Could not review the game ({why})", why=str(exc) or type(exc).__name__)
        self.ctx.push(ReviewScene(self.ctx, session, painter, review))
        return ""

    def help(self, info: registry.GameInfo | None) -> None:
        from games.engine.help_scene import HelpScene
        self.ctx.push(HelpScene(self.ctx, info))

    def settings(self) -> None:
        from games.engine.settings_scene import SettingsScene
        self.ctx.push(SettingsScene(self.ctx))

    def moves(self, game: Any) -> None:
        """The whole move list of ``game`` on a page over it."""
        from games.engine.moves_page import MovesPage
        self.ctx.push(MovesPage(self.ctx, game))

    def pause(self, game: Any) -> None:
        from games.engine.pause import PauseScene
        self.ctx.push(PauseScene(self.ctx, game))

    def new_player(self, known: list[Any]) -> Callable[[Callable[[Any], None]], None]:
        """Something that opens the new player form over the current screen: called with
        ``done``, which gets the new player (added to ``known`` and saved) or None."""
        def open_form(done: Callable[[Any], None]) -> None:
            from games.engine.name_entry import NewPlayerScene
            self.ctx.push(NewPlayerScene(self.ctx, known, done))
        return open_form

    def back(self) -> None:
        """Close the overlay on top."""
        self.ctx.pop()
