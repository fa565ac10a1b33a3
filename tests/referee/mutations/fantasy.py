"""Mutations breaking what Trickster: Fantasy (and mixing sets) adds: the deal without a
Timeline, the 3-player refill and the second Out, sideways cards, the Fantasy heroes, copies
of them, the scores with sideways cards and the Fantasy tie-break."""

import copy

from .walk import Walk, changed, inserted, score, suit

FANTASY_SUITS = ["Red", "Orange", "Yellow", "Green", "Blue", "Indigo", "Violet"]


def _fantasy(events, players=None):
    game = events[0]
    return game["ruleset"] == "fantasy" and (players is None or game["players"] in players)


def _refills(events):
    return [index for index, event in enumerate(events)
            if event["event"] == "move" and event["cause"] == "refill"]


# The deal and the refill.

def deal_with_a_timeline(events):
    """Fantasy has no Timeline, even with 3 players."""
    if not _fantasy(events, players=(3,)):
        return None
    mutated = copy.deepcopy(events)
    deal = mutated[1]
    deal["timeline"], deal["deck"] = deal["deck"][:12], deal["deck"][12:]
    return mutated, 1, "Timeline of 0 cards"


def refill_in_the_wrong_order(events):
    """Two refill cards that went to different seats are dealt the other way round."""
    refills = _refills(events)
    for first, second in zip(refills, refills[1:]):
        if events[first]["to"] != events[second]["to"]:
            mutated = changed(events, first, to=events[second]["to"])
            mutated[second]["to"] = events[first]["to"]
            return mutated, first, "refill card \\d+ of"


def refill_to_a_full_hand(events):
    """A refill card goes to a hand that already holds 7 cards."""
    walk = Walk(events)
    for index, event in walk.steps():
        if event["event"] == "move" and event["cause"] == "refill":
            full = [seat for seat in range(walk.players)
                    if len(walk.cards_in("hand", seat)) >= 7 and ["hand", seat] != event["to"]]
            if full:
                return changed(events, index, to=["hand", full[0]]), index, "refill card"


def refill_beyond_full_hands(events):
    """One more refill card after every hand holds 7 (the deck still has cards)."""
    refills = _refills(events)
    if not refills:
        return None
    walk = Walk(events)
    for index, _ in walk.steps():
        if index == refills[-1] + 1:
            break
    if not walk.deck or any(len(walk.cards_in("hand", seat)) < 7 for seat in range(walk.players)):
        return None
    extra = {"event": "move", "card": walk.deck[0], "from": ["deck", "top"],
             "to": events[refills[-1]]["to"], "cause": "refill"}
    return inserted(events, index, extra), index, "refill is over"


def no_refill_at_the_first_out(events):
    """3 players: the first Out refills the hands; here the refill moves are left out."""
    refills = _refills(events)
    if not refills:
        return None
    mutated = [event for index, event in enumerate(copy.deepcopy(events)) if index not in refills]
    return mutated, refills[0], "refill card 1 of"


def refill_with_four_players(events):
    """4-7 players: the first Out ends the game; no refill."""
    if not _fantasy(events, players=range(4, 8)):
        return None
    walk = Walk(events)
    for index, event in walk.steps():
        if event["event"] == "round_end" or event.get("cause") == "round_end":
            if not walk.deck:
                return None
            buster = next(e["player"] for e in reversed(events[:index]) if e["event"] == "bust")
            extra = {"event": "move", "card": walk.deck[0], "from": ["deck", "top"],
                     "to": ["hand", buster], "cause": "refill"}
            return inserted(events, index, extra), index, "still hold hand cards|expected a `round_end`"


def play_on_after_the_second_out(events):
    """3 players: the second Out ends the game, but here another trick begins."""
    if not _fantasy(events, players=(3,)) or not _refills(events):
        return None
    for index, event in enumerate(events):
        if event["event"] == "round_end" or event.get("cause") == "round_end":
            last = [e for e in events[:index] if e["event"] in ("trick", "bust")]
            trick, buster = last[-2], last[-1]["player"]
            extra = {"event": "trick", "number": trick["number"] + 1, "leader": buster,
                     "trickster": (buster + 1) % 3}
            return inserted(events, index, extra), index, "still hold hand cards|expected a `round_end`"


def trick_numbers_restart_after_the_refill(events):
    refills = _refills(events)
    if not refills:
        return None
    index = refills[-1] + 1
    return changed(events, index, number=1), index, "`number` must be"


def wrong_leader_after_the_refill(events):
    """The collector of the pot leads the trick after the refill."""
    refills = _refills(events)
    if not refills:
        return None
    index = refills[-1] + 1
    leader = (events[index]["leader"] + 1) % events[0]["players"]
    return (changed(events, index, leader=leader, trickster=(leader + 1) % events[0]["players"]),
            index, "`leader` must be")


# Sideways cards and Druid.

def druid_turns_a_sideways_card(events):
    walk = Walk(events)
    for index, event in walk.steps():
        if event["event"] == "sideways":
            again = [card for card in walk.sideways
                     if walk.where[card][0] == "tableau" and card != event["card"]]
            if again:
                return changed(events, index, card=sorted(again)[0]), index, "already sideways"


def druid_turns_a_card_outside_the_tableaux(events):
    walk = Walk(events)
    for index, event in walk.steps():
        if event["event"] == "sideways" and walk.cards_in("trash"):
            return (changed(events, index, card=walk.cards_in("trash")[0]), index,
                    "not in a tableau")


def druid_fizzles_with_an_upright_card(events):
    for index, event in enumerate(events):
        if (event["event"] == "effect" and event["hero"] == "Druid" and event["resolved"]
                and events[index - 1]["event"] in ("move", "pattern")):  # played, not copied
            mutated = changed(events, index, resolved=False)
            del mutated[index + 1]
            return mutated, index, "mandatory"


def sideways_without_a_druid(events):
    """A card turns sideways after a Knight's move."""
    walk = Walk(events)
    for index, event in walk.steps():
        if (event["event"] == "move" and event["cause"] == "effect"
                and events[index - 1].get("hero") == "Knight"):
            upright = [card for card, at in walk.where.items()
                       if at[0] == "tableau" and card not in walk.sideways]
            if upright:
                extra = {"event": "sideways", "card": upright[0]}
                return inserted(events, index + 1, extra), index + 1, "expected a `(move|bust)`"


def sideways_card_scored_as_one(events):
    """The round's scores as if a sideways card counted once."""
    walk = Walk(events)
    for index, event in walk.steps():
        if event["event"] == "round_end" and walk.sideways:
            tableaux = [walk.cards_in("tableau", seat) for seat in range(walk.players)]
            plain = score(tableaux, lambda card: 1)
            if plain != event["scores"]:
                return changed(events, index, scores=plain), index, "scores must be"


def sideways_card_scored_as_one_in_cot(events):
    """Under CoT too (a mixed deck with the Druid), a sideways card scores 2."""
    return sideways_card_scored_as_one(events) if events[0]["ruleset"] == "cot" else None


def sideways_lost_in_the_trash(events):
    """The round's scores as if a sideways card turned upright in the trash (it stays
    sideways there, and back in a tableau)."""
    walk = Walk(events)
    trashed = set()  # sideways cards that went through the trash
    for index, event in walk.steps():
        if event["event"] == "move" and event["to"] == ["trash"] and event["card"] in walk.sideways:
            trashed.add(event["card"])
        if event["event"] == "round_end":
            back = {card for card in trashed & walk.sideways if walk.where[card][0] == "tableau"}
            if back:
                tableaux = [walk.cards_in("tableau", seat) for seat in range(walk.players)]
                lost = score(tableaux, lambda card: 2 if card in walk.sideways - back else 1)
                if lost != event["scores"]:
                    return changed(events, index, scores=lost), index, "scores must be"
            trashed = set()


def sideways_kept_through_a_hand(events):
    """The round's scores as if a sideways card stayed sideways after visiting a hand."""
    walk = Walk(events)
    for index, event in walk.steps():
        if event["event"] == "round_end" and walk.ever_sideways - walk.sideways:
            tableaux = [walk.cards_in("tableau", seat) for seat in range(walk.players)]
            kept = score(tableaux, lambda card: 2 if card in walk.ever_sideways else 1)
            if kept != event["scores"]:
                return changed(events, index, scores=kept), index, "scores must be"


# The other Fantasy heroes.

def _effect_move(events, hero_name, played=False):
    """Index of the first move of a resolved effect of `hero_name` (of a played card only, or
    also a copied one) and the acting seat."""
    for index, event in enumerate(events):
        if (event["event"] == "effect" and event["hero"] == hero_name and event["resolved"]
                and events[index + 1]["event"] == "move"
                and (not played or events[index - 1]["event"] in ("move", "pattern"))):
            return index + 1, event["player"]
    return None, None


def knight_fizzles_with_a_hand_card(events):
    index, _ = _effect_move(events, "Knight", played=True)
    if index is None:
        return None
    mutated = changed(events, index - 1, resolved=False)
    del mutated[index]
    return mutated, index - 1, "Knight's effect can be resolved.*mandatory"


def knight_to_a_hand(events):
    index, actor = _effect_move(events, "Knight")
    if index is None:
        return None
    other = (actor + 1) % events[0]["players"]
    return changed(events, index, to=["hand", other]), index, "Knight: .*`to` must be the tableau"


def guard_fantasy_to_another_hand(events):
    index, actor = _effect_move(events, "Guard (Fantasy)")
    if index is None:
        return None
    other = (actor + 1) % events[0]["players"]
    return (changed(events, index, to=["hand", other]), index,
            "Guard \\(Fantasy\\): .*`to` must be the hand of the acting player")


def mage_to_a_hand(events):
    index, actor = _effect_move(events, "Mage")
    if index is None:
        return None
    return changed(events, index, to=["hand", actor]), index, "Mage: .*`to` must be \\['trash'\\]"


def rogue_to_own_tableau(events):
    index, actor = _effect_move(events, "Rogue")
    if index is None:
        return None
    return (changed(events, index, to=["tableau", actor]), index,
            "Rogue: .*`to` must be the tableau of an opponent")


def summoner_to_a_tableau(events):
    index, actor = _effect_move(events, "Summoner")
    if index is None:
        return None
    return (changed(events, index, to=["tableau", actor]), index,
            "Summoner: .*`to` must be the hand of the acting player")


def bard_gets_its_own_card_back(events):
    index, _ = _effect_move(events, "Bard")
    if index is None:
        return None
    given, back = events[index], index + 1
    return (changed(events, back, card=given["card"], **{"from": given["to"]}), back,
            "Bard: .*cannot give back")


def copy_moves_the_copied_card(events):
    """Archivist uses a Guard (Fantasy) / Mage / Rogue of its own tableau and moves that very card."""
    for index, event in enumerate(events):
        if (event["event"] == "effect" and event["hero"] == "Archivist" and event["resolved"]
                and events[index + 1]["hero"] in ("Guard (Fantasy)", "Mage", "Rogue")
                and events[index + 2]["from"] == ["tableau", event["player"]]):
            copied, move = events[index + 1]["source"], index + 2
            # Only when the copied card is in the actor's tableau (not the trash).
            owner_tableau = _place_of(events, move, copied)
            if owner_tableau == ["tableau", event["player"]]:
                return changed(events, move, card=copied), move, "must stay where it is"


def _place_of(events, before, card):
    walk = Walk(events)
    for index, _ in walk.steps():
        if index == before:
            return list(walk.where[card])


# Scores and the Fantasy tie-break.

def wrong_fantasy_tie_break(events):
    """Winners tied on the lowest total picked as in CoT (fewest Red, ... first), not by the
    fewest actual cards first."""
    if not _fantasy(events):
        return None
    walk = Walk(events)
    for index, event in walk.steps():
        if event["event"] == "game_end":
            totals = event["totals"]
            tied = [seat for seat, total in enumerate(totals) if total == min(totals)]
            tableaux = {seat: walk.cards_in("tableau", seat) for seat in tied}

            def by_suits(seat):
                return [sum(1 for card in tableaux[seat] if suit(card) == name) for name in FANTASY_SUITS]

            best = min(by_suits(seat) for seat in tied)
            cot_style = [seat for seat in tied if by_suits(seat) == best]
            if sorted(cot_style) != sorted(event["winners"]):
                return changed(events, index, winners=cot_style), index, "winners must be.*fewest actual cards"


MUTATIONS = [
    deal_with_a_timeline,
    refill_in_the_wrong_order,
    refill_to_a_full_hand,
    refill_beyond_full_hands,
    no_refill_at_the_first_out,
    refill_with_four_players,
    play_on_after_the_second_out,
    trick_numbers_restart_after_the_refill,
    wrong_leader_after_the_refill,
    druid_turns_a_sideways_card,
    druid_turns_a_card_outside_the_tableaux,
    druid_fizzles_with_an_upright_card,
    sideways_without_a_druid,
    sideways_card_scored_as_one,
    sideways_card_scored_as_one_in_cot,
    sideways_lost_in_the_trash,
    sideways_kept_through_a_hand,
    knight_fizzles_with_a_hand_card,
    knight_to_a_hand,
    guard_fantasy_to_another_hand,
    mage_to_a_hand,
    rogue_to_own_tableau,
    summoner_to_a_tableau,
    bard_gets_its_own_card_back,
    copy_moves_the_copied_card,
    wrong_fantasy_tie_break,
]
