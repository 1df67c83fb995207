"""The input layer: raw keys, game controllers and arcade sticks become actions.

Scenes get mouse and touch events as they are (a pointer is a pointer), and everything else as
:data:`ACTION` events with an ``action`` name, so a pad, a stick and the keyboard never fork a
scene's logic:

==========  =====================================  ==============================================
action      keyboard                               game controller (arcade stick)
==========  =====================================  ==============================================
focus       arrows, WASD (``dx``, ``dy``)          D-pad, left stick (hat, first two axes)
next        Tab, Shift+Tab (``steps`` ±1)          —
choose      Enter, Space                           A (button 0)
back        Esc                                    B (button 1)
hint        H                                      X (button 2)
undo        Ctrl+Z                                 Y (button 3)
pause       P                                      Start (button 7 or 9)
help        F1                                     Back / Select (button 6 or 8)
turn        Q / E, mouse wheel (``steps`` ±1)      shoulders (buttons 4 and 5)
mirror      F                                      either trigger
scroll      Page Up / Page Down (``steps``)        right stick up and down
first/last  Home / End                              —
==========  =====================================  ==============================================

Every action carries ``device`` ("keyboard" or "pad") and ``pad`` (the controller's instance
id, None for the keyboard), so a seat can belong to one controller. Controllers are found
through SDL's game-controller API (``pygame._sdl2.controller``) and hot-plugged at any time;
a joystick SDL does not know as a controller (an arcade stick) falls back to the plain
joystick API. Sticks repeat a held direction like a key (:meth:`Controls.update`).

:func:`mode` tells what the player used last ("mouse", "keyboard" or "pad"): the focus ring and
the button glyphs are shown only for the keyboard and pads, and go the moment the mouse moves.
"""
from __future__ import annotations

import logging
from typing import Any

import pygame

log = logging.getLogger(__name__)

ACTION = pygame.event.custom_type()

STICK_ON = 0.55
"""How far a stick must lean (of 1) to count as pushed; it lets go under :data:`STICK_OFF`."""
STICK_OFF = 0.35
TRIGGER_ON = 0.6
REPEAT_DELAY = 24
"""Frames a held stick direction waits before repeating, then :data:`REPEAT_EVERY`."""
REPEAT_EVERY = 8

_FOCUS_KEYS = {
    pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1),
    pygame.K_a: (-1, 0), pygame.K_d: (1, 0), pygame.K_w: (0, -1), pygame.K_s: (0, 1),
}
_KEYS = {
    pygame.K_RETURN: "choose", pygame.K_KP_ENTER: "choose", pygame.K_SPACE: "choose",
    pygame.K_ESCAPE: "back", pygame.K_h: "hint", pygame.K_p: "pause", pygame.K_F1: "help",
    pygame.K_f: "mirror", pygame.K_HOME: "first", pygame.K_END: "last",
}
_PAD_BUTTONS = {
    pygame.CONTROLLER_BUTTON_A: ("choose", {}), pygame.CONTROLLER_BUTTON_B: ("back", {}),
    pygame.CONTROLLER_BUTTON_X: ("hint", {}), pygame.CONTROLLER_BUTTON_Y: ("undo", {}),
    pygame.CONTROLLER_BUTTON_START: ("pause", {}), pygame.CONTROLLER_BUTTON_BACK: ("help", {}),
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: ("turn", {"steps": -1}),
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: ("turn", {"steps": 1}),
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: ("focus", {"dx": -1, "dy": 0}),
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: ("focus", {"dx": 1, "dy": 0}),
    pygame.CONTROLLER_BUTTON_DPAD_UP: ("focus", {"dx": 0, "dy": -1}),
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: ("focus", {"dx": 0, "dy": 1}),
}
_STICK_BUTTONS = {
    0: ("choose", {}), 1: ("back", {}), 2: ("hint", {}), 3: ("undo", {}),
    4: ("turn", {"steps": -1}), 5: ("turn", {"steps": 1}), 6: ("help", {}), 7: ("pause", {}),
    8: ("help", {}), 9: ("pause", {}),
}

_mode = "mouse"


def mode() -> str:
    """What the player used last: "mouse", "keyboard" or "pad"."""
    return _mode


def set_mode(value: str) -> None:
    global _mode
    _mode = value


def action(name: str, device: str = "keyboard", pad: int | None = None, **extra: Any) -> pygame.event.Event:
    """An action event (tests post these too)."""
    return pygame.event.Event(ACTION, action=name, device=device, pad=pad, **extra)


class _Stick:
    """One stick's held direction and its repeat countdown."""

    def __init__(self) -> None:
        self.x = 0.0
        self.y = 0.0
        self.held: tuple[int, int] = (0, 0)
        self.countdown = 0

    def direction(self) -> tuple[int, int]:
        """The pushed direction, with hysteresis so a stick at the threshold does not chatter."""
        x, y = self.x, self.y
        limit = STICK_OFF if self.held != (0, 0) else STICK_ON
        if max(abs(x), abs(y)) < limit:
            return (0, 0)
        return (1 if x > 0 else -1, 0) if abs(x) >= abs(y) else (0, 1 if y > 0 else -1)


class Controls:
    """Turns raw events into actions and keeps the connected controllers."""

    def __init__(self) -> None:
        self.controllers: dict[int, Any] = {}
        self.joysticks: dict[int, Any] = {}
        self.sticks: dict[tuple[str, int], _Stick] = {}
        self.triggers: dict[int, bool] = {}
        self.controller_api: Any = None
        try:
            pygame.joystick.init()
            from pygame._sdl2 import controller
            controller.init()
            self.controller_api = controller
        except (pygame.error, ImportError) as exc:
            log.info("game controllers unavailable: %s", exc)

    # ----- devices --------------------------------------------------------------------------
    def _added(self, event: pygame.event.Event) -> None:
        index = getattr(event, "device_index", None)
        if index is None:
            return
        api = self.controller_api
        try:
            if event.type == pygame.CONTROLLERDEVICEADDED and api is not None:
                pad = api.Controller(index)
                self.controllers[pad.as_joystick().get_instance_id()] = pad
            elif event.type == pygame.JOYDEVICEADDED and not (api is not None and api.is_controller(index)):
                stick = pygame.joystick.Joystick(index)
                self.joysticks[stick.get_instance_id()] = stick
        except pygame.error as exc:
            log.warning("a controller could not be opened: %s", exc)

    def _removed(self, event: pygame.event.Event) -> None:
        instance = getattr(event, "instance_id", None)
        self.controllers.pop(instance, None)
        self.joysticks.pop(instance, None)
        self.sticks.pop(("pad", instance), None)
        self.sticks.pop(("joy", instance), None)

    # ----- translation ----------------------------------------------------------------------
    def translate(self, event: pygame.event.Event, owned_keys: frozenset[int] = frozenset()) -> list[pygame.event.Event]:
        """The actions one raw event makes (none for pointer events, which pass as they are).

        ``owned_keys`` are keys the current scene reads itself (e.g. Terra Incognita's arrows
        walk): they make no action."""
        kind = event.type
        if kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL, pygame.FINGERDOWN):
            set_mode("mouse")
            return []
        if kind in (pygame.CONTROLLERDEVICEADDED, pygame.JOYDEVICEADDED):
            self._added(event)
            return []
        if kind in (pygame.CONTROLLERDEVICEREMOVED, pygame.JOYDEVICEREMOVED):
            self._removed(event)
            return []
        if kind == pygame.KEYDOWN:
            return self._key(event, owned_keys)
        if kind == pygame.CONTROLLERBUTTONDOWN:
            return self._pad("pad", event.instance_id, _PAD_BUTTONS.get(event.button))
        if kind == pygame.CONTROLLERAXISMOTION:
            return self._pad_axis(event)
        instance = getattr(event, "instance_id", None)
        if instance in self.controllers:
            return []  # SDL reports a controller twice: as a controller and as a joystick
        if kind == pygame.JOYBUTTONDOWN:
            return self._pad("joy", instance, _STICK_BUTTONS.get(event.button))
        if kind == pygame.JOYHATMOTION:
            x, y = event.value
            if (x, y) == (0, 0):
                return []
            return self._pad("joy", instance, ("focus", {"dx": x, "dy": -y} if x == 0 or y == 0 else
                                                          {"dx": x, "dy": 0}))
        if kind == pygame.JOYAXISMOTION and event.axis in (0, 1):
            stick = self.sticks.setdefault(("joy", instance), _Stick())
            if event.axis == 0:
                stick.x = event.value
            else:
                stick.y = event.value
            return self._stick_moved("joy", instance, stick)
        return []

    def _key(self, event: pygame.event.Event, owned: frozenset[int]) -> list[pygame.event.Event]:
        key = event.key
        mods = getattr(event, "mod", 0)
        if key in owned or mods & (pygame.KMOD_ALT | pygame.KMOD_META):
            return []
        if mods & pygame.KMOD_CTRL:
            if key == pygame.K_z:
                set_mode("keyboard")
                return [action("undo")]
            return []
        found: tuple[str, dict[str, int]] | None = None
        if key in _FOCUS_KEYS:
            dx, dy = _FOCUS_KEYS[key]
            found = ("focus", {"dx": dx, "dy": dy})
        elif key == pygame.K_TAB:
            found = ("next", {"steps": -1 if mods & pygame.KMOD_SHIFT else 1})
        elif key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            found = ("scroll", {"steps": -1 if key == pygame.K_PAGEUP else 1})
        elif key in (pygame.K_q, pygame.K_e):
            found = ("turn", {"steps": -1 if key == pygame.K_q else 1})
        elif key in _KEYS:
            found = (_KEYS[key], {})
        if found is None:
            return []
        set_mode("keyboard")
        return [action(found[0], "keyboard", None, **found[1])]

    def _pad(self, source: str, instance: int | None,
             found: tuple[str, dict[str, int]] | None) -> list[pygame.event.Event]:
        if found is None:
            return []
        set_mode("pad")
        return [action(found[0], "pad", instance, **found[1])]

    def _pad_axis(self, event: pygame.event.Event) -> list[pygame.event.Event]:
        value = event.value / 32767
        instance = event.instance_id
        if event.axis in (pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY):
            stick = self.sticks.setdefault(("pad", instance), _Stick())
            if event.axis == pygame.CONTROLLER_AXIS_LEFTX:
                stick.x = value
            else:
                stick.y = value
            return self._stick_moved("pad", instance, stick)
        if event.axis == pygame.CONTROLLER_AXIS_RIGHTY:
            if abs(value) >= STICK_ON:
                return self._pad("pad", instance, ("scroll", {"steps": 1 if value > 0 else -1}))
            return []
        if event.axis in (pygame.CONTROLLER_AXIS_TRIGGERLEFT, pygame.CONTROLLER_AXIS_TRIGGERRIGHT):
            key = instance * 2 + (event.axis == pygame.CONTROLLER_AXIS_TRIGGERRIGHT)
            pressed = value >= TRIGGER_ON
            was = self.triggers.get(key, False)
            self.triggers[key] = pressed
            if pressed and not was:
                return self._pad("pad", instance, ("mirror", {}))
        return []

    def _stick_moved(self, source: str, instance: int | None, stick: _Stick) -> list[pygame.event.Event]:
        direction = stick.direction()
        if direction == stick.held:
            return []
        stick.held = direction
        stick.countdown = REPEAT_DELAY
        if direction == (0, 0):
            return []
        return self._pad(source, instance, ("focus", {"dx": direction[0], "dy": direction[1]}))

    def repeating(self) -> bool:
        """A stick is held: its repeats need every frame's update."""
        return any(stick.held != (0, 0) for stick in self.sticks.values())

    def update(self) -> list[pygame.event.Event]:
        """Once per frame: repeat the held stick directions."""
        out = []
        for (source, instance), stick in self.sticks.items():
            if stick.held == (0, 0):
                continue
            stick.countdown -= 1
            if stick.countdown <= 0:
                stick.countdown = REPEAT_EVERY
                out.append(action("focus", "pad", instance, dx=stick.held[0], dy=stick.held[1]))
        return out
