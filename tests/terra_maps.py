"""Hand-written Terra Incognita labyrinths shared by the Terra tests."""
from games.terra.mapfile import EXAMPLE_MAP

EXAMPLE = EXAMPLE_MAP
"""The 3×3 example of the rules page: an exit north of c3, a river from a1 east into its mouth
at c1, holes a3 → c2, an arsenal at c3 and the treasure on b2."""

TWO_FLOORS = """floor 1
+-+-+ +
|. . .|
+ + + +
|S O A|
+ + + +
|. .:.|
+-+-+-+
floor 2
+-+-+-+
|. O .|
+ +~+ +
|S . .|
+ + + +
|. O A|
+-+-+-+
holes: b3@2 b1@2 b2
treasure: c3@2 b1
arsenals: c2=bullets c1@2=grenades"""
"""A Tver labyrinth of two 3×3 floors: stairs on a2 and a2@2, a window between b1 and c1 and one
between b3@2 and b2@2, a hole group b3@2 → b1@2 → b2 (from floor 2 down to the ground), a
bullets-only arsenal on c2 and a grenades-only one on c1@2, treasures on c3@2 and b1, an exit
north of c3."""


def open_maze(size: int = 5, **marks: str) -> str:
    """The map text of a ``size``×``size`` labyrinth with no inner walls, an exit north of the
    north-east corner and the treasure on a1, plus key lines ``marks`` (``bear="c3"``)."""
    lines = []
    for row in range(size):
        lines.append("+" + "-+" * (size - 1) + " +" if row == 0 else "+" + " +" * size)
        lines.append("|" + " ".join("." * size) + "|")
    lines.append("+" + "-+" * size)
    keys = {"treasure": "a1", **marks}
    return "\n".join(lines + [f"{key}: {value}" for key, value in keys.items()])
