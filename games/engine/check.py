"""The whole-arcade check, run by hand and by a test: ``python -m games.engine.check``.

It says whether the translation catalogs are complete and the ``.mo`` files fresh
(:mod:`games.engine.catalogs`) and whether every text fits its box in every language
(:mod:`games.engine.textfit`). It stands above everything it checks and nothing in the arcade
imports it, so the words (:mod:`games.engine.i18n`) stay the lowest floor.
"""
from __future__ import annotations

import argparse
import os
import sys

for _name in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER"):
    os.environ.setdefault(_name, "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from games.engine import catalogs, textfit  # noqa: E402  (pygame is imported headless)
from games.engine.theme import TEXT_SCALES  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    """Check the catalogs and the text fit; 0 when all is well, 1 when anything is wrong."""
    parser = argparse.ArgumentParser(prog="python -m games.engine.check", description=main.__doc__)
    parser.add_argument("--text-size", choices=(*TEXT_SCALES, "all"), default="normal",
                        help="measure at this text size (all: each in turn)")
    options = parser.parse_args(argv)
    sizes = tuple(TEXT_SCALES) if options.text_size == "all" else (options.text_size,)
    catalogs_wrong = catalogs.main(["check"])
    overflows = textfit.check_headless(sizes)
    for line in overflows:
        print(line)
    print("text fit: everything fits" if not overflows else f"text fit: {len(overflows)} texts overflow")
    return 1 if catalogs_wrong or overflows else 0


if __name__ == "__main__":
    sys.exit(main())
