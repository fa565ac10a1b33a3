"""Who leads, who is Trickster, and who plays when, trick after trick across the game."""


class TurnOrder:
    def __init__(self, players: int, timeline_leads: bool):
        self.players = players
        self.timeline_leads = timeline_leads  # CoT 2-3 players; never in Fantasy
        self.next_leader = 0  # seat 0 leads the first trick; then the last buster leads
        self.next_trickster = 0  # with a Timeline: seat 0 first, then one seat left every trick

    def roles(self) -> tuple[int | None, int]:
        """(leader, trickster) at the start of the next trick; leader is None with a Timeline."""
        if self.timeline_leads:
            return None, self.next_trickster
        return self.next_leader, (self.next_leader + 1) % self.players

    def seats_in_turn(self, leader: int | None, trickster: int) -> list[int]:
        """The seats that must play, in order. 2 players: Trickster, other, Trickster, other."""
        n = self.players
        if leader is not None:
            return [(leader + step) % n for step in range(n)]
        laps = 2 if n == 2 else 1
        return [(trickster + step) % n for step in range(n)] * laps

    def trick_done(self, buster: int) -> None:
        # The Trickster passes left regardless of who busts, also across rounds.
        self.next_trickster = (self.next_trickster + 1) % self.players
        self.next_leader = buster
