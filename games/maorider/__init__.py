"""Maorider Chess: a 9×8 chess variant with freezing, recruiting Kings and Cannons."""
