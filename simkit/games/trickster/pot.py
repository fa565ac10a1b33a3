"""The pot: card legality under the trick's pattern, and entering the pot."""

from simkit.engine.jit import leaf

from simkit.games.trickster.layout import (CARD_SLOT, CARD_SUIT, PATTERN, PATTERN_NO_MATCH, PATTERN_SAME_HERO,
                           PATTERN_SAME_SUIT, POT_HEROES, POT_SUITS, TRICKSTER, ZONE_POT)
from simkit.games.trickster.tracebuf import EV_PATTERN, record_nb
from simkit.games.trickster.zones import zone_card_nb, zone_count_nb


@leaf
def pot_accepts_nb(s, card):
    """May ``card`` join the pot now? Any card while the pot holds fewer than two."""
    if zone_count_nb(s, ZONE_POT) < 2:
        return True
    pattern = s[PATTERN]
    if pattern == PATTERN_SAME_SUIT:
        return s[CARD_SUIT + card] == s[CARD_SUIT + zone_card_nb(s, ZONE_POT, 0)]
    if pattern == PATTERN_SAME_HERO:
        return s[CARD_SLOT + card] == s[CARD_SLOT + zone_card_nb(s, ZONE_POT, 0)]
    return ((s[POT_SUITS] >> s[CARD_SUIT + card]) & 1) == 0 and ((s[POT_HEROES] >> s[CARD_SLOT + card]) & 1) == 0


@leaf
def pot_entered_nb(s, tr, card, player):
    """Bookkeeping after ``card`` entered the pot by ``player``'s hand (or the Timeline).

    The pot's second card fixes the pattern, and whoever put it there holds the
    Trickster role for the rest of the trick (RULES-NOTES: Inventor, Noble).
    """
    s[POT_SUITS] |= 1 << s[CARD_SUIT + card]
    s[POT_HEROES] |= 1 << s[CARD_SLOT + card]
    if zone_count_nb(s, ZONE_POT) == 2:
        lead = zone_card_nb(s, ZONE_POT, 0)
        if s[CARD_SUIT + lead] == s[CARD_SUIT + card]:
            s[PATTERN] = PATTERN_SAME_SUIT
        elif s[CARD_SLOT + lead] == s[CARD_SLOT + card]:
            s[PATTERN] = PATTERN_SAME_HERO
        else:
            s[PATTERN] = PATTERN_NO_MATCH
        s[TRICKSTER] = player
        record_nb(s, tr, EV_PATTERN, s[PATTERN], player, 0, 0, 0, 0, 0)
