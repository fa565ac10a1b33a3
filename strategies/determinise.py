"""The determinisation helpers of every game's search (docs/strategies.md).

A search player samples the hidden cards it cannot know: it gathers them by card id (so the
sample never depends on where they really are), shuffles them on its own stream and deals them
back into the places that held unknown cards, every zone keeping its size. Games keep their
state in different places, so the state offsets come in as arguments (constants at every call
site: the helpers are inlined).
"""

from simkit.engine.jit import leaf
from simkit.engine.random_streams import randint_nb, random_unit_nb


@leaf
def shuffle_nb(pool, m, rng, seat):
    """Shuffle ``pool[:m]`` on the seat's own stream (Fisher-Yates, from the end)."""
    for i in range(m - 1, 0, -1):
        j = randint_nb(rng, 1 + seat, i + 1)
        card = pool[i]
        pool[i] = pool[j]
        pool[j] = card


@leaf
def deal_unknown_nb(sim, zone, unknown, pool, k, zone_cards, max_cards, zone_count, loc, pos):
    """Fill the zone's places that hold cards unknown to the seat from ``pool[k:]``; the next k.
    ``zone_cards``, ``max_cards``, ``zone_count``, ``loc``, ``pos``: the game's layout."""
    base = zone_cards + zone * max_cards
    for i in range(sim[zone_count + zone]):
        if unknown[sim[base + i]]:
            card = pool[k]
            k += 1
            sim[base + i] = card
            sim[loc + card] = zone
            sim[pos + card] = i
    return k


@leaf
def forget_others_nb(sim, seat, knowers, max_cards):
    """Clear what the other seats know (``knowers``: the game's knowledge bits, one word per card):
    it is not part of this seat's sample."""
    for card in range(max_cards):
        sim[knowers + card] &= 1 << seat


@leaf
def best_option_nb(value, n_options, rng, seat):
    """The option with the highest value, ties broken uniformly on the seat's own stream."""
    best = 0
    ties = 1
    for i in range(1, n_options):
        if value[i] > value[best]:
            best, ties = i, 1
        elif value[i] == value[best]:
            ties += 1
            if random_unit_nb(rng, 1 + seat) * ties < 1.0:
                best = i
    return best
