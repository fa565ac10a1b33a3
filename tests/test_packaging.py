"""The wheel ``pip install .`` builds: every package and every data file the games read (hero
catalogue, compositions, experiment specs), and nothing of the repository that is not installed
(tests, docs, benchmarks). CI runs the tests from an editable install, so this is what checks
the installed copy."""

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def test_the_wheel_holds_every_package_and_data_file(tmp_path):
    # built from a clean copy: an in-tree build/ folder would keep modules the checkout no longer has
    source = tmp_path / "source"
    shutil.copytree(REPO, source, ignore=shutil.ignore_patterns(
        ".git", "build", "*.egg-info", "__pycache__", ".venv*", "out", "tests", "benchmarks"))
    build = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q",
                            "-w", str(tmp_path), str(source)], capture_output=True, text=True)
    assert build.returncode == 0, build.stderr
    wheel, = tmp_path.glob("simkit-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    tops = {name.split("/")[0] for name in names if not name.startswith("simkit-")}
    assert tops == {"simkit", "strategies", "experiments", "reports"}
    modules = {p.relative_to(REPO).as_posix() for folder in tops for p in (REPO / folder).rglob("*.py")}
    assert {name for name in names if name.endswith(".py")} == modules  # every module, no stale one
    data = [p.relative_to(REPO).as_posix() for p in (REPO / "simkit").rglob("*.toml")]
    assert "simkit/games/trickster/heroes.toml" in data
    assert any("/trickarus/compositions/" in d for d in data) and any("/tricksters/" in d for d in data)
    assert set(data) <= names
    assert "experiments/quickstart.toml" in names
    assert not any(name.startswith(("tests/", "docs/", "benchmarks/")) for name in names)
