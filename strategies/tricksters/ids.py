"""What Tricksters' kernels read of a seat's strategy: the strategy ids the dispatcher selects on
and the columns of the weight row. Constants only: the names, descriptions and parsing are in
registry.py, which compiled code never imports (editing them recompiles nothing)."""

RANDOM_ID = 0  # a uniformly random option (random_play)
HEURISTIC_ID = 1  # the weighted heuristic with the seat's weight row (heuristic)
SEARCH_ID = 2  # defers its turns and avatars to the game driver, else decides as the heuristic (search)
N_WEIGHTS = 8  # the heuristic's features are columns 0-4 (heuristic.F_*)
SEARCH_HORIZON = 5  # weight-row columns of search's parameters
SEARCH_ROLLOUTS = 6
SEARCH_POLICY = 7
