"""The seeded monkey: random clicks, drags, wheel turns, keys and game-controller presses
across every scene.

``python -m tests.monkey --frames 100000 --seed 1`` runs the full version and prints its
figures; the test suite runs a shorter one. Scene changes are steered now and then so that
every registered game's scene, the seating, settings, help and pause screens all get visited.
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import time
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

KEYS = [pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP,
        pygame.K_DOWN, pygame.K_SPACE, pygame.K_u, pygame.K_r, pygame.K_h, pygame.K_F1,
        pygame.K_z, pygame.K_TAB, pygame.K_m, pygame.K_1, pygame.K_2, pygame.K_BACKSPACE,
        pygame.K_w, pygame.K_a, pygame.K_s, pygame.K_d, pygame.K_q, pygame.K_e, pygame.K_f, pygame.K_p]
PAD_BUTTONS = [pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_B,
               pygame.CONTROLLER_BUTTON_X, pygame.CONTROLLER_BUTTON_Y, pygame.CONTROLLER_BUTTON_START,
               pygame.CONTROLLER_BUTTON_DPAD_UP, pygame.CONTROLLER_BUTTON_DPAD_DOWN,
               pygame.CONTROLLER_BUTTON_DPAD_LEFT, pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
               pygame.CONTROLLER_BUTTON_LEFTSHOULDER, pygame.CONTROLLER_BUTTON_RIGHTSHOULDER]


def random_event(rng: random.Random) -> pygame.event.Event:
    roll = rng.random()
    pos = (rng.randrange(1280), rng.randrange(720))
    if roll < 0.25:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice([1, 1, 3]))
    if roll < 0.55:
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=rng.choice([1, 1, 1, 3]))
    if roll < 0.72:
        buttons = (1, 0, 0) if rng.random() < 0.5 else (0, 0, 0)
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(rng.randint(-9, 9), rng.randint(-9, 9)),
                                  buttons=buttons)
    if roll < 0.78:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-1, 1]), flipped=False,
                                  precise_x=0.0, precise_y=float(rng.choice([-1, 1])))
    if roll < 0.86:
        return pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=rng.choice([1, 2]),
                                  button=rng.choice(PAD_BUTTONS))
    if roll < 0.88:
        return pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=1, axis=rng.randrange(6),
                                  value=rng.randint(-32768, 32767))
    mod = pygame.KMOD_CTRL if rng.random() < 0.15 else 0
    return pygame.event.Event(pygame.KEYDOWN, key=rng.choice(KEYS), mod=mod, unicode="", scancode=0)


def steer(app: Any, rng: random.Random) -> None:
    """Jump to a random scene so that a long run visits every one of them."""
    from games.engine import registry
    from games.engine.session import Seat, Session
    games = registry.all_games()
    choice = rng.random()
    router = app.ctx.router
    if choice < 0.2 or not games:
        router.menu()
    elif choice < 0.3:
        router.seating(rng.choice(games))
    elif choice < 0.4:
        lessons = [g for g in games if g.tutorial]
        if lessons:
            info = rng.choice(lessons)
            router.tutorial(info, rng.randrange(len(info.lesson().steps)))
    else:
        info = rng.choice(games)
        players = rng.randint(info.min_players, info.max_players)
        seats = [Seat(computer=rng.random() < 0.4, level=0) for _ in range(players)]
        app.ctx.switch(router.game_scene(Session.new(info, seats, seed=rng.randrange(10**6))))
    app.manager.process_requests()


def run(app: Any, seed: int, frames: int, steer_every: int = 600) -> dict[str, Any]:
    """Drive ``app`` for ``frames`` frames; returns the scenes seen and the events posted."""
    rng = random.Random(seed)
    seen: dict[str, int] = {}
    posted = 0
    for frame in range(frames):
        if frame % steer_every == 0 and frame:
            steer(app, rng)
        for _ in range(rng.choice([0, 0, 1, 1, 2])):
            pygame.event.post(random_event(rng))
            posted += 1
        app.clock.advance_frames(1)
        app.step()
        top = app.manager.top
        if top is not None:
            seen[top.name] = seen.get(top.name, 0) + 1
        if not app.manager.running:
            app.manager.running = True
    return {"frames": frames, "events": posted, "scenes": seen}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m tests.monkey")
    p.add_argument("--frames", type=int, default=100_000)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    import tempfile
    os.environ["ARCADE_DATA_DIR"] = tempfile.mkdtemp()
    from games.engine import thinker
    from games.engine.app import App
    from games.engine.clock import FakeClock
    from games.engine.cli import parser
    import games.engine.game_scene as game_scene_module
    game_scene_module.Thinker = thinker.InlineThinker
    options = parser().parse_args(["--headless", "--seed", str(args.seed)])
    options.strict = True  # an exception must surface, not become a message
    app = App(options, clock=FakeClock())
    t0 = time.perf_counter()
    report = run(app, args.seed, args.frames)
    app.close()
    print(f"monkey: {report['frames']} frames, {report['events']} events, no exception, "
          f"{time.perf_counter() - t0:.0f} s")
    for name, count in sorted(report["scenes"].items()):
        print(f"  {name:<12}{count:>8} frames")
    return 0


if __name__ == "__main__":
    sys.exit(main())
