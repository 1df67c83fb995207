"""Mazing: build walls on a grid and race your pawn to the opposite corner."""
