"""Hand-built Academy states (issue 17, part 3) for the rule tests: a `trickerion-academy` game
after its catalogue, game block, Dark Alley and Academy setup (seed 1), and setters by name for
renovated spaces, Academy markers and Secrets."""

from __future__ import annotations

from simkit.games.trickerion import layout as L
from tests.trickerion.core_state import COMPOSITION, fresh, streams, tracing

ACADEMY = "trickerion-academy"
# Magicians whose abilities ask nothing at a placement (as core_state.QUIET_MAGICIANS)
QUIET = ["Master of Chains", "Electra", "The Great Optico", "Yoruba Spiritmaster"]
PROTEGE = L.PROTEGE_SLOT


def academy(players: int = 3, magicians=None, ruleset: str = ACADEMY, **kw):
    """An Academy state with the SA decks, Prophecies, tile stacks, Secrets, Banners and Protégés
    laid out (seed 1), turn 1."""
    from simkit.games.trickerion.academy_turn_nb import setup_academy_nb
    from simkit.games.trickerion.dark_alley_nb import setup_dark_alley_nb
    s = fresh(players, magicians=magicians or QUIET, ruleset=ruleset, **kw)
    tr = tracing(s)
    setup_dark_alley_nb(s, streams(), tr)
    setup_academy_nb(s, streams(), tr)
    s[L.TRACE_COUNT] = 0
    return s


def space(name: str, players: int = 3) -> int:
    academy_ = COMPOSITION.academy
    side = COMPOSITION.academy_ten_rooms if academy_.rooms[players] == 10 else academy_.spaces
    return side.names.index(name)


def tile(name: str) -> int:
    return COMPOSITION.academy_tiles.names.index(name)


def secret(name: str) -> int:
    return COMPOSITION.secrets.names.index(name)


def renovated(s, space_name: str, tile_name: str, owner: int = 0) -> int:
    """The space holds the tile (taken out of its stack); returns the space id."""
    sp = space(space_name, int(s[L.N_PLAYERS]))
    t = tile(tile_name)
    stack = int(s[L.TILE_KIND + t]) * 3 + int(s[L.TILE_LEVEL + t]) - 1
    at = L.TILE_STACK + stack * L.MAX_STACK
    tiles = [int(x) for x in s[at:at + s[L.TILE_STACK_N + stack]] if x != t]
    s[at:at + L.MAX_STACK] = -1
    s[at:at + len(tiles)] = tiles
    s[L.TILE_STACK_N + stack] = len(tiles)
    s[L.SPACE_TILE + sp] = t
    s[L.SPACE_OWNER + sp] = owner
    return sp


def on_slot(s, trick_id: int, space_id: int, slot: int) -> int:
    """The Trick's Academy marker sits on the space's slot; returns the place."""
    place = space_id * L.SPACE_SLOTS + slot
    s[L.TRICK_ACADEMY + trick_id] = place
    s[L.SPACE_TRICK + place] = trick_id
    return place


def protege_secret(s, seat: int, slot: int, name: str) -> int:
    """The seat's Protégé holds the Secret on its slot (taken from wherever it was)."""
    k = secret(name)
    for a in range(L.ACADEMY_SECRETS):
        if s[L.ACADEMY_SECRET + a] == k:
            s[L.ACADEMY_SECRET + a] = -1
    stack = [int(x) for x in s[L.SECRET_STACK:L.SECRET_STACK + s[L.SECRET_STACK_N]] if x != k]
    s[L.SECRET_STACK:L.SECRET_STACK + L.MAX_SECRETS] = -1
    s[L.SECRET_STACK:L.SECRET_STACK + len(stack)] = stack
    s[L.SECRET_STACK_N] = len(stack)
    s[L.PROTEGE_SECRET + seat * L.PROTEGE_SECRETS + slot] = k
    return k


def active(s, prophecy_id: int) -> None:
    s[L.PR_ACTIVE] = prophecy_id
