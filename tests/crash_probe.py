"""A real arcade process that plays a game with autosave and reports each saved move.

``python -m tests.crash_probe GAME SEED``: every computer seat plays; after each autosave the
process prints ``saved <count> <move>`` and flushes, so a test can SIGKILL it mid-game and
check that the save holds every reported move.
"""
from __future__ import annotations

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def main(argv: list[str]) -> int:
    key, seed = argv[0], int(argv[1])
    from games.engine import registry
    from games.engine.app import App
    from games.engine.clock import FakeClock
    from games.engine.cli import parser
    from games.engine.session import Seat, Session
    from games.engine.thinker import InlineThinker
    registry.discover()
    if key == "tiny":
        from tests.conftest import TINY
        registry.register(TINY)
    info = registry.get(key)
    seats = [Seat(computer=True, level=0) for _ in range(info.default_players)]
    session = Session.new(info, seats, seed=seed, autosave=True)
    save = session.save

    def save_and_report() -> None:
        save()
        print(f"saved {len(session.moves)} {session.moves[-1] if session.moves else '-'}", flush=True)
    session.save = save_and_report

    def first(ctx):
        return info.scene_class()(ctx, session, InlineThinker())
    app = App(parser().parse_args(["--headless"]), clock=FakeClock(), first_scene=first)
    app.run()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
