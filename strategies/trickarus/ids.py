"""What Trickarus' kernels read of a seat's strategy: the policy ids and wrapper bit of the
strategy word, and the columns of the parameter row. Constants only: the names, descriptions and
parsing are in registry.py, which compiled code never imports (editing them recompiles nothing)."""

RANDOM_ID = 0  # policy ids, the strategy word's low byte (random_play, heuristic, search)
CLIMBER_ID = 1
FLIPPER_ID = 2
COOP_ID = 3
SEARCH_ID = 4
POLICY_MASK = 0xFF  # the strategy word's policy id
RESTRICT_LIGHTNING = 1 << 8  # never plays the Lightning card while it has another legal card (wrappers)
DEFAULT_MARGIN = 1  # climber: ducks when a win would take it within this many spaces of the sun
DEFAULT_GAIN = 2  # flipper: trumps a flip must add to its hand
PARAM_MARGIN = 0  # parameter-row columns: climber, flipper
PARAM_GAIN = 1  # flipper
PARAM_ROLLOUTS = 2  # search
PARAM_POLICY = 3  # search: the rollout policy's id
N_PARAMS = 4
