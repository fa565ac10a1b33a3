"""One test per rule, on hand-built states with named cards (the default composition; a few on
the first assumption, trickarus-assumed-v1, where only its colour-changing Night sides show the
rule). The rulebook's worked examples: test_rulebook_examples.py.

Default composition, Day side -> Night side, as used below: Pink 0 -> Blue 0, Pink 2 -> Pink 6,
Pink 5 -> Pink 9, Pink 7 -> Pink 8, Pink 3 -> Pink 7, Yellow 9 -> Yellow 3, Blue 3 -> Blue 8.
First assumption: Pink 5 -> Blue 6, Yellow 6 -> Blue 8, Yellow 2 -> Pink 4.
"""

import numpy as np
import pytest

from simkit.games.trickarus.engine import (deal_nb, end_round_nb, legal_options_nb, play_card_nb, resolve_trick_nb,
                                           winner_mask_nb)
from simkit.games.trickarus.layout import (CAPPED, FIRST_TO_SUN, FLOWN, GAME_OVER, HAND_COUNT, HEIGHT, LEADER,
                                           LIGHTNING_FIZZLED, LIGHTNING_RESOLVED, LOC, NEED_DEAL, SIDE, OPTIONS,
                                           REMOVED_CARD, ROUND, ROUND_LIMIT, SUCCESS, SUN_FLIGHTS, ZONE_OUT, ZONE_SAVED)
from simkit.games.trickster.rng import N_STREAMS, seed_game_nb
from tests.trickarus.builders import FIRST_ASSUMPTION, LIGHTNING, card, new_state, night_card, no_trace


def options(s, seat):
    n = legal_options_nb(s, seat)
    return sorted(int(c) for c in s[OPTIONS:OPTIONS + n])


def play(s, *seat_cards):
    for seat, c in seat_cards:
        play_card_nb(s, no_trace(), seat, c)


def winner_of(s):
    resolve_trick_nb(s, no_trace())
    return int(s[LEADER])


def test_composition_names_used_here():
    assert night_card("Blue 0") == card("Pink 0") and night_card("Pink 6") == card("Pink 2")
    assert night_card("Pink 9") == card("Pink 5") and night_card("Pink 8") == card("Pink 7")
    assert night_card("Pink 7") == card("Pink 3") and night_card("Yellow 3") == card("Yellow 9")
    assert night_card("Blue 8") == card("Blue 3")
    v1 = FIRST_ASSUMPTION
    assert night_card("Blue 6", v1) == card("Pink 5", v1) and night_card("Blue 8", v1) == card("Yellow 6", v1)
    assert night_card("Pink 4", v1) == card("Yellow 2", v1)


def test_the_leader_may_lead_any_card_the_lightning_card_included():
    s = new_state(3, [[card("Pink 6"), card("Yellow 1"), LIGHTNING], [card("Blue 1")], [card("Blue 2")]])
    assert options(s, 0) == sorted([card("Pink 6"), card("Yellow 1"), LIGHTNING])


def test_a_follower_holding_the_lead_colour_must_play_it_and_may_not_play_lightning():
    s = new_state(3, [[card("Pink 6")], [card("Pink 2"), card("Yellow 1"), LIGHTNING], [card("Blue 2")]])
    play(s, (0, card("Pink 6")))
    assert options(s, 1) == [card("Pink 2")]


def test_a_follower_without_the_lead_colour_may_play_anything_lightning_included():
    s = new_state(3, [[card("Pink 6")], [card("Blue 3"), card("Yellow 1"), LIGHTNING], [card("Blue 2")]])
    play(s, (0, card("Pink 6")))
    assert options(s, 1) == sorted([card("Blue 3"), card("Yellow 1"), LIGHTNING])


def test_after_a_led_lightning_card_the_next_card_sets_the_lead_colour():
    s = new_state(3, [[LIGHTNING], [card("Pink 2"), card("Yellow 1")], [card("Yellow 3"), card("Pink 4")]])
    play(s, (0, LIGHTNING))
    assert options(s, 1) == sorted([card("Pink 2"), card("Yellow 1")])
    play(s, (1, card("Yellow 1")))
    assert options(s, 2) == [card("Yellow 3")]


def test_yellow_trumps_by_day():
    s = new_state(3, [[card("Blue 3")], [card("Blue 9")], [card("Yellow 1")]])
    play(s, (0, card("Blue 3")), (1, card("Blue 9")), (2, card("Yellow 1")))
    assert winner_of(s) == 2


def test_white_trumps_by_night_and_yellow_does_not():
    s = new_state(3, [[night_card("Blue 3")], [night_card("Blue 9")], [night_card("White 1")]], night=True)
    play(s, (0, night_card("Blue 3")), (1, night_card("Blue 9")), (2, night_card("White 1")))
    assert winner_of(s) == 2
    s = new_state(3, [[night_card("Blue 3")], [night_card("Blue 9")], [night_card("Yellow 9")]], night=True)
    play(s, (0, night_card("Blue 3")), (1, night_card("Blue 9")), (2, night_card("Yellow 9")))
    assert winner_of(s) == 1


def test_the_highest_card_of_the_lead_colour_wins_without_trumps():
    s = new_state(3, [[card("Pink 2")], [card("Pink 7")], [card("Blue 9")]])
    play(s, (0, card("Pink 2")), (1, card("Pink 7")), (2, card("Blue 9")))
    assert winner_of(s) == 1


def test_a_5_flips_day_and_night_and_every_card_on_the_table():
    # Pink 2 led by Day; the Pink 5 flips: the table shows Pink 6 (led) and Pink 9, and the seat
    # after must follow by Night: its Pink 7 shows Pink 8, the highest but for the 5's Pink 9
    s = new_state(3, [[card("Pink 2")], [card("Pink 5")], [card("Pink 7"), card("Blue 1")]])
    play(s, (0, card("Pink 2")))
    assert s[SIDE] == 0
    play(s, (1, card("Pink 5")))
    assert s[SIDE] == 1
    assert options(s, 2) == [card("Pink 7")]
    play(s, (2, card("Pink 7")))
    assert winner_of(s) == 1


def test_followers_follow_the_newly_active_colour_of_the_leaders_card():
    # Pink 0 led, Pink 5 flips: the Leader's card shows Blue 0, so Blue must be followed
    # (by Day the seat held no Pink: both cards were legal)
    s = new_state(3, [[card("Pink 0")], [card("Pink 5")], [card("Blue 3"), card("Yellow 2")]])
    play(s, (0, card("Pink 0")))
    assert options(s, 2) == sorted([card("Blue 3"), card("Yellow 2")])
    play(s, (1, card("Pink 5")))
    assert options(s, 2) == [card("Blue 3")]


def test_followers_follow_the_newly_active_colour_in_the_turned_hand_too():
    # first assumption: Yellow 6 is Blue 8 by Night, so after the flip to Blue 0 it must be played
    v1 = FIRST_ASSUMPTION
    s = new_state(3, [[card("Pink 0", v1)], [card("Pink 5", v1)], [card("Yellow 6", v1), card("Yellow 2", v1)]],
                  composition=v1)
    play(s, (0, card("Pink 0", v1)))
    assert options(s, 2) == sorted([card("Yellow 6", v1), card("Yellow 2", v1)])
    play(s, (1, card("Pink 5", v1)))
    assert options(s, 2) == [card("Yellow 6", v1)]


def test_a_5_after_a_led_lightning_card_sets_the_lead_colour():
    s = new_state(3, [[LIGHTNING], [card("Pink 5")], [card("Pink 3"), card("Yellow 2")]])
    play(s, (0, LIGHTNING), (1, card("Pink 5")))
    assert options(s, 2) == [card("Pink 3")]


def test_a_5_after_a_led_lightning_card_sets_the_lead_colour_by_its_new_side():
    # first assumption: Pink 5 by Day turns into Blue 6 by Night: the lead colour is Blue
    v1 = FIRST_ASSUMPTION
    s = new_state(3, [[v1.lightning_card], [card("Pink 5", v1)], [card("Yellow 6", v1), card("Yellow 2", v1)]],
                  composition=v1)
    play(s, (0, v1.lightning_card), (1, card("Pink 5", v1)))
    assert options(s, 2) == [card("Yellow 6", v1)]


def test_the_winner_climbs_to_the_next_open_space_swooping_over_pieces():
    s = new_state(3, [[card("Yellow 9")], [card("Pink 1")], [card("Pink 2")]], heights=[2, 3, 4])
    play(s, (0, card("Yellow 9")), (1, card("Pink 1")), (2, card("Pink 2")))
    assert winner_of(s) == 0 and s[HEIGHT] == 5


def test_lightning_moves_the_winner_down_to_the_next_open_space():
    s = new_state(3, [[card("Yellow 9")], [LIGHTNING], [card("Pink 2")]], heights=[5, 4, 3])
    play(s, (0, card("Yellow 9")), (1, LIGHTNING), (2, card("Pink 2")))
    assert winner_of(s) == 0 and s[HEIGHT] == 2 and s[LIGHTNING_RESOLVED] == 1


def test_lightning_never_moves_below_the_ground():
    s = new_state(3, [[card("Yellow 9")], [LIGHTNING], [card("Pink 2")]], heights=[0, 0, 1])
    play(s, (0, card("Yellow 9")), (1, LIGHTNING), (2, card("Pink 2")))
    assert winner_of(s) == 0 and s[HEIGHT] == 0 and s[LIGHTNING_FIZZLED] == 1


def test_flying_into_the_sun_falls_below_the_lowest_player_and_makes_the_round_the_last():
    s = new_state(3, [[card("Yellow 9")], [card("Pink 1")], [card("Pink 2")]], heights=[11, 12, 4])
    play(s, (0, card("Yellow 9")), (1, card("Pink 1")), (2, card("Pink 2")))
    assert winner_of(s) == 0
    assert s[HEIGHT] == 3 and s[FLOWN] == 1 and s[FIRST_TO_SUN] == 1 and s[SUN_FLIGHTS] == 1
    s[HAND_COUNT:HAND_COUNT + 3] = 0
    end_round_nb(s, no_trace())
    assert s[GAME_OVER] == 1


def test_a_flyer_falls_to_the_ground_when_the_lowest_player_is_there():
    s = new_state(3, [[card("Yellow 9")], [card("Pink 1")], [card("Pink 2")]], heights=[12, 0, 5])
    play(s, (0, card("Yellow 9")), (1, card("Pink 1")), (2, card("Pink 2")))
    assert winner_of(s) == 0 and s[HEIGHT] == 0 and s[FLOWN] == 1


def test_without_a_flight_another_round_is_dealt():
    s = new_state(3, [[], [], []], heights=[3, 2, 1])
    end_round_nb(s, no_trace())
    assert s[GAME_OVER] == 0 and s[NEED_DEAL] == 1


def test_coop_after_the_first_flight_winners_move_down():
    s = new_state(3, [[card("Yellow 9")], [card("Pink 1")], [card("Pink 2")]], ruleset="trickarus-coop",
                  heights=[5, 4, 0])
    s[FLOWN] = 1
    play(s, (0, card("Yellow 9")), (1, card("Pink 1")), (2, card("Pink 2")))
    assert winner_of(s) == 0 and s[HEIGHT] == 3 and s[GAME_OVER] == 0


def test_coop_before_the_flight_winners_climb_and_lightning_moves_down():
    s = new_state(3, [[card("Yellow 9")], [card("Pink 1")], [card("Pink 2")]], ruleset="trickarus-coop",
                  heights=[5, 4, 0])
    play(s, (0, card("Yellow 9")), (1, card("Pink 1")), (2, card("Pink 2")))
    assert winner_of(s) == 0 and s[HEIGHT] == 6
    s = new_state(3, [[card("Yellow 9")], [LIGHTNING], [card("Pink 2")]], ruleset="trickarus-coop", heights=[5, 4, 0])
    play(s, (0, card("Yellow 9")), (1, LIGHTNING), (2, card("Pink 2")))
    assert winner_of(s) == 0 and s[HEIGHT] == 3


def test_coop_succeeds_when_everyone_has_landed_after_a_flight():
    s = new_state(3, [[card("Yellow 9"), card("Yellow 8")], [card("Pink 1"), card("Pink 7")],
                      [card("Pink 2"), card("Pink 8")]], ruleset="trickarus-coop", heights=[1, 0, 0])
    s[FLOWN] = 1
    play(s, (0, card("Yellow 9")), (1, card("Pink 1")), (2, card("Pink 2")))
    assert winner_of(s) == 0 and s[HEIGHT] == 0
    assert s[SUCCESS] == 1 and s[GAME_OVER] == 1


def test_coop_fails_at_the_round_limit():
    s = new_state(3, [[], [], []], ruleset="trickarus-coop", heights=[0, 2, 0])
    s[FLOWN] = 1
    s[ROUND] = 2  # 3 players play two rounds
    end_round_nb(s, no_trace())
    assert s[GAME_OVER] == 1 and s[SUCCESS] == 0


def dealt(players, rounds=1):
    s = new_state(players, [[]] * players)
    s[ROUND] = 0
    rng = np.zeros(N_STREAMS, dtype=np.uint64)
    seed_game_nb(rng, 7, 0)
    for _ in range(rounds):
        deal_nb(s, rng, no_trace())
    return s


@pytest.mark.parametrize("players, size", [(2, 10), (3, 13), (4, 10), (5, 8)])
def test_deals(players, size):
    s = dealt(players)
    locs = s[LOC:LOC + 40]
    for p in range(players):
        assert (locs == p).sum() == size == s[HAND_COUNT + p]
    assert (locs == ZONE_SAVED).sum() == (20 if players == 2 else 0)
    assert (locs == ZONE_OUT).sum() == (1 if players == 3 else 0)
    if players == 3:
        assert s[LOC + s[REMOVED_CARD]] == ZONE_OUT and s[REMOVED_CARD] == card("Pink 0")


def test_two_players_second_round_deals_the_saved_20():
    s = dealt(2)
    saved = set(np.flatnonzero(s[LOC:LOC + 40] == ZONE_SAVED))
    s[LOC:LOC + 40][np.isin(s[LOC:LOC + 40], (0, 1))] = 6  # round 1 played out
    deal_nb(s, np.zeros(N_STREAMS, dtype=np.uint64), no_trace())
    hands = set(np.flatnonzero(s[LOC:LOC + 40] < 2))
    assert hands == saved and s[ROUND] == 2 and (s[LOC:LOC + 40] == ZONE_SAVED).sum() == 0


def test_a_tie_for_highest_is_a_shared_win():
    s = new_state(3, [[], [], []], heights=[0, 0, 0])
    assert winner_mask_nb(s) == 0b111
    s = new_state(3, [[], [], []], heights=[0, 4, 2])
    assert winner_mask_nb(s) == 0b010


def test_the_safety_cap_ends_a_game_without_a_flight_as_capped():
    s = new_state(4, [[], [], [], []], heights=[3, 2, 1, 0])
    s[ROUND] = s[ROUND_LIMIT]
    end_round_nb(s, no_trace())
    assert s[GAME_OVER] == 1 and s[CAPPED] == 1 and winner_mask_nb(s) == 0b0001


def test_the_next_round_is_led_by_the_last_tricks_winner_and_starts_by_day():
    # the Pink 5 flips to Night: the table shows Pink 6 (led), Pink 9, Pink 8; the Pink 9 wins
    s = new_state(3, [[card("Pink 2")], [card("Pink 5")], [card("Pink 7")]])
    play(s, (0, card("Pink 2")), (1, card("Pink 5")), (2, card("Pink 7")))
    assert s[SIDE] == 1
    resolve_trick_nb(s, no_trace())
    end_round_nb(s, no_trace())
    rng = np.zeros(N_STREAMS, dtype=np.uint64)
    deal_nb(s, rng, no_trace())
    assert s[ROUND] == 2 and s[LEADER] == 1 and s[SIDE] == 0
    s = new_state(3, [[card("Pink 1")], [card("Pink 2")], [card("Yellow 9")]])
    play(s, (0, card("Pink 1")), (1, card("Pink 2")), (2, card("Yellow 9")))
    resolve_trick_nb(s, no_trace())
    end_round_nb(s, no_trace())
    deal_nb(s, rng, no_trace())
    assert s[LEADER] == 2
