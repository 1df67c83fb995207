"""A tiny dice race that proves the engine's contract, thinker and scene base (test-only)."""
