"""Dahlgaard's Academy's rules on named spaces, tiles, Secrets, Tricks and Magicians (RULES §1.4,
§1.7, §1.11-§1.13, §1.16, §1.18; G50-G59, G76, G84-G89; docs/trickerion.md T103-T115): hand-set
states, one kernel, scripted choices."""

from simkit.games.trickerion import layout as L
from simkit.games.trickerion.academy_abilities_nb import (anjali_coins_nb, deja_vu_nb, luminous_bonds_nb,
                                                          mentor_aside_nb)
from simkit.games.trickerion.academy_nb import (can_discover_nb, can_learn_secret_nb, can_renovate_nb,
                                                discover_nb, learn_secret_nb, practice_nb, renovate_options_nb,
                                                renovate_nb, room_options_nb, secret_for_placement_nb, teach_nb)
from simkit.games.trickerion.academy_rooms_nb import base_ap_nb, practice_most_nb, prepare_ap_nb, wage_nb
from simkit.games.trickerion.academy_turn_nb import academy_end_turn_nb, banner_majority_nb, classroom_phase_nb
from simkit.games.trickerion.options import pack
from simkit.games.trickerion.placement_nb import late_assign_nb
from simkit.games.trickerion.theater_effects import trick_yield_nb
from simkit.games.trickerion.workshop_effects_nb import card_prepare_count_nb
from simkit.games.trickerion.workshop_nb import preparable_nb
from simkit.games.trickerion.vocabulary import PROPHECY_SETS
from tests.trickerion.academy_state import (ACADEMY as ACADEMY_RULESET, PROTEGE, academy, active, on_slot, protege_secret,
                                            renovated, space)
from tests.trickerion.core_state import (COMPOSITION, give_components, give_trick, loc, prophecy, records,
                                         script, streams, tracing, trick)

MAGICIAN, APPRENTICE = 0, 4
RINGS = "Linking Rings"  # Mechanical, level 1: prepare 1 AP, 2 markers, yield 2 Coins, needs Metal 2
HORNET = "Mechanical Hornet"  # Mechanical, level 2: yield 4 Fame 3 Coins


def level_options(s, seat):
    """Renovate's options as {(space, level)}."""
    k = renovate_options_nb(s, seat, True)
    return {(int(s[L.OPTIONS + i]) // 256, int(s[L.OPTIONS + i]) % 256) for i in range(k)}


# ---- setup -------------------------------------------------------------------------------------

def test_the_academy_setup_lays_out_6_stacks_2_face_up_secrets_12_banners_a_protege_and_the_seed_start():
    s = academy(3)
    for stack in range(L.TILE_STACKS):
        tiles = [int(s[L.TILE_STACK + stack * L.MAX_STACK + i]) for i in range(s[L.TILE_STACK_N + stack])]
        assert len(tiles) == 3
        assert all(s[L.TILE_KIND + t] * 3 + s[L.TILE_LEVEL + t] - 1 == stack for t in tiles)
    face_up = [int(x) for x in s[L.ACADEMY_SECRET:L.ACADEMY_SECRET + 2]]
    stack = [int(x) for x in s[L.SECRET_STACK:L.SECRET_STACK + s[L.SECRET_STACK_N]]]
    assert min(face_up) >= 0 and len(stack) == 10 and sorted(face_up + stack) == list(range(12))
    for p in range(3):
        assert s[L.BANNERS_LEFT + p] == 12 and s[L.BANNERS_PLACED + p] == 0
        assert s[L.CHAR_TYPE + p * L.MAX_CHARS + PROTEGE] == COMPOSITION.protege.character
        assert s[L.CHAR_STATE + p * L.MAX_CHARS + PROTEGE] == L.CH_HOME
        assert s[L.FAME + p] == 3 and s[L.COINS + p] == (12, 14, 16)[p]  # [S L22, L37]
    hand = {name: int(s[L.HAND + loc(name)]) for name in ("Theater", "Workshop", "Market Row", "Downtown",
                                                           "Dark Alley", "Academy")}
    assert hand == {"Theater": 3, "Workshop": 2, "Market Row": 2, "Downtown": 2, "Dark Alley": 1, "Academy": 1}  # G5
    bag = [int(s[L.PR_BAG + i]) for i in range(s[L.PR_BAG_N])]  # [S L40]: 27 - 7 + the 7 blue ones
    sets = [PROPHECY_SETS[s[L.PR_SET + p]] for p in bag]
    assert len(bag) == 27 and sets.count("academy") == 7 and sets.count("dark-alley") == 20


def test_the_da_hand_variant_and_the_board_sides_per_player_count():
    s = academy(2, ruleset="trickerion-academy-da-hand")
    hand = {name: int(s[L.HAND + loc(name)]) for name in ("Theater", "Workshop", "Market Row", "Downtown",
                                                           "Dark Alley", "Academy")}
    assert hand == {"Theater": 2, "Workshop": 1, "Market Row": 1, "Downtown": 1, "Dark Alley": 1, "Academy": 1}
    assert academy(2)[L.N_SPACES] == 8 and academy(3)[L.N_SPACES] == 8 and academy(4)[L.N_SPACES] == 10
    two, three = academy(2), academy(3)
    assert two[L.SPACE_OPENS + space("CR1")] == 4 and two[L.SPACE_OPENS + space("CR2")] == 6  # G59
    assert three[L.SPACE_OPENS + space("CR1")] == 5 and three[L.SPACE_OPENS + space("CR2")] == 1


# ---- Renovate and Banners (T103, G52) ------------------------------------------------------------

def test_renovate_offers_open_spaces_with_affordable_ratios_and_pays_the_fame_deficit_in_coins():
    s = academy(2)
    offered = level_options(s, 0)  # Fame 3, 12 Coins, turn 1: rows A and B closed
    assert (space("CR3"), 1) in offered and (space("PR4"), 1) in offered
    assert not any(sp in (space("CR1"), space("CR2"), space("PR1"), space("PR2")) for sp, _ in offered)
    assert (space("CR3"), 2) not in offered  # 8 Coins + 13 for the Fame short of 16
    s[L.COINS] = 21
    assert (space("CR3"), 2) in level_options(s, 0)
    s[L.COINS] = 12
    top = int(s[L.TILE_STACK + 0 * L.MAX_STACK])  # the Classroom stack of threshold 1
    tr = tracing(s)
    spent = renovate_nb(s, streams(), tr, script([pack(space("CR3"), 1)]), 0, APPRENTICE, 3)
    assert spent == 2
    assert s[L.COINS] == 6 and s[L.FAME] == 3 + 4  # CR3's ratio 6 Coins -> 4 Fame
    assert s[L.SPACE_TILE + space("CR3")] == top and s[L.TILE_STACK_N] == 2
    assert s[L.BANNERS_LEFT] == 8 and s[L.BANNERS_PLACED] == 4  # 4 Banners on turn I
    assert s[L.MARKS + L.MARK_RENOVATIONS] == 1 and s[L.MARKS + L.MARK_FAME_RENOVATE] == 4
    assert space("CR3") not in {sp for sp, _ in level_options(s, 1)}  # renovated: no longer empty


def test_renovate_needs_a_banner_and_a_short_renovator_makes_the_others_discard():
    s = academy(3)
    s[L.BANNERS_LEFT] = 0
    assert not can_renovate_nb(s, 0, 5)
    s[L.BANNERS_LEFT] = 2
    assert can_renovate_nb(s, 0, 2) and not can_renovate_nb(s, 0, 1)
    renovate_nb(s, streams(), tracing(s), script([pack(space("PR3"), 1)]), 0, APPRENTICE, 2)
    assert s[L.BANNERS_PLACED] == 2 and s[L.BANNERS_LEFT] == 0
    assert [int(s[L.BANNERS_LEFT + p]) for p in (1, 2)] == [10, 10]  # 2 short on turn I: each other discards 2


def test_geer_pays_no_deficit_one_threshold_up_and_gets_a_free_advertise_for_6_coins():
    s = academy(3, magicians=["Geer van Augustin", "The Great Optico", "Master of Chains"])
    assert (space("CR3"), 2) in level_options(s, 0)  # 8 Coins, no deficit (G84)
    assert (space("CR3"), 3) not in level_options(s, 0)  # threshold 36: two up, the deficit stays
    renovate_nb(s, streams(), tracing(s), script([pack(space("CR3"), 2)]), 0, APPRENTICE, 2)
    assert s[L.COINS] == 12 - 8 and s[L.ADVERTISED] == 1
    assert s[L.FAME] == 3 + 7 + s[L.ADVERTISE_FAME]


def test_banner_majority_ties_share_the_lowest_amount_and_a_2_player_tie_scores_0():
    s = academy(3)
    s[L.BANNERS_PLACED:L.BANNERS_PLACED + 3] = [5, 5, 2]
    banner_majority_nb(s, tracing(s))
    assert [int(s[L.FAME + p]) for p in range(3)] == [3 + 6, 3 + 6, 3]  # 12/6: tied first and second take 6
    s = academy(4)
    s[L.BANNERS_PLACED:L.BANNERS_PLACED + 4] = [4, 1, 1, 0]
    banner_majority_nb(s, tracing(s))
    assert [int(s[L.FAME + p]) for p in range(4)] == [3 + 15, 3 + 5, 3 + 5, 3]  # 15/10/5; no Banner: nothing
    s = academy(2)
    s[L.BANNERS_PLACED:L.BANNERS_PLACED + 2] = [3, 3]
    banner_majority_nb(s, tracing(s))
    assert [int(s[L.FAME + p]) for p in range(2)] == [3, 3]


# ---- Practice, Teach and the rooms' abilities (T104, T107, T111) -------------------------------------

def test_practice_puts_the_academy_marker_on_a_practice_room_slot_for_the_tricks_level_in_ap():
    s = academy(3)
    rings = trick(RINGS)
    give_trick(s, 0, RINGS)
    pr = renovated(s, "PR3", "Practice Room 1a")  # slot 0 yield_fame 1, slot 1 yield_coins 1
    assert room_options_nb(s, 0, 0, L.SPACE_PRACTICE_ROOM, L.ACT_PRACTICE, False) == 0  # level 1: 1 AP
    k = room_options_nb(s, 0, 1, L.SPACE_PRACTICE_ROOM, L.ACT_PRACTICE, True)
    assert sorted(int(s[L.OPTIONS + i]) for i in range(k)) == [pack(rings, pr * 2), pack(rings, pr * 2 + 1)]
    before = trick_yield_nb(s, rings, 0)
    spent = practice_nb(s, streams(), tracing(s), script([pack(rings, pr * 2)]), 0, APPRENTICE, 1)
    assert spent == 1 and s[L.TRICK_ACADEMY + rings] == pr * 2 and s[L.SPACE_TRICK + pr * 2] == rings
    assert trick_yield_nb(s, rings, 0) == before + 1  # yield_fame: +1 Fame to each performed marker


def test_practice_room_abilities_extra_marker_prepare_cost_and_double_marker():
    s = academy(3)
    rings = trick(RINGS)
    give_trick(s, 0, RINGS)
    give_components(s, 0, Metal=2)
    on_slot(s, rings, renovated(s, "PR3", "Practice Room 2a"), 0)  # extra_marker 1
    assert card_prepare_count_nb(s, 0, rings, 0) == 2 + 1
    s = academy(3)
    hornet = trick(HORNET)
    give_trick(s, 0, HORNET)
    on_slot(s, hornet, renovated(s, "PR3", "Practice Room 1b"), 1)  # prepare_cost 1
    assert prepare_ap_nb(s, hornet) == 2 - 1
    s = academy(3)
    give_trick(s, 0, RINGS)
    assert practice_most_nb(s, rings, 1) == 1
    on_slot(s, rings, renovated(s, "PR3", "Practice Room 3b"), 0)  # double_marker
    assert practice_most_nb(s, rings, 1) == 2


def test_teach_needs_components_or_a_marker_pays_the_matching_bonus_and_stops_preparing():
    s = academy(3)
    rings = trick(RINGS)
    give_trick(s, 0, RINGS)
    cr = renovated(s, "CR3", "Classroom 1b")  # bonus 2 Coins (threshold 1); slot 0 +1 Coin
    assert room_options_nb(s, 0, 1, L.SPACE_CLASSROOM, L.ACT_TEACH, False) == 0  # no Metal, no marker
    give_components(s, 0, Metal=2)
    assert preparable_nb(s, 0, rings, 1)
    coins = int(s[L.COINS])
    teach_nb(s, streams(), tracing(s), script([pack(rings, cr * 2)]), 0, APPRENTICE, 1)
    assert s[L.TRICK_ACADEMY + rings] == cr * 2
    assert s[L.COINS] == coins + 2  # Rings is level 1 = the tile's threshold: its one-time bonus (T107)
    assert not preparable_nb(s, 0, rings, 3)  # taught: it can't be prepared any more [S L144]
    assert room_options_nb(s, 0, 3, L.SPACE_PRACTICE_ROOM, L.ACT_PRACTICE, False) == 0  # nor go back to practice


def test_the_classroom_phase_removes_taught_markers_then_yields_with_the_slots_modifier():
    s = academy(3)
    hornet = trick(HORNET)  # yield 4 Fame, 3 Coins
    give_trick(s, 1, HORNET, on_card=2)
    cr = renovated(s, "CR3", "Classroom 1a")  # slot 1: -1 Fame
    on_slot(s, hornet, cr, 1)
    s[L.ORDER:L.ORDER + 3] = [1, 0, 2]
    fame, coins = int(s[L.FAME + 1]), int(s[L.COINS + 1])
    classroom_phase_nb(s, streams(), tracing(s), script([], [], []))
    assert s[L.TRICK_ON_CARD + hornet] == 0  # T109: its markers leave first
    assert s[L.MARKERS_FREE + 1 * L.SYMBOLS + s[L.TRICK_SYMBOL + hornet]] == L.MARKERS_PER_SYMBOL
    assert s[L.FAME + 1] == fame + 3 and s[L.COINS + 1] == coins + 3  # 4 - 1 Fame, 3 Coins (T106)
    assert s[L.MARKS + 1 * L.N_MARKS + L.MARK_FAME_CLASSROOM] == 3


def test_p34_doubles_one_classroom_yield_and_p32_gives_it_at_once():
    s = academy(3)
    rings = trick(RINGS)  # 2 Coins
    give_trick(s, 0, RINGS)
    on_slot(s, rings, renovated(s, "CR3", "Classroom 1b"), 1)  # slot 1: no modifier
    active(s, prophecy("P34"))
    coins = int(s[L.COINS])
    classroom_phase_nb(s, streams(), tracing(s), script([rings], [], []))
    assert s[L.COINS] == coins + 4
    s = academy(3)
    give_trick(s, 0, RINGS)
    give_components(s, 0, Metal=2)
    cr = renovated(s, "CR3", "Classroom 1c")  # bonus 2 Coins; slot 0 no modifier
    active(s, prophecy("P32"))
    coins = int(s[L.COINS])
    teach_nb(s, streams(), tracing(s), script([pack(rings, cr * 2)]), 0, APPRENTICE, 1)
    assert s[L.COINS] == coins + 2 + 2  # the bonus and the Classroom yield at once


# ---- Secrets and the Protégé (G55, G56, T105) -----------------------------------------------------

def test_learn_secret_fills_the_lowest_empty_slot_once_per_placement_and_grows_the_protege():
    s = academy(3)
    assert base_ap_nb(s, 0, PROTEGE) == 1 and wage_nb(s, 0, PROTEGE) == 1
    first = int(s[L.ACADEMY_SECRET])
    assert can_learn_secret_nb(s, 0, 2) and not can_learn_secret_nb(s, 0, 1)
    learn_secret_nb(s, streams(), tracing(s), script([pack(0, 0)]), 0, APPRENTICE, 2)
    assert s[L.PROTEGE_SECRET] == first and s[L.ACADEMY_SECRET] == -1
    assert not can_learn_secret_nb(s, 0, 4)  # once per placement
    assert base_ap_nb(s, 0, PROTEGE) == 1 and wage_nb(s, 0, PROTEGE) == 2  # 1 Secret: wage +1
    s[L.LEARNED_SECRET] = 0
    assert can_discover_nb(s, 1)
    discover_nb(s, tracing(s), 0, APPRENTICE, 1)
    assert s[L.ACADEMY_SECRET] >= 0 and s[L.SECRET_STACK_N] == 9
    second = int(s[L.ACADEMY_SECRET + 1])
    learn_secret_nb(s, streams(), tracing(s), script([pack(1, 1)]), 0, APPRENTICE, 2)
    assert s[L.PROTEGE_SECRET + 1] == second
    assert base_ap_nb(s, 0, PROTEGE) == 2 and wage_nb(s, 0, PROTEGE) == 3  # G56: 2 Secrets


def test_a_full_protege_replaces_a_secret_which_goes_to_the_box():
    s = academy(3)
    for i, name in enumerate(("Secret of Knowledge", "Secret of Supply", "Secret of Tweaking")):
        protege_secret(s, 0, i, name)
    assert base_ap_nb(s, 0, PROTEGE) == 3 and wage_nb(s, 0, PROTEGE) == 3
    k = int(s[L.ACADEMY_SECRET])
    learn_secret_nb(s, streams(), tracing(s), script([pack(0, 1)]), 0, APPRENTICE, 2)
    assert s[L.PROTEGE_SECRET + 1] == k
    held = [int(x) for x in s[L.PROTEGE_SECRET:L.PROTEGE_SECRET + 3]]
    assert COMPOSITION.secrets.names.index("Secret of Supply") not in held
    stack = [int(x) for x in s[L.SECRET_STACK:L.SECRET_STACK + s[L.SECRET_STACK_N]]]
    assert COMPOSITION.secrets.names.index("Secret of Supply") not in stack


def test_the_placed_protege_uses_a_secret_of_its_location_as_an_sa_text():
    s = academy(3)
    k = protege_secret(s, 0, 0, "Secret of Knowledge")  # Downtown: learn_any
    protege_secret(s, 0, 1, "Secret of Tweaking")  # Workshop
    secret_for_placement_nb(s, streams(), tracing(s), script([0]), 0, PROTEGE, loc("Downtown"), False)
    assert s[L.SA_TEXT] == s[L.N_SA] + k and s[L.SA_TEXT_SPENT] == 0
    s[L.SA_TEXT] = -1
    secret_for_placement_nb(s, streams(), tracing(s), script([-1]), 0, PROTEGE, loc("Downtown"), False)
    assert s[L.SA_TEXT] == -1  # the seat may use none
    secret_for_placement_nb(s, streams(), tracing(s), script([]), 0, PROTEGE, loc("Market Row"), False)
    assert s[L.SA_TEXT] == -1  # no Secret of that location: nothing asked


def test_anjali_puts_coins_on_her_secrets_and_her_apprentice_spends_one_for_its_ability():
    s = academy(3, magicians=["The Mechaniker", "The Great Optico", "Anjali"])
    k = protege_secret(s, 2, 0, "Secret of Supply")  # Market Row
    coins = int(s[L.COINS + 2])
    anjali_coins_nb(s, streams(), tracing(s), script([], [], [0, 0, -1]), 2)
    assert s[L.ANJALI_COINS + 2 * 3] == 2 and s[L.COINS + 2] == coins - 2
    secret_for_placement_nb(s, streams(), tracing(s), script([], [], [0]), 2, APPRENTICE, loc("Market Row"), True)
    assert s[L.SA_TEXT] == s[L.N_SA] + k and s[L.ANJALI_COINS + 2 * 3] == 1
    s[L.TURN] = 3
    academy_end_turn_nb(s, tracing(s))
    assert s[L.ANJALI_COINS + 2 * 3] == 0 and s[L.COINS + 2] == coins - 1  # the Coin left comes back (T108)


def test_end_turn_puts_the_face_up_secrets_under_the_stack_deals_two_and_opens_rooms():
    s = academy(2)
    a, b = int(s[L.ACADEMY_SECRET]), int(s[L.ACADEMY_SECRET + 1])
    top = int(s[L.SECRET_STACK])
    s[L.TURN] = 3
    tr = tracing(s)
    academy_end_turn_nb(s, tr)
    stack = [int(x) for x in s[L.SECRET_STACK:L.SECRET_STACK + s[L.SECRET_STACK_N]]]
    assert stack[-2:] == [a, b] and s[L.ACADEMY_SECRET] == top
    from simkit.games.trickerion import records as R
    opened = records(s, tr, R.EV_ROOMS_OPEN)
    assert opened and opened[0][1] == 4  # 2 players: row A opens on turn IV


# ---- the Academy's Magicians (G84-G89) -------------------------------------------------------------

def test_lumenia_takes_fame_or_coins_per_link_she_created():
    s = academy(3, magicians=["The Mechaniker", "Lumenia the Radiant", "Master of Chains"])
    fame, coins = int(s[L.FAME + 1]), int(s[L.COINS + 1])
    luminous_bonds_nb(s, streams(), tracing(s), script([], [1]), 1, 2)
    assert s[L.FAME + 1] == fame + 1 and s[L.COINS + 1] == coins + 1


def test_bernard_sets_a_taught_trick_aside_it_keeps_yielding_and_is_no_longer_owned():
    s = academy(3, magicians=["The Mechaniker", "The Great Optico", "Professor Bernard"])
    hornet = trick(HORNET)
    symbol = give_trick(s, 2, HORNET)
    on_slot(s, hornet, renovated(s, "CR3", "Classroom 1b"), 1)
    mentor_aside_nb(s, streams(), tracing(s), script([], [], [1]), 2, hornet)
    assert s[L.TRICK_OWNER + hornet] == -1 and s[L.TRICK_ASIDE + hornet] == 3
    assert s[L.SYMBOL_TRICK + 2 * L.SYMBOLS + symbol] == -1  # the Symbol is free again (G86)
    fame = int(s[L.FAME + 2])
    classroom_phase_nb(s, streams(), tracing(s), script([], [], []))
    assert s[L.FAME + 2] == fame + 4  # still its Classroom yield (4 Fame, 3 Coins)
    from simkit.games.trickerion.downtown_nb import learnable_nb
    s[L.FAME:L.FAME + 3] = 40
    s[L.FAVOURITE:L.FAVOURITE + 3] = COMPOSITION.tricks.category[hornet]
    assert not any(learnable_nb(s, p, hornet) for p in range(3))  # nobody may learn it (T110)
    s[L.TRICK_ASIDE + hornet] = 0
    assert learnable_nb(s, 0, hornet)  # the same Trick in its deck would be learnable


def test_the_priestess_pays_a_shard_to_take_a_placed_sa_card_back_once_a_turn():
    from tests.trickerion.core_state import assigned
    s = academy(3, magicians=["The Mechaniker", "The Great Optico", "Priestess of Mysticism"])
    card = assigned(s, 2, APPRENTICE, "Trick Tweaking")
    s[L.SHARDS + 2] = 1
    deja_vu_nb(s, streams(), tracing(s), script([], [], [card]))
    assert s[L.SA_PLACE + card] == L.SA_IN_HAND and s[L.SA_OWNER + card] == 2 and s[L.SHARDS + 2] == 0
    assert s[L.CHAR_SA + 2 * L.MAX_CHARS + APPRENTICE] == -1


# ---- P31 (T113) --------------------------------------------------------------------------------------

def test_p31_a_seat_that_advertised_assigns_each_card_as_it_places_then_stops():
    s = academy(3)
    s[L.ASSIGN_LATE] = 1
    s[L.PHASE] = L.PHASE_PLACEMENT
    choice = pack(APPRENTICE, loc("Market Row") + 1)
    assert late_assign_nb(s, streams(), tracing(s), script([choice]), 0)
    at = APPRENTICE
    assert s[L.CHAR_STATE + at] == L.CH_ASSIGNED and s[L.CHAR_CARD + at] == loc("Market Row")
    assert s[L.HAND + loc("Market Row")] == 1 and s[L.CHAR_REVEALED + at] == 1
    assert not late_assign_nb(s, streams(), tracing(s), script([-1]), 0)
    assert s[L.ASSIGN_LATE] == 0
    assert s[L.CHAR_STATE + MAGICIAN] == L.CH_ASSIGNED and s[L.CHAR_CARD + MAGICIAN] == -1  # idle
    assert s[L.CHAR_CARD + PROTEGE] == -1



def test_stay_on_card_keeps_up_to_n_performed_markers_of_the_trick_on_its_card():
    """T111: after its Performance one performed marker of a Trick whose Academy marker sits on a Stay on
    Card slot goes back onto its Trick card (whatever it already holds); the others go home."""
    from simkit.games.trickerion import theater_performance as P
    from simkit.games.trickerion.academy_turn_nb import init_academy_fields_nb
    from simkit.games.trickerion.tables import catalogue
    from tests.trickerion.test_theater_performance import THURSDAY, scenario
    from tests.trickerion.theater_state import trace_buffer
    s = scenario()  # seat 2's Levitation: 1 marker on Riverside 4's D; seat 0's Linking Rings on its A
    levitation, rings = trick("Levitation"), trick(RINGS)
    with_academy = catalogue(COMPOSITION, ACADEMY_RULESET, 3)
    s[L.ACADEMY:L.PROPHECIES_REMOVED + 1] = with_academy[L.ACADEMY:L.PROPHECIES_REMOVED + 1]
    init_academy_fields_nb(s)
    s[L.TRICK_ON_CARD + levitation] = 1  # one more, prepared and never set up
    s[L.TILE_STACK_N:L.TILE_STACK_N + L.TILE_STACKS] = 0  # the stacks are not laid out: the tile straight to its space
    pr = space("PR3")
    s[L.SPACE_TILE + pr] = COMPOSITION.academy_tiles.names.index("Practice Room 3a")
    on_slot(s, levitation, pr, 0)  # stay_on_card 1
    P.perform_nb(s, trace_buffer(), THURSDAY, 0, 1)
    assert s[L.TRICK_ON_CARD + levitation] == 2  # its performed marker kept
    assert s[L.TRICK_ON_CARD + rings] == 0  # no ability: home to the supply


def with_academy_catalogue(s, players=3):
    """A Theater scenario's base-game state given the Academy's catalogue (its spaces, tiles and the
    Prophecies' effects) and empty Academy fields, so a tile can be put on a space by hand."""
    from simkit.games.trickerion.academy_turn_nb import init_academy_fields_nb
    from simkit.games.trickerion.tables import catalogue
    full = catalogue(COMPOSITION, ACADEMY_RULESET, players)
    s[L.ACADEMY:L.PROPHECIES_REMOVED + 1] = full[L.ACADEMY:L.PROPHECIES_REMOVED + 1]
    s[L.PR_EFFECT:L.PR_EFFECT + L.MAX_PROPHECIES * L.EFFECT_STEPS * L.EFFECT_ROW] = \
        full[L.PR_EFFECT:L.PR_EFFECT + L.MAX_PROPHECIES * L.EFFECT_STEPS * L.EFFECT_ROW]
    s[L.PR_ACTIVE] = -1
    init_academy_fields_nb(s)
    return s


def test_free_rotate_lets_set_up_face_no_link_circle():
    """T111: a Trick on a Free Rotate slot may be set up with its own category facing any side."""
    from simkit.games.trickerion import theater_set_up as T
    from tests.trickerion.theater_state import lay_out, learn, theater_state
    s = with_academy_catalogue(theater_state(players=3))
    lay_out(s, "Riverside 1")
    learn(s, 0, RINGS, on_card=2)
    facing_circles = T.set_up_options_nb(s, 0)  # Riverside 1: A 1 circle, B 2, C 1
    pr = space("PR3")
    s[L.SPACE_TILE + pr] = COMPOSITION.academy_tiles.names.index("Practice Room 2a")  # slot 1: free_rotate
    on_slot(s, trick(RINGS), pr, 1)
    assert facing_circles == 4 and T.set_up_options_nb(s, 0) == 3 * 4  # every side of the 3 slots


def test_p33_and_the_secret_combination_add_to_the_performers_bonuses():
    """T114: P33, the performer's Protégé backstage gives it 1 Fame, 1 Coin, 1 Shard; Master of Chains'
    Academy ability gives 1 more Fame for each Link with his marker (G88)."""
    from simkit.games.trickerion import theater_performance as P
    from simkit.games.trickerion.academy_abilities_nb import SECRET_COMBINATION
    from tests.trickerion.test_theater_performance import THURSDAY, scenario
    from tests.trickerion.theater_state import trace_buffer
    plain = scenario()  # seat 0 performs Riverside 4 on Thursday: its A-D Link with seat 2's Levitation
    P.perform_nb(plain, trace_buffer(), THURSDAY, 0, 1)
    s = with_academy_catalogue(scenario())
    active(s, prophecy("P33"))
    s[L.THEATER_OCC + THURSDAY * L.THEATER_SLOTS + 1] = 0 * L.MAX_CHARS + PROTEGE  # seat 0's Protégé backstage
    chains = COMPOSITION.magicians.id("Master of Chains")
    s[L.ABILITIES_ON] = 1
    s[L.MAGICIAN] = chains
    s[L.MAGICIAN_ABILITY + chains] = SECRET_COMBINATION
    P.perform_nb(s, trace_buffer(), THURSDAY, 0, 1)
    gained = [int(s[L.FAME] - plain[L.FAME]), int(s[L.COINS] - plain[L.COINS]), int(s[L.SHARDS] - plain[L.SHARDS])]
    assert gained == [1 + 1, 1, 1]  # P33's 1/1/1 and the one Link's extra Fame
