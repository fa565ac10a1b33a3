"""The self-contained HTML balance report: inline CSS, PNGs as data URIs, no external reference.

A Content-Security-Policy allows nothing but inline styles and data: images, so a reference that
slipped in would show up as a console error in the browser test instead of a silent fetch."""

from __future__ import annotations

import base64
import json
from html import escape
from pathlib import Path

from simkit.reports.build import Analysis
from simkit.reports.findings import summary
from simkit.reports.sections import sections

CSS = """
body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 1240px; padding: 0 1em 3em; color: #222; }
h1 { font-size: 1.6em; } h2 { border-bottom: 1px solid #ccc; margin-top: 2em; }
.summary { background: #f4f7fb; border-left: 4px solid #1f4e79; padding: 0.5em 1em; }
.summary li { margin: 0.3em 0; }
.question { font-style: italic; color: #1f4e79; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; font-size: 0.85em; margin: 0.5em 0 1.5em; }
th, td { border: 1px solid #ddd; padding: 3px 6px; text-align: left; vertical-align: top; }
th { background: #eef2f7; }
td:first-child { white-space: nowrap; }
figure { margin: 1.5em 0; } figcaption { font-weight: 600; margin-bottom: 0.3em; }
img { max-width: 100%; height: auto; }
pre { background: #f7f7f7; padding: 1em; overflow-x: auto; font-size: 0.8em; }
"""
POLICY = "default-src 'none'; img-src data:; style-src 'unsafe-inline'"


def _spec(manifest: dict) -> dict:
    return manifest["spec"] if isinstance(manifest.get("spec"), dict) else {}


def title(manifest: dict) -> str:
    """'Balance report: <spec file stem or spec name>'."""
    spec_file = manifest.get("spec_file")
    name = (Path(spec_file).stem if spec_file else None) or _spec(manifest).get("name") or "experiment"
    return f"Balance report: {name}"


def description(manifest: dict) -> str:
    return str(manifest.get("description") or _spec(manifest).get("description") or "")


def _figure(caption: str, png: bytes) -> str:
    data = base64.b64encode(png).decode("ascii")
    # caption above the image: with figures stacked, a caption below reads as the next one's title
    return (f"<figure><figcaption>{escape(caption)}</figcaption>"
            f'<img alt="{escape(caption)}" src="data:image/png;base64,{data}"></figure>')


def _table(caption: str, frame) -> str:
    return f"<h3>{escape(caption)}</h3><div class=\"scroll\">{frame.to_html(index=False, escape=True, border=0)}</div>"


def render_html(analysis: Analysis) -> str:
    heading = title(analysis.manifest)
    parts = ["<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">",
             f"<meta http-equiv=\"Content-Security-Policy\" content=\"{POLICY}\">",
             "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
             f"<title>{escape(heading)}</title><style>{CSS}</style></head><body>",
             f"<h1>{escape(heading)}</h1>", f"<p>{escape(description(analysis.manifest))}</p>",
             "<h2>Summary</h2><div class=\"summary\">"]
    for label, lines in summary(analysis):
        parts.append(f"<h3>{escape(label)}</h3><ul>" + "".join(f"<li>{escape(line)}</li>" for line in lines) + "</ul>")
    parts.append("</div>")
    for section in sections(analysis):
        parts.append(f"<h2>{escape(section.title)}</h2>")
        if section.question:
            parts.append(f"<p class=\"question\">{escape(section.question)}</p>")
        parts.append(f"<p>{escape(section.text)}</p>")
        if section.notes:
            parts.append("<ul>" + "".join(f"<li>{escape(note)}</li>" for note in section.notes) + "</ul>")
        parts += [_figure(caption, png) for caption, png in section.figures]
        parts += [_table(caption, frame) for caption, frame in section.tables]
    parts.append("<h2>Provenance</h2><p>The experiment that produced these results: its spec, seeds, package "
                 "versions and engine hash, as the runner's manifest records them.</p>")
    parts.append(f"<pre>{escape(json.dumps(analysis.manifest, indent=2, sort_keys=True, default=str), quote=False)}</pre>")
    parts.append("</body></html>")
    return "\n".join(parts)
