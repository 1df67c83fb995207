"""The Labyrinth race to Elysium: rules model, board layout and computer players."""
