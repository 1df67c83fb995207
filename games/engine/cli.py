"""The command line (``python main.py --help``)."""
from __future__ import annotations

import argparse
import importlib
import os
import sys
from pathlib import Path

from games.engine.i18n import LANGUAGES
from games.engine.theme import TEXT_SCALES


def positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if value <= 0:
        raise argparse.ArgumentTypeError(f"expected a number above 0, got {value}")
    return value


def game_name(text: str) -> str:
    from games.engine import registry
    registry.discover()
    keys = [g.key for g in registry.all_games()]
    if text not in keys:
        raise argparse.ArgumentTypeError(f"unknown game {text!r}; choose from {', '.join(keys)}")
    return text


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="main.py", description="A board-game arcade: five games on one screen.")
    p.add_argument("--game", type=game_name, help="go straight into a game (e.g. labyrinth)")
    p.add_argument("--kids", action="store_true", help="the kids' 10-piece Maze")
    p.add_argument("--kiosk", action="store_true", help="full-screen attract loop (leave with Ctrl+Shift+Q)")
    p.add_argument("--demo", action="store_true", help="computer players in every seat")
    p.add_argument("--players", type=positive, help="number of players (2-4 where the game allows)")
    p.add_argument("--seed", type=int, help="seed for dealing, dice and computer players")
    p.add_argument("--lang", choices=LANGUAGES, help="language of the texts")
    p.add_argument("--text-size", choices=tuple(TEXT_SCALES), help="size of text and touch targets: large and xl for reading across a room "
                   "(as the Settings screen sets it)")
    screen = p.add_mutually_exclusive_group()
    screen.add_argument("--windowed", dest="fullscreen", action="store_false", default=None,
                        help="play in a window")
    screen.add_argument("--fullscreen", dest="fullscreen", action="store_true", help="play full screen")
    p.add_argument("--headless", action="store_true", help="run without a display (tests, CI)")
    p.add_argument("--frames", type=positive, help="stop after this many frames")
    p.add_argument("--screenshot", metavar="FILE", help="save the last frame as a PNG")
    p.add_argument("--maze", metavar="FILE", help="Terra Incognita: play a labyrinth from a map file")
    p.add_argument("--resume", type=game_name, metavar="GAME",
                   help="straight back into the saved game of GAME (as the menu's Resume does)")
    p.add_argument("--tutorial", type=game_name, metavar="GAME",
                   help="the guided first game of GAME (where it was left, else from the start)")
    p.add_argument("--replay", metavar="FILE",
                   help="watch the game recorded in FILE (a record exported by the arcade)")
    p.add_argument("--attract-seconds", type=positive, metavar="N",
                   help="kiosk: how long each attract game runs (default 45)")
    return p


def main(argv: list[str] | None = None) -> int:
    options = parser().parse_args(argv)
    if options.screenshot and not options.frames:
        parser().error("--screenshot needs --frames N")
    if options.screenshot:
        folder = Path(options.screenshot).resolve().parent
        if not folder.is_dir() or not os.access(folder, os.W_OK):
            parser().error(f"--screenshot: the folder {folder} does not exist or cannot be written")
    if options.resume and (options.game or options.kids or options.demo or options.kiosk):
        parser().error("--resume cannot be combined with --game, --kids, --demo or --kiosk")
    if options.replay:
        if options.game or options.kids or options.demo or options.kiosk or options.resume or options.tutorial:
            parser().error("--replay cannot be combined with --game, --kids, --demo, --kiosk, --resume or --tutorial")
        from games.engine import record_text, registry
        registry.discover()
        try:
            options.replay_record = record_text.load(options.replay)
        except record_text.RecordTextError as exc:
            parser().error(f"--replay: {options.replay}: {exc}")
    if options.tutorial:
        from games.engine import registry
        if registry.get(options.tutorial).lesson() is None:
            parser().error(f"--tutorial: {options.tutorial} has no lesson")
    if options.maze:
        from games.engine import registry
        registry.discover()
        readers = [g for g in registry.all_games() if g.map_files]
        if options.game:
            readers = [g for g in readers if g.key == options.game]
        if not readers:
            parser().error("--maze needs a game that reads labyrinth files (terra)")
        options.game = readers[0].key
        try:
            importlib.import_module(readers[0].map_files).read_map_file(options.maze)
        except ValueError as exc:
            parser().error(f"--maze: {exc}")
    if options.players and (options.game or options.kids):
        from games.engine import registry
        registry.discover()
        info = registry.get("maze-kids" if options.kids else options.game)
        if not info.min_players <= options.players <= info.max_players:
            counts = str(info.min_players) if info.min_players == info.max_players \
                else f"{info.min_players}-{info.max_players}"
            parser().error(f"--players {options.players}: {info.title} takes {counts} players")
    from games.engine.app import App
    from games.engine.shutdown import StopSignals
    signals = StopSignals()
    try:
        app = App(options)
        signals.attach(lambda: setattr(app.manager, "running", False))
        try:
            app.run(options.frames)
        finally:
            app.close()
    finally:
        signals.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
