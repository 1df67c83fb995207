"""Setting up Terra Incognita: the variants of the rules page on the seating screen, and
labyrinths read from files (sizes 2 to 26, at most 64 KiB, regular text files only)."""
import os

import pytest

from games.engine import registry
from games.engine.i18n import has_translation
from games.engine.cli import main as cli_main
from games.engine.seating import SeatingScene
from games.engine.session import Seat
from games.engine.thinker import InlineThinker
from games.terra import custom
from games.terra.custom import MAX_BYTES, read_map_file, setup_notes
from games.terra.generator import broken_promises
from games.terra.mapfile import SOLID, MapError, parse_map
from games.terra.scene import TerraScene
from tests.conftest import click, step, until_dealt
from tests.terra_maps import EXAMPLE

# The example with the treasure on b3, walled in on every side.
WALLED_IN = EXAMPLE.replace("+-+-+ +\n|O .|A|\n+ + + +", "+-+-+ +\n|O|.|A|\n+ +-+ +").replace("treasure: b2", "treasure: b3")


def option_button(seating, key):
    label = next(opt.label for opt in seating.info.options if opt.key == key)
    return next(b for b in seating.buttons.buttons if b.label == label)


def choose(app, seating, key, value):
    """Click the option's button until it shows ``value``."""
    for _ in range(10):
        if seating.options[key] == value:
            return
        click(app, option_button(seating, key).rect.center)
    raise AssertionError(f"{key} never became {value!r}")


def test_every_variant_is_chosen_on_the_seating_screen_and_dealt(make_app):
    registry.discover()
    info = registry.get("terra")
    assert {"size", "treasures", "false_treasures", "unbreakable", "open_map"} <= {o.key for o in info.options}
    app = make_app()
    seating = SeatingScene(app.ctx, info)
    app.ctx.switch(seating)
    step(app)
    for key, value in (("size", 8), ("treasures", 2), ("false_treasures", 1), ("unbreakable", True),
                       ("open_map", True)):
        choose(app, seating, key, value)
    click(app, next(b for b in seating.buttons.buttons if b.label == "Start").rect.center)
    until_dealt(app)
    step(app, 2)
    scene = app.manager.top
    assert isinstance(scene, TerraScene)
    state = scene.session.state
    assert state.maze.size == 8 and state.open_map
    assert len(state.maze.treasures) == 2 and len(state.maze.false_treasures) == 1
    assert any(SOLID in row for row in state.maze.hwall + state.maze.vwall)


def test_impossible_variants_are_refused_with_a_message():
    with pytest.raises(ValueError, match="do not fit"):
        custom.new_game(players=1, size=5, treasures=3, false_treasures=3)


@pytest.mark.parametrize("size", [2, 26])
def test_sizes_2_to_26_are_read(size):
    text = blank_map(size)
    maze = parse_map(text)
    assert maze.size == size
    assert maze.name(size * size - 1) == f"{chr(96 + size)}{size}"


@pytest.mark.parametrize("size", [1, 27, 30])
def test_other_sizes_are_refused_with_the_limits(size):
    with pytest.raises(MapError, match="2x2 to 26x26"):
        parse_map(blank_map(size))


def blank_map(size):
    """An open size x size labyrinth: an exit north of a1's row's end, the treasure in a1."""
    top = "+" + " +" + "-+" * (size - 1)
    rows = []
    for _ in range(size):
        rows += ["|" + " ".join("." * size) + "|", "+" + " +" * size]
    rows[-1] = "+" + "-+" * size
    return "\n".join([top, *rows, "treasure: a1"])


def test_a_file_over_64_kib_is_refused(tmp_path):
    big = tmp_path / "big.txt"
    big.write_text(EXAMPLE + "\n" + " " * MAX_BYTES, encoding="utf-8")
    with pytest.raises(MapError, match="too large"):
        read_map_file(big)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_pipe_or_a_device_is_refused_without_reading_it(tmp_path):
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)  # reading it would wait for a writer for ever
    with pytest.raises(MapError, match="not a regular file"):
        read_map_file(pipe)
    if os.path.exists("/dev/zero"):
        with pytest.raises(MapError, match="not a regular file"):
            read_map_file("/dev/zero")
    with pytest.raises(MapError, match="not a regular file"):
        read_map_file(tmp_path)


def test_a_file_that_is_not_text_is_refused(tmp_path):
    binary = tmp_path / "map.bin"
    binary.write_bytes(b"\xff\xfe\x00" * 10)
    with pytest.raises(MapError, match="not UTF-8"):
        read_map_file(binary)


def test_the_command_line_refuses_a_bad_map_before_a_window_opens(tmp_path, capsys):
    bad = tmp_path / "wide.txt"
    bad.write_text(blank_map(27), encoding="utf-8")
    with pytest.raises(SystemExit):
        cli_main(["--maze", str(bad), "--headless", "--frames", "1"])
    assert "26x26" in capsys.readouterr().err


def test_a_walled_in_treasure_is_played_with_a_warning(make_app, tmp_path):
    maze = parse_map(WALLED_IN)
    assert broken_promises(maze) == [
        "A treasure is walled in: not every start can reach one without blasting walls.",
        "A treasure cannot be carried to an exit without blasting walls."]
    assert broken_promises(parse_map(EXAMPLE)) == []
    path = tmp_path / "walled.txt"
    path.write_text(WALLED_IN, encoding="utf-8")
    registry.discover()
    session = custom.session_from_map_file(path, [Seat()], autosave=False)
    app = make_app()
    scene = TerraScene(app.ctx, session, InlineThinker())
    app.ctx.switch(scene)
    step(app)
    assert scene.gm_entries[0] == (None, "A treasure is walled in: not every start can reach one without blasting walls.")
    assert session.state.maze.treasures == [7]


def test_variant_choices_with_a_map_file_are_noted():
    options = {"maze": EXAMPLE, "treasures": 2}
    assert setup_notes(options, parse_map(EXAMPLE))[-1].startswith("The labyrinth from the file keeps")
    assert setup_notes({"size": 10, "treasures": 2}, parse_map(EXAMPLE)) == []


# a2 opens only onto the river a1, which carries everyone past it: no one can get in.
SEALED = """+-+-+ +
|. .|A|
+-+ + +
|.|. .|
+ + + +
|> > M|
+-+-+-+
treasure: b2"""


def test_a_cell_no_one_can_enter_is_noted_too():
    assert broken_promises(parse_map(SEALED)) == ["Some cells cannot reach the others without blasting walls."]


def test_every_set_up_note_has_russian():
    notes = setup_notes({"maze": WALLED_IN, "unbreakable": True}, parse_map(WALLED_IN))
    notes += broken_promises(parse_map(SEALED))
    assert len(notes) == 4 and all(has_translation(note) for note in notes)
