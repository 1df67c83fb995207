"""A simulated game controller (or keyboard) for tests: it posts real SDL events — controller
buttons, joystick hats, keys — and finds its way to a target with the D-pad like a player.

``Driver.choose(pred)`` moves the focus cursor step by step towards the first focus target
whose key satisfies ``pred`` (pressing the direction that points at it) and presses A (or
Enter). It never touches the scene's objects to choose: only the events a person's hands make.
"""
from __future__ import annotations

from typing import Any, Callable, Hashable

import pygame

from games.engine.focus import nearest
from tests.conftest import step

PAD_BUTTONS = {
    "choose": pygame.CONTROLLER_BUTTON_A, "back": pygame.CONTROLLER_BUTTON_B,
    "hint": pygame.CONTROLLER_BUTTON_X, "undo": pygame.CONTROLLER_BUTTON_Y,
    "pause": pygame.CONTROLLER_BUTTON_START, "turn+": pygame.CONTROLLER_BUTTON_RIGHTSHOULDER,
    "turn-": pygame.CONTROLLER_BUTTON_LEFTSHOULDER,
    (1, 0): pygame.CONTROLLER_BUTTON_DPAD_RIGHT, (-1, 0): pygame.CONTROLLER_BUTTON_DPAD_LEFT,
    (0, 1): pygame.CONTROLLER_BUTTON_DPAD_DOWN, (0, -1): pygame.CONTROLLER_BUTTON_DPAD_UP,
}
KEYS = {
    "choose": pygame.K_RETURN, "back": pygame.K_ESCAPE, "hint": pygame.K_h, "pause": pygame.K_p,
    "turn+": pygame.K_e, "turn-": pygame.K_q,
    (1, 0): pygame.K_d, (-1, 0): pygame.K_a, (0, 1): pygame.K_s, (0, -1): pygame.K_w,
}
STICK_BUTTONS = {"choose": 0, "back": 1, "hint": 2, "undo": 3, "pause": 7}


class Driver:
    """Presses buttons on one device: ``kind`` is "pad" (a game controller), "stick" (a plain
    joystick: hat and buttons) or "keyboard"."""

    def __init__(self, app: Any, kind: str = "pad", instance: int = 1) -> None:
        self.app = app
        self.kind = kind
        self.instance = instance
        self.presses = 0

    def press(self, what: Any, frames: int = 1) -> None:
        """Press and release one button (an action name or a direction)."""
        self.presses += 1
        if self.kind == "pad":
            button = PAD_BUTTONS[what]
            for kind in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
                pygame.event.post(pygame.event.Event(kind, instance_id=self.instance, button=button))
        elif self.kind == "stick":
            if isinstance(what, tuple):
                dx, dy = what
                for value in ((dx, -dy), (0, 0)):
                    pygame.event.post(pygame.event.Event(pygame.JOYHATMOTION, instance_id=self.instance,
                                                         hat=0, value=value))
            else:
                for kind in (pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP):
                    pygame.event.post(pygame.event.Event(kind, instance_id=self.instance,
                                                         button=STICK_BUTTONS[what]))
        else:
            key = KEYS[what]
            mod = pygame.KMOD_CTRL if what == "undo" else 0
            key = pygame.K_z if what == "undo" else key
            for kind in (pygame.KEYDOWN, pygame.KEYUP):
                pygame.event.post(pygame.event.Event(kind, key=key, mod=mod, unicode="", scancode=0))
        step(self.app, frames)

    def top(self) -> Any:
        return self.app.manager.top

    def targets(self) -> list[Any]:
        return self.top().focus_targets()

    def focused(self) -> Any:
        return self.top().focus.current(self.targets())

    def find(self, pred: Callable[[Hashable], bool]) -> Any:
        return next((t for t in self.targets() if pred(t.key)), None)

    def route(self, here: Any, goal: Any) -> list[tuple[int, int]] | None:
        """The D-pad presses that take the focus from ``here`` to ``goal`` (a player watching
        the ring finds the way the same: breadth first over where each press lands)."""
        targets = self.targets()
        by_key = {t.key: t for t in targets}
        seen = {here.key: []}
        frontier = [here.key]
        while frontier:
            nxt = []
            for key in frontier:
                for direction in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                    others = [t for t in targets if t.key != key]
                    there = nearest(others, by_key[key].centre, *direction)
                    if there is None or there.key in seen:
                        continue
                    seen[there.key] = seen[key] + [direction]
                    if there.key == goal.key:
                        return seen[there.key]
                    nxt.append(there.key)
            frontier = nxt
        return None

    def go_to(self, pred: Callable[[Hashable], bool], limit: int = 8) -> Any:
        """Move the focus onto the first target matching ``pred`` with the D-pad."""
        for _ in range(limit):
            goal = self.find(pred)
            if goal is None:
                raise AssertionError(f"no focus target matches; targets: {[t.key for t in self.targets()]}")
            here = self.focused()
            if here is None:
                self.press((1, 0))
                continue
            if here.key == goal.key:
                return goal
            path = self.route(here, goal)
            if path is None:
                raise AssertionError(f"no D-pad route from {here.key!r} to {goal.key!r}")
            for direction in path:
                self.press(direction)
        raise AssertionError(f"the focus never reached {self.find(pred).key!r} (at {self.focused().key!r})")

    def choose(self, pred: Callable[[Hashable], bool], frames: int = 2) -> None:
        self.go_to(pred)
        self.press("choose", frames)


def is_button(label: str) -> Callable[[Hashable], bool]:
    return lambda key: isinstance(key, tuple) and key[:2] == ("button", label)


def settle(app: Any, scene: Any, limit: int = 4000) -> None:
    for _ in range(limit):
        if not scene.anims.busy:
            return
        step(app)
    raise AssertionError("animations never finished")


def follow_guide(pad: Any, scene: Any, move: str) -> None:
    """Press where the scene's guide points (a piece, then its square or field) until
    ``move`` is played."""
    played = len(scene.session.moves)
    for _ in range(3):
        target = scene.guide(move)
        assert target is not None, move
        pad.choose(lambda key: key == target.key)
        if len(scene.session.moves) > played:
            assert scene.session.moves[-1] == move
            return
    raise AssertionError(f"{move} was never played")


def until_game(app: Any, pad: Any = None, limit: int = 600) -> Any:
    """Step from the dealt game to its game scene (``pad`` presses Begin on an intro card);
    returns the top scene."""
    from games.engine.game_scene import GameScene
    from tests.conftest import until_dealt
    until_dealt(app)
    for _ in range(limit):
        if pad is not None and app.manager.top.name == "intro":
            pad.choose(is_button("Begin"))
        if isinstance(app.manager.top, GameScene):
            break
        step(app)
    return app.manager.top
