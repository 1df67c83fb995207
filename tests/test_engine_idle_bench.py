"""The bench's idle figure runs each subject in its own process and reports a share of a core
for each (the figures themselves are the bench's business, not a test's)."""
from games import idle_bench


def test_idle_figure_reports_every_subject_beside_the_floor(monkeypatch):
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.setattr(idle_bench.shutil, "which", lambda name: None)  # no Xvfb: the dummy driver
    report = idle_bench.idle_figures(0.5, ("floor", "menu"))
    assert report["display"] == "dummy"
    assert report["floor"]["cpu_percent"] >= 0
    assert report["menu"]["scene"] == "menu" and report["menu"]["cpu_percent"] >= 0
    lines = idle_bench.table(report)
    assert lines[0].startswith("idle") and any(line.split()[0] == "menu" for line in lines[1:])
