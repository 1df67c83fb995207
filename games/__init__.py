"""The board-game arcade: an engine and one package per game."""
