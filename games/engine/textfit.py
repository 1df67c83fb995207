"""Does every text fit its box, in every language? (``python -m games.engine.check`` and a
test.)

Every button of every scene (each caption a button can show: an option's every choice, a
seat's every level), the cards and other boxes a game scene lists in ``text_boxes()``, each
help page's text beside its picture and each lesson step in the lesson's box are measured with
the shrinking and wrapping the arcade draws them with (:func:`games.engine.text.fits`).
"""
from __future__ import annotations

import argparse
from typing import Any, Iterator

import pygame

from games.engine import help_scene, i18n, registry, text, tutorial
from games.engine.app import App
from games.engine.clock import FakeClock
from games.engine.menu import MenuScene
from games.engine.pause import PauseScene
from games.engine.seating import SeatingScene
from games.engine.session import Seat, Session
from games.engine.settings_scene import SettingsScene
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


def problems(ctx: Any) -> list[str]:
    """What does not fit, in every language (``ctx``: a running app's context)."""
    found = []
    before = i18n.language()
    try:
        for lang in i18n.LANGUAGES:
            i18n.set_language(lang)
            for where, scene in _scenes(ctx):
                for button in _buttons(scene):
                    box = button.rect.inflate(-12, -6)
                    for caption in _captions(scene, button):
                        if not text.fits(caption, button.role, box.w, box.h):
                            found.append(f"{lang}: {where}: button {caption!r} does not fit {box.size}")
                for words, role, box in getattr(scene, "text_boxes", lambda: [])():
                    if not text.fits(words, role, box.w, box.h):
                        found.append(f"{lang}: {where}: {words!r} does not fit {box.size}")
            for info in registry.all_games():
                found += _help_problems(lang, info)
                found += _lesson_problems(lang, info)
    finally:
        i18n.set_language(before)
    return found


def _help_problems(lang: str, info: registry.GameInfo) -> list[str]:
    found = []
    for page in info.help_pages():
        width = 1080 if len(page) < 3 or page[2] is None else 1180 - help_scene.PICTURE.right - 40
        lines = text.wrap(i18n.tr(page[1]), "body", width)
        if len(lines) * 30 > HELP_TEXT_HEIGHT:
            found.append(f"{lang}: {info.key} help {page[0]!r}: {len(lines)} lines do not fit")
    return found


def _lesson_problems(lang: str, info: registry.GameInfo) -> list[str]:
    found = []
    width, height = LESSON_TEXT
    for which in range(len(info.lesson_names())):
        for index, step in enumerate(info.lesson(which).steps):
            for words in (step.say, step.done):
                if words and len(text.wrap(i18n.tr(words), "body", width)) * 30 > height:
                    found.append(f"{lang}: {info.key} lesson {which + 1} step {index + 1}: "
                                 f"{words[:40]!r}… is too long")
    return found


def check_headless() -> list[str]:
    """Open a headless app and measure everything (for the command line)."""
    options = argparse.Namespace(headless=True, strict=True)
    app = App(options, clock=FakeClock(), first_scene=lambda ctx: None)
    try:
        return problems(app.ctx)
    finally:
        app.close()
        pygame.quit()
