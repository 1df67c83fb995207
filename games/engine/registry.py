"""The game registry: a game appears in the menu when its package registers itself.

Each ``games/<game>/__init__.py`` calls :func:`register` with a :class:`GameInfo` naming its
modules by dotted path, so the menu starts without importing any game's rules or scene. The
:class:`Kind` in it says once what sort of game it is; the table's rules (undo, hand-over
covers) are derived from it.
"""
from __future__ import annotations

import dataclasses
import enum
import importlib
import pkgutil
from types import ModuleType
from typing import Any, Callable, Mapping


class Chance(enum.Enum):
    """Whether chance acts in play (OpenSpiel's chance mode)."""

    NONE = "none"
    """No chance moves: whatever is random (a deal, a bear's walk) follows from the seed."""
    DICE = "dice"
    """Dice act at chance nodes (``state.to_move == CHANCE``), played by the session."""


class Information(enum.Enum):
    """Whether every player may see everything (OpenSpiel's information)."""

    PERFECT = "perfect"
    HIDDEN = "hidden"
    """Players hold things the others must not see (Mazing hands, Terra Incognita's map)."""


class Outcome(enum.Enum):
    """How a game's end is shared out (OpenSpiel's utility)."""

    COMPETITIVE = "competitive"
    """Players play against each other; the winners are some of them."""
    COOPERATIVE = "cooperative"
    """Identical results: the partners all win or none does (Maze)."""


@dataclasses.dataclass(frozen=True)
class Kind:
    """What sort of game this is, declared once per game (after OpenSpiel's ``GameType``).

    ``lifted_by`` names the option (a key of :attr:`GameInfo.options`) that shows a hidden-
    information game's secrets to everyone: with it on, nothing at the table is secret.
    """

    chance: Chance = Chance.NONE
    information: Information = Information.PERFECT
    lifted_by: str | None = None
    outcome: Outcome = Outcome.COMPETITIVE

    def __post_init__(self) -> None:
        if self.lifted_by is not None and self.information is not Information.HIDDEN:
            raise ValueError(f"{self.lifted_by!r} lifts hidden information, but nothing is hidden")

    def hidden(self, options: Mapping[str, Any]) -> bool:
        """Whether, with these options, players hold things the others must not see."""
        if self.information is not Information.HIDDEN:
            return False
        return not (self.lifted_by is not None and options.get(self.lifted_by))


@dataclasses.dataclass(frozen=True)
class Option:
    """A set-up choice shown on the seat screen: ``key`` is a ``new_game`` keyword."""

    key: str
    label: str
    choices: tuple[tuple[Any, str], ...]
    default: Any
    group: str = ""
    """The tab of the seat screen the option is shown under (English, translated when drawn);
    a game whose options name more than one group gets a tab per group."""
    players: tuple[int, ...] = ()
    """The player counts the option is for (empty: every count). At another count the seat
    screen greys it out showing the default, and the game is set up with the default."""

    def offered(self, players: int) -> bool:
        """Whether the option can be chosen for a game of ``players``."""
        return not self.players or players in self.players


@dataclasses.dataclass(frozen=True)
class GameInfo:
    """How the arcade finds, sets up and shows one game (or one mode of a game)."""

    key: str
    title: str
    blurb: str
    rules: str
    scene: str
    ai: str | None = None
    help: str | None = None
    min_players: int = 2
    max_players: int = 2
    default_players: int = 2
    options: tuple[Option, ...] = ()
    fixed_options: tuple[tuple[str, Any], ...] = ()
    seat_names: tuple[str, ...] = ()
    seat_looks: tuple[tuple[tuple[int, int, int], str], ...] = ()
    """Per seat (colour, side's name in English) for the seat badge, which shows the name's
    first letter in the player's language; default: the Okabe–Ito seat colours and letters."""
    colour: tuple[int, int, int] = (80, 90, 120)
    order: int = 50
    kids: bool = False
    demo_seconds: int = 45
    """How long the kiosk's attract loop shows this game (``--attract-seconds`` overrides)."""
    kind: Kind = Kind()
    """Chance, information and outcome: the facts undo, covers and the like are derived from."""
    extra_options: tuple[str, ...] = ()
    kids_options: tuple[tuple[str, Any], ...] = ()
    """The options a table turns to when a child sits down (a named player with the kids' flag,
    :func:`games.engine.player_chooser.gentle_table`): the shorter, always-winnable game."""
    """Option keys a session may hold besides :attr:`options` (e.g. a map read from a file)."""
    think_seconds: float = 5.0
    """The longest a computer player of this game should think; a worker silent for several
    times this long is restarted and a fallback move is played."""
    intro: str | None = None
    """``module:NAME`` of ``(title, text, picture)``: a card shown before a person's first
    game (the game's story)."""
    tutorial: str | None = None
    """``module:NAME`` of the game's :class:`games.engine.tutorial.Lesson` (the Learn button,
    ``--tutorial GAME``): its first lesson."""
    lessons: tuple[tuple[str, str], ...] = ()
    """A game with several lessons: ``(title, "module:NAME")`` of each, the first being
    :attr:`tutorial`; the game's help offers them all (titles in English, translated when shown)."""
    review: str | None = None
    """A pure module with a ``Review`` class: the look back at a finished game
    (:mod:`games.engine.review_scene`); the end screen offers Review when it is set."""
    map_files: str | None = None
    """A module with ``read_map_file(path)`` and ``session_from_map_file(path, seats, seed,
    autosave)``: the game can be played on a board read from a file (``--maze FILE``)."""
    record_text: str | None = None
    """A module writing and reading this game's records as text in its own format (``to_text``,
    ``from_text``, ``recognises``, ``SUFFIX``; see :mod:`games.engine.record_text`); None: the
    generic format."""

    def __post_init__(self) -> None:
        if self.lessons and self.lessons[0][1] != self.tutorial:
            raise ValueError(f"{self.key}: the first of the lessons must be the tutorial")

    def rules_module(self) -> ModuleType:
        return importlib.import_module(self.rules)

    def ai_module(self) -> ModuleType | None:
        return importlib.import_module(self.ai) if self.ai else None

    def review_module(self) -> ModuleType | None:
        return importlib.import_module(self.review) if self.review else None

    def scene_class(self) -> Callable[..., Any]:
        module, _, name = self.scene.partition(":")
        return getattr(importlib.import_module(module), name)

    def help_pages(self) -> list[tuple[str, str]]:
        """``[(title, text)]`` in English; the help scene translates them."""
        if not self.help:
            return []
        module, _, name = self.help.partition(":")
        return list(getattr(importlib.import_module(module), name or "PAGES"))

    def intro_card(self) -> Any:
        """``(title, text, picture)`` of the game's intro card, or None."""
        if not self.intro:
            return None
        module, _, name = self.intro.partition(":")
        return getattr(importlib.import_module(module), name)

    def lesson_names(self) -> list[tuple[str, str]]:
        """``[(title, "module:NAME")]`` of every lesson, the default first (its title is ""
        when the game has only that one)."""
        if self.lessons:
            return list(self.lessons)
        return [("", self.tutorial)] if self.tutorial else []

    def lesson(self, index: int = 0) -> Any:
        """The game's lesson ``index`` (0: the guided first game), or None."""
        names = self.lesson_names()
        if not 0 <= index < len(names):
            return None
        module, _, name = names[index][1].partition(":")
        return getattr(importlib.import_module(module), name or "LESSON")

    def lesson_key(self, index: int = 0) -> str:
        """Where lesson ``index``'s progress is kept: the game's key for the first (as it
        always was), the key and the lesson's name for the others."""
        return self.key if index == 0 else f"{self.key}:{self.lesson_names()[index][1]}"

    def ai_levels(self) -> list[str]:
        module = self.ai_module()
        return list(getattr(module, "LEVELS", ["normal"])) if module else []

    def default_options(self) -> dict[str, Any]:
        options = {opt.key: opt.default for opt in self.options}
        options.update(dict(self.fixed_options))
        return options


_games: dict[str, GameInfo] = {}


def register(info: GameInfo) -> GameInfo:
    """Add a game to the menu (called from the game package's ``__init__``)."""
    _games[info.key] = info
    return info


def unregister(key: str) -> None:
    _games.pop(key, None)


def discover() -> None:
    """Import every game package under ``games/`` so that each can register itself."""
    import games

    for module in pkgutil.iter_modules(games.__path__):
        if module.ispkg and module.name != "engine":
            importlib.import_module(f"games.{module.name}")


def all_games() -> list[GameInfo]:
    return sorted(_games.values(), key=lambda g: (g.order, g.key))


def get(key: str) -> GameInfo:
    try:
        return _games[key]
    except KeyError:
        known = ", ".join(g.key for g in all_games()) or "none"
        raise KeyError(f"unknown game {key!r}; known games: {known}") from None
