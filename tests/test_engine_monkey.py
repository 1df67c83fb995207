"""A seeded monkey: thousands of random clicks, drags, wheel turns and keys across every scene."""
import random

import pygame

from games.engine import registry
from games.engine.game_scene import GameScene
from tests.conftest import step

KEYS = [pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_SPACE,
        pygame.K_u, pygame.K_r, pygame.K_h, pygame.K_F1, pygame.K_z, pygame.K_TAB, pygame.K_m]


def monkey(app, rng: random.Random, events: int) -> set[str]:
    seen = set()
    for _ in range(events):
        roll = rng.random()
        pos = (rng.randrange(1280), rng.randrange(720))
        if roll < 0.55:
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=rng.choice([1, 1, 1, 3])))
        elif roll < 0.7:
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(3, 2), buttons=(1, 0, 0)))
        elif roll < 0.8:
            pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-1, 1]), flipped=False))
        else:
            mod = pygame.KMOD_CTRL if rng.random() < 0.2 else 0
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=rng.choice(KEYS), mod=mod, unicode="", scancode=0))
        step(app, rng.choice([1, 1, 2, 5]))
        if app.manager.top is not None:
            seen.add(app.manager.top.name)
        if not app.manager.running:
            app.manager.running = True
    return seen


def test_monkey_across_every_scene(make_app, tiny, monkeypatch):
    from games.engine import thinker
    monkeypatch.setattr(thinker, "Thinker", thinker.InlineThinker)
    monkeypatch.setattr("games.engine.game_scene.Thinker", thinker.InlineThinker)
    app = make_app()
    seen = monkey(app, random.Random(1234), 3000)
    assert {"menu", "seating"} <= seen
    assert len(seen) >= 4, seen


def test_registry_lists_only_real_games(tiny):
    registry.discover()
    for info in registry.all_games():
        assert issubclass(info.scene_class(), GameScene)
        assert hasattr(info.rules_module(), "new_game")
