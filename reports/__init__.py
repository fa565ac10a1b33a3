"""Balance analyses into pandas tables, plots and the HTML report."""
