"""Experiment specs (TOML), the batch runner, seeding, executors and the result store."""
