"""The plugin file of the tests that play plugin strategies: four strategies, one per slot (a
legal one, one that peeks, one that plays an illegal move, one that allocates)."""

import textwrap

PLUGIN_FILE = "mine.py"
PLUGIN = textwrap.dedent('''
    import numpy as np

    from simkit.engine.jit import leaf
    from simkit.games.trickster.layout import MAX_CARDS, N_OPTIONS, N_PLAYERS, ZONE_CARDS
    from simkit.strategies.plugins import register_plugin

    @leaf
    def last_option_decide_nb(s, rng, w, seat):
        return s[N_OPTIONS] - 1

    @leaf
    def peeker_decide_nb(s, rng, w, seat):  # reads the next seat's hand: must fail the contract
        return s[ZONE_CARDS + ((seat + 1) % s[N_PLAYERS]) * MAX_CARDS] % s[N_OPTIONS]

    @leaf
    def outside_decide_nb(s, rng, w, seat):  # an illegal move: one index past the options
        return s[N_OPTIONS]

    @leaf
    def middle_decide_nb(s, rng, w, seat):  # allocates: the plugin has numba's runtime, the engine not
        options = np.arange(s[N_OPTIONS])
        return options[options.size // 2]

    register_plugin("lastpick", "always the last legal option", last_option_decide_nb)
    register_plugin("peeker", "cheats", peeker_decide_nb)
    register_plugin("outside", "chooses an option that does not exist", outside_decide_nb)
    register_plugin("middle", "the middle option, from an array it allocates", middle_decide_nb)
''')
