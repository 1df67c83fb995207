"""Maze, the partners' game: two players cooperate to swap their Travelers across the board."""
