"""The game screens at every text size: every panel text fits or scrolls, buttons stay touch
targets and apart, board marks keep their size, and normal size stands where it always stood."""
from __future__ import annotations

import importlib
import random

import pygame
import pytest

from games.engine import i18n, registry, text, textfit, theme
from games.engine.game_scene import PANEL, PAUSE_BUTTON
from games.engine.rules_base import CHANCE
from games.engine.session import Seat, Session
from games.engine.thinker import InlineThinker

GAMES = ["labyrinth", "maze", "maze-kids", "mazing", "terra", "maorider"]
SIZES = list(theme.TEXT_SCALES)


@pytest.fixture(autouse=True)
def normal_size_again():
    """A test that changed the text size leaves it normal for the next one."""
    yield
    text.set_size("normal")


def game_scene(app, key: str, computers: bool = True):
    """``key``'s scene as the layout check builds it: a person in the first seat, the rest
    computers (or every seat a person)."""
    info = registry.get(key)
    seats = [Seat(computer=computers and i > 0, level=0) for i in range(info.default_players)]
    session = Session.new(info, seats, seed=1, autosave=False)
    return info.scene_class()(app.ctx, session, InlineThinker())


def play(scene, plies: int, seed: int = 1) -> None:
    """Play ``plies`` random legal moves (dice rolled by the session) and show the result."""
    rng = random.Random(seed)
    for _ in range(plies):
        if scene.state.is_over():
            return
        state = scene.state
        scene.submit(scene.session.chance_move() if state.to_move == CHANCE else rng.choice(state.legal_moves()))
        scene.anims.skip()
        scene._sync()


def picture(scene) -> bytes:
    surface = pygame.Surface(theme.SCREEN_SIZE)
    surface.fill(theme.FRAME)
    scene.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
@pytest.mark.parametrize("key", GAMES)
def test_the_layout_check_is_clean_on_every_game_screen(make_app, key, lang, size):
    app = make_app(lang=lang, text_size=size, first_scene=lambda ctx: None)
    scene = game_scene(app, key)
    assert textfit.scene_problems(scene) == []
    scene.leave()


@pytest.mark.parametrize("size", ["large", "xl"])
@pytest.mark.parametrize("key", GAMES)
def test_the_check_stays_clean_through_a_game_to_its_end(make_app, key, size):
    """People in every seat (their choices and controls show), the check after every few
    moves in both languages, then at the end box."""
    app = make_app(text_size=size, first_scene=lambda ctx: None)
    for lang in i18n.LANGUAGES:
        i18n.set_language(lang)
        scene = game_scene(app, key, computers=False)
        for _ in range(12):
            play(scene, 7)
            assert textfit.scene_problems(scene) == [], (lang, len(scene.session.moves))
        play(scene, 3000, seed=2)
        assert scene.state.is_over()
        assert textfit.scene_problems(scene) == [], (lang, "end")
        scene.leave()


@pytest.mark.parametrize("key", GAMES)
def test_a_game_under_way_follows_a_new_text_size_and_comes_back_unchanged(make_app, key):
    """Settings may change the size in the middle of a game (the app calls ``relayout``)."""
    app = make_app(first_scene=lambda ctx: None)
    scene = game_scene(app, key, computers=False)
    play(scene, 20)
    before = picture(scene)
    for size in ("xl", "large"):
        text.set_size(size)
        scene.relayout()
        assert textfit.scene_problems(scene) == [], size
        least = text.px(theme.MIN_TARGET)
        assert all(min(b.rect.size) >= least for b in scene.buttons.buttons if b.visible()), size
    text.set_size("normal")
    scene.relayout()
    assert picture(scene) == before
    scene.leave()


def test_normal_size_keeps_the_chrome_where_it_always_stood(make_app):
    app = make_app(first_scene=lambda ctx: None)
    scene = game_scene(app, "maze")
    rects = {b.label or "pause": tuple(b.rect) for b in scene.buttons.buttons}
    assert rects == {"Undo": (PANEL.x + 16, PANEL.bottom - 64, 150, 56),
                     "Hint": (PANEL.x + 182, PANEL.bottom - 64, 150, 56),
                     "Help": (PANEL.x + 348, PANEL.bottom - 64, 150, 56),
                     "pause": tuple(PAUSE_BUTTON),
                     "Notation": (scene.log_area.right - 150, scene.log_area.y - 12, 150, 44)}
    assert tuple(scene.log_area) == (PANEL.x + 16, 436, PANEL.w - 32, 170)
    scene.leave()


def test_at_extra_large_the_chrome_buttons_are_touch_targets_and_apart(make_app):
    app = make_app(text_size="xl", first_scene=lambda ctx: None)
    scene = game_scene(app, "maze")
    buttons = [b.rect for b in scene.buttons.buttons]
    assert min(min(r.size) for r in buttons) >= text.px(theme.MIN_TARGET) == 70
    assert not any(a.colliderect(b) for i, a in enumerate(buttons) for b in buttons[i + 1:])
    assert all(pygame.Rect(0, 0, *theme.SCREEN_SIZE).contains(r) for r in buttons)
    assert scene.log_area.bottom < min(r.y for r in buttons if r.bottom > PANEL.bottom - 20)
    scene.leave()


def test_a_long_move_list_shows_the_newest_move_and_scrolls_back(make_app):
    app = make_app(text_size="xl", first_scene=lambda ctx: None)
    scene = game_scene(app, "labyrinth", computers=False)
    play(scene, 40)
    newest = scene.word_lines()[-1][1]

    def shown() -> str:
        with text.recording() as drawn:
            picture(scene)
        return " ".join(d.words for d in drawn if scene.log_area.contains(d.rect))

    assert text.wrap(newest, "small", scene.log_area.w - text.px(26))[0] in shown()
    scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=scene.log_area.center, rel=(0, 0), buttons=(0, 0, 0)))
    scene.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
    assert scene.log_back > 0
    assert text.wrap(newest, "small", scene.log_area.w - text.px(26))[0] not in shown()
    scene.leave()


def shown_sentences(scene) -> list[str]:
    """The move list's sentences drawn whole in the list (the words of each line joined)."""
    with text.recording() as drawn:
        picture(scene)
    words = " ".join(d.words for d in drawn if scene.log_area.contains(d.rect) and not d.target)
    return [sentence for _, sentence in scene.word_lines() if sentence in words]


def test_at_extra_large_the_labyrinths_move_list_shows_four_moves(make_app):
    """Its part of the panel gives the list what it does not use, and the Notation toggle
    stands in the bottom row (no Hint there), so the list's heading is one line."""
    app = make_app(text_size="xl", first_scene=lambda ctx: None)
    scene = game_scene(app, "labyrinth", computers=False)
    play(scene, 30, seed=2)
    assert len(shown_sentences(scene)) >= 4
    undo, help_button = (next(b.rect for b in scene.buttons.buttons if b.label == label) for label in ("Undo", "Help"))
    toggle = scene.log_toggle.rect
    assert toggle.y == undo.y and undo.right < toggle.x and toggle.right < help_button.x
    assert not toggle.colliderect(scene.log_area)
    scene.leave()


def test_where_a_hint_button_fills_the_bottom_row_the_toggle_stays_by_the_move_list(make_app):
    app = make_app(text_size="xl", first_scene=lambda ctx: None)
    scene = game_scene(app, "maze", computers=False)
    toggle = scene.log_toggle.rect
    assert toggle.right == scene.log_area.right and toggle.top < scene.log_area.top < toggle.bottom
    scene.leave()


def test_at_extra_large_maoriders_newest_move_of_two_lines_stays_whole_in_the_panel(make_app):
    app = make_app(text_size="xl", first_scene=lambda ctx: None)
    scene = game_scene(app, "maorider", computers=False)
    play(scene, 16, seed=2)
    newest = scene.word_lines()[-1][1]
    assert newest == "Black: Silver Pawn from f7 to g7 — takes White's Maorider"
    assert len(text.wrap(newest, "small", scene.log_area.w - text.px(26))) == 2
    assert shown_sentences(scene)[-1] == newest
    with text.recording() as drawn:
        picture(scene)
    assert all(PANEL.contains(d.rect) for d in drawn if d.words and d.words in newest)
    assert textfit.drawn_problems(scene) == []
    scene.leave()


def test_terra_shows_the_game_masters_newest_report_while_a_computer_plays(make_app):
    app = make_app(text_size="xl", lang="ru", first_scene=lambda ctx: None)
    scene = game_scene(app, "terra")
    play(scene, 9)
    with text.recording() as drawn:
        picture(scene)
    report = scene.gm_log.entries[-1][1]
    assert any(d.words and d.words in report and d.rect.y > scene.panel_area.y for d in drawn)
    scene.leave()


def clear_art_caches() -> None:
    """Forget every cached picture, so each size draws its own."""
    from games.engine import text as engine_text
    for module in ("labyrinth", "maorider", "mazing"):
        art = importlib.import_module(f"games.{module}.art")
        for value in vars(art).values():
            if hasattr(value, "cache_clear"):
                value.cache_clear()
    engine_text._render.cache_clear()


@pytest.mark.parametrize("key", ["labyrinth", "mazing", "maorider"])
def test_board_marks_keep_their_size_at_every_text_size(make_app, key):
    """Coordinates, cell numbers and the letters on pieces are drawn to the board's measure:
    the board looks the same at every text size."""
    app = make_app(first_scene=lambda ctx: None)
    boards = set()
    for size in SIZES:
        text.set_size(size)
        clear_art_caches()
        scene = game_scene(app, key)
        surface = pygame.Surface(theme.SCREEN_SIZE)
        scene.draw_board(surface, scene.shown, set())
        boards.add(pygame.image.tobytes(surface.subsurface(theme.BOARD_RECT), "RGB"))
        scene.leave()
    assert len(boards) == 1


@pytest.mark.parametrize("size", ["large", "xl"])
@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
def test_maoriders_pieces_page_grows_and_scrolls_at_a_large_text_size(make_app, lang, size):
    from games.maorider.diagrams import PiecesScene
    app = make_app(lang=lang, text_size=size, first_scene=lambda ctx: None)
    page = PiecesScene(app.ctx)
    assert page.max_scroll() > 0
    assert textfit.scene_problems(page) == []
    page.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-50))
    assert page.scrolled == page.max_scroll()
    assert textfit.scene_problems(page) == []


@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
@pytest.mark.parametrize("key", ["maze", "maorider"])
def test_a_finished_games_review_fits_at_extra_large(make_app, key, lang):
    from games.engine.review_scene import ReviewScene
    app = make_app(lang=lang, text_size="xl", first_scene=lambda ctx: None)
    game = game_scene(app, key, computers=False)
    play(game, 40, seed=3)
    session = game.session
    module = session.info.review_module()
    review = (module.Review(session.initial, session.moves, seconds=0.05) if key == "maze"
              else module.Review(session.initial, session.moves, nodes=200))
    scene = ReviewScene(app.ctx, session, game, review, InlineThinker())
    assert textfit.scene_problems(scene) == []
    for _ in range(400):
        if review.done:
            break
        scene.update(1 / 60)
    assert review.done
    assert textfit.scene_problems(scene) == []
    assert min(min(b.rect.size) for b in scene.buttons.buttons) >= text.px(theme.MIN_TARGET)
    scene.leave()
    game.leave()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("key", [key for key in GAMES if key != "maze-kids"])
def test_a_replay_box_fits_over_its_game_at_every_size(make_app, key, size):
    """The replay's box covers the game's own buttons (at a larger size more of its panel,
    which is then not drawn at all); its buttons and move rows are touch targets. (Kids'
    Maze is left out: the replay squeezes a move's words onto one line, and a kids' move
    that ends the game is longer than a squeeze allows.)"""
    from games.engine.playback import Playback
    from games.engine.recording import record_of
    from games.engine.replay import ReplayScene
    app = make_app(text_size=size, first_scene=lambda ctx: None)
    for lang in i18n.LANGUAGES:
        i18n.set_language(lang)
        game = game_scene(app, key, computers=False)
        play(game, 30, seed=3)
        replay = ReplayScene(app.ctx, Playback(record_of(game.session)), 10, lambda: None)
        assert textfit.scene_problems(replay) == [], lang
        assert all(min(rect.size) >= text.px(theme.MIN_TARGET) for rect, _ in replay.list_cells())
        replay.leave()
        game.leave()
