"""Where numba keeps compiled kernels on disk: one folder per game, named by a hash of every
source that game's compiled code can depend on.

numba checks a cached function against its own file only: a cached caller does not notice an
edited callee (and constants such as a layout's offsets are frozen into the machine code). So a
kernel's folder is keyed on the sources of its whole group:

- a game's group is every kernel module in ``simkit/games/<game>/`` and every kernel module
  whose imports reach that folder (its strategies, ``simkit/strategies/<game>/``); the key covers
  what they import, transitively, and the modules that bind a stub of theirs with numba's
  ``@overload`` (the decision point's strategies dispatcher, which the game never imports);
- kernel modules that reach no game (``simkit/engine/``, shared strategy helpers) form the group
  ``engine``; a module reaching several games is keyed on all of them;
- strategy plugin files key no group: the engine calls a plugin through a table of addresses
  filled at run time (simkit.strategies.trickster.plugin_slots); their own kernels are kept in a
  folder keyed on every source and the plugin files.

Editing one game's kernels therefore recompiles that game only; editing the engine recompiles
every game. A kernel module is one that imports ``simkit.engine.jit``. The CLI, the API and the
result tables are not kernel sources, so editing them never recompiles anything; nor is this
module (it says where compiled code is kept, not what it is).

Nothing happens at import time: ``simkit.engine.jit`` puts ``GroupCacheLocator`` first in
numba's list of cache locators, and the sources are read and hashed when the first kernel is
defined (numba asks the locator then). Folders live in ``$SIMKIT_CACHE_DIR`` (default
``~/.cache/simkit``) as ``<group>-<hash>/``; old folders are not pruned.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import re
from functools import lru_cache
from pathlib import Path

from numba.core import caching

JIT_MODULE = "simkit.engine.jit"
GAMES_PACKAGE = "simkit.games"
ENGINE_GROUP = "engine"
PLUGIN_GROUP = "plugins"

_IMPORT = re.compile(r"^import (simkit(?:\.\w+)+)", re.MULTILINE)
_FROM_PARENS = re.compile(r"^from (simkit(?:\.\w+)*) import \(([^)]*)\)", re.MULTILINE)
_FROM_LINE = re.compile(r"^from (simkit(?:\.\w+)*) import ([^(\n#]+)", re.MULTILINE)
_OVERLOAD = re.compile(r"@overload\((\w+)")

_plugin_files: tuple[Path, ...] = ()


def cache_base() -> Path:
    base = os.environ.get("SIMKIT_CACHE_DIR") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache"), "simkit")
    return Path(base)


def package_folders() -> dict[str, Path]:
    """simkit's packages -> their folders (in a checkout strategies/ lives beside simkit/, in
    site-packages inside it: setup.py installs it under simkit's name)."""
    folders = {"simkit": Path(__file__).resolve().parent.parent}
    spec = importlib.util.find_spec("simkit.strategies")
    if spec is not None and spec.submodule_search_locations:
        folders["simkit.strategies"] = Path(list(spec.submodule_search_locations)[0]).resolve()
    return folders


def _modules(folders: dict[str, Path]) -> dict[str, Path]:
    """Every module of these packages: dotted name -> file."""
    found = {}
    for package, folder in folders.items():
        for path in folder.rglob("*.py"):
            if "__pycache__" in path.parts:
                continue
            parts = list(path.relative_to(folder).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found.setdefault(".".join([package, *parts]), path)
    return found


def _imported_names(text: str) -> list[tuple[str, str]]:
    """(module, name) for ``from module import name``; (module, "") for ``import module``."""
    pairs = [(module, "") for module in _IMPORT.findall(text)]
    for pattern in (_FROM_PARENS, _FROM_LINE):
        for module, names in pattern.findall(text):
            for name in names.replace("\n", " ").split(","):
                if name.split():
                    pairs.append((module, name.split()[0]))
    return pairs


class SourceGraph:
    """The kernel modules, what each imports, and the groups their cache folders are keyed on."""

    def __init__(self, modules: dict[str, Path], plugin_files: tuple[Path, ...] = ()):
        self.files = dict(modules)
        self.texts = {name: path.read_text(encoding="utf-8", errors="replace") for name, path in self.files.items()}
        self.edges = {name: self._dependencies(name) for name in self.files}
        for name in self.files:  # a module binding another's stub with @overload is that module's callee
            for bound in self._overloaded(name):
                self.edges[bound].add(name)
        self.plugin_files = tuple(plugin_files)
        self.kernel_modules = sorted(name for name, text in self.texts.items()
                                     if (JIT_MODULE in text or name == JIT_MODULE) and name != __name__)
        self.games = sorted({name.split(".")[2] for name in self.kernel_modules  # a game folder with kernels
                             if name.startswith(GAMES_PACKAGE + ".") and name.count(".") >= 3})
        self._closures: dict[str, frozenset[str]] = {}

    def _dependencies(self, name: str) -> set[str]:
        deps = set()
        for module, imported in _imported_names(self.texts[name]):
            if imported and f"{module}.{imported}" in self.files:  # from package import module
                deps.add(f"{module}.{imported}")
            elif module in self.files:
                deps.add(module)
        deps.discard(name)
        deps.discard(__name__)  # where kernels are kept is not what they compile to
        return deps

    def _overloaded(self, name: str) -> set[str]:
        stubs = set(_OVERLOAD.findall(self.texts[name]))
        return {module for module, imported in _imported_names(self.texts[name])
                if imported in stubs and module in self.files and module != name}

    def closure(self, name: str) -> frozenset[str]:
        if name not in self._closures:
            seen, todo = {name}, [name]
            while todo:
                for dep in self.edges[todo.pop()]:
                    if dep not in seen:
                        seen.add(dep)
                        todo.append(dep)
            self._closures[name] = frozenset(seen)
        return self._closures[name]

    def games_of(self, name: str) -> tuple[str, ...]:
        prefixes = {game: f"{GAMES_PACKAGE}.{game}." for game in self.games}
        return tuple(game for game, prefix in prefixes.items()
                     if any(dep.startswith(prefix) for dep in self.closure(name)))

    def group_of(self, name: str) -> str:
        return "+".join(self.games_of(name)) or ENGINE_GROUP

    def group_sources(self, group: str) -> list[str]:
        """The modules a group's key covers."""
        members = [name for name in self.kernel_modules if self.group_of(name) == group]
        covered = set().union(*(self.closure(name) for name in members)) if members else set()
        return sorted(covered)

    def group_hash(self, group: str) -> str:
        if group == PLUGIN_GROUP:
            return self.all_hash()
        return self._digest(self.group_sources(group), ())

    def all_hash(self) -> str:
        """Every kernel source and every plugin file (the engine hash of a results folder)."""
        covered = set().union(*(self.closure(name) for name in self.kernel_modules))
        return self._digest(sorted(covered), self.plugin_files)

    def _digest(self, names: list[str], plugins: tuple[Path, ...]) -> str:
        digest = hashlib.sha256()
        for name in names:
            digest.update(name.encode() + b"\0" + self.texts[name].encode() + b"\0")
        for path in plugins:
            digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
        return digest.hexdigest()[:16]


@lru_cache(maxsize=None)
def source_graph() -> SourceGraph:
    return SourceGraph(_modules(package_folders()), _plugin_files)


@lru_cache(maxsize=None)
def _group_of_file(path: str) -> str | None:
    graph = source_graph()
    resolved = Path(path).resolve()
    if any(resolved == plugin.resolve() for plugin in graph.plugin_files):
        return PLUGIN_GROUP
    for name, file in graph.files.items():
        if file == resolved:
            return graph.group_of(name)
    return None


@lru_cache(maxsize=None)
def group_folder(group: str) -> Path:
    return cache_base() / f"{group}-{source_graph().group_hash(group)}"


def folder_of(py_file: str) -> Path | None:
    """The cache folder of the kernels defined in this file (None: not a simkit source)."""
    group = _group_of_file(py_file)
    if group is None:
        return None
    return group_folder(group)


def engine_hash() -> str:
    return source_graph().all_hash()


def use_plugin_files(files: list[Path]) -> None:
    """Plugin files loaded in this process: their kernels are cached in the plugin folder, and
    they join the engine hash of a results folder. No game's folder depends on them."""
    global _plugin_files
    _plugin_files = tuple(Path(f).resolve() for f in files)
    for cached in (source_graph, _group_of_file, group_folder):
        cached.cache_clear()


class GroupCacheLocator(caching._SourceFileBackedLocatorMixin, caching._CacheLocator):
    """numba's cache locator for simkit's sources (and loaded plugin files): the group's folder,
    then numba's own sub-folder for the source file's directory."""

    def __init__(self, py_func, py_file, folder: Path):
        self._py_file = py_file
        self._lineno = py_func.__code__.co_firstlineno
        self._cache_path = str(folder / self.get_suitable_cache_subpath(py_file))

    def get_cache_path(self):
        return self._cache_path

    @classmethod
    def from_function(cls, py_func, py_file):
        folder = folder_of(py_file) if os.path.exists(py_file) else None
        if folder is None:
            return None  # not ours: numba's own locators decide
        self = cls(py_func, py_file, folder)
        try:
            self.ensure_cache_path()
        except OSError:
            return None
        return self


def install_locator() -> None:
    """Put GroupCacheLocator first in numba's locators (idempotent; reads no source)."""
    impl = getattr(caching, "CacheImpl", None) or caching._CacheImpl  # renamed in numba 0.62
    if GroupCacheLocator not in impl._locator_classes:
        impl._locator_classes.insert(0, GroupCacheLocator)
