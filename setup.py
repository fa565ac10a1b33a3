"""Packages: the repository's top-level folders strategies/, experiments/ and reports/ are
installed and imported under simkit's name (simkit.strategies, ...), so they never collide with
another project's generic top-level packages. Everything else is in pyproject.toml."""

from setuptools import find_namespace_packages, setup

FOLDERS = {"simkit": "simkit", "simkit.strategies": "strategies", "simkit.experiments": "experiments",
           "simkit.reports": "reports"}

packages = []
for name, folder in FOLDERS.items():
    packages += [name] + [f"{name}.{sub}" for sub in find_namespace_packages(folder, exclude=["*__pycache__*"])]
setup(packages=packages, package_dir=FOLDERS)
