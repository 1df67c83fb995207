"""Menu tile pictures: ``python -m games.engine.tilegen`` writes ``sprites/tiles/<game>.png``.

Each picture is the game's own board after some frames of a computer-played demo, scaled to
the tile, so the menu shows what each game really looks like.
"""
from __future__ import annotations

import os
import tempfile

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402

from games.engine import paths, registry, theme  # noqa: E402

TILE_PICTURE = (124, 124)
DEMO_FRAMES = 900


def main() -> None:
    os.environ["ARCADE_DATA_DIR"] = tempfile.mkdtemp()
    from games.engine.app import App
    from games.engine.cli import parser
    from games.engine.clock import FakeClock
    from games.engine.start import new_session
    from games.engine.thinker import InlineThinker
    app = App(parser().parse_args(["--headless", "--seed", "7"]), clock=FakeClock())
    folder = paths.SPRITES / "tiles"
    folder.mkdir(parents=True, exist_ok=True)
    for info in registry.all_games():
        scene = app.ctx.router.game_scene(new_session(app.ctx, info, all_computer=True))
        scene.thinker = InlineThinker()
        app.ctx.switch(scene)
        app.manager.process_requests()
        for _ in range(DEMO_FRAMES):
            app.clock.advance_frames(1)
            app.step()
            if scene.state.is_over():
                break
        board = app.screen.subsurface(pygame.Rect(theme.BOARD_RECT)).copy()
        picture = pygame.transform.smoothscale(board, TILE_PICTURE)
        pygame.image.save(picture, str(folder / f"{info.key}.png"))
        print(f"wrote {folder / (info.key + '.png')}")
    app.close()


if __name__ == "__main__":
    main()
