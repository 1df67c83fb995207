"""No module past a reader's reach: every ``games/**/*.py`` stays within 750 lines (aim for
about 700; split a file along the lines its docstring already draws, names saying what each
part holds)."""
from pathlib import Path

GAMES = Path(__file__).resolve().parents[1] / "games"
MAX_LINES = 750


def test_no_module_in_games_is_over_750_lines():
    sizes = {path.relative_to(GAMES.parent): len(path.read_text(encoding="utf-8").splitlines())
             for path in sorted(GAMES.rglob("*.py"))}
    too_long = [f"{path}: {lines} lines" for path, lines in sizes.items() if lines > MAX_LINES]
    assert not too_long, f"over {MAX_LINES} lines:\n" + "\n".join(too_long)
