"""The application: display, fixed-step loop, global keys, the first scene, and the last line
of defence: a fault inside a scene becomes a message on the menu, never a crash."""
from __future__ import annotations

import argparse
import logging
import os
import random
import time
import warnings
from typing import Callable

from games.engine.clock import (Clock, FakeClock, FixedStep, MAX_UPDATES_PER_FRAME, RealClock,
                                UPDATES_PER_SECOND)

warnings.filterwarnings("ignore", message=".*no fast renderer available.*")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402  (the prompt variable must be set first)

from games.engine import controls, i18n, paths, registry, saves, storage, text, theme, widgets  # noqa: E402
from games.engine.audio import Audio  # noqa: E402
from games.engine.display import PRESENT_HINTS, Display  # noqa: E402
from games.engine.router import Router  # noqa: E402
from games.engine.scene import Context, Scene, SceneManager, sooner  # noqa: E402
from games.engine.settings import Settings  # noqa: E402

DT = 1 / UPDATES_PER_SECOND
log = logging.getLogger(__name__)
INPUT_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.MOUSEWHEEL,
                pygame.FINGERDOWN, pygame.CONTROLLERBUTTONDOWN, pygame.JOYBUTTONDOWN, controls.ACTION)
"""Events that count as somebody at the arcade (the kiosk's idle timer); a stick counts once
it makes an action (a drifting stick must not keep a kiosk awake)."""
PAD_EVENTS = (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP, pygame.CONTROLLERAXISMOTION,
              pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP, pygame.JOYHATMOTION, pygame.JOYAXISMOTION,
              pygame.JOYBALLMOTION)
"""Raw pad events: scenes see them only as actions."""
MAX_SLEEP_FRAMES = UPDATES_PER_SECOND
"""The loop sleeps at most this many frames at a time; the updates it owes then run at once."""


class App:
    """Owns the window and the loop; everything else lives in scenes."""

    def __init__(self, options: argparse.Namespace, clock: Clock | None = None,
                 first_scene: Callable[[Context], Scene | None] | None = None) -> None:
        self.options = options
        self.headless = bool(getattr(options, "headless", False))
        self.strict = bool(getattr(options, "strict", False))
        """Tests set ``strict``: a fault in a scene is raised instead of shown on the menu."""
        kiosk = bool(getattr(options, "kiosk", False))
        if self.headless:
            os.environ["SDL_VIDEODRIVER"] = "dummy"
            os.environ["SDL_AUDIODRIVER"] = "dummy"
        self.clock = clock or (FakeClock() if self.headless else RealClock())
        for hint, value in PRESENT_HINTS.items():
            os.environ.setdefault(hint, value)
        pygame.display.init()
        pygame.font.init()
        storage.open_folder(keep=not kiosk)
        settings = Settings.load()
        if getattr(options, "lang", None):
            settings.lang = options.lang
        if getattr(options, "fullscreen", None) is not None:
            settings.fullscreen = options.fullscreen
        if getattr(options, "text_size", None):
            settings.text_size = options.text_size
        if kiosk:
            settings.fullscreen = True
            settings.persist = False
        i18n.set_language(settings.lang)
        text.set_size(settings.text_size)
        self.display = self._open_display(settings.fullscreen)
        pygame.display.set_caption(i18n.tr("Board-game arcade"))
        icon = paths.SPRITES / "icon.png"
        if icon.exists():
            pygame.display.set_icon(pygame.image.load(str(icon)))
        audio = Audio(settings.volume, settings.muted, enabled=not self.headless)
        seed = getattr(options, "seed", None)
        self.ctx = Context(settings, audio, random.Random(seed), options)
        self.ctx.quit_locked = kiosk
        self.ctx.kiosk = kiosk
        self.ctx.router = Router(self.ctx)
        if storage.problem():
            self.ctx.notices.append(i18n.tr("Saving is off: {why}", why=storage.problem()))
        if settings.problem:
            self.ctx.notices.append(i18n.tr("The settings file was damaged: {why}", why=settings.problem))
            settings.problem = ""
        self.manager = SceneManager(self.ctx)
        self.manager.on_settings = self._apply_settings
        self.controls = controls.Controls()
        self.step_timer = FixedStep(self.clock)
        self.frames_drawn = 0
        """Passes of the loop (``run(frames=N)`` counts these), drawn or not."""
        self.frames_presented = 0
        """Pictures drawn and shown: a still picture is not drawn again."""
        self.always_draw = False
        """Draw on every pass (the frame-time benchmark measures whole frames)."""
        self.updates_run = 0
        self._next_draw: int | None = 0
        """``updates_run`` at which the top scene's picture changes next (None: at input)."""
        self._drawn_stack: list[Scene] = []
        self._fresh = False
        """The last pass drew the picture."""
        self._woken_by: list[pygame.event.Event] = []
        """The event that ended the loop's sleep (the wait takes it off the queue)."""
        self._owed_cap = MAX_UPDATES_PER_FRAME
        """Updates the next pass may run: more after a sleep, whose updates are owed."""
        registry.discover()
        self.kiosk_watch = None
        if kiosk:
            from games.engine.kiosk import KioskWatch
            self.kiosk_watch = KioskWatch(self.ctx)
        if first_scene is None:
            from games.engine.start import first_scene as default_first
            first_scene = default_first
        scene = first_scene(self.ctx)
        if scene is not None:
            self.ctx.switch(scene)
        self.manager.process_requests()

    def _open_display(self, fullscreen: bool) -> Display:
        return Display(self.headless, fullscreen)

    @property
    def screen(self) -> pygame.Surface:
        """The logical picture scenes draw on (a new one after F11)."""
        return self.display.surface

    def _apply_settings(self) -> None:
        settings = self.ctx.settings
        i18n.set_language(settings.lang)
        if text.size() != settings.text_size:
            text.set_size(settings.text_size)
            for scene in self.manager.stack:
                scene.relayout()
        self.ctx.audio.volume = settings.volume
        self.ctx.audio.muted = settings.muted
        if not self.headless and self.display.fullscreen != settings.fullscreen:
            self.display.open(settings.fullscreen)
        settings.save()

    def _global_key(self, event: pygame.event.Event) -> bool:
        """Keys that work in every scene; True when the event was used up."""
        if event.type == pygame.QUIT:
            if not self.ctx.quit_locked:
                self.manager.running = False
            return True
        if event.type != pygame.KEYDOWN:
            return False
        mods = getattr(event, "mod", 0)
        if event.key == pygame.K_q and mods & pygame.KMOD_CTRL and mods & pygame.KMOD_SHIFT:
            self.manager.running = False
            return True
        if event.key == pygame.K_m:
            self.ctx.settings.muted = self.ctx.audio.toggle_mute()
            self.ctx.settings.save()
            return True
        if event.key == pygame.K_F11:
            if not self.ctx.kiosk:
                self.ctx.settings.fullscreen = not self.ctx.settings.fullscreen
                self._apply_settings()
            return True
        return False

    def step(self) -> None:
        """One pass of the loop: input, the due fixed updates, one draw."""
        try:
            self._step()
        except Exception as exc:  # noqa: BLE001 - the arcade must outlive any fault of a scene
            if self.strict:
                raise
            self._recover(exc)

    def _step(self) -> None:
        events, self._woken_by = self._woken_by + pygame.event.get(), []
        for event in events:
            event = self.display.receive(event)
            if event is None:
                continue
            if event.type in INPUT_EVENTS:
                self.ctx.input_frames = self.updates_run
            if self._global_key(event):
                self.manager.stirred = True
                continue
            if event.type == controls.ACTION:
                self.manager.act(event)
                continue
            top = self.manager.top
            actions = self.controls.translate(event, top.owned_keys if top is not None else frozenset())
            if actions:
                self.ctx.input_frames = self.updates_run
                for action in actions:
                    self.manager.act(action)
            elif event.type not in PAD_EVENTS:
                self.manager.handle(event)
        for _ in range(self.step_timer.due(self._owed_cap)):
            for action in self.controls.update():
                self.ctx.input_frames = self.updates_run
                self.manager.act(action)
            self.manager.update(DT)
            self.updates_run += 1
            if self.kiosk_watch is not None:
                self.kiosk_watch.check(self.manager.top, self.updates_run)
                self.manager.process_requests()
        self._owed_cap = MAX_UPDATES_PER_FRAME
        self._fresh = self._draw_due()
        if self._fresh:
            self.draw()
        self.frames_drawn += 1

    def _draw_due(self) -> bool:
        """Whether the picture may differ from the one on screen: input reached a scene, the
        scene stack changed, or the top scene's schedule (:meth:`Scene.redraw_in`) says so."""
        manager, top = self.manager, self.manager.top
        due = (self.always_draw or manager.stirred or manager.stack != self._drawn_stack
               or top is None or top.dirty)
        manager.stirred = False
        soonest = top.redraw_in() if top is not None else 0
        if soonest == 0 or (self._next_draw is not None and self.updates_run >= self._next_draw):
            due = True
        changes_at = None if soonest is None else self.updates_run + soonest
        self._next_draw = changes_at if due else sooner(self._next_draw, changes_at)
        return due

    def _recover(self, exc: Exception) -> None:
        """A scene failed: keep its game's save aside (it may be what broke it), close every
        scene and go back to the menu (the attract loop in a kiosk) with a message."""
        log.exception("a scene failed; back to the menu")
        message = i18n.tr("Something went wrong: {why}", why=str(exc) or type(exc).__name__)
        sessions = [s.session for s in self.manager.stack if getattr(s, "session", None) is not None]
        for session in sessions[:1]:
            if session.autosave:
                try:
                    kept = saves.set_aside(session.slot)
                    message = i18n.tr("Something went wrong: {why}. The game was kept as {path}",
                                      why=str(exc) or type(exc).__name__, path=kept.name)
                except OSError:
                    pass
        self.ctx.requests.clear()
        while self.manager.stack:
            scene = self.manager.stack.pop()
            try:
                scene.leave()
            except Exception:  # noqa: BLE001 - a broken scene may fail to leave too
                log.exception("a failed scene could not leave cleanly")
        if self.ctx.kiosk:
            self.ctx.router.attract()
        else:
            self.ctx.router.menu(message)
        self.manager.process_requests()

    def draw(self) -> None:
        self.screen.fill(theme.FRAME)
        self.manager.draw(self.screen)
        if controls.mode() != "mouse":
            self.manager.draw_focus(self.screen)
        if self.ctx.audio.muted or self.ctx.audio.volume <= 0:
            widgets.mute_icon(self.screen, (theme.SCREEN_SIZE[0] - 100, 35), 12)
        self.display.present()
        self.frames_presented += 1
        self._drawn_stack = list(self.manager.stack)
        if self.manager.top is not None:
            self.manager.top.dirty = False

    def _sleep(self, pacer: pygame.time.Clock) -> None:
        """Wait for the next frame that may change the picture, or that an update must run
        (:meth:`Scene.wake_in`), or for an event: a still scene costs next to nothing. While
        the picture moves every frame, this is the plain 60 Hz pacing, which also keeps a
        stream of pointer events from drawing more than 60 pictures a second."""
        pacer.tick(UPDATES_PER_SECOND)
        top = self.manager.top
        frames = top.wake_in() if top is not None else None
        if self._next_draw is not None:
            frames = sooner(frames, self._next_draw - self.updates_run)
        if self.controls.repeating():
            frames = 1
        frames = MAX_SLEEP_FRAMES if frames is None else min(frames, MAX_SLEEP_FRAMES)
        if frames <= 1:
            return
        timeout_ms = -(-self.step_timer.ns_until(frames) // 1_000_000)
        if timeout_ms > 0:
            event = pygame.event.wait(timeout_ms)
            if event.type != pygame.NOEVENT:
                self._woken_by.append(event)
        self._owed_cap = frames + MAX_UPDATES_PER_FRAME

    def run(self, frames: int | None = None) -> None:
        """Loop until quit, or for exactly ``frames`` frames (headless runs step the clock)."""
        pacer = pygame.time.Clock()
        try:
            while self.manager.running and (frames is None or self.frames_drawn < frames):
                if isinstance(self.clock, FakeClock):
                    self.clock.advance_frames(1)
                self.step()
                if not self.headless and not isinstance(self.clock, FakeClock):
                    self._sleep(pacer)
                else:
                    # A loop stepping a fake clock at full speed would keep the GIL from a
                    # thread that works off the frame (a deal's imports wait 5 ms a syscall).
                    time.sleep(0)
        finally:
            screenshot = getattr(self.options, "screenshot", None)
            if screenshot:
                if not self._fresh:
                    self.draw()  # the picture of the last frame, though nothing asked for it
                pygame.image.save(self.screen, screenshot)

    def close(self) -> None:
        self.manager.close()
        storage.close_folder()
        pygame.display.quit()
