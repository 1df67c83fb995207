"""``python -m games``: the arcade, as ``python main.py`` and ``board-game-arcade`` start it."""
import sys

from games.engine.cli import main

if __name__ == "__main__":
    sys.exit(main())
