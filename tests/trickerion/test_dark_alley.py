"""The Dark Alley's rules on named cards and Prophecies (RULES §1.7, §1.13, §1.17, G3, G11, G21,
G27-G29, G47, G48, G74, G75; docs/trickerion-effects.md): hand-set states, one kernel, scripted
choices."""

from simkit.games.trickerion import layout as L
from simkit.games.trickerion import records as R
from simkit.games.trickerion.dark_alley_nb import (can_draw_nb, can_tell_fortune_nb, discard_assigned_nb, draw_nb,
                                                   fortune_telling_nb, prophecy_step_nb)
from simkit.games.trickerion.downtown_nb import can_hire_nb, can_learn_nb, hire_nb
from simkit.games.trickerion.options import pack
from simkit.games.trickerion.placement_nb import drop_unplaceable_nb, place_character_nb, slot_options_nb
from simkit.games.trickerion.scoring_nb import end_scoring_nb
from simkit.games.trickerion.turn_nb import assignment_nb
from tests.trickerion.core_state import (COMPOSITION, assigned, ctype, dark_alley, deck, fresh, give_components, give_trick,
                                         hand, into_hand, loc, place, prophecy, records, script, set_dice, streams,
                                         tracing, trick)

MAGICIAN = 0
APPRENTICE = 4

# ---- setup -------------------------------------------------------------------------------------

def test_the_dark_alley_lays_out_4_shuffled_decks_of_their_locations_cards_and_3_pending_prophecies():
    s = dark_alley()
    sa = COMPOSITION.special_assignments
    for location in ("Downtown", "Market Row", "Workshop", "Theater"):
        cards = deck(s, location)
        assert sorted(sa.names[c] for c in cards) == sorted(
            n for n, where in zip(sa.names, sa.location) if sa.location_names[where] == location)
        assert len(cards) == 10
    assert s[L.SA_DECK_N + loc("Dark Alley")] == 0
    pending = [int(x) for x in s[L.PR_PENDING:L.PR_PENDING + 3]]
    assert min(pending) >= 0 and len(set(pending)) == 3 and s[L.PR_ACTIVE] == -1  # G11
    assert s[L.PR_BAG_N] == 27 and s[L.PR_BAG_TOP] == 3
    assert sorted(pending + [int(s[L.PR_BAG + i]) for i in range(3, 27)]) == list(range(27))
    assert s[L.TURNS] == 7
    hand_ = {name: int(s[L.HAND + loc(name)]) for name in ("Theater", "Workshop", "Market Row", "Downtown", "Dark Alley")}
    assert hand_ == {"Theater": 2, "Workshop": 1, "Market Row": 1, "Downtown": 1, "Dark Alley": 1}


def test_the_base_game_has_no_dark_alley_and_the_noprophecies_variant_no_prophecy():
    base = fresh(3)
    assert base[L.DARK_ALLEY] == 0 and base[L.N_SA] == 0 and base[L.LOC_IN_GAME + loc("Dark Alley")] == 0
    s = dark_alley(ruleset="trickerion-dark-alley-noprophecies")
    assert s[L.DARK_ALLEY] == 1 and s[L.PROPHECIES_ON] == 0 and s[L.PR_PENDING] == -1
    assert not can_tell_fortune_nb(s, 5)
    assert dark_alley(ruleset="trickerion-dark-alley-noabilities")[L.ABILITIES_ON] == 0
    assert s[L.ABILITIES_ON] == 1


# ---- the Dark Alley's actions ----------------------------------------------------------------------

def test_draw_first_card_shows_two_keeps_one_and_puts_the_other_at_the_bottom():
    s = dark_alley()
    top, second = deck(s, "Workshop")[:2]
    assert can_draw_nb(s, 1, True) and not can_draw_nb(s, 5, False)  # Further Cards only after the First
    tr = tracing(s)
    spent = draw_nb(s, streams(), tr, script([loc("Workshop"), second]), 0, APPRENTICE, 1, True)
    assert spent == 1
    assert hand(s, 0) == [second]
    assert deck(s, "Workshop")[-1] == top and len(deck(s, "Workshop")) == 9
    assert not can_draw_nb(s, 5, True) and can_draw_nb(s, 2, False) and not can_draw_nb(s, 1, False)
    action = records(s, tr, R.EV_ACTION)[0]
    assert action[3:8] == (L.ACT_DRAW_FIRST, 1, 0, loc("Workshop"), second)
    moves = records(s, tr, R.EV_SA_MOVE)
    assert [(m[2], m[3], m[4], m[5]) for m in moves] == [(second, L.SA_IN_DECK, L.SA_IN_HAND, R.SA_CAUSE_KEEP),
                                                         (top, L.SA_IN_DECK, L.SA_IN_DECK, R.SA_CAUSE_BOTTOM)]


def test_an_empty_deck_takes_its_shuffled_discards_and_a_deck_of_one_gives_it_g47():
    s = dark_alley()
    at = loc("Theater")
    cards = deck(s, "Theater")
    s[L.SA_DECK_N + at] = 0
    for i, c in enumerate(cards[:1]):  # one discarded card: the refilled deck holds 1
        s[L.SA_DISCARD + at * L.MAX_SA_DECK + i] = c
        s[L.SA_PLACE + c] = L.SA_IN_DISCARD
    s[L.SA_DISCARD_N + at] = 1
    for c in cards[1:]:
        s[L.SA_PLACE + c] = L.SA_IN_BOX
    tr = tracing(s)
    draw_nb(s, streams(), tr, script([at]), 0, MAGICIAN, 3, True)
    assert hand(s, 0) == [cards[0]] and s[L.SA_DISCARD_N + at] == 0 and s[L.SA_DECK_N + at] == 0
    assert records(s, tr, R.EV_SA_RESHUFFLE)[0][1:3] == (at, 1)
    assert not can_draw_nb(s, 3, False) or any(s[L.SA_DECK_N + c] > 0 for c in range(L.SA_DECKS))


def test_fortune_telling_turns_the_pending_prophecies_one_slot_g48_repeatable_unless_once():
    s = dark_alley()
    p0, p1, p2 = (int(x) for x in s[L.PR_PENDING:L.PR_PENDING + 3])
    tr = tracing(s)
    assert fortune_telling_nb(s, tr, 0, MAGICIAN, 3) == 1
    assert list(s[L.PR_PENDING:L.PR_PENDING + 3]) == [p1, p2, p0]
    assert can_tell_fortune_nb(s, 1)  # repeatable (G48)
    once = dark_alley()
    once[L.OPT_FORTUNE_ONCE] = 1  # the option fortune_telling=once
    fortune_telling_nb(once, tracing(once), 0, MAGICIAN, 3)
    assert not can_tell_fortune_nb(once, 3)


def test_at_end_turn_p0_becomes_active_the_others_move_on_and_one_is_drawn_but_not_after_the_last_turn():
    s = dark_alley()
    p0, p1, p2 = (int(x) for x in s[L.PR_PENDING:L.PR_PENDING + 3])
    nxt = int(s[L.PR_BAG + 3])
    s[L.TURN] = 1
    prophecy_step_nb(s, tracing(s))
    assert s[L.PR_ACTIVE] == p0 and list(s[L.PR_PENDING:L.PR_PENDING + 3]) == [p1, p2, nxt]
    s[L.TURN] = 7
    prophecy_step_nb(s, tracing(s))
    assert s[L.PR_ACTIVE] == p0  # T55: nothing after the last turn


# ---- Special Assignment cards at Assignment and placement ------------------------------------------

def test_a_character_may_take_an_sa_card_which_sends_it_to_the_cards_location():
    s = dark_alley(2)
    card = into_hand(s, 0, "Trick Tweaking")  # a Workshop card
    tr = tracing(s)
    w = script([pack(MAGICIAN, 0), pack(APPRENTICE, L.SA_OPTION + card)], [pack(MAGICIAN, 0), pack(APPRENTICE, 0)])
    assignment_nb(s, streams(), tr, w)
    at = APPRENTICE
    assert s[L.CHAR_SA + at] == card and s[L.CHAR_CARD + at] == loc("Workshop")
    assert s[L.SA_PLACE + card] == L.SA_IN_ASSIGNED and s[L.HAND + loc("Workshop")] == 1  # no Permanent card used
    assert records(s, tr, R.EV_ASSIGN)[1][1:5] == (0, APPRENTICE, loc("Workshop"), card)


def test_an_sa_card_gives_plus_1_ap_instead_of_its_text_g27_and_its_text_is_in_force_otherwise():
    s = dark_alley(2)
    card = assigned(s, 0, APPRENTICE, "Headhunter")  # Downtown: Hire, any type, 1 AP less
    tr = tracing(s)
    # +1 AP instead of the text (D11 comes first), slot 0 (+2), no Shard, then stop
    place_character_nb(s, streams(), tr, script([L.SA_USE_AP, 0, 0, L.ACT_STOP]), 0, APPRENTICE)
    place_rec = records(s, tr, R.EV_PLACE_SA)[0]
    assert place_rec[3:5] == (card, L.SA_USE_AP)
    assert records(s, tr, R.EV_PLACEMENT_END)[0][3] == 1 + 2 + 1  # Apprentice 1 + slot 2 + the card
    s2 = dark_alley(2)
    assigned(s2, 0, APPRENTICE, "Headhunter")
    set_dice(s2, Inn_2="Apprentice")
    tr = tracing(s2)
    # the text: Hire costs 2 (3 - 1) for the first Hire only; any type may be hired (hire_any)
    place_character_nb(s2, streams(), tr, script([L.SA_USE_TEXT, 0, 0, L.ACT_HIRE, ctype("Apprentice"), L.ACT_STOP]),
                       0, APPRENTICE)
    hire = records(s2, tr, R.EV_ACTION)[0]
    assert hire[3:6] == (L.ACT_HIRE, 2, 1)
    assert s2[L.SA_TEXT] == -1  # no card in force after the placement


def test_an_unplaceable_characters_sa_card_goes_back_to_the_hand_g21():
    s = dark_alley(2)
    card = assigned(s, 0, APPRENTICE, "Interest")  # Downtown
    for slot in range(4):
        s[L.SLOT_OCC + loc("Downtown") * L.MAX_LOC_SLOTS + slot] = 1 * L.MAX_CHARS + 4
    tr = tracing(s)
    drop_unplaceable_nb(s, tr, 0)
    assert s[L.SA_PLACE + card] == L.SA_IN_HAND and s[L.CHAR_SA + APPRENTICE] == -1
    assert s[L.HAND + loc("Downtown")] == 1  # the Permanent cards untouched


def test_revealed_sa_cards_are_discarded_at_end_turn_used_or_not_g29():
    s = dark_alley(2)
    card = assigned(s, 1, MAGICIAN, "Arranged Fiasco")  # Theater
    s[L.CHAR_SA_USE + 1 * L.MAX_CHARS] = L.SA_USE_AP
    discard_assigned_nb(s, tracing(s))
    at = L.LOC_THEATER
    assert s[L.SA_PLACE + card] == L.SA_IN_DISCARD and s[L.SA_DISCARD + at * L.MAX_SA_DECK] == card
    assert s[L.CHAR_SA + 1 * L.MAX_CHARS] == -1


# ---- the Active Prophecy ---------------------------------------------------------------------------

def test_learn_trick_costs_1_ap_under_p12_and_hire_1_ap_under_p25():
    s = dark_alley(2)
    set_dice(s, Inn_2="Apprentice", Trick_1="Optical")
    assert not can_learn_nb(s, 0, 1) and not can_hire_nb(s, 0, 1)
    s[L.PR_ACTIVE] = prophecy("P12")
    assert can_learn_nb(s, 0, 1) and not can_hire_nb(s, 0, 1)
    s[L.PR_ACTIVE] = prophecy("P25")
    assert can_hire_nb(s, 0, 1)
    tr = tracing(s)
    assert hire_nb(s, streams(), tr, script([ctype("Apprentice")]), 0, MAGICIAN, 1) == 1


def test_p01_gives_every_character_1_base_ap_and_p15_advertisers_apprentices_1_more():
    s = dark_alley(2)
    s[L.PR_ACTIVE] = prophecy("P01")
    s[L.CHAR_STATE + MAGICIAN] = L.CH_ASSIGNED
    s[L.CHAR_CARD + MAGICIAN] = loc("Market Row")
    tr = tracing(s)
    place_character_nb(s, streams(), tr, script([3, 0, L.ACT_STOP]), 0, MAGICIAN)  # the 0 slot
    assert records(s, tr, R.EV_PLACE)[0][6] == 1  # character AP 1, not 3
    s = dark_alley(2)
    s[L.PR_ACTIVE] = prophecy("P15")
    s[L.ADVERTISED] = 1
    s[L.CHAR_STATE + APPRENTICE] = L.CH_ASSIGNED
    s[L.CHAR_CARD + APPRENTICE] = loc("Market Row")
    tr = tracing(s)
    place_character_nb(s, streams(), tr, script([3, 0, L.ACT_STOP]), 0, APPRENTICE)
    assert records(s, tr, R.EV_PLACE)[0][6] == 2


def test_p18_makes_the_plus_2_slots_cost_3_coins_and_p27_leaves_only_the_lowest_free_slot():
    s = dark_alley(4)
    s[L.CHAR_STATE + APPRENTICE] = L.CH_ASSIGNED
    s[L.CHAR_CARD + APPRENTICE] = loc("Downtown")
    assert slot_options_nb(s, 0, APPRENTICE, True) == 4
    s[L.PR_ACTIVE] = prophecy("P18")
    s[L.COINS] = 2
    assert slot_options_nb(s, 0, APPRENTICE, True) == 3 and 0 not in s[L.OPTIONS:L.OPTIONS + 3]
    s[L.COINS] = 5
    tr = tracing(s)
    place_character_nb(s, streams(), tr, script([0, 0, L.ACT_STOP]), 0, APPRENTICE)
    paid = records(s, tr, R.EV_GAIN)[0]
    assert paid[3] == -3 and paid[5] == R.GAIN_PROPHECY and s[L.COINS] == 2
    s = dark_alley(4)
    s[L.PR_ACTIVE] = prophecy("P27")
    s[L.CHAR_STATE + APPRENTICE] = L.CH_ASSIGNED
    s[L.CHAR_CARD + APPRENTICE] = loc("Downtown")
    assert slot_options_nb(s, 0, APPRENTICE, True) == 1 and s[L.OPTIONS] == 3  # the 0 slot
    place(s, 1, 4, "Downtown", 3)
    assert slot_options_nb(s, 0, APPRENTICE, True) == 2  # both +1 slots


def test_p08_makes_the_shard_buy_2_ap_and_the_empower_card_3_and_p26_allows_it_in_the_theater():
    s = dark_alley(2)
    s[L.PR_ACTIVE] = prophecy("P08")
    s[L.SHARDS] = 1
    s[L.CHAR_STATE + MAGICIAN] = L.CH_ASSIGNED
    s[L.CHAR_CARD + MAGICIAN] = loc("Market Row")
    tr = tracing(s)
    place_character_nb(s, streams(), tr, script([3, 1, L.ACT_STOP]), 0, MAGICIAN)
    assert records(s, tr, R.EV_PLACEMENT_END)[0][3] == 3 + 0 + 2
    s = dark_alley(2)
    assigned(s, 0, MAGICIAN, "Empower")  # Downtown, any: the Shard buy gives +3
    s[L.SHARDS] = 1
    tr = tracing(s)
    place_character_nb(s, streams(), tr, script([L.SA_USE_TEXT, 3, 1, L.ACT_STOP]), 0, MAGICIAN)
    assert records(s, tr, R.EV_PLACEMENT_END)[0][3] == 3 + 0 + 3
    s = dark_alley(2)
    s[L.SHARDS] = 1
    s[L.CHAR_STATE + APPRENTICE] = L.CH_ASSIGNED
    s[L.CHAR_CARD + APPRENTICE] = L.LOC_THEATER
    tr = tracing(s)
    place_character_nb(s, streams(), tr, script([4, L.ACT_STOP]), 0, APPRENTICE)  # Friday backstage, no Shard asked
    assert s[L.SHARDS] == 1
    s[L.PR_ACTIVE] = prophecy("P26")
    s2 = dark_alley(2)
    s2[L.PR_ACTIVE] = prophecy("P26")
    s2[L.SHARDS] = 1
    s2[L.CHAR_STATE + APPRENTICE] = L.CH_ASSIGNED
    s2[L.CHAR_CARD + APPRENTICE] = L.LOC_THEATER
    tr = tracing(s2)
    place_character_nb(s2, streams(), tr, script([4, 1, L.ACT_STOP]), 0, APPRENTICE)
    assert s2[L.SHARDS] == 0


# ---- end scoring -----------------------------------------------------------------------------------

def test_dark_alley_end_scoring_shards_coins_sa_cards_and_level_3_conditions():
    s = dark_alley(2)
    s[L.SHARDS] = 4  # ceil(8 / 3) = 3 (G74)
    s[L.COINS] = 11  # 3
    s[L.FAME] = 0
    into_hand(s, 0, "Interest")
    into_hand(s, 0, "Trick Tweaking")  # 2 cards: 4
    give_trick(s, 0, "Horror Saws", on_card=1)  # +1 per unspent Shard: 4
    give_trick(s, 0, "Automaton")  # 4 per level-2 Trick: components not met, no marker: nothing
    give_trick(s, 0, "Zig Zag Lady")
    tr = tracing(s)
    end_scoring_nb(s, tr)
    score = records(s, tr, R.EV_END_SCORE)[0]
    assert score[3:8] == (3, 3, 0, 0, 4)
    assert records(s, tr, R.EV_END_TRICK) == [(R.EV_END_TRICK, 0, trick("Horror Saws"), 4, 0, 0, 0, 0)]
    assert s[L.FAME] == 3 + 3 + 4 + 4
    give_components(s, 0, Metal=3, Petroleum=3, Cog=3)  # Automaton's components met now: 4 x 1 level-2 Trick
    s[L.FAME] = 0
    tr = tracing(s)
    end_scoring_nb(s, tr)
    assert sorted(r[2:4] for r in records(s, tr, R.EV_END_TRICK)) == sorted(
        [(trick("Horror Saws"), 4), (trick("Automaton"), 4)])


def test_level_3_conditions_cap_at_20_per_trick_and_the_shard_score_option():
    s = dark_alley(2)
    s[L.SHARDS] = 30  # 20 (capped) from Shards; Horror Saws 30 -> 20
    s[L.COINS] = 0
    give_trick(s, 0, "Horror Saws", on_card=1)
    s[L.FAME] = 0
    end_scoring_nb(s, tracing(s))
    assert s[L.FAME] == 20 + 20
    s = dark_alley(2)
    s[L.SCORE_SHARD_KIND] = L.SHARD_SCORE_TWO_PER_STARTED_THREE
    s[L.SHARDS] = 4
    s[L.COINS] = 0
    s[L.FAME] = 0
    end_scoring_nb(s, tracing(s))
    assert s[L.FAME] == 4  # 2 x ceil(4 / 3)
