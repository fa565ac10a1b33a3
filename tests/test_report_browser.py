"""The HTML report in a real headless Chromium: it loads with no console errors, every image
decodes, nothing makes the page wider than a laptop screen. A screenshot of the first screen is
kept in tests/artifacts/ (git-ignored).

Chromium comes from the distribution's packages (`chromium`, `chromium-driver`); .ci/run
installs them. Without them the test skips on a developer's machine and fails in CI."""

import os
import shutil
from pathlib import Path

import pytest

from report_fixtures import small_experiment
from simkit.reports.build import analyse
from simkit.reports.write import write_report

ARTIFACTS = Path(__file__).parent / "artifacts"
LAPTOP = (1366, 768)  # CSS pixels of a common laptop screen


def _need(reason):
    if os.environ.get("CI") == "true":
        pytest.fail(f"{reason}: CI must have it (.ci/run installs chromium and chromium-driver)")
    pytest.skip(reason)


@pytest.fixture(scope="module")
def browser():
    chromium, driver_path = shutil.which("chromium"), shutil.which("chromedriver")
    if not chromium or not driver_path:
        _need("no chromium / chromedriver on PATH (Debian packages chromium, chromium-driver)")
    try:
        from selenium import webdriver
    except ImportError:
        _need("selenium is not installed (pip install '.[test]')")
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--window-size={LAPTOP[0]},{LAPTOP[1]}"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(options=options, service=webdriver.ChromeService(executable_path=driver_path))
    yield driver
    driver.quit()


def page_problems(driver, path: Path) -> list[str]:
    """Console errors, images that did not decode, and a page wider than the window."""
    driver.get(path.as_uri())
    problems = [f"console: {entry['message']}" for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
    images = driver.execute_script(
        "return Array.from(document.images, i => [i.alt, i.complete, i.naturalWidth]);")
    problems += [f"image did not decode: {alt}" for alt, complete, width in images if not complete or width == 0]
    wide = driver.execute_script("return document.documentElement.scrollWidth > window.innerWidth;")
    if wide:
        problems.append("page wider than the window")
    return problems


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    folder = tmp_path_factory.mktemp("report")
    write_report(analyse(small_experiment()), folder / "balance.html")
    return folder / "balance.html"


def test_report_loads_cleanly_and_every_image_decodes(browser, report):
    assert page_problems(browser, report) == []
    images = browser.execute_script("return document.images.length;")
    assert images == report.read_text().count("<img ") and images >= 8
    assert browser.title == "Balance report: synthetic"
    headings = browser.execute_script("return Array.from(document.querySelectorAll('h2'), h => h.textContent);")
    assert headings[0] == "Summary" and headings[-1] == "Provenance"
    ARTIFACTS.mkdir(exist_ok=True)
    assert browser.save_screenshot(str(ARTIFACTS / "balance-report.png"))


def test_the_check_sees_a_broken_image_and_an_external_reference(browser, tmp_path):
    page = tmp_path / "broken.html"
    page.write_text("<!DOCTYPE html><html><head><meta http-equiv=\"Content-Security-Policy\" "
                    "content=\"default-src 'none'; img-src data:\"></head><body>"
                    "<img alt=\"truncated\" src=\"data:image/png;base64,iVBORw0KGgo=\">"
                    "<img alt=\"remote\" src=\"https://example.org/plot.png\"></body></html>")
    problems = page_problems(browser, page)
    assert "image did not decode: truncated" in problems and "image did not decode: remote" in problems
    assert any(p.startswith("console:") for p in problems)
