"""An independent Tricksters referee: replays JSON Lines traces and rejects illegal play.

Written from the rulebook (seed 001) and RULES-NOTES.md alone; it imports nothing from
simkit.games.tricksters, so an engine bug cannot hide behind shared code.
"""
