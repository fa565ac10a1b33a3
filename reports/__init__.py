"""Balance analyses into pandas tables, plots and the HTML report (docs/reports.md).

Each analysis is a function of a results object (``simkit.experiments.load(folder)``, or any object
with its attributes, such as ``simkit.reports.synthetic``'s) to a DataFrame: ``seats``, ``ranking``,
``deck_effects``, ``card_effects``, ``fizzles``, ``synergy``, ``skill``, ``distributions``.
``build.analyse`` gathers them; ``write.write_report`` writes the HTML, CSV and Markdown. Shared
helpers: ``stats`` (intervals, corrections), ``resampling`` (cluster bootstrap), ``bands``, ``ties``
(a ranking's leader only when it clears the runner-up), ``decknames`` (named decks by name).
"""
