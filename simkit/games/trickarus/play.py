"""One game from its first deal to its end: every play goes through the seat's strategy.

A seat's strategy is a word (``STRATEGY[seat]``: a policy id, plus RESTRICT_LIGHTNING) and a
row of ``params`` (PARAM_* columns). Every play goes through the decision point
(simkit.engine.decision): a single legal card is played without asking; otherwise ``decide_nb``
picks among ``s[OPTIONS:]``.
"""

from simkit.games.trickarus.engine import advance_nb, legal_options_nb, play_card_nb
from simkit.games.trickarus.invariants import check_state_nb
from simkit.engine.decision import decision_point
from simkit.games.trickarus.layout import DECIDE_PLAY, LIGHTNING_CARD, N_OPTIONS, OPTIONS, STRATEGY
from simkit.games.trickarus.policies import RANDOM_ID, SEARCH_ID, policy_nb, random_nb
from simkit.games.trickarus.search import search_nb
from simkit.engine.jit import kernel, leaf

POLICY_MASK = 0xFF  # the strategy word's policy id
RESTRICT_LIGHTNING = 1 << 8  # never plays the Lightning card while it has another legal card
PARAM_MARGIN = 0  # climber, flipper
PARAM_GAIN = 1  # flipper
PARAM_ROLLOUTS = 2  # search
PARAM_POLICY = 3  # search: the rollout policy's id
N_PARAMS = 4


@leaf
def drop_lightning_nb(s, n):
    """Set the Lightning card aside from the options when there are others; the new count."""
    if n < 2:
        return n
    for i in range(n):
        if s[OPTIONS + i] == s[LIGHTNING_CARD]:
            s[OPTIONS + i] = s[OPTIONS + n - 1]
            return n - 1
    return n


@kernel
def decide_nb(s, rng, params, seat, n):
    """The option (an index into ``s[OPTIONS:]``) the seat's strategy picks among ``n >= 2``."""
    word = s[STRATEGY + seat]
    if word & RESTRICT_LIGHTNING:
        n = drop_lightning_nb(s, n)
        if n == 1:
            return 0
    s[N_OPTIONS] = n
    policy = word & POLICY_MASK
    if policy == SEARCH_ID:
        return search_nb(s, rng, seat, n, int(params[seat, PARAM_ROLLOUTS]), int(params[seat, PARAM_POLICY]))
    if policy == RANDOM_ID:  # the baseline's fast path: no call
        return random_nb(rng, seat, n)
    return policy_nb(s, rng, seat, n, policy, int(params[seat, PARAM_MARGIN]), int(params[seat, PARAM_GAIN]))


@leaf
def choose_nb(s, rng, params, seat):
    """The strategy seam of the decision point: ``decide_nb`` among the ``s[N_OPTIONS]`` posed."""
    return decide_nb(s, rng, params, seat, s[N_OPTIONS])


ask_nb = decision_point(choose_nb)


@kernel
def play_game_nb(s, rng, tr, params, check):
    """Play the game in ``s`` to its end; StopAtDecision at decision ``s[STOP_AT]``.

    ``check``: verify the state's invariants after every play (tests; raises on a violation).
    """
    while True:
        seat = advance_nb(s, rng, tr)
        if seat < 0:
            return
        card = ask_nb(s, rng, params, seat, DECIDE_PLAY, legal_options_nb(s, seat))
        play_card_nb(s, tr, seat, card)
        if check and check_state_nb(s) != 0:
            raise AssertionError("a Trickarus state invariant failed (see invariants.py)")
