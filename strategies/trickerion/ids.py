"""What Trickerion's kernels read of a seat's strategy: the policy ids of the strategy word and
the columns of the parameter row. Constants only: names and parsing are in registry.py."""

RANDOM_ID = 0  # policy ids, the strategy word's low byte
GREEDY_ID = 1  # greedy.py
PLANNER_ID = 2  # planner.py
SEARCH_ID = 3  # search.py
SCRIPTED_ID = 0x7F  # tests only (scripted.py): plays a list of option values
POLICY_MASK = 0xFF
RESTRICTED = 1 << 9  # restricted play (wrappers.py; bit 8 is replay.DEFERS): what and which in the row
PARAM_STOP = 0  # random: 1 may stop with an affordable action left, 0 never (RULES §6.3)
PARAM_ANYTIME = 1  # random: 1 takes anytime actions (D21) at random, 0 never (the default: opt in)
PARAM_RESTRICT = 2  # restricted play: what is set aside (RESTRICT_* below), any base strategy's row
PARAM_RESTRICT_ARG = 3  # restricted play: the Trick category (vocabulary id) or the character type
RESTRICT_NOLEARN = 1  # never takes a Trick of the category (wrappers.py)
RESTRICT_NOHIRE = 2  # never hires, nor starts with, the Specialist
RESTRICT_NOADVERTISE = 3  # never Advertises
RESTRICT_NOACADEMY = 4  # never sends a character to the Academy (the Academy rulesets)
N_PARAMS = 49  # random's columns, then greedy's, the planner's and search's from weights.FIRST
