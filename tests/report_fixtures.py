"""A small synthetic experiment with every kind of result the report shows, shared by the report tests."""

from simkit.reports.synthetic import SyntheticModel, deck_sweep, synthetic_results

POOL = [f"Hero{i}" for i in range(9)]
MODEL = SyntheticModel(hero_seat0={"Hero4": 0.04}, play_score={"Hero3": -1.5}, fizzle={"Hero1": 0.3},
                       pair_length={("Hero1", "Hero2"): 2.0},
                       strength={"search": 2.0, "restricted:cautious:Hero2": 0.7})
LINEUPS = [["search", "random", "random", "random"], ["random", "search", "random", "random"],
           ["cautious", "restricted:cautious:Hero2", "cautious", "cautious"], ["cautious"] * 4, ["random"] * 4]


def small_experiment():
    """36 decks of a 9-hero pool at 4 players, with a skill line-up and a restricted-play line-up."""
    return synthetic_results(deck_sweep(POOL), LINEUPS, MODEL, games=400, seed=21)
