"""The Performance phase (RULES §1.10, D17, G66-G70) on named cards."""

from simkit.games.trickerion import layout as L
from simkit.games.trickerion import theater_performance as P
from simkit.games.trickerion.records import (EV_GAIN, EV_MARKER, GAIN_PERFORMER_BONUS, GAIN_PERFORMER_LINKS,
                                             GAIN_PERFORMER_SPECIALIST, GAIN_YIELD, MARKER_CAUSE_PERFORMED)
from simkit.games.trickerion.theater_records import EV_PERFORMANCE, EV_YIELD

from .theater_script import Script, run
from .theater_state import (COMPOSITION, card_id, lay_out, learn, put_marker, records, slot_id, theater_state,
                            trace_buffer, trick_id)

THURSDAY, FRIDAY, SATURDAY, SUNDAY = range(4)
MAGICIAN, ENGINEER, MANAGER, ASSISTANT, APPRENTICE = range(5)  # the composition's character types


def resources(s, seat):
    return int(s[L.FAME + seat]), int(s[L.COINS + seat]), int(s[L.SHARDS + seat])


def mark(s, seat, m):
    return int(s[L.MARKS + seat * L.N_MARKS + m])


def on_stage(s, seat, day):
    """The seat's Magician (character slot 0) on ``day``'s stage slot; the seat owns the day."""
    s[L.CHAR_TYPE + seat * L.MAX_CHARS] = MAGICIAN
    s[L.THEATER_OCC + day * L.THEATER_SLOTS] = seat * L.MAX_CHARS
    s[L.WEEKDAY_OWNER + day] = seat


def backstage(s, seat, day, k, ch, ctype):
    s[L.CHAR_TYPE + seat * L.MAX_CHARS + ch] = ctype
    s[L.THEATER_OCC + day * L.THEATER_SLOTS + k] = seat * L.MAX_CHARS + ch
    s[L.WEEKDAY_OWNER + day] = seat


def test_the_data_the_scenarios_rely_on():
    assert COMPOSITION.characters.names == ("Magician", "Engineer", "Manager", "Assistant", "Apprentice", "Protégé")
    assert COMPOSITION.theater.yield_modifier.tolist() == [[-1, -1, 0], [0, 0, 0], [0, 0, 0], [1, 1, 0]]


def scenario():
    """Riverside 4 (A-D Shard, D-E, E-F; bonus 1 Fame) and Riverside 1, 3 players:
    seat 0 performs on Thursday; seat 1 owns Sunday, seat 2 no weekday."""
    s = theater_state(players=3)
    lay_out(s, "Riverside 1", "Riverside 4")
    learn(s, 0, "Linking Rings")  # Mechanical, yield 0 Fame 2 Coins
    learn(s, 1, "Mind Reading")  # Spiritual, yield 1 Shard
    learn(s, 2, "Levitation")  # Mechanical, yield 2 Fame 3 Coins
    put_marker(s, 0, "Linking Rings", 1, "A", facing="D")  # Mechanical right
    put_marker(s, 2, "Levitation", 1, "D", facing="A")  # Mechanical left: A-D is a Link (the Shard circle)
    put_marker(s, 1, "Mind Reading", 1, "E", facing="F")
    put_marker(s, 0, "Linking Rings", 0, "A", facing="B")  # on the other card: stays
    on_stage(s, 0, THURSDAY)
    backstage(s, 1, SUNDAY, 1, 1, ASSISTANT)
    return s


def test_yields_take_the_owners_weekday_modifier_cut_at_0_and_grey_or_no_weekday_none_g68():
    s = scenario()
    tr = trace_buffer()
    s[L.TRACING] = 1
    P.perform_nb(s, tr, THURSDAY, 0, 1)
    # seat 0, Thursday: Linking Rings 0 Fame 2 Coins -> 0 (cut at 0), 1; then the performer's
    # 1 Fame for the A-D Link and the card's 1 Fame
    assert resources(s, 0) == (0 + 1 + 1, 1, 0)
    assert resources(s, 1) == (1, 1, 1)  # Sunday: Mind Reading 0/0/1 -> 1/1/1
    assert resources(s, 2) == (2, 3, 0)  # no weekday: Levitation's printed 2 Fame 3 Coins
    assert mark(s, 2, L.MARK_FAME_PERFORMED) == 2 and mark(s, 1, L.MARK_FAME_PERFORMED) == 1
    assert mark(s, 0, L.MARK_FAME_PERFORMER) == 2 and mark(s, 0, L.MARK_PERFORMANCES) == 1
    assert s[L.ITEM_PLAYS + 2 * L.MAX_TRICKS + trick_id("Levitation")] == 1
    card = card_id("Riverside 4")
    rec = records(s, tr)
    assert rec[0] == (EV_PERFORMANCE, THURSDAY, 0, card, 1, 1, 3, 0)
    yields = [r for r in rec if r[0] == EV_YIELD]
    assert yields == [(EV_YIELD, 0, card, slot_id("A"), trick_id("Linking Rings"), THURSDAY, 0, 0),
                      (EV_YIELD, 1, card, slot_id("E"), trick_id("Mind Reading"), SUNDAY, 0, 0),
                      (EV_YIELD, 2, card, slot_id("D"), trick_id("Levitation"), -1, 0, 0)]
    causes = [r[5] for r in rec if r[0] == EV_GAIN]
    assert causes == [GAIN_YIELD] * 3 + [GAIN_PERFORMER_LINKS, GAIN_PERFORMER_BONUS]
    homes = [r for r in rec if r[0] == EV_MARKER]
    assert [(r[1], r[7]) for r in homes] == [(0, MARKER_CAUSE_PERFORMED), (1, MARKER_CAUSE_PERFORMED),
                                             (2, MARKER_CAUSE_PERFORMED)]


def test_every_seats_markers_go_home_and_the_other_card_keeps_its_own_g70():
    s = scenario()
    free = s[L.MARKERS_FREE:L.MARKERS_FREE + 12].copy()
    P.perform_nb(s, trace_buffer(), THURSDAY, 0, 1)
    assert (s[L.TRACK_OWNER + 6:L.TRACK_OWNER + 12] == -1).all()
    assert s[L.TRACK_OWNER + slot_id("A")] == 0  # Riverside 1 untouched
    assert s[L.MARKERS_FREE + 0] == free[0] + 1 and s[L.MARKERS_FREE + 4] == free[4] + 1
    assert s[L.MARKERS_FREE + 8] == free[8] + 1


def test_grey_markers_yield_nothing_and_stay_but_count_for_the_performers_links():
    s = theater_state(players=2)
    lay_out(s, "Riverside 1")  # Duel side: grey Optical on C toward B-C
    learn(s, 0, "Mind Reading")
    put_marker(s, 0, "Mind Reading", 0, "B", facing="A")  # Optical down: Link with grey
    on_stage(s, 0, FRIDAY)
    tr = trace_buffer()
    s[L.TRACING] = 1
    P.perform_nb(s, tr, FRIDAY, 0, 0)
    # 1 Shard (Mind Reading) + 1 Fame (the Link) + the card's 1 Shard
    assert resources(s, 0) == (1, 0, 2)
    assert s[L.TRACK_OWNER + slot_id("C")] == L.GREY and s[L.TRACK_OWNER + slot_id("B")] == -1
    assert len([r for r in records(s, tr) if r[0] == EV_YIELD]) == 1


def test_the_performers_specialists_backstage_give_their_bonus_apprentices_none_g69():
    s = scenario()
    backstage(s, 0, THURSDAY, 1, 1, MANAGER)
    backstage(s, 0, THURSDAY, 2, 4, APPRENTICE)
    P.perform_nb(s, trace_buffer(), THURSDAY, 0, 1)
    assert resources(s, 0) == (2, 1 + 3, 0)  # the Manager's 3 Coins
    s = scenario()
    backstage(s, 0, THURSDAY, 1, 1, ASSISTANT)
    backstage(s, 0, THURSDAY, 2, 2, ENGINEER)
    tr = trace_buffer()
    s[L.TRACING] = 1
    P.perform_nb(s, tr, THURSDAY, 0, 1)
    assert resources(s, 0) == (2 + 2, 1, 1)  # Assistant 2 Fame, Engineer 1 Shard
    assert mark(s, 0, L.MARK_FAME_PERFORMER) == 4
    spec = [r for r in records(s, tr) if r[0] == EV_GAIN and r[5] == GAIN_PERFORMER_SPECIALIST]
    assert [r[1:5] for r in spec] == [(0, 2, 0, 0), (0, 0, 0, 1)]


def test_link_bonus_per_trick_counts_the_tricks_in_a_link_g67_option():
    s = scenario()
    s[L.OPT_LINK_BONUS] = 1
    P.perform_nb(s, trace_buffer(), THURSDAY, 0, 1)
    assert resources(s, 0) == (0 + 2 + 1, 1, 0)  # A and D are both in the A-D Link


def test_the_performer_chooses_among_cards_with_its_markers_d17(monkeypatch):
    s = scenario()
    script = Script(1)
    run(monkeypatch, P, P.performance_phase_nb, script, s, trace_buffer())
    assert script.asked == [(L.DECIDE_PERFORM_CARD, 0, [0, 1])]
    assert resources(s, 0) == (2, 1, 0)
    s = scenario()
    script = Script(0)
    run(monkeypatch, P, P.performance_phase_nb, script, s, trace_buffer())
    assert resources(s, 0) == (0, 1, 1)  # Riverside 1: Linking Rings on Thursday, the card's 1 Shard
    assert s[L.TRACK_OWNER + 6 + slot_id("A")] == 0  # Riverside 4 kept its markers


def test_a_performer_with_no_markers_performs_nothing_g66_and_days_go_in_order(monkeypatch):
    s = scenario()
    on_stage(s, 2, FRIDAY)  # seat 2 has a marker on Riverside 4 only
    on_stage(s, 1, SATURDAY)
    s[L.WEEKDAY_OWNER + SUNDAY] = 1
    s[L.TRACK_OWNER + 6 + slot_id("E")] = -1  # seat 1's only marker gone
    s[L.MARKERS_FREE + 4] += 1
    tr = trace_buffer()
    s[L.TRACING] = 1
    script = Script(1)  # seat 0, Thursday: Riverside 4
    run(monkeypatch, P, P.performance_phase_nb, script, s, tr)
    perf = [r for r in records(s, tr) if r[0] == EV_PERFORMANCE]
    # Thursday seat 0 performs Riverside 4; Friday seat 2's markers are gone with it: nothing;
    # Saturday seat 1 has none: nothing
    assert [(r[1], r[2], r[3]) for r in perf] == [(THURSDAY, 0, card_id("Riverside 4")), (FRIDAY, 2, -1),
                                                  (SATURDAY, 1, -1)]
    assert mark(s, 2, L.MARK_PERFORMANCES) == 0 and mark(s, 1, L.MARK_PERFORMANCES) == 0
    assert [k for k, _, _ in script.asked] == [L.DECIDE_PERFORM_CARD]


def test_a_seat_with_two_weekdays_yields_by_the_performing_day_if_its_own_else_its_first_t30():
    s = scenario()
    s[L.WEEKDAY_OWNER + SATURDAY] = 1  # seat 1 owns Saturday and Sunday
    assert P.owner_weekday(s, 1, THURSDAY) == SATURDAY
    assert P.owner_weekday(s, 1, SUNDAY) == SUNDAY
    assert P.owner_weekday(s, 2, THURSDAY) == -1 and P.owner_weekday(s, 0, SUNDAY) == THURSDAY
    P.perform_nb(s, trace_buffer(), THURSDAY, 0, 1)
    assert resources(s, 1) == (0, 0, 1)  # Saturday's modifier is 0


def test_sunday_adds_to_a_zero_part_and_a_card_bonus_in_coins():
    s = theater_state(players=3)
    lay_out(s, "Riverside 7")  # A-B Shard, A-D, B-C; bonus 1 Coin
    learn(s, 0, "Linking Rings")
    put_marker(s, 0, "Linking Rings", 0, "C", facing="B")
    on_stage(s, 0, SUNDAY)
    P.perform_nb(s, trace_buffer(), SUNDAY, 0, 0)
    assert resources(s, 0) == (0 + 1, 2 + 1 + 1, 0)  # yield 1/3 on Sunday, no Link, bonus 1 Coin


def test_compiled_performance_phase_through_the_decision_point():
    """The phase compiled, the card asked through the game's decision point (the core's
    scripted test strategy): seat 0 picks Riverside 4 (position 1) on Thursday."""
    from .core_state import SCRIPTED_ID, script, streams
    s = scenario()
    s[L.STRATEGY:L.STRATEGY + 3] = SCRIPTED_ID
    P.performance_phase_nb(s, streams(), trace_buffer(), script([1]))
    assert resources(s, 0) == (2, 1, 0) and s[L.DECISIONS] == 1
    assert s[L.TRACK_OWNER + slot_id("A")] == 0
