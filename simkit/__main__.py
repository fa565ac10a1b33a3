"""``python -m simkit`` runs the simkit command."""

from simkit.cli import main

main()
