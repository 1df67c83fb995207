"""Does every text fit its box, in every language and at every text size? (``python -m
games.engine.check`` and a test.)

Every button of every scene (each caption a button can show: an option's every choice, a
seat's every level), the cards and other boxes a game scene lists in ``text_boxes()``, each
help page's text beside its picture and each lesson step in the lesson's box are measured with
the shrinking and wrapping the arcade draws them with (:func:`games.engine.text.fits`).

Then each scene is drawn with :func:`games.engine.text.recording` on (:func:`drawn_problems`):
every text must lie on the screen (on its own surface), inside the box it was given, clear of
the other texts and of the buttons it is not on; every button must be on the screen, clear of
the others and at least a touch target of the text size in force.
"""
from __future__ import annotations

import argparse
from typing import Any, Iterator

import pygame

from games.engine import help_scene, i18n, registry, text, theme, tutorial
from games.engine.app import App
from games.engine.clock import FakeClock
from games.engine.history_scene import HistoryScene, ImportScene
from games.engine.menu import MenuScene
from games.engine.name_entry import NewPlayerScene
from games.engine.pause import PauseScene
from games.engine.seating import SeatingScene
from games.engine.session import Seat, Session
from games.engine.settings_scene import SettingsScene
from games.engine.stats_scene import ResetScene, StatsScene
from games.engine.thinker import InlineThinker
from games.engine.widgets import Button, ButtonRow

HELP_TEXT_HEIGHT = 600 - 130
LESSON_TEXT = (tutorial.BOX.w - 32, 5 * 30)


def _buttons(scene: Any) -> Iterator[Button]:
    """The scene's own buttons (alone, in rows, or in lists of either)."""
    for value in vars(scene).values():
        for item in value if isinstance(value, (list, tuple)) else [value]:
            if isinstance(item, Button):
                yield item
            elif isinstance(item, ButtonRow):
                yield from item.buttons


def _captions(scene: Any, button: Button) -> list[str]:
    """Every caption ``button`` can show (an option's every choice, every computer level)."""
    captions = {button.caption()}
    for opt in getattr(getattr(scene, "info", None), "options", ()):
        if button.label == opt.label:
            captions |= {i18n.tr(label) for _, label in opt.choices}
    if button.label == "Level" and getattr(scene, "levels", None):
        captions |= {i18n.tr(level) for level in scene.levels}
    return sorted(c for c in captions if c)


def _scenes(ctx: Any) -> Iterator[tuple[str, Any]]:
    yield "menu", MenuScene(ctx)
    yield "settings", SettingsScene(ctx)
    yield "help", help_scene.HelpScene(ctx, None)
    yield "statistics", StatsScene(ctx)
    yield "reset statistics", ResetScene(ctx, 12)
    yield "history", HistoryScene(ctx)
    yield "open a record", ImportScene(ctx)
    yield "new player", NewPlayerScene(ctx, [], lambda player: None)
    for info in registry.all_games():
        yield f"{info.key} seats", SeatingScene(ctx, info)
        yield f"{info.key} help", help_scene.HelpScene(ctx, info)
        seats = [Seat(computer=i > 0, level=0) for i in range(info.default_players)]
        session = Session.new(info, seats, seed=1, autosave=False)
        game = info.scene_class()(ctx, session, InlineThinker())
        yield info.key, game
        yield f"{info.key} pause", PauseScene(ctx, game)
        game.leave()
        for index, (title, _) in enumerate(info.lesson_names()):
            lesson_scene = tutorial.TutorialScene(ctx, info, info.lesson(index), 0, info.lesson_key(index))
            yield f"{info.key} lesson {title}".rstrip(), lesson_scene
            lesson_scene.leave()
        if len(info.lesson_names()) > 1:
            yield f"{info.key} lessons", tutorial.LessonsScene(ctx, info)


def problems(ctx: Any, sizes: tuple[str, ...] = ("normal",),
             languages: tuple[str, ...] = i18n.LANGUAGES) -> list[str]:
    """What does not fit, in every language at every text size (``ctx``: a running app's
    context)."""
    found = []
    before, size_before = i18n.language(), text.size()
    try:
        for size in sizes:
            text.set_size(size)
            for lang in languages:
                i18n.set_language(lang)
                where_prefix = lang if size == "normal" else f"{lang} {size}"
                for where, scene in _scenes(ctx):
                    found += [f"{where_prefix}: {where}: {p}" for p in scene_problems(scene)]
                for info in registry.all_games():
                    found += [f"{where_prefix}: {p}" for p in _help_problems(info) + _lesson_problems(info)]
    finally:
        i18n.set_language(before)
        text.set_size(size_before)
    return found


def scene_problems(scene: Any) -> list[str]:
    """What does not fit in one scene as built now: captions and boxes measured, then the
    scene drawn (:func:`drawn_problems`)."""
    found = []
    for button in _buttons(scene):
        box = button.rect.inflate(-12, -6)
        for caption in _captions(scene, button):
            if not text.fits(caption, button.role, box.w, box.h):
                found.append(f"button {caption!r} does not fit {box.size}")
    for words, role, box in getattr(scene, "text_boxes", lambda: [])():
        if not text.fits(words, role, box.w, box.h):
            found.append(f"{words!r} does not fit {box.size}")
    return found + drawn_problems(scene)


OVERLAP = 0.2
"""Two texts whose rectangles share more than this part of the smaller one run into each
other (glyph boxes have some air, so a touch is allowed)."""


TOUCH = 0.05
"""Buttons may touch (a few pixels' overlap at their rounded edges), no more."""


def drawn_problems(scene: Any) -> list[str]:
    """Draw ``scene`` once and say which texts leave the screen or their box or run into
    another text or a button, and which buttons leave the screen, overlap or are too small."""
    surface = pygame.Surface(theme.SCREEN_SIZE)
    surface.fill(theme.FRAME)
    with text.recording() as drawn:
        scene.draw(surface)
    screen = surface.get_rect()
    found = []
    texts = [d for d in drawn if not d.target and d.words.strip()]
    for d in texts:
        if not screen.contains(d.rect) or not d.bounds.contains(d.rect):
            found.append(f"{d.words!r} leaves the screen or its picture at {tuple(d.rect)}")
        elif d.box is not None and (not d.fitted or not d.box.inflate(2, 4).contains(d.rect)):
            found.append(f"{d.words!r} does not fit its box {tuple(d.box)}")
    free = [d for d in texts if d.canvas == id(surface)]
    for i, a in enumerate(free):
        for b in free[i + 1:]:
            if a.words != b.words and _overlap(a.rect, b.rect) > OVERLAP:
                found.append(f"{a.words!r} runs into {b.words!r}")
    buttons = [d for d in drawn if d.target]
    least = text.px(theme.MIN_TARGET)
    for i, button in enumerate(buttons):
        name = button.words
        if not screen.contains(button.rect):
            found.append(f"button {name!r} leaves the screen at {tuple(button.rect)}")
        if min(button.rect.size) < least and not button.cut:  # a scrolled panel's edge may cut a button
            found.append(f"button {name!r} is {button.rect.size}, under a touch target of {least}")
        for other in buttons[i + 1:]:
            if button.canvas == other.canvas and _overlap(button.rect, other.rect) > TOUCH:
                found.append(f"button {name!r} overlaps {other.words!r}")
        for d in free:
            if d.box is None and button.canvas == d.canvas and _overlap(d.rect, button.rect) > OVERLAP:
                found.append(f"{d.words!r} runs into the button {name!r}")
    return list(dict.fromkeys(found))


def _overlap(a: pygame.Rect, b: pygame.Rect) -> float:
    """The part of the smaller rectangle that the two share."""
    common = a.clip(b)
    smaller = min(a.w * a.h, b.w * b.h)
    return common.w * common.h / smaller if smaller else 0.0


def _help_problems(info: registry.GameInfo) -> list[str]:
    found = []
    for page in info.help_pages():
        width = 1080 if len(page) < 3 or page[2] is None else 1180 - help_scene.PICTURE.right - 40
        lines = text.wrap(i18n.tr(page[1]), "body", width)
        if len(lines) * 30 > HELP_TEXT_HEIGHT:
            found.append(f"{info.key} help {page[0]!r}: {len(lines)} lines do not fit")
    return found


def _lesson_problems(info: registry.GameInfo) -> list[str]:
    found = []
    width, height = LESSON_TEXT
    for which in range(len(info.lesson_names())):
        for index, step in enumerate(info.lesson(which).steps):
            for words in (step.say, step.done):
                if words and len(text.wrap(i18n.tr(words), "body", width)) * 30 > height:
                    found.append(f"{info.key} lesson {which + 1} step {index + 1}: "
                                 f"{words[:40]!r}… is too long")
    return found


def check_headless(sizes: tuple[str, ...] = ("normal",)) -> list[str]:
    """Open a headless app and measure everything at the text ``sizes`` (for the command line)."""
    options = argparse.Namespace(headless=True, strict=True)
    app = App(options, clock=FakeClock(), first_scene=lambda ctx: None)
    try:
        return problems(app.ctx, sizes)
    finally:
        app.close()
        pygame.quit()
