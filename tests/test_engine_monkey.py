"""A seeded monkey: thousands of random clicks, drags, wheel turns and keys across every scene."""
from games.engine import registry, thinker
from games.engine.game_scene import GameScene
from tests import monkey


def test_monkey_across_every_scene(make_app, tiny, monkeypatch):
    monkeypatch.setattr("games.engine.game_scene.Thinker", thinker.InlineThinker)
    app = make_app(seed=1234)
    report = monkey.run(app, seed=1234, frames=6000, steer_every=300)
    seen = set(report["scenes"])
    assert {"menu", "seating", "game"} <= seen, seen
    assert report["events"] > 3000


def test_registry_lists_only_real_games(tiny):
    registry.discover()
    for info in registry.all_games():
        assert issubclass(info.scene_class(), GameScene)
        assert hasattr(info.rules_module(), "new_game")
