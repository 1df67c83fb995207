"""Synthesises the arcade's sound effects into ``sounds/``: ``python -m games.engine.soundgen``.

Pure Python (math + wave): each effect is a few short tones or noise bursts with an envelope.
"""
from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

from games.engine import paths

RATE = 22050


def _tone(freq: float, ms: int, shape: str = "sine", decay: float = 6.0, slide: float = 0.0,
          noise: float = 0.0, seed: int = 1) -> list[float]:
    rng = random.Random(seed)
    n = RATE * ms // 1000
    out = []
    phase = 0.0
    for i in range(n):
        t = i / n
        f = freq * (1.0 + slide * t)
        phase += 2 * math.pi * f / RATE
        if shape == "square":
            v = 1.0 if math.sin(phase) >= 0 else -1.0
        elif shape == "tri":
            v = 2 / math.pi * math.asin(math.sin(phase))
        else:
            v = math.sin(phase)
        v = v * (1 - noise) + (rng.random() * 2 - 1) * noise
        attack = min(1.0, i / (RATE * 0.004))
        out.append(v * attack * math.exp(-decay * t))
    return out


def _silence(ms: int) -> list[float]:
    return [0.0] * (RATE * ms // 1000)


EFFECTS = {
    "roll": lambda: sum((_tone(300 + 80 * k, 35, noise=0.7, seed=k) + _silence(25) for k in range(5)), []),
    "step": lambda: _tone(520, 60, "tri", decay=9),
    "slide": lambda: _tone(300, 260, "sine", decay=3, slide=1.2),
    "splash": lambda: _tone(200, 450, noise=0.85, decay=4),
    "swallow": lambda: _tone(600, 420, "sine", decay=2, slide=-0.8),
    "shot": lambda: _tone(900, 120, noise=0.9, decay=12),
    "blast": lambda: _tone(90, 600, noise=0.95, decay=4),
    "card": lambda: _tone(1400, 70, noise=0.6, decay=10),
    "capture": lambda: _tone(330, 90, "square", decay=8) + _tone(220, 140, "square", decay=6),
    "win": lambda: sum((_tone(f, 150, "tri", decay=3) for f in (523, 659, 784, 1046)), []),
    "click": lambda: _tone(1000, 30, "square", decay=14),
    "recruit": lambda: _tone(440, 120, "tri", decay=4) + _tone(660, 180, "tri", decay=4),
    "error": lambda: _tone(160, 200, "square", decay=5),
    "plant": lambda: _tone(260, 200, "tri", decay=6, slide=0.5),
}


def write_wav(path: Path, samples: list[float]) -> None:
    peak = max(0.001, max(abs(s) for s in samples))
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(struct.pack("<h", int(s / peak * 0.8 * 32767)) for s in samples))


def main() -> None:
    paths.SOUNDS.mkdir(exist_ok=True)
    for name, make in EFFECTS.items():
        write_wav(paths.SOUNDS / f"{name}.wav", make())
    print(f"wrote {len(EFFECTS)} sounds to {paths.SOUNDS}")


if __name__ == "__main__":
    main()
