"""One-rule mutations of valid traces, for the referee's self-check tests.

Each mutation looks for a spot in a trace where it can break exactly one rule, and returns
`(mutated events, index of the broken event, regex the referee's message must match)`, or
None when the trace has no such spot. This package deliberately uses none of the referee's code
(a bug there must not hide itself here): `Walk` is its own tiny card tracker.

`MUTATIONS` fit traces of either ruleset (a few find spots in CoT traces only);
`fantasy.MUTATIONS` break what Trickster: Fantasy and mixed decks add.
"""

from . import effects, fantasy, rounds, tricks

MUTATIONS = tricks.MUTATIONS + effects.MUTATIONS + rounds.MUTATIONS
FANTASY_MUTATIONS = fantasy.MUTATIONS
