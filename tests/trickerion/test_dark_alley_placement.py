"""The Dark Alley's effects on placements and Shards, and the Magicians' abilities outside the
Theater, on named cards, Prophecies and Magicians (docs/trickerion-effects.md; RULES §1.16, G78,
G79, G83, G90; docs/trickerion.md T62-T64)."""

from simkit.games.trickerion import layout as L
from simkit.games.trickerion import records as R
from simkit.games.trickerion.abilities_nb import fate_weaving_nb
from simkit.games.trickerion.placement_nb import action_options_nb, place_character_nb, placement_phase_nb
from simkit.games.trickerion.resources import gain_nb
from tests.trickerion.core_state import (assigned, ctype, dark_alley, give_trick, loc, prophecy, records,
                                         script, set_dice, streams, tracing)

MAGICIAN = 0
APPRENTICE = 4


def card_for(s, seat, ch, location):
    """The seat's character holds a Permanent card of ``location``, revealed, unplaced."""
    at = seat * L.MAX_CHARS + ch
    s[L.CHAR_STATE + at] = L.CH_ASSIGNED
    s[L.CHAR_CARD + at] = loc(location)
    s[L.CHAR_REVEALED + at] = 1
    s[L.HAND + seat * (L.MAX_LOCATIONS + 1) + loc(location)] -= 1


# ---- Shards received -------------------------------------------------------------------------------

def test_p02_gives_one_more_shard_and_p03_two_fame_for_each_receipt_of_shards():
    s = dark_alley(2)
    s[L.PR_ACTIVE] = prophecy("P02")
    tr = tracing(s)
    gain_nb(s, tr, 0, 0, 0, 1, R.GAIN_LINK_SHARD, 3, 0, -1)
    assert s[L.SHARDS] == 1 + 1 + 1
    gains = records(s, tr, R.EV_GAIN)
    assert [g[4] for g in gains] == [1, 1] and gains[1][5] == R.GAIN_PROPHECY
    s = dark_alley(2)
    s[L.PR_ACTIVE] = prophecy("P03")
    fame = int(s[L.FAME])
    gain_nb(s, tracing(s), 0, 0, 0, 1, R.GAIN_LINK_SHARD, 3, 0, -1)
    assert s[L.FAME] == fame + 2 and s[L.SHARDS] == 2
    gain_nb(s, tracing(s), 0, 0, 0, -1, R.GAIN_SHARD_AP, -1, -1, -1)  # spending one brings nothing
    assert s[L.FAME] == fame + 2


# ---- the placement ----------------------------------------------------------------------------------

def _two_each(s):
    for seat in (0, 1):
        card_for(s, seat, MAGICIAN, "Workshop")
        card_for(s, seat, APPRENTICE, "Dark Alley")
        s[L.SHARDS + seat] = 0
    return script([MAGICIAN, 0], [MAGICIAN, 0])


def test_p09_lets_each_seat_place_two_characters_per_placement_turn():
    s = dark_alley(2)
    w = _two_each(s)
    tr = tracing(s)
    placement_phase_nb(s, streams(), tr, w, True)
    assert [r[1] for r in records(s, tr, R.EV_PLACE)] == [0, 1, 0, 1]
    s = dark_alley(2)
    s[L.PR_ACTIVE] = prophecy("P09")
    w = _two_each(s)
    tr = tracing(s)
    placement_phase_nb(s, streams(), tr, w, True)
    assert [r[1] for r in records(s, tr, R.EV_PLACE)] == [0, 0, 1, 1]


def test_p20_reveals_each_card_only_at_its_placement():
    s = dark_alley(2)
    s[L.PR_ACTIVE] = prophecy("P20")
    w = _two_each(s)
    for at in range(2 * L.MAX_CHARS):
        s[L.CHAR_REVEALED + at] = 0
    tr = tracing(s)
    placement_phase_nb(s, streams(), tr, w, True)
    assert records(s, tr, R.EV_REVEAL)[0][1] == 1
    s = dark_alley(2)
    w = _two_each(s)
    tr = tracing(s)
    placement_phase_nb(s, streams(), tr, w, True)
    assert records(s, tr, R.EV_REVEAL)[0][1] == 0


def test_freelancer_used_for_its_text_goes_to_a_location_of_the_seats_choice_never_the_stage():
    s = dark_alley(2)
    card = assigned(s, 0, MAGICIAN, "Freelancer")  # a Workshop card
    tr = tracing(s)
    # D11 text, the location (Theater), a backstage slot (Thursday's first: weekday 0 slot 1), then stop
    place_character_nb(s, streams(), tr, script([L.SA_USE_TEXT, L.LOC_THEATER, 1]), 0, MAGICIAN)
    place = records(s, tr, R.EV_PLACE)[0]
    assert place[3:5] == (L.LOC_THEATER, 1)
    assert s[L.CHAR_CARD + MAGICIAN] == loc("Workshop") and s[L.SA_PLACE + card] == L.SA_IN_ASSIGNED
    s = dark_alley(2)
    assigned(s, 0, APPRENTICE, "Freelancer")
    for slot in range(2):  # the seat's Workshop is full: the text is its only way out (T63)
        s[L.WORKSHOP_OCC + slot] = 0 * L.MAX_CHARS + 1
    tr = tracing(s)
    place_character_nb(s, streams(), tr, script([loc("Market Row"), 3]), 0, APPRENTICE)
    assert records(s, tr, R.EV_PLACE_SA)[0][4] == L.SA_USE_TEXT
    assert records(s, tr, R.EV_PLACE)[0][3:5] == (loc("Market Row"), 3)


def test_hypnotic_motivation_brings_the_hired_character_in_now_with_a_card_from_the_hand():
    s = dark_alley(2)
    assigned(s, 0, APPRENTICE, "Hypnotic Motivation")  # Downtown, Hire
    set_dice(s, Inn_2="Apprentice")
    s[L.SHARDS] = 0
    tr = tracing(s)
    hired = 5  # Apprentice 2's slot
    place_character_nb(s, streams(), tr, script([L.SA_USE_TEXT, 0, L.ACT_HIRE, hired * 256 + loc("Market Row") + 1]),
                       0, APPRENTICE)
    at = hired
    assert s[L.CHAR_TYPE + at] == ctype("Apprentice") and s[L.CHAR_STATE + at] == L.CH_ASSIGNED
    assert s[L.CHAR_CARD + at] == loc("Market Row") and s[L.HAND + loc("Market Row")] == 0
    assert records(s, tr, R.EV_HIRED_ARRIVES)[0][1:5] == (0, hired, loc("Market Row"), -1)


# ---- the abilities outside the Theater --------------------------------------------------------------

def test_the_mechanikers_apprentice_takes_plus_1_ap_once_a_turn_outside_the_theater_g78():
    s = dark_alley(2, magicians=["The Mechaniker", "Electra", "The Great Optico", "Yoruba Spiritmaster"])
    s[L.SHARDS] = 0
    card_for(s, 0, APPRENTICE, "Market Row")
    tr = tracing(s)
    place_character_nb(s, streams(), tr, script([3, 1, L.ACT_STOP]), 0, APPRENTICE)  # the 0 slot, yes
    assert records(s, tr, R.EV_PLACEMENT_END)[0][3] == 1 + 0 + 1
    assert records(s, tr, R.EV_ABILITY)[0][3:6] == (0, APPRENTICE, 1)
    second = 5
    s[L.CHAR_TYPE + second] = ctype("Apprentice")
    card_for(s, 0, second, "Downtown")
    tr = tracing(s)
    place_character_nb(s, streams(), tr, script([3, L.ACT_STOP]), 0, second)  # not asked again this turn
    assert records(s, tr, R.EV_ABILITY) == []


def test_the_gentlemans_magician_gains_fame_for_his_tricks_downtown_not_in_the_workshop_g83():
    s = dark_alley(2, magicians=["The Gentleman", "Electra", "Master of Chains", "Yoruba Spiritmaster"])
    give_trick(s, 0, "Enchanted Butterflies")
    give_trick(s, 0, "Card Manipulation")
    s[L.SHARDS] = 0
    card_for(s, 0, MAGICIAN, "Downtown")
    fame = int(s[L.FAME])
    place_character_nb(s, streams(), tracing(s), script([3, L.ACT_STOP]), 0, MAGICIAN)
    assert s[L.FAME] == fame + 2
    s = dark_alley(2, magicians=["The Gentleman", "Electra", "Master of Chains", "Yoruba Spiritmaster"])
    give_trick(s, 0, "Enchanted Butterflies")
    s[L.SHARDS] = 0
    card_for(s, 0, MAGICIAN, "Workshop")
    fame = int(s[L.FAME])
    place_character_nb(s, streams(), tracing(s), script([0]), 0, MAGICIAN)
    assert s[L.FAME] == fame


def test_optico_copies_an_opponents_revealed_sa_card_of_his_cards_location_once_a_turn_g79():
    s = dark_alley(2, magicians=["The Great Optico", "Electra", "Master of Chains", "Yoruba Spiritmaster"])
    theirs = assigned(s, 1, APPRENTICE, "Empower")  # Downtown, any: the Shard buy gives +3
    s[L.CHAR_REVEALED + 1 * L.MAX_CHARS + APPRENTICE] = 1
    card_for(s, 0, MAGICIAN, "Downtown")
    s[L.SHARDS] = 1
    tr = tracing(s)
    place_character_nb(s, streams(), tr, script([1 + theirs, L.SA_USE_TEXT, 3, 1, L.ACT_STOP]), 0, MAGICIAN)
    assert records(s, tr, R.EV_PLACE_SA)[0][3:6] == (theirs, L.SA_USE_TEXT, 1)
    assert records(s, tr, R.EV_PLACEMENT_END)[0][3] == 3 + 0 + 3
    assert s[L.SA_OWNER + theirs] == 1 and s[L.SA_PLACE + theirs] == L.SA_IN_ASSIGNED  # it stays theirs
    assert s[L.ABILITY_USED] == 1


def test_the_priestess_weaves_fate_a_pending_prophecy_becomes_active_t62():
    s = dark_alley(2, magicians=["Priestess of Mysticism", "Electra", "Master of Chains", "The Gentleman"])
    s[L.PR_ACTIVE] = int(s[L.PR_PENDING])
    s[L.PR_PENDING] = s[L.PR_BAG + 3]
    s[L.PR_BAG_TOP] = 4
    p0, p1, p2 = (int(x) for x in s[L.PR_PENDING:L.PR_PENDING + 3])
    nxt = int(s[L.PR_BAG + 4])
    s[L.CHAR_LOC] = loc("Dark Alley")
    k = action_options_nb(s, 0, MAGICIAN, loc("Dark Alley"), 0, 1)
    assert L.ACT_FATE_WEAVING in [int(x) for x in s[L.OPTIONS:L.OPTIONS + k]]
    tr = tracing(s)
    assert fate_weaving_nb(s, streams(), tr, script([1]), 0, MAGICIAN, 1) == 1
    assert s[L.PR_ACTIVE] == p1 and list(s[L.PR_PENDING:L.PR_PENDING + 3]) == [p0, p2, nxt]
    other = dark_alley(2)  # Master of Chains: no Fate Weaving
    other[L.PR_ACTIVE] = 0
    k = action_options_nb(other, 0, MAGICIAN, loc("Dark Alley"), 0, 1)
    assert L.ACT_FATE_WEAVING not in [int(x) for x in other[L.OPTIONS:L.OPTIONS + k]]
