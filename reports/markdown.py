"""The Markdown summary: the findings and the summary tables, for terminals and issue trackers."""

from __future__ import annotations

import json

import pandas as pd

from reports.build import Analysis
from reports.findings import summary
from reports.html import description, title
from reports.sections import sections

# the manifest keys the summary repeats (the HTML report shows the whole manifest)
PROVENANCE_KEYS = ("spec_file", "description", "seed", "engine_hash", "simkit_version", "created", "versions")


def markdown_table(frame: pd.DataFrame) -> str:
    def cell(value):
        return str(value).replace("|", "\\|").replace("\n", " ")
    lines = ["| " + " | ".join(cell(c) for c in frame.columns) + " |", "|" + "---|" * len(frame.columns)]
    lines += ["| " + " | ".join(cell(v) for v in row) + " |" for row in frame.itertuples(index=False)]
    return "\n".join(lines)


def render_markdown(analysis: Analysis) -> str:
    parts = [f"# {title(analysis.manifest)}", "", description(analysis.manifest), "", "## Summary", ""]
    for label, lines in summary(analysis):
        parts += [f"### {label}", ""] + [f"- {line}" for line in lines] + [""]
    for section in sections(analysis, figures=False):
        brief = [(caption, frame) for caption, frame in section.tables if caption in section.brief]
        if not brief and not section.notes:
            continue
        parts += [f"## {section.title}", ""] + ([f"*{section.question}*", ""] if section.question else [])
        parts += [section.text, ""] + [f"- {note}" for note in section.notes] + ([""] if section.notes else [])
        for caption, frame in brief:
            parts += [f"**{caption}**", "", markdown_table(frame), ""]
    provenance = {key: analysis.manifest[key] for key in PROVENANCE_KEYS if key in analysis.manifest}
    parts += ["## Provenance", "", "```json", json.dumps(provenance, indent=2, sort_keys=True, default=str), "```", ""]
    return "\n".join(parts)
