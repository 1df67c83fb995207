"""An arcade that sleeps when nothing moves: a picture is drawn only when it may have changed.

``frames_drawn`` counts passes of the loop (as ever); ``frames_presented`` counts pictures.
"""
import pygame
import pytest

from games.engine import controls
from games.engine.game_scene import DOTS_FRAMES
from games.engine.kiosk import STEP_FRAMES, TITLE_FRAMES, AttractScene
from games.engine.scene import PULSE_CYCLE, PULSE_STEP_FRAMES, REST_AFTER_FRAMES
from games.engine.session import Seat, Session
from tests.conftest import step

REST = REST_AFTER_FRAMES + PULSE_CYCLE
"""Frames after which any pulse has come to rest."""


@pytest.fixture(autouse=True)
def mouse_mode(monkeypatch):
    """The focus ring (keys and pads) pulses; these tests start with a mouse."""
    monkeypatch.setattr(controls, "_mode", "mouse")


def pictures(app, frames: int) -> int:
    """Pictures drawn over the next ``frames`` passes."""
    before = app.frames_presented
    step(app, frames)
    return app.frames_presented - before


def motion(pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


class HeldThinker:
    """A computer player whose answer the test hands over when it likes."""

    def __init__(self) -> None:
        self.busy = False
        self.answer: str | None = None
        self.job = 0

    def warm(self, *modules) -> None:
        pass

    def request(self, rules, ai, state_json, level, seed, deadline_s=None) -> int:
        self.busy = True
        self.job += 1
        return self.job

    def poll(self):
        if not self.busy or self.answer is None:
            return None
        self.busy = False
        return self.job, self.answer, None

    def cancel(self) -> None:
        self.busy = False

    def close(self) -> None:
        self.busy = False


def tiny_game(app, info, seats, thinker=None):
    session = Session.new(info, seats, seed=2, autosave=False)
    scene = info.scene_class()(app.ctx, session, thinker)
    app.ctx.switch(scene)
    app.manager.process_requests()
    return scene


def test_the_menu_left_alone_is_drawn_once(make_app):
    app = make_app()
    step(app, 600)
    assert app.frames_drawn == 600 and app.updates_run == 600
    assert app.frames_presented == 1


def test_the_menu_draws_again_on_pointer_and_keys(make_app):
    app = make_app()
    step(app, 10)
    tile = app.manager.top.tiles[0][0]
    motion(tile.center)
    assert pictures(app, 1) == 1
    assert pictures(app, 100) == 0
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t", scancode=0))
    assert pictures(app, 1) == 1
    # The focus ring now shows and pulses, at its own pace, then rests.
    assert 0 < pictures(app, 80) <= 80 // 8 + 1
    step(app, REST)
    assert pictures(app, 300) == 0


def test_a_person_s_turn_pulses_then_rests_and_wakes_on_input(make_app, tiny):
    app = make_app()
    scene = tiny_game(app, tiny, [Seat(), Seat()])
    early = pictures(app, 120)
    assert 120 // PULSE_STEP_FRAMES - 2 <= early <= 120 // PULSE_STEP_FRAMES + 2
    assert scene.human_to_move()
    step(app, REST)
    assert scene.resting() and pictures(app, 600) == 0
    rested = scene.frame
    assert rested % PULSE_CYCLE == 0, "pulses rest at the start of their cycles"
    motion((10, 10))
    assert pictures(app, 1) == 1
    assert not scene.resting() and pictures(app, 60) >= 60 // PULSE_STEP_FRAMES - 1
    assert scene.frame == rested + 61, "the pulses go on from where they rested"


def test_an_animation_is_drawn_every_frame(make_app, tiny):
    app = make_app()
    scene = tiny_game(app, tiny, [Seat(), Seat()])
    step(app, REST)
    rect, move = scene.move_rects()[0]
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=rect.center, button=1))
    step(app, 1)
    assert scene.anims.busy
    frames = 0
    while scene.anims.busy:
        assert pictures(app, 1) == 1, "every frame of an animation is drawn"
        frames += 1
    assert frames >= 10


def test_a_computer_s_answer_is_drawn_when_it_arrives(make_app, tiny):
    app = make_app()
    thinker = HeldThinker()
    scene = tiny_game(app, tiny, [Seat(True, level=1), Seat()], thinker)
    step(app, 60)
    assert thinker.busy and not scene.anims.busy
    # Thinking: only the dots move, a step every DOTS_FRAMES frames.
    thinking = pictures(app, 10 * DOTS_FRAMES)
    assert 9 <= thinking <= 11
    thinker.answer = scene.state.legal_moves()[0]
    step(app, 1)
    assert scene.anims.busy
    assert pictures(app, 5) == 5


def test_the_kiosk_keeps_drawing_while_its_game_moves(make_app, only_tiny):
    app = make_app(kiosk=True)
    attract = app.manager.top
    step(app, TITLE_FRAMES + 2)
    if attract.dealer is not None:
        attract.dealer.wait(60)
        step(app, 2)
    assert isinstance(attract, AttractScene) and attract.inner is not None
    moving = shown = 0
    for _ in range(600):
        busy = attract.inner is not None and attract.inner.anims.busy
        drawn = pictures(app, 1)
        moving += busy
        shown += drawn if busy else 0
    # Short moves (tiny steps, twice as fast in a demo) lose a picture at each end.
    assert moving >= 60 and shown >= moving // (2 * STEP_FRAMES), "the attract game's moves are shown"
    assert app.frames_presented < 600 // 2, "and the kiosk sleeps between its steps"


def test_a_scene_that_declares_nothing_is_drawn_every_frame(make_app):
    from games.engine.scene import Scene
    app = make_app(first_scene=lambda ctx: Scene(ctx))
    assert pictures(app, 100) == 100



def test_a_helper_at_work_keeps_the_pulses_awake(make_app, tiny):
    """Maze's hint search answers at no frame anyone can foresee: while it works the pulses
    (and with them the pictures) go on; once it is done they rest."""
    from types import SimpleNamespace
    app = make_app()
    scene = tiny_game(app, tiny, [Seat(), Seat()])
    scene.background = ("helper",)
    scene.helper = SimpleNamespace(busy=True)
    step(app, REST)
    assert not scene.resting() and pictures(app, 60) >= 60 // PULSE_STEP_FRAMES - 1
    scene.helper.busy = False
    step(app, REST)
    assert scene.resting() and pictures(app, 300) == 0
