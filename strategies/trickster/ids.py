"""What Trickster's kernels read of a seat's strategy: the strategy ids the dispatcher selects on
and the columns of the weight row. Constants only: the names, descriptions and parsing are in
registry.py, which compiled code never imports (editing them recompiles nothing)."""

RANDOM_ID = 0
HEURISTIC_ID = 1
SCRIPTED_ID = 2
SEARCH_ID = 3
PLUGIN_IDS = (16, 17, 18, 19)  # the dispatcher's plugin slots (simkit.strategies.trickster.plugin_slots)
N_WEIGHTS = 16  # length of every seat's weight row
# the heuristic's move features are columns 0-4 (registry.FEATURES, in weight-row order)
SEARCH_ROLLOUTS = 8  # weight-row column: samples per play decision
SEARCH_POLICY = 9  # 0: random rollouts, 1: rollouts by the seat's heuristic weights
