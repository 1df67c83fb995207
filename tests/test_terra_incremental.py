"""What Terra Incognita keeps up to date move by move instead of rebuilding from the whole game
(the autosave's JSON, each notebook, the game master's words) equals what a rebuild from
scratch gives: after random playouts with undos, copies and reloads, and in a scene."""
import random

import pygame

from games.engine import i18n
from games.engine.rules_base import dumps
from games.engine.session import Seat, Session
from games.engine.thinker import InlineThinker
from games.terra import rules
from games.terra.gm_log import GameMasterLog
from games.terra.mapfile import format_map
from games.terra.messages import SEAT_NAMES
from games.terra.notebook import NotebookKeeper, build_notebook
from tests.conftest import step
from tests.terra_maps import EXAMPLE
from tests.test_terra_scene import open_scene, settle

SIZES = (5, 6, 8, 10)


def _playout(seed, plies=160):
    """States along a random game with undos (of one to three moves), copies and reloads from
    JSON, as the session and the scene make them."""
    rng = random.Random(seed)
    players = 1 + seed % 4
    state = rules.new_game(players=players, seed=seed, size=SIZES[seed % 4], turn_limit=40,
                           open_map=seed % 5 == 0, false_treasures=seed % 2)
    for _ in range(plies):
        if state.is_over():
            break
        if state._history and rng.random() < 0.15:
            for _ in range(rng.randint(1, 3)):
                if state._history:
                    state.undo()
        else:
            state.play(rng.choice(state.legal_moves()))
        if rng.random() < 0.1:
            state = state.copy()
        elif rng.random() < 0.05:
            state = rules.from_json(state.to_json())
        yield rng, state


def _canonical_json(state):
    """The state as :meth:`TerraState.to_json` wrote it before it kept the log's text."""
    return dumps({
        "game": "terra", "maze": format_map(state.maze), "players": state.players,
        "open_map": state.open_map, "turn_limit": state.turn_limit, "pos": state.pos,
        "starts": state.starts, "bullets": state.bullets, "charges": state.charges,
        "wounded": state.wounded, "held": state.held, "tcell": state.tcell,
        "to_move": state.to_move, "turns": state.turns, "winner": state.winner,
        "knife": state.knife, "boomerang": state.boomerang, "dead": state.dead, "lost": state.lost,
        "outside": state.outside, "banked": state.banked, "graves": state.graves,
        "seed": state.seed, "variants": state.variants.to_data(), "bear": state.bear,
        "bodies": [list(b) for b in state.bodies], "blasted": [list(b) for b in state.blasted],
        "log": [[p, action, [[key, [[k, v] for k, v in params]] for key, params in said]]
                for p, action, said in state.log]})


def test_to_json_with_the_logs_kept_text_equals_the_canonical_dump_and_round_trips():
    checked = 0
    for seed in range(10):
        for n, (rng, state) in enumerate(_playout(seed)):
            if rng.random() < 0.4:
                continue  # an undo and a move between two saves
            text = state.to_json()
            assert text == _canonical_json(state)
            if n % 4 == 0:
                assert rules.from_json(text).to_json() == text
            checked += 1
    assert checked > 500


def test_kept_notebooks_equal_notebooks_built_from_the_whole_observation_after_playouts_with_undo():
    checked = 0
    for seed in range(14):
        keepers = {}
        for rng, state in _playout(seed):
            # Each step looks at some players only, so keepers also catch up over several moves.
            for player in rng.sample(range(state.players), rng.randint(1, state.players)):
                keeper = keepers.setdefault(player, NotebookKeeper(player))
                book = keeper.follow(state)
                observation = state.observation(player)
                fresh = build_notebook(observation)
                assert book.to_data() == fresh.to_data()
                assert [list(f.cells) for f in book.fragments] == [list(f.cells) for f in fresh.fragments], \
                    "the same notes in the same order (the picture draws them in that order)"
                assert keeper.log == observation["log"]
                checked += 1
    assert checked > 1000


def test_a_kept_notebook_is_not_changed_by_the_walls_told_around_the_player_later():
    state = rules.new_game(players=2, maze=EXAMPLE)
    keeper = NotebookKeeper(0)
    for move in ("start b2", "start a2"):
        state.play(move)
    before = keeper.follow(state).to_data()
    state.play("move n")  # Blue walks on; the walls of b2 told now stay as they were heard
    keeper.follow(state)
    state.undo()
    assert keeper.follow(state).to_data() == before


def _words_picture(log, heard=None, back=0):
    surface = pygame.Surface((480, 600))
    log.draw(surface, surface.get_rect(), back, heard)
    return pygame.image.tobytes(surface, "RGB")


def test_the_kept_game_master_words_equal_a_fresh_rendering_after_moves_and_undo(make_app):
    make_app()  # fonts
    notes = ["A treasure is walled in: not every start can reach one without blasting walls."]
    for seed in range(6):
        kept = GameMasterLog(notes)
        for n, (rng, state) in enumerate(_playout(seed, 120)):
            if rng.random() < 0.4:
                continue  # an undo and a move between two looks
            lang = "ru" if n % 40 >= 30 else "en"
            i18n.set_language(lang)
            try:
                kept.update(state.log, lang, SEAT_NAMES)
                fresh = GameMasterLog(notes)
                fresh.update(state.log, lang, SEAT_NAMES)
                assert kept.entries == fresh.entries
                if n % 10 == 0:
                    heard = (0, "Blue moves north.") if n % 20 == 0 else None
                    back = rng.randint(0, 3)
                    assert _words_picture(kept, heard, back) == _words_picture(fresh, heard, back)
            finally:
                i18n.set_language("en")


def _board(scene):
    surface = pygame.Surface((1280, 720))
    scene.draw_board(surface, scene.shown, set())
    scene.draw_log(surface, scene.log_area)
    return pygame.image.tobytes(surface, "RGB")


def test_a_scene_after_moves_and_undos_shows_what_a_fresh_scene_shows(make_app):
    """One person and a computer on a generated 6x6: after each move and each undo the
    notebook, the game master's words and the board equal those of a scene opened afresh on
    the same game."""
    app, session, scene = open_scene(make_app, rules.new_game(players=2, seed=7, size=6), [Seat(), Seat(True, 0)])
    rng = random.Random(3)
    undone = 0
    for turn in range(40):
        for _ in range(600):  # the computer's turn
            if session.state.is_over() or scene.human_to_move():
                break
            step(app)
        if session.state.is_over():
            break
        if turn % 5 == 4 and scene.can_undo():
            scene.undo()
            undone += 1
            step(app)
        else:
            scene.submit(rng.choice(session.state.legal_moves()))
        settle(app, scene)
        again = Session(session.info, session.state.copy(), list(session.seats), {}, seed=5, moves=session.moves,
                        autosave=False, initial=session.initial)
        fresh = type(scene)(app.ctx, again, InlineThinker())
        assert scene.gm_entries == fresh.gm_entries
        assert (scene.book is None) == (fresh.book is None)
        if scene.book is not None:
            assert scene.book.to_data() == fresh.book.to_data()
        assert _board(scene) == _board(fresh)
    assert undone >= 5 and len(session.moves) >= 10
