"""Terra Incognita: the hidden labyrinth with a computer game master."""
