"""Hand-written Terra Incognita labyrinths shared by the Terra tests."""
from games.terra.mapfile import EXAMPLE_MAP

EXAMPLE = EXAMPLE_MAP
"""The 3×3 example of the rules page: an exit north of c3, a river from a1 east into its mouth
at c1, holes a3 → c2, an arsenal at c3 and the treasure on b2."""
