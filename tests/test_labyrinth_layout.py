"""The Labyrinth board layout: a connected winding track with the original board's links."""
from __future__ import annotations

from games.labyrinth import layout


def touching(a: tuple[int, int], b: tuple[int, int]) -> bool:
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


def test_sixty_one_unique_cells_on_the_grid():
    cells = layout.FIELD_CELLS
    assert sorted(cells) == list(range(1, 62)) and len(set(cells.values())) == 61
    cols, rows = layout.GRID_SIZE
    assert all(0 <= c < cols and 0 <= r < rows for c, r in cells.values())


def test_path_is_connected_from_entrance_to_elysium():
    cells = layout.FIELD_CELLS
    assert touching(layout.ENTRANCE_CELL, cells[1])
    assert all(touching(cells[f], cells[f + 1]) for f in range(1, 61))
    assert cells[61] in layout.CHAMBER_CELLS
    assert not set(layout.CHAMBER_CELLS) - {cells[61]} & set(cells.values())


def test_orbit_fields_are_a_knights_move_apart():
    cells = layout.FIELD_CELLS
    for a, b in zip(layout.ORBIT, layout.ORBIT[1:]):
        (ca, ra), (cb, rb) = cells[a], cells[b]
        assert {abs(ca - cb), abs(ra - rb)} == {1, 2}, (a, b)


def test_millstone_crossings_are_diagonal_steps():
    cells = layout.FIELD_CELLS
    for a, b in layout.MILLSTONE:
        assert abs(cells[a][0] - cells[b][0]) == 1 == abs(cells[a][1] - cells[b][1])


def test_track_runs_three_circuits_round_the_central_chamber():
    centre = 3.5  # the middle of the 2x2 chamber on the 8x8 grid
    ring = {f: max(abs(c - centre), abs(r - centre)) for f, (c, r) in layout.FIELD_CELLS.items()}
    assert {ring[f] for f in range(1, 29)} == {3.5}
    assert {ring[f] for f in range(29, 49)} == {2.5}
    assert {ring[f] for f in range(49, 61)} == {1.5}
    assert ring[61] == 0.5
