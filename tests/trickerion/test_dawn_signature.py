"""Dawn of Technology's Signature Tricks on named Tricks and Magicians (RULES §1.4 step 14, §1.7,
§1.19; G6, G10, G93, G94; docs/trickerion.md T120-T123): a hand-set `trickerion-full` state, one
kernel, scripted choices."""

from simkit.games.trickerion import layout as L
from simkit.games.trickerion import records as R
from simkit.games.trickerion.downtown_nb import can_learn_nb, learn_nb, learnable_nb
from simkit.games.trickerion.setup_nb import choose_start_trick_nb, engineer_bonus_nb
from simkit.games.trickerion.workshop_nb import preparable_nb
from tests.trickerion.core_state import (COMPOSITION, fresh, give_components, give_trick, records, script, set_dice,
                                         streams, trick, tracing)

FULL = "trickerion-full"
RINGS = "Linking Rings"  # Mechanical, level 1: the Mechaniker's Signature Trick's counterpart
SIGNATURE = "Linking Rings (Signature)"


def signature(name: str) -> int:
    return COMPOSITION.trick_names.index(name)


def dawn(players: int = 3, magicians=None):
    return fresh(players, magicians=magicians or ["The Mechaniker", "The Great Optico", "Master of Chains"],
                 ruleset=FULL)


def act(kernel, s, seat, ap, *choices):
    tr = tracing(s)
    spent = kernel(s, streams(), tr, script(*([[]] * seat + [list(choices)])), seat, 0, ap)
    return spent, tr


def test_a_dawn_catalogue_holds_each_magicians_signature_trick_after_the_standard_ones():
    s = dawn()
    sig = signature(SIGNATURE)
    assert sig >= len(COMPOSITION.tricks.names) and s[L.N_TRICKS] == len(COMPOSITION.trick_names)
    assert s[L.TRICK_SIGNATURE_OF + sig] == COMPOSITION.magicians.id("The Mechaniker")
    assert s[L.TRICK_COUNTERPART + sig] == trick(RINGS) and s[L.TRICK_LEVEL + sig] == 1
    base = fresh(3)  # no Dawn: no Trick is a Signature Trick
    assert all(base[L.TRICK_SIGNATURE_OF + t] == -1 for t in range(base[L.N_TRICKS]))


def test_only_its_magician_may_learn_a_signature_trick_and_without_a_die():
    s = dawn()
    sig = signature(SIGNATURE)
    set_dice(s, Trick_1="Mechanical", Trick_2="Any")
    assert learnable_nb(s, 0, sig)  # the Mechaniker's own: its Favourite category, no die needed
    assert not learnable_nb(s, 1, sig)  # the Great Optico: a die shows Mechanical, but it is not his
    other = [t for t in range(s[L.N_TRICKS]) if s[L.TRICK_SIGNATURE_OF + t] >= 0
             and s[L.TRICK_SIGNATURE_OF + t] != s[L.MAGICIAN]]
    assert other and not any(learnable_nb(s, 0, t) for t in other)  # no other Magician's, in or out of the game


def test_learning_it_takes_its_counterpart_out_of_its_deck():
    s = dawn()
    sig, rings = signature(SIGNATURE), trick(RINGS)
    spent, tr = act(learn_nb, s, 0, 3, sig)
    assert spent == 3 and s[L.TRICK_OWNER + sig] == 0 and s[L.TRICK_SYMBOL + sig] == 0
    assert s[L.TRICK_IN_GAME + rings] == 0 and s[L.TRICK_OWNER + rings] == -1
    assert not learnable_nb(s, 1, rings) and not learnable_nb(s, 0, rings)
    tricks = records(s, tr, R.EV_TRICK)
    assert tricks[0][1:7] == (0, rings, R.TPLACE_DECK, R.TPLACE_GONE, -1, R.TRICK_CAUSE_SIGNATURE)
    assert tricks[1][1:7] == (0, sig, R.TPLACE_BESIDE, R.TPLACE_SEAT, 0, R.TRICK_CAUSE_LEARN)


def test_learning_it_replaces_the_owned_counterpart_with_its_symbol_slot_and_markers():
    s = dawn()
    sig, rings = signature(SIGNATURE), trick(RINGS)
    for name in ("Living Piano", "Chinese Sticks", "Levitation"):
        give_trick(s, 0, name)
    give_trick(s, 0, RINGS, on_card=2, engineer=True)  # the fourth Symbol: none free
    symbol = int(s[L.TRICK_SYMBOL + rings])
    assert can_learn_nb(s, 0, 3)  # no free Symbol marker, yet the Signature Trick takes its counterpart's
    spent, tr = act(learn_nb, s, 0, 3, sig)
    assert s[L.TRICK_OWNER + sig] == 0 and s[L.TRICK_SYMBOL + sig] == symbol and s[L.TRICK_ON_CARD + sig] == 2
    assert s[L.ENGINEER_TRICK] == sig and s[L.SYMBOL_TRICK + symbol] == sig
    assert s[L.TRICK_OWNER + rings] == -1 and s[L.TRICK_IN_GAME + rings] == 0 and s[L.TRICK_ON_CARD + rings] == 0
    tricks = records(s, tr, R.EV_TRICK)
    assert tricks[0][1:7] == (0, rings, R.TPLACE_ENGINEER, R.TPLACE_GONE, symbol, R.TRICK_CAUSE_SIGNATURE)
    assert tricks[1][1:7] == (0, sig, R.TPLACE_BESIDE, R.TPLACE_ENGINEER, symbol, R.TRICK_CAUSE_LEARN)


def test_an_opponent_keeps_the_counterpart():
    s = dawn()
    sig, rings = signature(SIGNATURE), trick(RINGS)
    set_dice(s, Trick_1="Mechanical")
    give_trick(s, 1, RINGS, on_card=1)
    act(learn_nb, s, 0, 3, sig)
    assert s[L.TRICK_OWNER + sig] == 0 and s[L.TRICK_OWNER + rings] == 1 and s[L.TRICK_IN_GAME + rings] == 1
    assert s[L.TRICK_ON_CARD + rings] == 1


def test_a_signature_trick_is_prepared_only_with_contraptions_built_at_least_its_level():
    s = dawn()
    sig = signature(SIGNATURE)
    act(learn_nb, s, 0, 3, sig)
    needs = {COMPOSITION.components.names[c]: int(s[L.TRICK_NEEDS + sig * L.MAX_COMPONENTS + c])
             for c in range(len(COMPOSITION.components.names)) if s[L.TRICK_NEEDS + sig * L.MAX_COMPONENTS + c]}
    give_components(s, 0, **{name.replace(" ", "_"): n for name, n in needs.items()})
    assert not preparable_nb(s, 0, sig, 3)  # no Contraption built yet (G94)
    s[L.CONTRAPTIONS_BUILT] = 1
    assert preparable_nb(s, 0, sig, 3)


def test_the_start_may_be_a_level_1_signature_trick_for_one_shard_never_the_engineers_bonus():
    s = dawn()
    sig = signature(SIGNATURE)
    s[L.SHARDS:L.SHARDS + 3] = 2
    tr = tracing(s)
    choose_start_trick_nb(s, streams(), tr, script([sig]), 0)
    assert s[L.TRICK_OWNER + sig] == 0 and s[L.SHARDS] == 1 and s[L.TRICK_IN_GAME + trick(RINGS)] == 0
    gains = records(s, tr, R.EV_GAIN)
    assert gains[0][1:6] == (0, 0, 0, -1, R.GAIN_SIGNATURE_START)
    # without a Shard it is not offered: the one Mechanical level-1 Trick left is forced
    s = dawn()
    s[L.SHARDS] = 0
    choose_start_trick_nb(s, streams(), tracing(s), script([]), 0)
    assert s[L.TRICK_OWNER + sig] == -1
    # the Engineer's bonus Trick is never a Signature Trick (G6, G10)
    s = dawn()
    for t in range(s[L.N_TRICKS]):
        if s[L.TRICK_LEVEL + t] == 1 and s[L.TRICK_SIGNATURE_OF + t] < 0:
            s[L.TRICK_OWNER + t] = 2  # every standard level-1 Trick taken
    engineer_bonus_nb(s, streams(), tracing(s), script([]), 0)
    assert s[L.ENGINEER_TRICK] == -1 and s[L.TRICK_OWNER + sig] == -1


def test_a_level_2_signature_trick_is_not_a_starting_option():
    s = dawn(magicians=["Electra", "The Great Optico", "Master of Chains"])
    s[L.SHARDS] = 2
    electra = int(s[L.MAGICIAN_SIGNATURE + COMPOSITION.magicians.id("Electra")])
    assert s[L.TRICK_LEVEL + electra] == 2
    tr = tracing(s)
    first = [t for t in range(s[L.N_TRICKS]) if s[L.TRICK_LEVEL + t] == 1 and s[L.TRICK_CATEGORY + t] == s[L.FAVOURITE]
             and s[L.TRICK_SIGNATURE_OF + t] < 0][0]
    choose_start_trick_nb(s, streams(), tr, script([first]), 0)
    assert s[L.TRICK_OWNER + first] == 0 and s[L.SHARDS] == 2
