"""Map text of Terra Incognita: the rules page example and malformed maps."""
import pytest

from games.terra.mapfile import MapError, format_map, parse_map
from tests.terra_maps import EXAMPLE



def test_rules_page_example_parses_and_prints_back_identically():
    maze = parse_map(EXAMPLE)
    assert format_map(maze) == EXAMPLE
    assert maze.size == 3
    assert maze.exits() == [(8, "n")]  # c3 north
    assert maze.holes == [[6, 5]]  # a3 then c2
    assert maze.treasures == [4]  # b2
    assert maze.landing(0) == (2, "river")  # a1 flows east into the mouth at c1


def test_unbreakable_walls_and_false_treasures_round_trip():
    text = EXAMPLE.replace("|O .|A|", "|O .#A|").replace("+ + + +", "+ +=+ +") + "\nfalse: a2"
    maze = parse_map(text)
    assert format_map(maze) == text
    assert maze.false_treasures == [3]


def test_stripped_trailing_spaces_are_padded():
    text = EXAMPLE.replace("|O .|A|", "|O .|A ")
    assert format_map(parse_map(text.replace("|O .|A ", "|O .|A"))) == text


@pytest.mark.parametrize(
    "text, line, column",
    [
        (EXAMPLE.replace("|O .|A|", "|O x|A|"), 2, 4),  # unknown cell
        (EXAMPLE.replace("+ + + +", "+ + * +"), 3, 5),  # bad wall
        (EXAMPLE.replace("+-+-+-+", "+-+-+-*"), 7, 7),  # bad corner
        (EXAMPLE.replace("|> > M|", "|> < M|"), 6, 2),  # river not flowing into river or mouth
        (EXAMPLE.replace("holes: a3 c2", "holes: a3"), 8, 1),  # group of one
        (EXAMPLE.replace("treasure: b2", "treasure: z9"), 9, 1),  # off the board
        (EXAMPLE.replace("treasure: b2", "colour: red"), 9, 1),  # unknown key
        (EXAMPLE.replace("+-+-+ +", "+-+-+-+"), 1, 1),  # no exit
    ],
)
def test_malformed_map_names_line_and_column(text, line, column):
    with pytest.raises(MapError, match=f"line {line}, column {column}"):
        parse_map(text)


def test_map_without_treasure_is_rejected():
    with pytest.raises(MapError, match="treasure"):
        parse_map(EXAMPLE.replace("treasure: b2", ""))


def test_wall_across_a_river_is_rejected():
    with pytest.raises(MapError, match="wall blocks the river"):
        parse_map(EXAMPLE.replace("|> > M|", "|>|> M|"))
