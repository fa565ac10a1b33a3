"""The Markdown summary: the findings and the summary tables, for terminals and issue trackers."""

from __future__ import annotations

import json
import re

import pandas as pd

from simkit.reports.build import Analysis
from simkit.reports.findings import summary
from simkit.reports.html import description, title
from simkit.reports.sections import sections

# the manifest keys the summary repeats (the HTML report shows the whole manifest)
PROVENANCE_KEYS = ("spec_file", "description", "seed", "engine_hash", "simkit_version", "created", "versions",
                   "uses_assumed_data", "assumed_data")


_SPECIAL = re.compile(r"([\\`*_{}\[\]<>|#~])")  # what could start markup, a link, HTML or a table cell
_LINE_START = re.compile(r"^(?:([+\-=])|(\d+)([.)]))(\s|$)")  # a list item or a heading underline


def md_text(value) -> str:
    """Text from the results (hero, strategy and deck names, a spec's description) as literal
    Markdown: one line, every character that could start markup backslash-escaped."""
    text = _SPECIAL.sub(r"\\\1", " ".join(str(value).split()))
    start = _LINE_START.match(text)
    if start is None:
        return text
    if start.group(1):
        return "\\" + text
    return f"{start.group(2)}\\{text[len(start.group(2)):]}"  # 1\. is not a list item


def markdown_table(frame: pd.DataFrame) -> str:
    lines = ["| " + " | ".join(md_text(c) for c in frame.columns) + " |", "|" + "---|" * len(frame.columns)]
    lines += ["| " + " | ".join(md_text(v) for v in row) + " |" for row in frame.itertuples(index=False)]
    return "\n".join(lines)


def render_markdown(analysis: Analysis) -> str:
    parts = [f"# {md_text(title(analysis.manifest))}", "", md_text(description(analysis.manifest)), "",
             "## Summary", ""]
    for label, lines in summary(analysis):
        parts += [f"### {md_text(label)}", ""] + [f"- {md_text(line)}" for line in lines] + [""]
    for section in sections(analysis, figures=False):
        brief = [(caption, frame) for caption, frame in section.tables if caption in section.brief]
        if not brief and not section.notes:
            continue
        parts += [f"## {md_text(section.title)}", ""] + ([f"*{md_text(section.question)}*", ""] if section.question else [])
        parts += [md_text(section.text), ""] + [f"- {md_text(note)}" for note in section.notes] + ([""] if section.notes else [])
        for caption, frame in brief:
            parts += [f"**{md_text(caption)}**", "", markdown_table(frame), ""]
    provenance = {key: analysis.manifest[key] for key in PROVENANCE_KEYS if key in analysis.manifest}
    parts += ["## Provenance", "", "```json", json.dumps(provenance, indent=2, sort_keys=True, default=str), "```", ""]
    return "\n".join(parts)
