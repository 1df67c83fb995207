"""Learn by playing: a guided first game, step by step, on prepared positions.

A game offers a :class:`Lesson` (``GameInfo.tutorial`` names it; a game with more than one
names them all in ``GameInfo.lessons``, and its help offers them in the :class:`LessonsScene`):
a list of :class:`Step` s.
Each step shows one rule on the board: a position built through the game's own rules model,
one or two plain sentences, a pointing hand on what to press, and the moves the step is made
of. The learner plays their own moves in the real game scene (every click works as in a real
game); the other seats' moves and their dice are played by the lesson; the learner's dice show
what the step needs (they are still legal rolls of the rules). A wrong choice gets a kind word,
never an error, and nothing happens. The position after each step is a pure function of the
lesson, so a lesson can be left and resumed at any step (progress is kept in the data folder).

What to press next comes from the game scene's :meth:`GameScene.guide` (the next target on the
way to a move), so the hand, the controller's focus and the tests all follow the same path.

At the larger text sizes the lesson's box grows up over the side panel as far as its words
need, never over what the learner may touch there, and words longer than that scroll in it
(:mod:`games.engine.scrolltext`: the wheel, a drag, Page Up/Down, the right stick).
"""
from __future__ import annotations

import dataclasses
import json
import logging
from typing import Any, Callable

import pygame

from games.engine import atomic, controls, jsonfile, paths, storage, text, theme, widgets
from games.engine.focus import Target
from games.engine.i18n import N_, language, tr
from games.engine.registry import GameInfo
from games.engine.rules_base import CHANCE
from games.engine.scene import Context, Overlay, Scene, button_targets
from games.engine.scrolltext import ScrolledText, line_step
from games.engine.session import Seat, Session
from games.engine.widgets import Button, ButtonRow

log = logging.getLogger(__name__)

BOX = pygame.Rect(748, 432, 504, 276)
"""The lesson's box: over the side panel's move list and buttons (hidden during a lesson)."""
LESSON_LINES = 5
"""How many lines of words the box holds at normal text size (it never scrolls there)."""
LESSON_MIN_LINES = 3
"""At the larger text sizes the box shows at least this many lines at once (more scroll)."""
BOX_TOP_LIMIT = 96
"""The box grows no higher: the game's name and whose turn it is stay in sight."""
REPLY_FRAMES = 30
"""A pause before the lesson plays another seat's move, so the learner sees it coming."""


@dataclasses.dataclass(frozen=True)
class Step:
    """One rule shown on the board.

    ``say`` is English (translated when shown). ``start`` builds a fresh position with the
    rules model; None goes on from the position the previous step left. ``moves`` are the
    step's moves in order, in the rules' notation: the learner's own (including their rolls,
    whose outcome the lesson sets) and the other seats' (the lesson plays those). ``look``
    names board rectangles to point at in a step with no moves. ``done`` is said once the
    moves are made.
    """

    say: str
    moves: tuple[str, ...] = ()
    start: Callable[[], Any] | None = None
    done: str = ""
    look: Callable[[Any], list[pygame.Rect]] | None = None


@dataclasses.dataclass(frozen=True)
class Lesson:
    """A game's guided first game: the seats (``learner`` is the person's) and the steps."""

    steps: tuple[Step, ...]
    players: int = 2
    learner: int = 0
    options: tuple[tuple[str, Any], ...] = ()

    def state_at(self, index: int) -> Any:
        """The position at the start of step ``index``, replayed through the rules."""
        first = max(i for i in range(index + 1) if self.steps[i].start is not None)
        state = self.steps[first].start()
        for step in self.steps[first:index]:
            for move in step.moves:
                state.play(move)
        return state

    def check(self) -> None:
        """Raise IllegalMove/ValueError if any step's moves are not legal in its position."""
        if self.steps[0].start is None:
            raise ValueError("a lesson's first step must set up a position")
        state = None
        for step in self.steps:
            if step.start is not None:
                state = step.start()
            for move in step.moves:
                state.play(move)


def hand_tip(target: Target) -> tuple[int, int]:
    """Where the hand's finger touches: a button's right end, so its caption stays readable;
    the middle of anything else (a piece, a field, a die)."""
    x, y, w, h = target.rect
    if isinstance(target.key, tuple) and target.key[:1] == ("button",) and w > 2 * h:
        return (x + w - h // 2, y + h // 2 + 6)
    return target.centre


class LessonSession(Session):
    """A session whose dice roll what the lesson's next move says (a legal outcome)."""

    script: list[str]

    def chance_move(self) -> Any:
        wanted = self.script[0] if self.script else None
        for move, _ in self.state.chance_outcomes():
            if str(move) == wanted:
                return move
        return super().chance_move()


class Progress:
    """Which step each lesson was left at (``tutorials.json`` in the data folder)."""

    @staticmethod
    def _path():
        return paths.data_dir() / "tutorials.json"

    @classmethod
    def load(cls) -> dict[str, int]:
        if not storage.writable():
            return {}
        try:
            data = jsonfile.read(cls._path(), max_bytes=64 * 1024)
        except (FileNotFoundError, OSError, jsonfile.BadJSON):
            return {}
        if not isinstance(data, dict):
            return {}
        return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, int)
                and not isinstance(v, bool) and v >= 0}

    @classmethod
    def step(cls, key: str) -> int:
        return cls.load().get(key, 0)

    @classmethod
    def keep(cls, key: str, step: int | None) -> None:
        """Remember ``step`` (None: the lesson is finished; it starts afresh next time)."""
        if not storage.keeps():
            return
        data = cls.load()
        if step is None:
            data.pop(key, None)
        else:
            data[key] = step
        try:
            atomic.write_text(cls._path(), json.dumps(data))
        except OSError as exc:
            log.warning("the lesson's progress could not be kept: %s", exc)


class TutorialScene(Scene):
    """Runs a lesson: the real game scene inside, the lesson's box and hand on top."""

    name = "tutorial"

    def __init__(self, ctx: Context, info: GameInfo, lesson: Lesson, step: int = 0,
                 key: str | None = None) -> None:
        super().__init__(ctx)
        self.info = info
        self.lesson = lesson
        self.key = key or info.key
        """Where this lesson's progress is kept (:meth:`GameInfo.lesson_key`)."""
        self.index = max(0, min(step, len(lesson.steps) - 1))
        self.game: Any = None
        self.session: LessonSession | None = None
        self.kind_word = ""
        self.finished = False
        self.reply_wait = 0
        self._guided: Any = None
        self.box = pygame.Rect(BOX)
        """The lesson's box as placed now: :data:`BOX` at normal text size; at the larger
        sizes as tall as its words need, short of what the learner may have to touch."""
        self.words: ScrolledText | None = None
        self.said_words = ""
        self._panel_key: Any = None
        self._panel_rects: list[pygame.Rect] = []
        self._build_buttons()
        self._open(self.index)

    def _build_buttons(self) -> None:
        """Back, Leave and Next along the box's bottom, touch targets of the text size."""
        h = 54 if text.size() == "normal" else text.px(48)
        y = BOX.bottom - 10 - h
        if text.size() == "normal":
            w, xs = 150, (BOX.x + 12, BOX.x + 176, BOX.right - 162)
        else:
            w = (BOX.w - 24 - 2 * 12) // 3
            xs = (BOX.x + 12, BOX.centerx - w // 2, BOX.right - 12 - w)
        self.buttons = ButtonRow([
            Button((xs[0], y, w, h), N_("Back"), self.previous, enabled=lambda: self.index > 0),
            Button((xs[1], y, w, h), N_("Leave"), self.leave_lesson, glyph="back"),
            Button((xs[2], y, w, h), N_("Next"), self.next, enabled=self.step_done, colour=theme.ACCENT),
        ])

    def relayout(self) -> None:
        self.game.relayout()
        self._build_buttons()
        self.words = None
        self._place_box()

    # ----- steps ----------------------------------------------------------------------------
    @property
    def step(self) -> Step:
        return self.lesson.steps[self.index]

    def _open(self, index: int) -> None:
        """Set up step ``index`` afresh (its position replayed through the rules)."""
        if self.game is not None:
            self.game.leave()
        self.index = index
        state = self.lesson.state_at(index)
        seats = [Seat(computer=i != self.lesson.learner) for i in range(self.lesson.players)]
        options = dict(self.info.default_options(), **dict(self.lesson.options))
        session = LessonSession(self.info, state, seats, options, seed=index, autosave=False)
        session.script = list(self.step.moves)
        session.take_screen(self.lesson.learner)
        self.session = session
        from games.engine.thinker import InlineThinker
        self.game = self.info.scene_class()(self.ctx, session, InlineThinker())
        self.game.lesson = True
        self.game.motion = "always"  # the lesson is drawn every frame: its board's pulses never rest
        self.game.vet = self._vet
        # One focus cursor: the game's own (it follows the game's new choices).
        self.focus = self.game.focus
        self.kind_word = ""
        self.reply_wait = REPLY_FRAMES
        self._guided = None
        self.words = None
        self._place_box()
        Progress.keep(self.key, index)

    def said(self) -> str:
        """What the box says now: the step's words, or its ``done`` once its moves are made."""
        return tr(self.step.done if self.step_done() and self.step.done else self.step.say)

    def avoided(self) -> list[pygame.Rect]:
        """What the box must leave uncovered: everything the learner may choose in the game
        now (the hand's target among it) and what the step points at."""
        rects = [pygame.Rect(t.rect) for t in self.game.focus_targets()]
        if self.step.look is not None:
            rects += [pygame.Rect(r) for r in self.step.look(self.game)]
        return rects

    def _place_box(self) -> None:
        """Size the box for what it says now (:meth:`layout`), keeping the scroll while the
        words and their room stay the same."""
        words = self.said()
        self.box, room = self.layout(words)
        if self.words is None or self.words.rect != room or self.said_words != words:
            before = self.words.first if self.words is not None and self.said_words == words else 0
            self.words = ScrolledText(words, room, "body", line_step())
            self.words.scroll(before)  # the box changed size under the same words: read on
            self.said_words = words

    def layout(self, words: str) -> tuple[pygame.Rect, pygame.Rect]:
        """The box and the room for its ``words``: :data:`BOX` at normal text size. At the
        larger sizes the box grows upwards over the side panel as far as the words need but
        stops short of anything the learner may touch there; words that still do not fit
        scroll in it."""
        step = line_step()
        counter = text.font("small").get_linesize()
        buttons_y = self.buttons.buttons[0].rect.y
        if text.size() == "normal":
            return pygame.Rect(BOX), pygame.Rect(BOX.x + 16, BOX.y + 42, BOX.w - 32, LESSON_LINES * step)
        kind = counter * len(self._kind_lines())
        lines = len(text.wrap(words, "body", BOX.w - 32))
        chrome = 8 + counter + 4 + kind + 8 + (BOX.bottom - buttons_y)
        column = [r for r in self.avoided() if r.right > BOX.x and r.x < BOX.right and r.y < BOX.bottom]
        top = max(BOX_TOP_LIMIT, BOX.bottom - chrome - lines * step)
        top = min(top, BOX.bottom - chrome - LESSON_MIN_LINES * step)
        # Never over what the learner may touch, even if fewer lines then show at a time.
        ceiling = max([BOX_TOP_LIMIT] + [r.bottom + 8 for r in column])
        top = max(top, ceiling)
        lowest = BOX.bottom - chrome - step
        # A line of the panel's own words is covered whole or not at all: the box rises over
        # it where it may, else it stops below it.
        for line in sorted(self._panel_words(), key=lambda r: -r.bottom):
            if line.y < top < line.bottom:
                top = line.y - 4 if line.y - 4 >= ceiling else min(lowest, line.bottom + 4)
        top = min(max(top, ceiling), lowest)
        y = top + 8 + counter + 4
        return (pygame.Rect(BOX.x, top, BOX.w, BOX.bottom - top),
                pygame.Rect(BOX.x + 16, y, BOX.w - 32, buttons_y - 8 - kind - y))

    def _panel_words(self) -> list[pygame.Rect]:
        """Where the game's own words stand in the box's column (seen by drawing the game
        aside, again only when the position, the targets or the words' size have changed)."""
        targets = tuple(tuple(t.rect) for t in self.game.focus_targets())
        key = (len(self.session.moves), self.index, targets, text.size(), language())
        if key != self._panel_key:
            scratch = pygame.Surface(theme.SCREEN_SIZE)
            with text.recording() as drawn:
                self.game.draw(scratch)
            self._panel_key = key
            self._panel_rects = [d.rect for d in drawn if not d.target and d.canvas == id(scratch)
                                 and d.rect.right > BOX.x and d.rect.x < BOX.right]
        return self._panel_rects

    def _kind_lines(self) -> list[str]:
        """The kind word, wrapped to the box (it may take two lines at the larger sizes)."""
        return text.wrap(self.kind_word, "small", BOX.w - 32) if self.kind_word else []

    def step_done(self) -> bool:
        """The step's moves are made and shown (a step without moves is done at once)."""
        return not self.session.script and not self.game.anims.busy

    def next(self) -> None:
        if not self.step_done():
            return
        self.ctx.audio.play("click")
        if self.index + 1 < len(self.lesson.steps):
            following = self.lesson.steps[self.index + 1]
            if following.start is None:
                self._advance()
            else:
                self._open(self.index + 1)
        else:
            self.finished = True
            Progress.keep(self.key, None)

    def _advance(self) -> None:
        """Go on from this step's position in the same game scene."""
        self.index += 1
        self.session.script = list(self.step.moves)
        self.kind_word = ""
        self.reply_wait = REPLY_FRAMES
        self._guided = None
        self.words = None
        self._place_box()
        Progress.keep(self.key, self.index)

    def previous(self) -> None:
        if self.index > 0:
            self._open(self.index - 1)

    def leave_lesson(self) -> None:
        """Back to the menu; the lesson resumes at this step next time."""
        self.ctx.router.menu()

    def _vet(self, move: str) -> str | None:
        """The game scene asks before it plays a move: only the step's next move is taken."""
        script = self.session.script
        if script and move == script[0]:
            script.pop(0)
            self.kind_word = ""
            return None
        self.kind_word = tr("Nearly! Try the one the hand points at.")
        self.ctx.audio.play("click")
        self._place_box()
        return self.kind_word

    def expected(self) -> str | None:
        """The learner's next move, or None when the lesson plays next (or nothing is due)."""
        script = self.session.script
        if not script:
            return None
        state = self.session.state
        player = state.to_move
        if player == CHANCE:
            player = self.session.roller()
        return script[0] if player == self.lesson.learner else None

    def guide(self) -> Target | None:
        """What to press next: on the way to the learner's next move, or the Next button."""
        if self.game.anims.busy:
            return None
        move = self.expected()
        if move is not None:
            return self.game.guide(move)
        if self.step_done() and not self.finished:
            return button_targets(self.buttons.buttons[2])[0]
        return None

    def _focus_on_the_hand(self) -> None:
        """Each time the hand points somewhere new, the focus cursor goes there too, so
        Enter or A does what the hand shows; the learner may still move it elsewhere."""
        target = self.guide()
        key = target.key if target is not None else None
        if key != self._guided and target is not None:
            self.focus.set(target)
            if controls.mode() != "mouse":
                self._point(target)  # what follows the pointer (a wall's ghost) goes along
        self._guided = key

    @property
    def owned_keys(self) -> frozenset[int]:  # type: ignore[override]
        """The game's own keys (Terra's arrows walk) stay the game's in a lesson."""
        return self.game.owned_keys

    # ----- the scene life cycle -------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.game.update(dt)
        self._place_box()
        self._focus_on_the_hand()
        if self.game.anims.busy or not self.session.script or self.expected() is not None:
            return
        if self.reply_wait > 0:
            self.reply_wait -= 1
            return
        self.game.submit(self.session.script[0])
        self.reply_wait = REPLY_FRAMES

    def handle(self, event: pygame.event.Event) -> None:
        if self.finished:
            if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
                self.leave_lesson()
            return
        if self.buttons.handle(event) or self.words.handle(event):
            return
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.box.collidepoint(event.pos):
            return
        self.game.handle(event)

    def focus_targets(self) -> list[Target]:
        if self.finished:
            return [Target.of(pygame.Rect(0, 0, *theme.SCREEN_SIZE), "finished", self.leave_lesson)]
        return self.game.focus_targets() + button_targets(self.buttons)

    def act(self, event: pygame.event.Event) -> None:
        if event.action == "choose" and not self.finished and self.guide() is None:
            return  # the lesson is playing: a learner pressing on must not land on Back
        if event.action in ("focus", "next", "choose"):
            super().act(event)
        elif event.action == "back" and self.game.human_to_move() and self.game.has_selection():
            self.game.act(event)  # Back first drops the half-made choice, as in a game
        elif event.action in ("back", "pause"):
            self.leave_lesson()
        elif event.action == "scroll" and self.words.page(event.steps):
            return  # Page Up/Down (the right stick) scroll the lesson's words while there are more
        else:
            self.game.act(event)

    def choose(self, target: Target | None) -> None:
        if target is not None and target.activate is None:
            self.game.choose(target)
        else:
            super().choose(target)

    def draw(self, surface: pygame.Surface) -> None:
        self.game.draw(surface)
        if self.finished:
            self._draw_finish(surface)
            return
        if self.step.look is not None:
            for rect in self.step.look(self.game):
                widgets.glow_ring(surface, rect.center, max(rect.w, rect.h) // 2 + 4, self.frame)
        self._draw_box(surface)
        target = self.guide()
        if target is not None:
            widgets.pointing_hand(surface, hand_tip(target), self.frame)

    def _draw_box(self, surface: pygame.Surface) -> None:
        box = self.box
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=16)
        text.covered(surface, box)
        pygame.draw.rect(surface, theme.HIGHLIGHT, box, 3, border_radius=16)
        count = tr("Step {n} of {total}", n=self.index + 1, total=len(self.lesson.steps))
        text.blit(surface, count, (box.x + 16, box.y + (12 if text.size() == "normal" else 8)), "small",
                  theme.TEXT_DIM)
        self.words.draw(surface)
        if text.size() == "normal":
            if self.kind_word:
                text.blit(surface, self.kind_word, (box.x + 16, BOX.bottom - 94), "small", theme.HIGHLIGHT)
        else:
            y = self.words.rect.bottom  # a row kept for it under the words (:meth:`layout`)
            for line in self._kind_lines():
                text.blit(surface, line, (box.x + 16, y), "small", theme.HIGHLIGHT)
                y += text.font("small").get_linesize()
        self.buttons.draw(surface)

    def _draw_finish(self, surface: pygame.Surface) -> None:
        veil = pygame.Surface(theme.SCREEN_SIZE, pygame.SRCALPHA)
        veil.fill((0, 0, 0, 150))
        surface.blit(veil, (0, 0))
        title, hint = tr("Well done — you know the rules!"), tr("Tap anywhere to choose a game.")
        box = pygame.Rect(0, 0, 760, 240)
        title_y, hint_y = 60, 140
        if text.size() != "normal":
            tall, line = text.font("title").get_linesize(), text.font("body").get_linesize()
            wide = max(text.font("title").size(title)[0], text.font("body").size(hint)[0]) + 80
            box.size = (min(theme.SCREEN_SIZE[0] - 40, max(760, wide)), 60 + tall + 30 + line + 60)
            title_y, hint_y = 60, 60 + tall + 30
        box.center = (640, 360)
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=18)
        pygame.draw.rect(surface, theme.HIGHLIGHT, box, 3, border_radius=18)
        text.blit(surface, title, (640, box.y + title_y), "title", anchor="midtop")
        text.blit(surface, hint, (640, box.y + hint_y), "body", theme.TEXT_DIM, "midtop")

    def leave(self) -> None:
        if self.game is not None:
            self.game.leave()


class LessonsScene(Overlay):
    """The lessons of a game with several (opened from its help): a button for each, which
    starts that lesson where it was left."""

    name = "lessons"

    def __init__(self, ctx: Context, info: GameInfo) -> None:
        super().__init__(ctx, veil=190)
        self.info = info
        self._build()

    def relayout(self) -> None:
        self._build()

    def _build(self) -> None:
        """A button per lesson and Back, in a box centred on the screen, touch targets of
        the text size in force."""
        names = self.info.lesson_names()
        row, gap = text.px(60), text.px(76) - text.px(60)
        back_h = text.px(56)
        heading = 24 + text.font("title").get_linesize() + 16
        height = heading + len(names) * (row + gap) + back_h + 28
        top = 360 - (len(names) * 76 + 76) // 2
        self.box = pygame.Rect(340, top - 80, 600, len(names) * 76 + 200)
        if text.size() != "normal":
            self.box = pygame.Rect(0, 0, min(theme.SCREEN_SIZE[0] - 80, text.px(600)), height)
            self.box.center = (640, 360)
            top = self.box.y + heading
        width = self.box.w - 100
        rows = [Button((self.box.x + 50, top + i * (row + gap), width, row), title, self._open(i),
                       colour=theme.HIGHLIGHT) for i, (title, _) in enumerate(names)]
        rows.append(Button((640 - text.px(100), self.box.bottom - 28 - back_h, text.px(200), back_h),
                           N_("Back"), self.ctx.pop, glyph="back"))
        self.buttons = ButtonRow(rows)

    def _open(self, index: int) -> Callable[[], None]:
        def open_lesson() -> None:
            self.ctx.audio.play("click")
            self.ctx.router.tutorial(self.info, which=index)
        return open_lesson

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        pygame.draw.rect(surface, theme.PANEL, self.box, border_radius=18)
        pygame.draw.rect(surface, theme.HIGHLIGHT, self.box, 3, border_radius=18)
        text.blit(surface, tr("Lessons: {game}", game=tr(self.info.title)), (640, self.box.y + 24), "title",
                  anchor="midtop")
        self.buttons.draw(surface)
