"""Start the board-game arcade: ``python main.py --help`` lists the options."""
import sys

from games.engine.cli import main

if __name__ == "__main__":
    sys.exit(main())
