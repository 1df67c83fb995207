"""Named players: the list kept and read back, a damaged file set aside, names chosen on the
seating screen (favourite colours, the new player form, the on-screen keyboard with a
controller), names in the game, and nothing of it in a kiosk."""
from __future__ import annotations

import json

import pygame
import pytest

from games.engine import controls, players, registry, theme
from games.engine.i18n import Name, Noun, set_language, tr
from games.engine.name_entry import NewPlayerScene
from games.engine.player_chooser import PlayerChooser, gentle_table
from games.engine.seating import SeatingScene
from games.engine.session import Seat
from tests.conftest import click, step, until_dealt


def test_the_colours_a_player_may_like_are_the_seat_colours():
    assert players.COLOURS == tuple(theme.SEAT_NAMES)


def test_players_round_trip(data_dir):
    known: list[players.Player] = []
    anya = players.add(known, "  Аня  ", "Green", "rabbit", True)
    players.add(known, "Boris", "Blue", "fish")
    players.save(known)
    loaded, problem = players.load()
    assert problem == "" and loaded == known and anya.name == "Аня"
    assert json.loads(players.path().read_text())["version"] == players.PLAYERS_VERSION


def test_names_are_refused_when_empty_taken_or_the_list_is_full():
    known: list[players.Player] = []
    assert players.refusal(known, "   ") == "Type a name first"
    players.add(known, "Аня")
    assert "already" in players.refusal(known, "аня")
    for n in range(players.MAX_PLAYERS - 1):
        players.add(known, f"P{n}")
    assert "full" in players.refusal(known, "Zed")
    with pytest.raises(players.PlayersError):
        players.add(known, "Zed")
    assert players.clean_name("A\x00b   c" + "x" * 40) == ("Ab c" + "x" * 40)[:players.MAX_NAME]


@pytest.mark.parametrize("body", ["{", "[1, 2]", '{"version": 1, "players": [{"id": "a"}]}',
                                  '{"version": 7, "players": []}', '"text"'])
def test_a_damaged_players_file_is_set_aside_with_a_message(data_dir, body):
    data_dir.mkdir(parents=True, exist_ok=True)
    players.path().write_text(body, encoding="utf-8")
    found, problem = players.load()
    assert found == [] and "kept as" in problem
    assert not players.path().exists()
    assert len(list(data_dir.glob("players.corrupt-*.json"))) == 1


def name_buttons(scene):
    return [b for b in scene.buttons.buttons if b.label == "Name"]


def test_seating_offers_players_and_a_favourite_colour_seats_them_there(make_app, tiny):
    known: list[players.Player] = []
    players.add(known, "Аня", "Vermillion", "rabbit")
    players.add(known, "Boris", "Blue", "fish")
    players.save(known)
    app = make_app()
    app.ctx.router.seating(tiny)
    step(app, 2)
    seating = app.manager.top
    seating.seats[1].computer = False
    first = name_buttons(seating)[0]
    assert first.caption() == "Blue"
    click(app, first.rect.center)  # Аня likes Vermillion: seat 2 is a free person's seat
    assert seating.seats[1].name == "Аня" and seating.seats[0].name == ""
    assert "favourite colour" in seating.chooser.notice
    click(app, first.rect.center)  # Boris
    assert seating.seats[0].name == "Boris"
    click(app, first.rect.center)  # New player…: the form opens
    assert isinstance(app.manager.top, NewPlayerScene)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="дед"))
    step(app, 1)
    form = app.manager.top
    assert form.typed == "Дед"
    click(app, next(b for b in form.buttons.buttons if b.label == "Add player").rect.center)
    assert app.manager.top is seating and seating.seats[0].name == "Дед"
    assert [p.name for p in players.load()[0]] == ["Аня", "Boris", "Дед"]
    click(app, next(b for b in seating.buttons.buttons if b.label == "Start").rect.center, frames=1)
    until_dealt(app)
    game = app.manager.top
    assert [s.name for s in game.session.seats] == ["Дед", "Аня"]
    assert game.player_name(1) == "Аня" and game.player_noun(1) == Name("Аня")


def test_a_name_stands_unchanged_in_every_case():
    set_language("ru")
    assert tr("{name} rolled {a} and {b}", name=Name("Аня"), a=1, b=2) == "У Аня выпало 1 и 2"
    assert tr("{name} rolled {a} and {b}", name=Noun("Blue"), a=1, b=2) == "У Синего выпало 1 и 2"
    assert tr("{name} wins!", name=Name("Blue")) == "Победа: Blue!"  # a name, not the colour


def go_to(app, scene, label: str) -> None:
    """Walk the focus to the on-screen key ``label`` with a controller's D-pad, then press A."""
    for _ in range(60):
        targets = scene.focus_targets()
        here = scene.focus.current(targets)
        goal = next(t for t in targets if t.key[1] == label)
        if here.key == goal.key:
            pygame.event.post(controls.action("choose", "pad", 0))
            step(app, 1)
            return
        dx, dy = goal.centre[0] - here.centre[0], goal.centre[1] - here.centre[1]
        if abs(dy) > 20:
            move = (0, 1 if dy > 0 else -1)
        else:
            move = (1 if dx > 0 else -1, 0)
        pygame.event.post(controls.action("focus", "pad", 0, dx=move[0], dy=move[1]))
        step(app, 1)
    raise AssertionError(f"the focus never reached {label}")


def test_the_on_screen_keyboard_types_a_cyrillic_name_with_a_controller(make_app):
    app = make_app()
    done = []
    form = NewPlayerScene(app.ctx, [], done.append, layout="latin")
    app.ctx.push(form)
    step(app, 2)
    go_to(app, form, "АБВ")
    assert form.layout == "cyrillic"
    for letter in "ЖЕНЯ":
        go_to(app, form, letter)
    go_to(app, form, "Delete")
    go_to(app, form, "Я")
    assert form.typed == "Женя"
    go_to(app, form, "Add player")
    assert done and done[0].name == "Женя" and players.load()[0][0].name == "Женя"


def test_letters_type_on_the_form_instead_of_acting(make_app):
    app = make_app()
    form = NewPlayerScene(app.ctx, [], lambda p: None, layout="latin")
    app.ctx.push(form)
    step(app, 1)
    for k in (pygame.K_w, pygame.K_h, pygame.K_p):
        assert controls.Controls().translate(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0),
                                             form.owned_keys) == []


def test_a_kiosk_neither_offers_nor_keeps_names(make_app, tiny, data_dir):
    known: list[players.Player] = []
    players.add(known, "Аня")
    players.save(known)
    app = make_app(kiosk=True)
    seating = SeatingScene(app.ctx, registry.get("tiny"))
    assert seating.chooser.players == [] and not name_buttons(seating)[0].visible()
    assert seating.focus_targets() and all(t.key[1] != "Name" for t in seating.focus_targets())


def test_a_child_sitting_down_makes_the_table_gentle_once(make_app):
    """The kids' flag: a child who takes a seat turns every computer to its easiest level (a
    seat made a computer later starts there too) and the game to its children's options
    (Mazing: the 9×9 board); the grown-ups may change it all back, and it is not redone."""
    registry.discover()
    known: list[players.Player] = []
    players.add(known, "Sasha", "Blue", "rabbit", kids=True)
    players.add(known, "Grandma", "Blue", "cat")
    players.save(known)
    app = make_app()
    mazing = registry.get("mazing")
    app.ctx.router.seating(mazing)
    step(app, 2)
    seating = app.manager.top
    normal = mazing.ai_levels().index("normal")
    assert seating.seats[1].computer and seating.seats[1].level == normal and seating.options["size"] == 11
    first = name_buttons(seating)[0]
    click(app, first.rect.center)  # Sasha
    assert seating.seats[0].name == "Sasha"
    assert [s.level for s in seating.seats] == [0] * len(seating.seats) and seating.options["size"] == 9
    assert "Sasha is a child" in seating.chooser.notice
    click(app, seating.option_button("size").rect.center)  # a grown-up picks 11×11 back
    assert seating.options["size"] == 11
    click(app, first.rect.center)  # Grandma takes the seat: nothing changes back
    assert seating.seats[0].name == "Grandma" and seating.options["size"] == 11
    assert seating.chooser.notice == ""


def test_a_grown_up_changes_nothing_and_games_without_childrens_options_only_ease_the_computers():
    registry.discover()
    chooser = PlayerChooser(on_child=lambda child: gentle_table(registry.get("maorider"), seats, options))
    seats = [Seat(), Seat(computer=True, level=4)]
    options: dict = {}
    grown, child = players.Player("g", "Grandma"), players.Player("k", "Sasha", kids=True)
    chooser.seat(seats, 0, grown, 2, ("White", "Black"))
    assert seats[1].level == 4
    chooser.seat(seats, 0, child, 2, ("White", "Black"))
    assert seats[1].level == 0 and options == {} and registry.get("maorider").ai_levels()[0] == "easiest"


def test_a_named_players_badge_marks_their_turn_and_moves_in_the_game(make_app, data_dir, monkeypatch):
    from games.engine import badges
    from games.engine.session import Session
    from games.engine.thinker import InlineThinker
    known: list[players.Player] = []
    mia = players.add(known, "Mia", "Green", "flower", kids=True)
    players.save(known)
    registry.discover()
    info = registry.get("labyrinth")
    seats = [Seat(name="Mia", player=mia.id), Seat(computer=True, level=0)]
    session = Session.new(info, seats, seed=3, autosave=False)
    app = make_app()
    scene = info.scene_class()(app.ctx, session, InlineThinker())
    app.ctx.switch(scene)
    drawn: list[tuple[str, tuple[int, int, int]]] = []
    monkeypatch.setattr(badges, "draw_badge",
                        lambda surface, centre, size, badge, colour: drawn.append((badge, colour)))
    step(app, 3)
    assert scene.seat_picture(0) == "flower" and scene.seat_picture(1) == ""
    assert ("flower", theme.seat_colour(0)) in drawn
