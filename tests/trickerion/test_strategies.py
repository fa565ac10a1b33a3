"""Trickerion's greedy, planner and search (strategies/trickerion): V on named Tricks, greedy's
choices, the planner's plan, search's sampling and replays, the names, whole games."""

import numpy as np
import pytest

from simkit.games.trickerion import layout as L
from simkit.strategies.names import StrategyNameError
from simkit.strategies.trickerion import weights as W
from simkit.strategies.trickerion.ids import N_PARAMS
from tests.trickerion.core_games import play
from tests.trickerion.core_state import (REGISTRY, comp, die, fresh, give_components, give_trick, loc, place,
                                         set_dice, streams, trick)


def row(**changes):
    values = W.default_row(N_PARAMS)
    for key, value in changes.items():
        values[W.V_DEFAULTS.get(key, W.PLAN_DEFAULTS.get(key))[0]] = value
    return np.array(values)


def rows(players=4, **changes):
    return np.tile(row(**changes), (L.MAX_SEATS, 1))


def v(s, seat=0, r=None):
    from simkit.strategies.trickerion.value import value_nb
    return value_nb(s, row() if r is None else r, seat)


def linking_rings_prepare_value(r):
    """Linking Rings: Metal x2, 1 AP, 2 markers, each yielding 2 Coins."""
    return 2 * 2 * r[W.W_COINS]


# ---- V ---------------------------------------------------------------------------------------

def test_components_of_an_owned_trick_raise_v_by_the_progress_and_ready_shares():
    s = fresh(2)
    give_trick(s, 0, "Linking Rings")
    r = row()
    pv = linking_rings_prepare_value(r)
    before = v(s)
    give_components(s, 0, Metal=1)
    half = v(s)
    give_components(s, 0, Metal=2)
    full = v(s)
    assert half - before == pytest.approx(r[W.W_PROGRESS] * pv / 2)
    assert full - half == pytest.approx(r[W.W_PROGRESS] * pv / 2 + r[W.W_READY] * pv)


def test_a_prepare_adds_its_markers_at_the_card_share_and_keeps_the_components():
    s = fresh(2)
    give_trick(s, 0, "Linking Rings")
    give_components(s, 0, Metal=2)
    r = row()
    before = v(s)
    s[L.TRICK_ON_CARD + trick("Linking Rings")] = 2
    assert v(s) - before == pytest.approx(r[W.W_CARD_MARKER] * 2 * 2 * r[W.W_COINS])


def test_a_marker_on_the_oldest_card_counts_at_the_leaving_share_once_that_card_leaves():
    s = fresh(2)
    symbol = give_trick(s, 0, "Linking Rings")
    card = 0
    s[L.TRACK_LEN] = 1
    s[L.TRACK_CARD] = card
    slot = next(k for k in range(L.GRID) if s[L.PC_SLOTS + card * L.GRID + k] == 1)
    s[L.TRACK_OWNER + slot] = 0
    s[L.TRACK_SYMBOL + slot] = symbol
    r = row(link=0.0)
    marker = 2 * r[W.W_COINS]
    staying = v(s, r=r)
    s[L.TRACK_LEN] = 3  # 2 players: a full track, the oldest leaves at this turn's end
    for pos in (1, 2):
        s[L.TRACK_CARD + pos] = card
    leaving = v(s, r=r)
    s[L.TRACK_OWNER + slot] = -1
    none = v(s, r=r)
    assert staying - none == pytest.approx(r[W.W_THEATER_MARKER] * marker)
    assert leaving - none == pytest.approx(r[W.W_LEAVING_MARKER] * marker)


def test_wages_of_the_characters_working_this_turn_are_subtracted():
    s = fresh(2)
    before = v(s)
    place(s, 0, 4, "Market Row", 0)  # Apprentice 1, wage 1
    assert before - v(s) == pytest.approx(row()[W.W_WAGE] * 1)


def test_v_is_the_final_fame_once_the_game_is_over():
    s = fresh(2)
    give_trick(s, 0, "Linking Rings", on_card=2)
    s[L.FAME] = 31
    s[L.GAME_OVER] = 1
    assert v(s) == 31.0


# ---- greedy --------------------------------------------------------------------------------------

def greedy_choice(s, kind, options, seat=0):
    from simkit.strategies.trickerion.greedy import greedy_nb
    s[L.CTX_KIND] = kind
    s[L.CTX_SEAT] = seat
    s[L.N_OPTIONS] = len(options)
    s[L.OPTIONS:L.OPTIONS + len(options)] = options
    return options[greedy_nb(s, streams(), rows(), seat, len(options))]


def test_greedy_takes_coins_from_the_bank_die_showing_more():
    s = fresh(2)
    set_dice(s, Bank_1=3, Bank_2=6)
    assert greedy_choice(s, L.DECIDE_BANK_DIE, [die("Bank 1"), die("Bank 2")]) == die("Bank 2")


def test_greedy_learns_the_trick_whose_components_it_holds_over_a_richer_one_it_cannot_prepare():
    s = fresh(2)
    give_components(s, 0, Metal=2)
    assert greedy_choice(s, L.DECIDE_LEARN_TRICK, [trick("Levitation"), trick("Linking Rings")]) == \
        trick("Linking Rings")


def test_greedy_buys_what_its_trick_lacks_not_what_it_does_not_need():
    from simkit.games.trickerion.options import pack
    s = fresh(2)
    give_trick(s, 0, "Linking Rings")
    stock = [int(x) for x in s[L.MARKET_STOCK:L.MARKET_STOCK + 4]]
    metal, wood = stock.index(comp("Metal")), stock.index(comp("Wood"))
    assert greedy_choice(s, L.DECIDE_BUY, [pack(wood, 2), pack(metal, 2)]) == pack(metal, 2)


def test_greedy_takes_the_links_payment_in_fame():
    s = fresh(2)
    assert greedy_choice(s, L.DECIDE_LINK_PAYMENT, [1, 0]) == 0


# ---- the planner's plan ----------------------------------------------------------------------------

def test_the_plan_sets_up_and_performs_a_prepared_trick_on_thursday():
    from simkit.strategies.trickerion.plan import (PLAN_DAY, PLAN_LOC, PLAN_PERFORM, PLAN_SET_UP, PLAN_SIZE,
                                                   THURSDAY, plan_turn_nb)
    s = fresh(2)
    give_trick(s, 0, "Linking Rings", on_card=2)
    give_components(s, 0, Metal=2)
    s[L.COINS] = 10
    s[L.HAND:L.HAND + L.MAX_LOCATIONS + 1] = 0  # only Theater cards in hand: the set-up task decides
    s[L.HAND + loc("Theater")] = 3
    plan = np.zeros(PLAN_SIZE, dtype=np.int32)
    plan_turn_nb(s, row(perform=2), 0, plan)
    assert plan[PLAN_SET_UP] == 2
    assert plan[PLAN_PERFORM] == 1
    assert plan[PLAN_DAY] == THURSDAY  # fewer than 3 markers: the early day's AP
    assert plan[PLAN_LOC + 0] == L.LOC_THEATER  # the Magician to the stage
    assert plan[PLAN_LOC + 4] == L.LOC_THEATER  # Apprentice 1 backstage: 1 AP + Thursday's 1 for 2 Set Ups


def test_the_plan_sends_nobody_whose_wage_it_cannot_pay():
    from simkit.strategies.trickerion.plan import PLAN_LOC, PLAN_SIZE, plan_turn_nb
    s = fresh(2)
    give_trick(s, 0, "Linking Rings", on_card=2)
    s[L.COINS] = 0
    s[L.HAND + loc("Theater")] = 3
    plan = np.zeros(PLAN_SIZE, dtype=np.int32)
    plan_turn_nb(s, row(low=0, perform=2), 0, plan)  # no Take Coins planned: no Bank Coins to count on
    assert plan[PLAN_LOC + 0] == L.LOC_THEATER  # the Magician has no wage
    assert plan[PLAN_LOC + 4] == -1


def test_with_orders_the_plan_orders_a_target_type_no_buy_slot_holds_and_the_planner_picks_it():
    """T54: Chinese Sticks needs Wood 2 and Rope 2; Rope is in no Buy slot (the start stock is the
    four basic types), so the plan Orders it this turn at the Market Row instead of a vain Buy."""
    from simkit.strategies.trickerion.plan import (PLAN_BUY, PLAN_LOC, PLAN_ORDER, PLAN_PREPARE, PLAN_SIZE,
                                                   PLAN_TARGET, plan_turn_nb)
    from simkit.strategies.trickerion.greedy import PACK
    from simkit.strategies.trickerion.planner import plan_bonus_nb
    s = fresh(2)
    give_trick(s, 0, "Chinese Sticks")
    give_components(s, 0, Wood=2)
    s[L.COINS] = 10
    s[L.HAND + loc("Market Row")] = 1
    assert comp("Rope") not in [int(x) for x in s[L.MARKET_STOCK:L.MARKET_STOCK + s[L.N_MARKET_SLOTS]]]
    old = np.zeros(PLAN_SIZE, dtype=np.int32)
    plan_turn_nb(s, row(orders=0), 0, old)
    assert old[PLAN_ORDER] == 0 and old[PLAN_BUY] == 1  # orders=0: the planner before T54 plans a Buy
    plan = np.zeros(PLAN_SIZE, dtype=np.int32)
    plan_turn_nb(s, row(orders=1, targets=1), 0, plan)  # one target: Chinese Sticks
    assert plan[PLAN_TARGET] == trick("Chinese Sticks")
    assert plan[PLAN_ORDER] == 1 and plan[PLAN_BUY] == 0 and plan[PLAN_PREPARE] == -1
    assert loc("Market Row") in [int(x) for x in plan[PLAN_LOC:PLAN_LOC + L.MAX_CHARS]]
    order_of = lambda name: comp(name) * PACK  # DECIDE_ORDER options: pack(type, Order slot 0)
    r = row(orders=1, targets=1)
    assert plan_bonus_nb(s, r, 0, L.DECIDE_ORDER, order_of("Rope"), plan) > 0
    assert plan_bonus_nb(s, r, 0, L.DECIDE_ORDER, order_of("Cog"), plan) == 0
    assert plan_bonus_nb(s, r, 0, L.DECIDE_ACTION, L.ACT_ORDER, plan) > 0
    s[L.MARKET_ORDER] = comp("Rope")  # ordered: it arrives at End Turn, no second Order
    assert plan_bonus_nb(s, r, 0, L.DECIDE_ACTION, L.ACT_ORDER, plan) == 0


def turn_plan(s, r, seat=0):
    from simkit.strategies.trickerion.planner import turn_plan_nb
    return turn_plan_nb(s, r, seat).copy()


def test_the_planner_keeps_its_assignment_plan_for_the_rest_of_the_turn_unless_told_to_replan():
    from simkit.strategies.trickerion.plan import PLAN_LOC, PLAN_PERFORM, PLAN_SIZE, plan_turn_nb
    assert 1 + PLAN_SIZE <= L.NOTES_SIZE  # the turn stamp and the plan fit in a seat's notes
    s = fresh(2)
    s[L.TURN] = 1
    give_trick(s, 0, "Linking Rings", on_card=2)
    give_components(s, 0, Metal=2)
    s[L.COINS] = 10
    s[L.HAND + loc("Theater")] = 3
    made = turn_plan(s, row(perform=2))
    assert made[PLAN_PERFORM] == 1 and made[PLAN_LOC] == L.LOC_THEATER
    notes = L.SEAT_NOTES
    assert s[notes] == 2 and list(s[notes + 1:notes + 1 + PLAN_SIZE]) == list(made)  # turn I + 1, then the plan
    s[L.TRICK_ON_CARD + trick("Linking Rings")] = 0  # markers and Metal gone: a new plan would not perform
    s[L.HELD + comp("Metal")] = 0
    fresh_plan = np.zeros(PLAN_SIZE, dtype=np.int32)
    plan_turn_nb(s, row(perform=2), 0, fresh_plan)
    assert fresh_plan[PLAN_PERFORM] == 0
    assert list(turn_plan(s, row(perform=2))) == list(made)  # the same turn: the plan made at Assignment
    assert list(turn_plan(s, row(perform=2, replan=1))) == list(fresh_plan)  # replan=1: anew at every decision
    s[L.TURN] = 2
    assert list(turn_plan(s, row(perform=2))) == list(fresh_plan) and s[notes] == 3  # the next turn: planned anew


def test_the_sample_makes_the_other_seats_plan_anew_from_what_the_searching_seat_knows():
    from simkit.games.trickerion.rng import N_STREAMS
    from simkit.strategies.trickerion.search import determinise_nb
    s = fresh(3)
    s[L.TURN] = 1
    for seat in range(3):
        turn_plan(s, row(), seat)
    assert [s[L.SEAT_NOTES + p * L.NOTES_SIZE] for p in range(3)] == [2, 2, 2]
    determinise_nb(s, rows(), 1, np.arange(1, N_STREAMS + 1, dtype=np.uint64))
    assert [s[L.SEAT_NOTES + p * L.NOTES_SIZE] for p in range(3)] == [0, 2, 0]  # its own plan kept


# ---- search's sampling -------------------------------------------------------------------------------

def test_the_sample_deals_the_deck_within_its_venues_and_ignores_the_true_order():
    from simkit.games.trickerion.rng import N_STREAMS
    from simkit.strategies.trickerion.search import determinise_nb
    s = fresh(2)
    deck = [int(x) for x in s[L.PDECK:L.PDECK + s[L.N_PDECK]]]
    venues = [int(x) for x in s[L.PDECK_VENUES:L.PDECK_VENUES + s[L.N_PDECK]]]
    assert len(set(venues)) >= 2 and len(deck) >= 4
    w = rows()

    def sample(state):
        state = state.copy()
        seeds = np.arange(1, N_STREAMS + 1, dtype=np.uint64) * np.uint64(0x9E3779B97F4A7C15)
        determinise_nb(state, w, 0, seeds)
        return [int(x) for x in state[L.PDECK:L.PDECK + state[L.N_PDECK]]]

    first = sample(s)
    for venue in set(venues):
        at = [i for i, v in enumerate(venues) if v == venue]
        assert sorted(first[i] for i in at) == sorted(deck[i] for i in at)
    swapped = s.copy()  # the true order of a venue's cards, reversed: the sample is the same
    at = [i for i, v in enumerate(venues) if v == venues[0]]
    for i, j in zip(at, reversed(at)):
        swapped[L.PDECK + i] = deck[j]
    assert sample(swapped) == first


# ---- names -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["greedy", "greedy:coins=0.3", "planner", "planner:perform=4:ready=2",
                                  "search", "search:rollouts=4:horizon=0"])
def test_names_round_trip(name):
    seat = REGISTRY.parse_strategy(name)
    assert REGISTRY.parse_strategy(seat.name) == seat


def test_weights_reach_the_row():
    seat = REGISTRY.parse_strategy("greedy:coins=0.3")
    assert seat.weights[W.W_COINS] == 0.3
    assert seat.weights[W.W_SHARDS] == W.V_DEFAULTS["shards"][1]


@pytest.mark.parametrize("name, problem", [("greedy:bogus=1", "not one of"), ("search:rollouts=0", "rollouts"),
                                           ("planner:ap=x", "number"), ("search:horizon=1.5", "horizon")])
def test_bad_names_are_one_line(name, problem):
    with pytest.raises(StrategyNameError, match=problem) as caught:
        REGISTRY.parse_strategy(name)
    assert "\n" not in str(caught.value)


def test_only_a_search_seat_gets_the_replay_rows():
    from simkit.games.trickerion.replay import replay_rows
    _, plain = REGISTRY.seat_arrays([REGISTRY.parse_strategy("planner")] * 4)
    _, replaying = REGISTRY.seat_arrays([REGISTRY.parse_strategy(n) for n in ("search", "planner")])
    assert plain.shape == (L.MAX_SEATS, N_PARAMS)
    assert replaying.shape == (replay_rows(N_PARAMS), N_PARAMS)


# ---- whole games -----------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("strategy", ["greedy", "planner", "greedy,planner,random,planner:perform=4"])
def test_whole_games_keep_the_invariants(players, strategy):
    names = strategy.split(",")[:players] if "," in strategy else strategy
    if isinstance(names, list) and len(names) < players:
        names = (names * players)[:players]
    out = play(players, names if isinstance(names, str) else ",".join(names), games=6, seed=3, check=True)
    assert out["capped"].sum() == 0
    assert (out["winners"].sum(axis=1) == 1).all()


def test_planner_and_greedy_set_up_and_perform():
    out = play(4, "greedy,planner,greedy,planner", games=8, seed=5)
    from simkit.games.trickerion.batch import MARK_COLUMNS
    performances = out["marks"][:, :, MARK_COLUMNS.index("performances")]
    sets_up = out["marks"][:, :, MARK_COLUMNS.index("sets_up")]
    assert performances[:, 1::2].sum() > 0 and sets_up[:, 1::2].sum() > 0


def test_search_plays_whole_games_by_replay_deterministically_in_any_chunking():
    names = "search:rollouts=2,planner"
    a = play(2, names, games=2, seed=7, check=True)
    b = play(2, names, games=1, seed=7, first_game=1, check=True)
    assert a["capped"].sum() == 0
    assert (a["scores"][1] == b["scores"][0]).all()
    assert a["decisions"][1] == b["decisions"][0]
