"""Labyrinth rolls told on screen: a computer's roll gets a banner as a person's roll gets the
heading, and the heading follows the position on screen, never the model ahead of it."""
from games.engine.animation import Drawn
from games.engine.i18n import set_language
from games.engine.session import Seat
from games.labyrinth import scene as labyrinth_scene
from games.labyrinth.scene import ROLL_BANNER_FRAMES, WASTED_FRAMES
from tests.conftest import step
from tests.test_labyrinth_scene import open_scene, position, settle


def banners(monkeypatch):
    """Record the message of every banner the scene builds."""
    told = []
    real = labyrinth_scene.banner

    def recording(message, *args, **kwargs):
        told.append(message)
        return real(message, *args, **kwargs)
    monkeypatch.setattr(labyrinth_scene, "banner", recording)
    return told


def test_the_heading_names_the_roller_until_the_wasted_roll_banner_is_gone(make_app, monkeypatch):
    set_language("en")
    told = banners(monkeypatch)
    state = position([[0, 0, 0, 0], [0, 0, 0, 0]])
    app, session, scene = open_scene(make_app, state, [Seat(), Seat()])
    assert scene.status_text() == "Blue: roll the dice"
    scene.submit("roll 2-5")
    assert session.state.turn == 1, "the model is already at the next turn"
    headings = set()
    banner_frames = 0
    for _ in range(400):
        step(app)
        active = scene.anims.active
        if isinstance(active, Drawn) and active.frames == WASTED_FRAMES:
            banner_frames += 1
            headings.add(scene.status_text())
        if not scene.anims.busy:
            break
    assert told == ["Blue rolled 2 and 5: nobody can enter"]
    assert banner_frames >= WASTED_FRAMES - 1
    assert headings == {"Blue rolls the dice"}, "read from the position on screen, the roller's"
    assert scene.status_text() == "Vermillion: roll the dice", "the next turn once the banner is gone"


def test_a_computer_roll_shows_its_banner_like_a_persons(make_app, monkeypatch):
    set_language("en")
    told = banners(monkeypatch)
    state = position([[3, 0, 0, 0], [0, 0, 0, 0]])
    app, session, scene = open_scene(make_app, state, [Seat(True, 0), Seat()])
    order = []
    for _ in range(600):
        step(app)
        active = scene.anims.active
        kind = (type(active).__name__, active.frames) if active is not None else None
        if kind and (not order or order[-1][0] != kind):
            order.append((kind, scene.status_text()))
        if session.moves and not session.moves[-1].startswith("roll"):
            break
    roll = next(m for m in session.moves if m.startswith("roll "))
    a, b = roll[5:].split("-")
    assert told[0] == f"Blue rolled {a} and {b}"
    kinds = [kind for kind, _ in order]
    banner_at = kinds.index(("Drawn", ROLL_BANNER_FRAMES))
    assert kinds[banner_at - 2:banner_at] == [("Drawn", labyrinth_scene.TUMBLE_FRAMES), ("Call", 1)], \
        "the banner comes after the dice have settled"
    assert order[banner_at][1] == "Blue rolls the dice"


def test_a_persons_roll_has_no_banner_of_its_own(make_app, monkeypatch):
    told = banners(monkeypatch)
    state = position([[3, 0, 0, 0], [0, 0, 0, 0]])
    app, session, scene = open_scene(make_app, state, [Seat(), Seat()])
    scene.roll()
    settle(app, scene)
    assert session.state.phase == "move" and told == []


def test_the_roll_banner_reads_in_russian(make_app, monkeypatch):
    told = banners(monkeypatch)
    state = position([[3, 0, 0, 0], [0, 0, 0, 0]])
    app, session, scene = open_scene(make_app, state, [Seat(True, 0), Seat()])
    set_language("ru")
    try:
        for _ in range(200):
            step(app)
            if told:
                break
        assert told and told[0].startswith("У ") and "выпало" in told[0]
    finally:
        set_language("en")
