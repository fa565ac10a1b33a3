"""Downtown's card effects on named cards and Prophecies (docs/trickerion-effects.md, "Resources"
and "Downtown"; RULES §1.7, G28, G33-G37): a hand-set Dark Alley state, the card's text in force as
at its placement, one kernel, scripted choices, the trace's records and events."""

from simkit.games.trickerion import layout as L
from simkit.games.trickerion import records as R
from simkit.games.trickerion.downtown_nb import (OP_HIRE_SECOND_APPRENTICE, OP_LEARN_LEAKED, OP_LEARN_OVERHAUL,
                                                 OP_TAKE_COINS_FAME, OP_TAKE_COINS_INVEST, OP_TAKE_COINS_REROLL_ADD,
                                                 OP_TAKE_COINS_TIMES, can_hire_nb, can_learn_nb, can_take_coins_nb,
                                                 hire_nb, learn_nb, learnable_nb, take_coins_nb)
from simkit.games.trickerion.invariants import check_state_nb
from simkit.games.trickerion.options import MARKET_QUICK, NO, NONE, YES
from simkit.games.trickerion.placement_nb import place_character_nb
from simkit.games.trickerion.vocabulary import FACE_X
from tests.trickerion.core_state import (comp, ctype, dark_alley, die, give_components, give_trick, prophecy, records,
                                         script, set_dice, streams, trick, tracing)
from tests.trickerion.test_effects_market import act, contexts, events, gains, held, in_force

MAGICIAN = 0
APPRENTICE = 4
DOWNTOWN_2_AP_SLOT = 0  # Downtown's slot with AP modifier +2


def bank_die_faces(s, name, face):
    """Every face of the Bank die shows ``face``: the chance draw of a roll is known."""
    d = die(name)
    s[L.DIE_FACE_VALUES + d * L.DIE_FACES:L.DIE_FACE_VALUES + (d + 1) * L.DIE_FACES] = face


# ---- Take Coins ------------------------------------------------------------------------------------

def test_p07_take_coins_gives_double_the_prophecys_half_is_its_own_gain():
    """T-decision: P07 doubles every Coin the Take Coins takes, Interest's roll (A34) included."""
    s = dark_alley(3)
    s[L.PR_ACTIVE] = prophecy("P07")
    set_dice(s, Bank_1=5)
    spent, tr = act(take_coins_nb, s, 0, 3)
    assert spent == 3 and s[L.COINS] == 20 and s[L.MARKS + L.MARK_COINS_TAKEN] == 10
    assert gains(s, tr) == [(0, 0, 5, 0, R.GAIN_TAKE_COINS), (0, 0, 5, 0, R.GAIN_PROPHECY)]
    assert contexts(s, tr)[1][1:3] == (prophecy("P07"), OP_TAKE_COINS_TIMES)
    gain = [e for e in events(s, tr) if e["event"] == "gain"][1]
    assert gain["cause"] == "prophecy" and gain["prophecy"] == "Take Coins gives double"
    assert gain["op"] == "take_coins_times"


def test_fame_and_fortune_gives_fame_for_the_coins_taken_minus_1_the_doubled_coins_under_p07():
    """T-decision: the Coins taken are all the action gave (P07's included)."""
    s = dark_alley(3)
    card = in_force(s, "Fame and Fortune")
    set_dice(s, Bank_1=4)
    _, tr = act(take_coins_nb, s, 0, 3)
    assert s[L.COINS] == 14 and s[L.FAME] == 5 + 3
    assert gains(s, tr)[1] == (0, 3, 0, 0, R.GAIN_SPECIAL_ASSIGNMENT)
    assert contexts(s, tr)[1][1:3] == (card, OP_TAKE_COINS_FAME)
    s = dark_alley(3)
    s[L.PR_ACTIVE] = prophecy("P07")
    in_force(s, "Fame and Fortune")
    set_dice(s, Bank_1=4)
    act(take_coins_nb, s, 0, 3)
    assert s[L.COINS] == 18 and s[L.FAME] == 5 + 7


def test_interest_costs_2_ap_rolls_the_used_bank_die_once_more_and_adds_its_face():
    """T-decision: the rolled face is taken too, so the die is used again (X); an X rolled gives
    nothing and the die stays X."""
    s = dark_alley(3)
    card = in_force(s, "Interest")
    set_dice(s, Bank_1=5)
    bank_die_faces(s, "Bank 1", 6)
    assert can_take_coins_nb(s, 0, 2)
    spent, tr = act(take_coins_nb, s, 0, 2)
    assert spent == 2 and s[L.COINS] == 10 + 5 + 6 and s[L.DICE + die("Bank 1")] == FACE_X
    assert [r[1:4] for r in records(s, tr, R.EV_DIE)] == [(die("Bank 1"), FACE_X, R.DIE_CAUSE_USED),
                                                           (die("Bank 1"), 6, R.DIE_CAUSE_REROLL),
                                                           (die("Bank 1"), FACE_X, R.DIE_CAUSE_USED)]
    assert gains(s, tr)[1] == (0, 0, 6, 0, R.GAIN_SPECIAL_ASSIGNMENT)
    assert contexts(s, tr)[1][1:3] == (card, OP_TAKE_COINS_REROLL_ADD)
    assert s[L.MARKS + L.MARK_COINS_TAKEN] == 11
    s = dark_alley(3)
    in_force(s, "Interest")
    set_dice(s, Bank_1=5)
    bank_die_faces(s, "Bank 1", FACE_X)
    _, tr = act(take_coins_nb, s, 0, 2)
    assert s[L.COINS] == 15 and len(gains(s, tr)) == 1
    s[L.SA_TEXT] = -1
    set_dice(s, Bank_1=5)
    assert not can_take_coins_nb(s, 0, 2)


def test_investments_spends_up_to_the_coins_taken_on_up_to_3_market_row_components():
    """T-decision: "spend them": at most the Coins this Take Coins gave (P07's included), one copy
    at a time from the Buy slots, the Quick Order slot (+1) and under P04 the Order slots, at their
    prices, no AP, no Bargain; the seat may stop at any time."""
    s = dark_alley(3)
    card = in_force(s, "Investments")
    set_dice(s, Bank_1=5)
    s[L.QUICK_ORDER] = comp("Cog")
    # a Cog from the Quick Order slot (3 + 1), then a Wood (1); with 0 of the 5 Coins left nothing else
    _, tr = act(take_coins_nb, s, 0, 3, MARKET_QUICK, 0)
    assert s[L.COINS] == 10 + 5 - 4 - 1 and held(s, 0, "Cog") == 1 and held(s, 0, "Wood") == 1
    assert gains(s, tr)[1:] == [(0, 0, -4, 0, R.GAIN_SPECIAL_ASSIGNMENT), (0, 0, -1, 0, R.GAIN_SPECIAL_ASSIGNMENT)]
    assert [c[1:3] for c in contexts(s, tr)[1:]] == [(card, OP_TAKE_COINS_INVEST)] * 2
    assert [r[7] for r in records(s, tr, R.EV_COMPONENT)] == [MARKET_QUICK, 0]
    assert s[L.MARKS + L.MARK_COINS_SPENT_COMPONENTS] == 5
    s = dark_alley(3)
    in_force(s, "Investments")
    set_dice(s, Bank_1=3)
    s[L.QUICK_ORDER] = comp("Cog")
    _, tr = act(take_coins_nb, s, 0, 3, NONE)  # none: the Coins stay; a Cog (4) was never offered for 3
    assert s[L.COINS] == 13 and records(s, tr, R.EV_COMPONENT) == []


# ---- Hire Character --------------------------------------------------------------------------------

def test_mass_recruitment_hires_a_second_apprentice_for_3_coins_no_ap_no_die():
    """T-decision: offered after the placement's first Hire if it hired an Apprentice, the seat may
    own another and has the Coins; the seat may decline."""
    s = dark_alley(3)
    card = in_force(s, "Mass Recruitment")
    set_dice(s, Inn_2="Apprentice")
    spent, tr = act(hire_nb, s, 0, 3, YES)  # the type and the die are the only ones: not asked
    assert spent == 3 and s[L.COINS] == 7
    hired = records(s, tr, R.EV_CHARACTER)
    assert [(r[2], r[3], r[6]) for r in hired] == [(5, ctype("Apprentice"), 2), (6, ctype("Apprentice"), 3)]
    assert all(s[L.CHAR_STATE + c] == L.CH_INCOMING for c in (5, 6))
    assert s[L.MARKS + L.MARK_APPRENTICES_HIRED] == 2
    assert gains(s, tr) == [(0, 0, -3, 0, R.GAIN_SPECIAL_ASSIGNMENT)]
    assert contexts(s, tr)[0][1:3] == (card, OP_HIRE_SECOND_APPRENTICE)
    assert [r[1] for r in records(s, tr, R.EV_DIE)] == [die("Inn 2")]  # one die used
    s = dark_alley(3)
    in_force(s, "Mass Recruitment")
    set_dice(s, Inn_2="Apprentice")
    act(hire_nb, s, 0, 3, NO)
    assert s[L.COINS] == 10 and s[L.CHAR_TYPE + 6] == -1
    s = dark_alley(3)
    in_force(s, "Mass Recruitment")
    set_dice(s, Inn_1="Engineer", Inn_2="Apprentice")
    _, tr = act(hire_nb, s, 0, 3, ctype("Engineer"), YES)  # a Specialist: no second one offered
    assert s[L.COINS] == 10 and len(records(s, tr, R.EV_CHARACTER)) == 1
    s = dark_alley(3)
    in_force(s, "Mass Recruitment")
    set_dice(s, Inn_2="Apprentice")
    s[L.COINS] = 2
    _, tr = act(hire_nb, s, 0, 3, YES)  # 2 Coins: not offered
    assert len(records(s, tr, R.EV_CHARACTER)) == 1 and s[L.COINS] == 2


def test_headhunter_hires_any_type_without_a_die_for_2_ap_on_the_first_hire_only_g28():
    """Any type the seat may hire (a Specialist it lacks, an Apprentice); no die is used."""
    s = dark_alley(3)
    in_force(s, "Headhunter")
    set_dice(s)  # every die X
    assert can_hire_nb(s, 0, 2) and not can_hire_nb(s, 0, 1)
    spent, tr = act(hire_nb, s, 0, 2, ctype("Manager"))
    assert spent == 2 and s[L.CHAR_TYPE + 2] == ctype("Manager") and s[L.CHAR_STATE + 2] == L.CH_INCOMING
    assert records(s, tr, R.EV_ACTION)[0][3:8] == (L.ACT_HIRE, 2, 0, ctype("Manager"), -1)
    assert records(s, tr, R.EV_DIE) == []
    action = [e for e in events(s, tr) if e["event"] == "action"][0]
    assert action["type"] == "Manager" and action["die"] is None
    s[L.SA_TEXT_SPENT] = 1
    assert not can_hire_nb(s, 0, 3)


# ---- Learn Trick -----------------------------------------------------------------------------------

def test_thirst_for_knowledge_learns_any_category_without_a_die_for_2_ap_on_the_first_learn_only_g28():
    """No die is used, the Favourite category's included (option favourite_uses_die)."""
    s = dark_alley(3)  # seat 0: Mechanical
    in_force(s, "Thirst for Knowledge")
    set_dice(s)
    assert can_learn_nb(s, 0, 2) and learnable_nb(s, 0, trick("Mind Reading"))
    spent, tr = act(learn_nb, s, 0, 2, trick("Mind Reading"))
    assert spent == 2 and s[L.TRICK_OWNER + trick("Mind Reading")] == 0
    assert records(s, tr, R.EV_ACTION)[0][3:8] == (L.ACT_LEARN, 2, 0, trick("Mind Reading"), -1)
    assert records(s, tr, R.EV_DIE) == []
    s[L.SA_TEXT_SPENT] = 1
    assert not learnable_nb(s, 0, trick("Enchanted Butterflies"))


def test_leaked_blueprints_learns_a_trick_of_level_2_at_most_with_1_marker_on_it_components_or_not():
    """T-decision: the Learn still needs a die of the Trick's category (or the Favourite); the card
    limits the level and adds the marker, the Fame deficit is paid as usual."""
    s = dark_alley(3)
    card = in_force(s, "Leaked Blueprints")
    set_dice(s, Trick_1="Optical")
    s[L.FAME] = 40
    assert not learnable_nb(s, 0, trick("Mutilation"))  # level 3
    assert not learnable_nb(s, 0, trick("Mind Reading"))  # Spiritual: no die
    s[L.FAME] = 5
    s[L.COINS] = 11  # the level-2 deficit: 16 - 5
    paper = trick("Paper Shred")
    _, tr = act(learn_nb, s, 0, 3, paper)
    assert s[L.TRICK_OWNER + paper] == 0 and s[L.COINS] == 0
    assert s[L.TRICK_ON_CARD + paper] == 1 and s[L.MARKERS_FREE + 0] == 3
    assert records(s, tr, R.EV_EFFECT_MARKERS) == [(R.EV_EFFECT_MARKERS, 0, paper, 0, 1, card, OP_LEARN_LEAKED, 0)]
    marker = [e for e in events(s, tr) if e["event"] == "marker"][0]
    assert marker == {"event": "marker", "turn": 0, "seat": 0, "trick": "Paper Shred", "symbol": "spade", "count": 1,
                      "from": ["supply", 0], "to": ["trick", 0, "spade"], "cause": "special_assignment",
                      "card": "Leaked Blueprints", "op": "learn_leaked"}
    assert check_state_nb(s) == 0


def test_trick_overhaul_the_learned_trick_takes_an_owned_tricks_symbol_markers_and_slot():
    """T-decision: the seat must meet the learned Trick's components; the replaced Trick goes back
    to its deck, the learned one takes its Symbol (so its markers, on the card and in the Theater)
    and its slot, the Engineer's included; with 4 Tricks owned the overhaul makes the Learn
    possible, with a free Symbol marker it is optional."""
    s = dark_alley(3)
    rings, mind = trick("Linking Rings"), trick("Mind Reading")
    give_trick(s, 0, "Linking Rings", on_card=2, engineer=True)
    for name in ("Living Piano", "Chinese Sticks", "Levitation"):
        give_trick(s, 0, name)
    set_dice(s, Trick_1="Spiritual")
    give_components(s, 0, Glass=2)  # Mind Reading's
    assert not can_learn_nb(s, 0, 3)  # 4 Tricks
    card = in_force(s, "Trick Overhaul")
    assert can_learn_nb(s, 0, 3)
    _, tr = act(learn_nb, s, 0, 3, rings)  # Mind Reading is the only Trick whose components the seat meets
    assert s[L.TRICK_OWNER + rings] == -1 and s[L.TRICK_SYMBOL + rings] == -1 and s[L.TRICK_ON_CARD + rings] == 0
    assert s[L.TRICK_OWNER + mind] == 0 and s[L.TRICK_SYMBOL + mind] == 0 and s[L.TRICK_ON_CARD + mind] == 2
    assert s[L.SYMBOL_TRICK + 0] == mind and s[L.ENGINEER_TRICK] == mind and s[L.ITEM_LEARNED + mind] == 1
    assert records(s, tr, R.EV_TRICK) == []
    assert records(s, tr, R.EV_EFFECT_TRICK) == [
        (R.EV_EFFECT_TRICK, 0, rings, R.TPLACE_ENGINEER, R.TPLACE_DECK, 0, card, OP_LEARN_OVERHAUL),
        (R.EV_EFFECT_TRICK, 0, mind, R.TPLACE_DECK, R.TPLACE_ENGINEER, 0, card, OP_LEARN_OVERHAUL)]
    moved = [e for e in events(s, tr) if e["event"] == "trick"]
    assert moved[0]["from"] == ["engineer", 0] and moved[0]["to"] == ["deck", "Mechanical"]
    assert moved[1]["trick"] == "Mind Reading" and moved[1]["symbol"] == "spade"
    assert moved[1]["cause"] == "special_assignment" and moved[1]["op"] == "learn_overhaul"
    assert check_state_nb(s) == 0
    s = dark_alley(3)  # a free Symbol marker: the seat may learn plainly
    give_trick(s, 0, "Linking Rings")
    set_dice(s, Trick_1="Spiritual")
    give_components(s, 0, Glass=2)
    in_force(s, "Trick Overhaul")
    act(learn_nb, s, 0, 3, mind, NONE)
    assert s[L.TRICK_OWNER + rings] == 0 and s[L.TRICK_SYMBOL + mind] == 1
    s = dark_alley(3)  # 4 Tricks and the components not met: no Learn
    for name in ("Linking Rings", "Living Piano", "Chinese Sticks", "Levitation"):
        give_trick(s, 0, name)
    set_dice(s, Trick_1="Spiritual")
    in_force(s, "Trick Overhaul")
    assert not can_learn_nb(s, 0, 3)


def test_a_placement_uses_thirst_for_knowledge_on_its_first_learn_then_learns_by_the_rules():
    s = dark_alley(3)
    in_force(s, "Thirst for Knowledge")
    s[L.SA_TEXT] = -1
    s[L.SHARDS] = 0
    set_dice(s, Trick_1="Optical")
    tr = tracing(s)
    # Magician 3 + 2 AP: Mind Reading for 2 (no die), then Enchanted Butterflies for 3 with the Optical die
    place_character_nb(s, streams(), tr, script([DOWNTOWN_2_AP_SLOT, L.SA_USE_TEXT, L.ACT_LEARN, trick("Mind Reading"),
                                                 L.ACT_LEARN, trick("Enchanted Butterflies")]), 0, MAGICIAN)
    first, second = records(s, tr, R.EV_ACTION)
    assert first[3:8] == (L.ACT_LEARN, 2, 3, trick("Mind Reading"), -1)
    assert second[3:8] == (L.ACT_LEARN, 3, 0, trick("Enchanted Butterflies"), die("Trick 1"))
