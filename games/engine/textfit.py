"""Does every text fit its box, in every language and at every text size? (``python -m
games.engine.check`` and a test.)

Every button of every scene (each caption a button can show: an option's every choice, a
seat's every level), the cards and other boxes a game scene lists in ``text_boxes()``, each
help page's text beside its picture and each lesson step in the lesson's box are measured with
the shrinking and wrapping the arcade draws them with (:func:`games.engine.text.fits`); help
pages and lesson steps are drawn at their first line and scrolled to their last, and a lesson's
box must leave clear what the learner may touch.

Then each scene is drawn with :func:`games.engine.text.recording` on (:func:`drawn_problems`):
every text must lie on the screen (on its own surface), inside the box it was given, clear of
the other texts and of the buttons it is not on; every button must be on the screen, clear of
the others and at least a touch target of the text size in force.
"""
from __future__ import annotations

import argparse
import contextlib
from typing import Any, Iterator

import pygame

from games.engine import help_scene, i18n, registry, scrolltext, storage, text, theme, tutorial
from games.engine.app import App
from games.engine.clock import FakeClock
from games.engine.history_scene import HistoryScene, ImportScene
from games.engine.menu import MenuScene
from games.engine.moves_page import MovesPage
from games.engine.name_entry import NewPlayerScene
from games.engine.pause import PauseScene
from games.engine.seating import SeatingScene
from games.engine.session import Seat, Session
from games.engine.settings_scene import SettingsScene
from games.engine.stats_scene import ResetScene, StatsScene
from games.engine.thinker import InlineThinker
from games.engine.widgets import Button, ButtonRow


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
        yield f"{info.key} moves", MovesPage(ctx, game)
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
                    found += [f"{where_prefix}: {p}"
                              for p in _help_problems(ctx, info) + _lesson_problems(ctx, info)]
                found += [f"{where_prefix}: {p}" for p in _help_problems(ctx, None)]
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


def _help_problems(ctx: Any, info: registry.GameInfo | None) -> list[str]:
    """Every help page of ``info`` (None: the arcade's), drawn at its first line and scrolled
    to its last: each line reachable and in its column; at normal size no page scrolls (its
    layout stays what it always was)."""
    found = []
    scene = help_scene.HelpScene(ctx, info)
    name = f"{info.key} help" if info else "help"
    for index, page in enumerate(scene.pages):
        scene.show(index)
        body = scene.body
        where = f"{name} {page[0]!r}"
        if body.scrolls() and text.size() == "normal":
            found.append(f"{where}: {len(body.lines)} lines do not fit")
        found += _column_problems(where, body)
        found += [f"{where}: {p}" for p in drawn_problems(scene)]
        if body.to_end():
            found += [f"{where}, scrolled to the end: {p}" for p in drawn_problems(scene)]
    return found


def _column_problems(where: str, body: scrolltext.ScrolledText) -> list[str]:
    """Every line of a help page or lesson step stays in its column (clear of the scroll
    bar), and a long one shows a few lines at a time, not one or two."""
    found = []
    room = body.rect.w - (text.px(scrolltext.GUTTER) if body.scrolls() else 0)
    f = text.font(body.role)
    found += [f"{where}: {line[:40]!r}… is wider than its column"
              for line in body.lines if f.size(line)[0] > room]
    if body.shown < min(len(body.lines), tutorial.LESSON_MIN_LINES):
        found.append(f"{where}: only {body.shown} lines show at a time")
    return found


@contextlib.contextmanager
def _progress_untouched() -> Iterator[None]:
    """Opening a lesson at each step would keep that step as the learner's progress."""
    keep, storage._folder.keep = storage._folder.keep, False
    try:
        yield
    finally:
        storage._folder.keep = keep


def _lesson_problems(ctx: Any, info: registry.GameInfo) -> list[str]:
    """Every step of every lesson of ``info``, opened: its words (and its ``done`` words)
    fit the box at normal size and scroll there at most at the larger sizes, measured with
    the line height in force; the box covers nothing the learner may touch; the box's own
    texts and buttons are drawn clean."""
    found = []
    step = scrolltext.line_step()
    with _progress_untouched():
        for which in range(len(info.lesson_names())):
            lesson = info.lesson(which)
            scene = tutorial.TutorialScene(ctx, info, lesson, 0, info.lesson_key(which))
            try:
                for index, lesson_step in enumerate(lesson.steps):
                    if index:
                        scene._open(index)
                    where = f"{info.key} lesson {which + 1} step {index + 1}"
                    for words in (lesson_step.say, lesson_step.done):
                        if not words:
                            continue
                        box, room = scene.layout(i18n.tr(words))
                        lines = text.wrap(i18n.tr(words), "body", room.w)
                        if text.size() == "normal" and len(lines) * step > room.h:
                            found.append(f"{where}: {words[:40]!r}… is too long")
                        for rect in scene.avoided():
                            if rect.colliderect(box):
                                found.append(f"{where}: the box covers what the learner may touch "
                                             f"at {tuple(rect)}")
                    found += _column_problems(where, scene.words)
                    found += [f"{where}: {p}" for p in drawn_problems(_Box(scene))]
                    if scene.words.to_end():
                        found += [f"{where}, scrolled to the end: {p}" for p in drawn_problems(_Box(scene))]
            finally:
                scene.leave()
    return list(dict.fromkeys(found))


class _Box:
    """A lesson's box alone, to be drawn by :func:`drawn_problems` (the game below it is
    measured as the game's own scene)."""

    def __init__(self, scene: tutorial.TutorialScene) -> None:
        self.draw = scene._draw_box


def check_headless(sizes: tuple[str, ...] = ("normal",)) -> list[str]:
    """Open a headless app and measure everything at the text ``sizes`` (for the command line)."""
    options = argparse.Namespace(headless=True, strict=True)
    app = App(options, clock=FakeClock(), first_scene=lambda ctx: None)
    try:
        return problems(app.ctx, sizes)
    finally:
        app.close()
        pygame.quit()
