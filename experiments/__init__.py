"""Experiment specs (TOML), the batch runner, seeding, executors and the result store.

    from simkit import experiments
    results = experiments.load("out/quickstart")   # pandas tables: results.seats, .cells, .heroes, ...

The tables are documented in docs/results.md, the spec format in docs/experiments.md.
"""

__all__ = ["Results", "load"]


def __getattr__(name: str):
    # imported on first use: the simkit command imports this package for every command
    if name in __all__:
        from simkit.experiments import result_tables
        return getattr(result_tables, name)
    raise AttributeError(f"module 'experiments' has no attribute {name!r}")
