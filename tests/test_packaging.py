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
    assert tops == {"simkit"}  # strategies/, experiments/, reports/ are installed under simkit's name
    installed_as = {"simkit": "simkit", "strategies": "simkit/strategies", "experiments": "simkit/experiments",
                    "reports": "simkit/reports"}
    modules = {installed_as[folder] + "/" + p.relative_to(REPO / folder).as_posix()
               for folder in installed_as for p in (REPO / folder).rglob("*.py")}
    assert {name for name in names if name.endswith(".py")} == modules  # every module, no stale one
    data = [p.relative_to(REPO).as_posix() for p in (REPO / "simkit").rglob("*.toml")]
    assert "simkit/games/trickster/heroes.toml" in data
    assert any("/trickarus/compositions/" in d for d in data) and any("/tricksters/" in d for d in data)
    assert set(data) <= names
    assert "simkit/experiments/quickstart.toml" in names
    assert not any(name.startswith(("tests/", "docs/", "benchmarks/")) for name in names)


def test_no_module_imports_the_folders_by_their_bare_names():
    """From a checkout, ``import strategies`` would still find the folder and load a second copy of
    every module (and of its kernels); everything imports them as simkit.strategies etc."""
    import re
    bare = re.compile(r"^\s*\"?(?:from|import) (?:strategies|experiments|reports)\b", re.MULTILINE)
    offenders = [p.relative_to(REPO).as_posix() for folder in ("simkit", "strategies", "experiments", "reports",
                                                               "tests", "benchmarks", "docs")
                 for p in (REPO / folder).rglob("*.py") if bare.search(p.read_text())]
    assert offenders == []
