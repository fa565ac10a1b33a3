"""Imports run one way: simkit's core (engine, games) <- simkit.strategies <- simkit.experiments
<- simkit.reports; the command (simkit.cli) and the Python API (simkit.api) stand over them
(docs/architecture.md), so strategies never import the API back. Read from the sources with ast, every import of every module, those
inside functions too, so a lazy import cannot hide a loop."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LAYERS = {  # a layer -> (its source folder, the layers it must not import)
    "core": (ROOT / "simkit", ("simkit.strategies", "simkit.experiments", "simkit.reports", "simkit.cli")),
    "strategies": (ROOT / "strategies", ("simkit.api", "simkit.experiments", "simkit.reports", "simkit.cli")),
    "experiments": (ROOT / "experiments", ("simkit.reports", "simkit.cli")),
    "reports": (ROOT / "reports", ("simkit.cli",)),
}
OVER_THE_LAYERS = ("cli", "api.py", "__main__.py")  # inside simkit/, these stand over every layer
# Known imports against the layers, each owned by another part of issue 14 (they go when it lands):
KNOWN: set[tuple[str, str]] = set()  # (path, module) imports allowed against the layers: none left


def imported(path: Path) -> set[str]:
    """Every module ``path`` imports, by its full dotted name."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def sources(layer: str) -> list[Path]:
    folder = LAYERS[layer][0]
    files = sorted(folder.rglob("*.py"))
    if layer == "core":
        files = [f for f in files if f.relative_to(folder).parts[0] not in OVER_THE_LAYERS]
    return files


def against_the_layers(layer: str) -> set[tuple[str, str]]:
    banned = LAYERS[layer][1]
    found = set()
    for path in sources(layer):
        for name in imported(path):
            if any(name == b or name.startswith(b + ".") for b in banned):
                found.add((path.relative_to(ROOT).as_posix(), name))
    return found


def is_known(path: str, name: str) -> bool:
    """``from a.b import c`` reads as a.b and a.b.c: either matches a KNOWN a.b.c."""
    return any(path == k_path and (name == k_name or name.startswith(k_name + ".") or k_name.startswith(name + "."))
               for k_path, k_name in KNOWN)


@pytest.mark.parametrize("layer", list(LAYERS))
def test_no_layer_imports_a_layer_above_it(layer):
    assert sources(layer), f"no sources found for {layer}"
    assert sorted(found for found in against_the_layers(layer) if not is_known(*found)) == []


def test_the_known_exceptions_are_still_there():
    """A known import that went away must leave KNOWN too (the list only shrinks)."""
    found = set().union(*(against_the_layers(layer) for layer in LAYERS))
    gone = {(path, name) for path, name in KNOWN if (path, name) not in found}
    assert gone == set(), f"remove from KNOWN: {sorted(gone)}"


def test_the_check_sees_a_lazy_import_inside_a_function(tmp_path):
    module = tmp_path / "m.py"
    module.write_text("def f():\n    from simkit.reports.build import analyse\n    import simkit.cli\n")
    assert {"simkit.reports.build", "simkit.reports.build.analyse", "simkit.cli"} <= imported(module)


def test_no_game_is_named_by_the_command_the_experiments_or_the_reports():
    """They reach a game only through the registry and the contract (simkit/games/base.py)."""
    games = ("simkit.games.trickster", "simkit.games.tricksters", "simkit.games.trickarus")
    folders = [ROOT / "simkit" / "cli", ROOT / "experiments", ROOT / "reports"]
    found = sorted((path.relative_to(ROOT).as_posix(), name) for folder in folders for path in folder.rglob("*.py")
                   for name in imported(path) if any(name == g or name.startswith(g + ".") for g in games))
    assert found == []
