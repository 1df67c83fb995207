"""Statistics from records: wins, streaks, best wins, Maze counted for the pair, computers by
level; the screen's filters and its reset behind a confirmation, with keys alone."""
from __future__ import annotations

import pygame

from games.engine import controls, records, stats
from games.engine.records import GameRecord, SeatRecord
from games.engine.stats_scene import ResetScene, StatsScene, who
from tests.conftest import click, key, step

ANYA, BORIS = SeatRecord("Аня", player="a"), SeatRecord("Boris", player="b")


def game(name: str, seats: list[SeatRecord], winners: list[int], plies: int, day: int) -> GameRecord:
    return GameRecord(name, {}, 1, seats, "{}", ["m"] * plies, winners, f"2026-12-{day:02d}T10:00:00",
                      id=f"{name}-{day}")


def lines_by_key(found, name):
    return {line.key: line for line in stats.only(found, name)}


def test_wins_streaks_and_best_wins_per_player_and_game():
    normal = SeatRecord("Green", True, 2, level_name="normal")
    played = [game("labyrinth", [ANYA, BORIS, normal], [w], 50 + d, d)
              for d, w in enumerate([0, 0, 1, 0, 0, 0, 2], start=1)]
    table = lines_by_key(stats.table(played), "labyrinth")
    anya = table["a"]
    assert (anya.played, anya.won, anya.streak, anya.best_streak) == (7, 5, 0, 3)
    assert anya.best_win == 51 and round(anya.win_rate, 2) == 0.71
    assert table["b"].won == 1 and table["b"].best_win == 53
    computer = table["computer:normal"]
    assert computer.kind == stats.COMPUTER and computer.who == "normal" and computer.won == 1


def test_maze_counts_once_for_the_pair_not_as_a_contest():
    played = [game("maze", [ANYA, BORIS], [0, 1], 40, 1), game("maze", [BORIS, ANYA], [], 90, 2),
              game("maze", [ANYA, BORIS], [0, 1], 35, 3)]
    table = stats.table(played)
    assert len(table) == 1
    pair = table[0]
    assert pair.kind == stats.PAIR and pair.played == 3 and pair.won == 2 and pair.best_win == 35
    assert set(pair.players) == {"a", "b"} and pair.streak == 1
    assert stats.only(table, player="a") == [pair]


def test_unnamed_seats_count_as_guests_once_per_game():
    played = [game("mazing", [SeatRecord("Blue"), SeatRecord("Vermillion")], [1], 20, 1)]
    (guest,) = stats.table(played)
    assert guest.kind == stats.GUEST and guest.played == 1 and guest.won == 1


def test_a_played_and_recorded_game_shows_on_the_screen_and_reset_deletes_it(make_app):
    for record in (game("labyrinth", [ANYA, BORIS], [1], 60, 1), game("maze", [ANYA, BORIS], [0, 1], 40, 2)):
        records.write(record)
    app = make_app()
    app.ctx.router.statistics()
    step(app, 2)
    scene = app.manager.top
    assert isinstance(scene, StatsScene) and scene.count == 2
    assert {(line.game, line.who) for line in scene.shown()} == {
        ("labyrinth", "Аня"), ("labyrinth", "Boris"), ("maze", "Аня & Boris")}
    assert who(next(line for line in scene.shown() if line.game == "maze")) == "Аня and Boris"
    click(app, scene.buttons.buttons[1].rect.center)  # Player: Boris (by name: Boris before Аня)
    assert scene.player == "b" and {line.game for line in scene.shown()} == {"labyrinth", "maze"}
    click(app, scene.buttons.buttons[0].rect.center)  # Game: Labyrinth
    assert [line.who for line in scene.shown()] == ["Boris"]
    # Keys alone: Tab to "Reset statistics", Enter, then Enter on the confirmation's choice.
    for _ in range(8):
        targets = scene.focus_targets()
        if scene.focus.current(targets).key[1] == "Reset statistics":
            break
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    confirm = app.manager.top
    assert isinstance(confirm, ResetScene)
    key(app, pygame.K_ESCAPE)  # Esc: nothing deleted
    assert app.manager.top is scene and len(records.all_records()[0]) == 2
    key(app, pygame.K_RETURN)
    confirm = app.manager.top
    delete = next(b for b in confirm.buttons.buttons if b.label == "Delete the records")
    pygame.event.post(controls.action("focus", "keyboard", None, dx=1, dy=0))
    step(app, 1)
    assert confirm.focus.current(confirm.focus_targets()).key[1] == "Delete the records"
    key(app, pygame.K_RETURN)
    assert records.all_records() == ([], []) and isinstance(app.manager.top, StatsScene)
    assert app.manager.top.count == 0 and delete.label


def test_the_menu_offers_statistics_but_a_kiosk_does_not(make_app):
    app = make_app()
    assert any(b.label == "Statistics" and b.visible() for b in app.manager.top.buttons.buttons)
    kiosk = make_app(kiosk=True)
    kiosk.ctx.router.menu()
    step(kiosk, 1)
    assert not any(b.label == "Statistics" and b.visible() for b in kiosk.manager.top.buttons.buttons)
