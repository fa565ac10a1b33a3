"""Trickerion's side of the strategy contract (simkit.strategies.contract): positions, blinding.

Positions: the engine stops at a decision with two or more options
(simkit.games.trickerion.batch.play_to_decision_nb) with the exact state and streams the
strategy is given there. Blinding changes what the seat cannot know (RULES §4.3): the
Performance deck's cards not yet entered are dealt anew among the deck positions of their venue
(the venue order is public), the Turn Setup cards not yet flipped are shuffled, during
Assignment the other seats' cards (in hand and assigned) are dealt anew to the characters that
hold one, the Dark
Alley's hidden cards and the Academy's stacks (tiles, Secrets) are dealt anew, and the
streams of chance and of the other seats are scrambled.
"""

from __future__ import annotations

import numpy as np

from simkit.games.trickerion import layout as L
from simkit.games.trickerion.batch import play_to_decision_nb
from simkit.games.trickerion.rng import N_STREAMS
from simkit.strategies.trickerion.dispatch import decide_kernel_nb
from simkit.strategies.trickerion.ids import POLICY_MASK, SEARCH_ID
from simkit.strategies.trickerion.search import is_macro_nb, search_answer_nb

GAMES = (("trickerion", 4, None), ("trickerion", 2, None), ("trickerion-dark-alley", 3, None),
         ("trickerion-academy", 3, None), ("trickerion-full", 3, None))
KIND_NAMES = {value: name.removeprefix("DECIDE_").lower() for name, value in vars(L).items()
              if name.startswith("DECIDE_")}


def _game():
    from simkit.games.trickerion import GAME  # the Game (game.py): imported when the contract runs
    return GAME


def make_setup(ruleset: str, players: int, deck, name: str, catalog=None):
    """A ruleset not listed (none now: the Academy's and Dawn's are released) is reached as the tests do."""
    game = _game()
    return game.make_setup(ruleset, players, deck, name, in_development=ruleset.strip().lower() not in game.rulesets)


def play_to(setup, seed: int, game: int, decision: int):
    """(state, streams, parameters) of game ``game`` of ``seed`` stopped at ``decision`` (0: its end),
    and whether it stopped there."""
    template, w = setup.template, setup.params  # the Game's setup (game.py): engine.new_state and the rows
    s = np.zeros(L.STATE_SIZE, dtype=np.int32)
    rng = np.zeros(N_STREAMS, dtype=np.uint64)
    stopped = play_to_decision_nb(np.uint64(seed), game, template, w, decision, s, rng)
    return s, rng, w, bool(stopped)


def positions(setup, seed: int, count: int):
    """(state, streams, parameters) at ``count`` decisions spread over game 0 of ``seed``."""
    total = int(play_to(setup, seed, 0, 0)[0][L.DECISIONS])
    for k in np.linspace(1, total, count).astype(int):
        s, rng, w, stopped = play_to(setup, seed, 0, int(k))
        assert stopped, f"game 0 of seed {seed} did not stop at decision {k}"
        yield s, rng, w


def decide_at(s, rng, w, seat) -> int:
    """The seat's answer to the pending decision, deferred (search's macro decisions) or not, by
    the kernels the engine compiled (a kernel of its own here would compile them all again)."""
    if int(s[L.STRATEGY + seat]) & POLICY_MASK == SEARCH_ID and is_macro_nb.py_func(int(s[L.CTX_KIND])):
        return search_answer_nb(s, rng, w, np.int64(seat))
    return decide_kernel_nb(s, rng, w, np.int64(seat), np.int64(s[L.N_OPTIONS]))


def seat_of(s) -> int:
    return int(s[L.CTX_SEAT])


def options_of(s) -> list[int]:
    return s[L.OPTIONS:L.OPTIONS + s[L.N_OPTIONS]].tolist()


def decision_of(s) -> int:
    return int(s[L.DECISIONS])


def kind_of(s) -> str:
    return KIND_NAMES.get(int(s[L.CTX_KIND]), str(int(s[L.CTX_KIND])))


def chosen(s, index: int) -> int:
    return int(s[L.OPTIONS + index])


def blind(s, rng, seat, generator):
    """A copy with what the seat cannot know dealt anew and every stream but its own scrambled."""
    s, rng = s.copy(), rng.copy()
    top = int(s[L.PDECK_TOP])
    for venue in set(int(s[L.PDECK_VENUES + i]) for i in range(top, int(s[L.N_PDECK]))):
        at = [i for i in range(top, int(s[L.N_PDECK])) if s[L.PDECK_VENUES + i] == venue]
        cards = [int(s[L.PDECK + i]) for i in at]
        for i, card in zip(at, generator.permutation(cards).tolist()):
            s[L.PDECK + i] = card
    n_ts = int(s[L.N_TURN_SETUP])
    flipped = min(int(s[L.TS_TOP]), n_ts)
    rest = [int(s[L.TS_DECK + i]) for i in range(flipped, n_ts)]
    for i, card in zip(range(flipped, n_ts), generator.permutation(rest).tolist() if rest else []):
        s[L.TS_DECK + i] = card
    if s[L.PHASE] == L.PHASE_ASSIGNMENT:
        for other in range(int(s[L.N_PLAYERS])):
            if other == seat:
                continue
            # who holds a card is seen, not which: the cards of the hand and the assigned ones are
            # dealt anew to the characters holding one, the rest back into the hand
            chars = [ch for ch in range(L.MAX_CHARS) if s[L.CHAR_STATE + other * L.MAX_CHARS + ch] == L.CH_ASSIGNED
                     and s[L.CHAR_CARD + other * L.MAX_CHARS + ch] >= 0
                     and s[L.CHAR_SA + other * L.MAX_CHARS + ch] < 0]  # SA cards: blind_dark_alley
            hand = L.HAND + other * (L.MAX_LOCATIONS + 1)
            pool = [int(s[L.CHAR_CARD + other * L.MAX_CHARS + ch]) for ch in chars]
            for where in range(L.MAX_LOCATIONS + 1):
                pool += [where] * int(s[hand + where])
            pool = generator.permutation(pool).tolist() if pool else []
            s[hand:hand + L.MAX_LOCATIONS + 1] = 0
            for i, card in enumerate(pool):
                if i < len(chars):
                    s[L.CHAR_CARD + other * L.MAX_CHARS + chars[i]] = card
                else:
                    s[hand + card] += 1
    blind_dark_alley(s, seat, generator)
    blind_academy(s, generator)
    for stream in range(N_STREAMS):
        if stream != 1 + seat:
            rng[stream] = generator.integers(0, 2**63, dtype=np.uint64)
    return s, rng


def blind_dark_alley(s, seat, generator):
    """The Dark Alley's hidden cards dealt anew (RULES §4.3): each deck's order among the cards
    nobody but their holders sees (the decks' and the other seats' hands'; during Assignment the SA
    cards the other seats gave their characters too, each character keeping one), and the
    Prophecy bag's order. Hand sizes and which characters hold an SA card stay as seen."""
    if not s[L.DARK_ALLEY]:
        return
    secret_chars = []
    if s[L.PHASE] == L.PHASE_ASSIGNMENT:
        for other in range(int(s[L.N_PLAYERS])):
            for ch in range(L.MAX_CHARS):
                at = other * L.MAX_CHARS + ch
                if other != seat and s[L.CHAR_SA + at] >= 0 and not s[L.CHAR_REVEALED + at]:
                    secret_chars.append(at)
    unseen = [c for c in range(int(s[L.N_SA])) if s[L.SA_PLACE + c] == L.SA_IN_DECK
              or (s[L.SA_PLACE + c] in (L.SA_IN_HAND, L.SA_IN_ASSIGNED) and s[L.SA_OWNER + c] != seat
                  and (s[L.SA_PLACE + c] == L.SA_IN_HAND or any(s[L.CHAR_SA + at] == c for at in secret_chars)))]
    holders = {c: (int(s[L.SA_PLACE + c]), int(s[L.SA_OWNER + c])) for c in unseen}
    held_at = {int(s[L.CHAR_SA + at]): at for at in secret_chars}
    pool = generator.permutation(sorted(unseen)).tolist()
    for loc in range(L.SA_DECKS):  # each deck its own location's cards, as many as it holds
        need = int(s[L.SA_DECK_N + loc])
        mine = [c for c in pool if s[L.SA_LOC + c] == loc][:need]
        for i, c in enumerate(mine):
            s[L.SA_DECK + loc * L.MAX_SA_DECK + i] = c
            s[L.SA_PLACE + c] = L.SA_IN_DECK
            s[L.SA_OWNER + c] = -1
            pool.remove(c)
    slots = [(place, owner, held_at.get(c)) for c, (place, owner) in holders.items() if place != L.SA_IN_DECK]
    for (place, owner, at), c in zip(slots, pool):  # the rest to the same hands and characters
        s[L.SA_PLACE + c] = place
        s[L.SA_OWNER + c] = owner
        if at is not None:
            s[L.CHAR_SA + at] = c
            s[L.CHAR_CARD + at] = s[L.SA_LOC + c]
    top, n = int(s[L.PR_BAG_TOP]), int(s[L.PR_BAG_N])
    rest = [int(s[L.PR_BAG + i]) for i in range(top, n)]
    for i, p in zip(range(top, n), generator.permutation(rest).tolist() if rest else []):
        s[L.PR_BAG + i] = p


def blind_academy(s, generator):
    """The Academy's hidden order dealt anew (RULES §4.3): each tile stack and the Secret stack
    shuffled within its own contents (under P30 that hides the Secrets another seat drew too)."""
    if not s[L.ACADEMY]:
        return
    for stack in range(L.TILE_STACKS):
        at, n = L.TILE_STACK + stack * L.MAX_STACK, int(s[L.TILE_STACK_N + stack])
        if n > 1:
            s[at:at + n] = generator.permutation(s[at:at + n])
    n = int(s[L.SECRET_STACK_N])
    if n > 1:
        s[L.SECRET_STACK:L.SECRET_STACK + n] = generator.permutation(s[L.SECRET_STACK:L.SECRET_STACK + n])
