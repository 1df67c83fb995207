"""Shared machinery of the arcade: the rules contract, loop, scenes, widgets, assets, saves.

No game rules live here; each game package under ``games/`` brings its own.
"""
