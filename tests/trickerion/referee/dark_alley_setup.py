"""The Dark Alley's part of the `setup` event (RULES §1.4 steps 4 and 18, G3, G11, G49): the
Special Assignment decks, the Prophecy bag and the 3 Pending Prophecies, the empty SA hands."""

from __future__ import annotations

from .errors import require


class DarkAlleySetup:
    def setup_dark_alley(self, e: dict) -> None:
        d, g = self.data, self.game
        decks = e["sa_decks"]
        require(sorted(decks) == sorted(d.sa_deck_names),
                f"one Special Assignment deck per location of the ruleset: {d.sa_deck_names} (RULES §1.4 step 4)")
        seen = []
        for loc in d.sa_deck_names:
            got = list(decks[loc])
            want = sorted(n for n, c in d.sa_cards.items() if c["location"] == loc)
            require(sorted(got) == want and len(set(got)) == len(got),
                    f"the {loc} Special Assignment deck holds exactly that location's {len(want)} cards, once each")
            seen += got
            g.sa_decks[loc] = got
            g.sa_discards[loc] = []
        require(len(set(seen)) == len(seen) == len(d.sa_cards), "every Special Assignment card in one deck, once")
        if d.prophecies:
            bag, shown = list(e["prophecy_bag"]), e["prophecies"]
            pending = list(shown["pending"])
            require(shown.get("active") is None, "no Prophecy is Active on turn I (G11)")
            require(len(pending) == d.pending_count, f"{d.pending_count} Pending Prophecies at setup (G11)")
            every = bag + pending
            if d.academy:
                self.check_academy_bag(bag, pending)
            else:
                require(sorted(every) == sorted(d.prophecies) and len(set(every)) == len(every),
                        "the Prophecy bag and the Pending ones hold every Prophecy of the ruleset's sets once (G11)")
            g.prophecy_bag, g.pending, g.active = bag, pending, None
        else:
            require(not e.get("prophecy_bag") and not e.get("prophecies"),
                    "no Prophecies in a ruleset without Prophecy sets")
        for p, s in enumerate(e["seats"]):
            require(list(s["special_assignments"]) == [], f"seat {p} starts with no Special Assignment card")
