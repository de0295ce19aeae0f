"""The hub's web pages and `trellis preview` in headless Chromium (Playwright, Debian's
chromium binary): each page loads without console errors, its links resolve, a
component's picture shows every item, a version's diff outlines the moved item, the
preview follows a save within a second, and a page without the read token is refused.

Run from the repository: `python3 -m pytest Tests/Browser` (after `swift build`).
TRELLIS_BIN names the binary (default .build/debug/trellis), CHROMIUM the browser
(default /usr/bin/chromium), SCREENSHOTS the folder the pages' screenshots go to."""

import os
import re
import shutil
import subprocess
import tempfile
import time

import pytest
from playwright.sync_api import sync_playwright

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TRELLIS = os.path.abspath(os.environ.get("TRELLIS_BIN", os.path.join(ROOT, ".build/debug/trellis")))
CHROMIUM = os.environ.get("CHROMIUM", shutil.which("chromium") or "/usr/bin/chromium")
SHOTS = os.environ.get("SCREENSHOTS", os.path.join(ROOT, ".build/browser-screenshots"))
READ = "browser-read"


def run(*args, cwd=None):
    return subprocess.run([TRELLIS, *args], cwd=cwd, check=True, capture_output=True, text=True, timeout=120).stdout


def start(args, pattern):
    """Starts a trellis server; returns the process and the first address it prints."""
    process = subprocess.Popen([TRELLIS, *args], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    line = process.stdout.readline()
    found = re.search(pattern, line)
    if not found:
        process.kill()
        raise RuntimeError(f"trellis {args[0]} printed: {line!r}")
    return process, found.group(0)


@pytest.fixture(scope="session")
def project():
    folder = tempfile.mkdtemp(prefix="trellis-browser-")
    run("init", "Shop", cwd=folder)
    shop = os.path.join(folder, "Shop")
    run("commit", "--message", "the example library", "--project", shop)
    yield shop
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(scope="session")
def hub(project):
    process, url = start(["serve", "--store", project, "--port", "0", "--read-token", READ, "--write-token", "w"], r"http://127\.0\.0\.1:\d+")
    yield url
    process.terminate()
    process.wait(timeout=10)


@pytest.fixture(scope="session")
def browser():
    os.makedirs(SHOTS, exist_ok=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield browser
        browser.close()


@pytest.fixture
def page(browser, hub):
    """A page signed in with the read token, failing the test on any console error."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    errors = []
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(str(error)))
    response = page.goto(f"{hub}/?token={READ}")
    assert response.status == 200 and page.url == f"{hub}/", "the token form's answer leads back to the page, token left out"
    yield page
    assert errors == [], f"console errors: {errors}"
    context.close()


def test_a_page_without_the_read_token_is_refused(browser, hub):
    context = browser.new_context()
    page = context.new_page()
    for path in ["/", "/c/ListCell", "/c/ListCell/svg/iPhone-SE"]:
        response = page.goto(hub + path)
        assert response.status == 401, path
        assert page.locator("input[name=token]").count() == 1
        assert "ListCell" not in page.content() or path != "/"
    assert page.goto(f"{hub}/?token=wrong").status == 401
    context.close()


def test_the_library_page_lists_the_components_and_its_links_resolve(page, hub):
    cards = page.locator(".card.component")
    assert cards.count() == 12
    page.wait_for_load_state("networkidle")
    for image in page.locator(".thumb img").all():
        assert image.evaluate("i => i.complete && i.naturalWidth > 0"), image.get_attribute("src")
    page.screenshot(path=os.path.join(SHOTS, "library.png"), full_page=True)
    links = sorted({a.get_attribute("href") for a in page.locator("a[href^='/c/']").all()})
    assert links
    for link in links:
        assert page.request.get(hub + link).status == 200, link
    page.fill("#search", "cell")
    visible = [card.get_attribute("data-name") for card in cards.all() if card.is_visible()]
    assert visible and all("cell" in name for name in visible)


def test_a_component_page_shows_every_item_on_every_device(page, hub):
    page.goto(f"{hub}/c/ListCell")
    figures = page.locator("figure.device")
    assert figures.count() == 3
    for figure in figures.all():
        titles = [t.split(" ")[0] for t in figure.locator("svg rect title").evaluate_all("ts => ts.map(t => t.textContent)")]
        for item in ["avatar", "avatar.avatar", "avatar.vip"]:
            assert item in titles, (figure.get_attribute("data-device"), titles)
        assert figure.locator("svg").bounding_box()["width"] > 0
    assert page.locator("tr#L1").count() == 1
    page.screenshot(path=os.path.join(SHOTS, "component.png"), full_page=True)
    for link in {a.get_attribute("href") for a in page.locator("a[href^='/c/']").all()}:
        assert page.request.get(hub + link).status == 200, link


def test_the_diff_page_outlines_the_moved_item_after_an_edit(page, hub, project):
    path = os.path.join(project, "UserAvatarContainer.layout")
    with open(path) as file:
        text = file.read()
    with open(path, "w") as file:
        file.write(text.replace("param badgeSize = 30", "param badgeSize = 36"))
    run("commit", "--message", "a bigger badge", "--project", project)
    page.goto(f"{hub}/c/UserAvatarContainer")
    page.locator("ul.history a").first.click()
    page.wait_for_load_state()
    assert "badgeSize" in page.locator("ul.changes").inner_text()
    moved = page.locator("#overlay rect.moved")
    assert [m.get_attribute("data-item") for m in moved.all()] == ["vip"]
    page.fill("#zoom", "4")
    page.dispatch_event("#zoom", "input")
    page.screenshot(path=os.path.join(SHOTS, "version-diff.png"), full_page=True)


def test_the_preview_follows_a_save_within_a_second(browser, project):
    process, url = start(["preview", "ListCell", "--port", "0", "--project", project], r"http://127\.0\.0\.1:\d+/")
    try:
        page = browser.new_page()
        errors = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(url)
        first = page.locator(".generation").get_attribute("data-generation")
        assert page.locator("figure.device").count() == 3
        time.sleep(0.3)  # the event stream is open
        path = os.path.join(project, "ListCell.layout")
        with open(path) as file:
            text = file.read()
        saved = time.monotonic()
        with open(path, "w") as file:
            file.write(text.replace("avatar.size == 100", "avatar.size == 90"))
        page.wait_for_function(f"document.querySelector('.generation').dataset.generation !== '{first}'", timeout=1000)
        elapsed = time.monotonic() - saved
        assert elapsed < 1.0, elapsed
        assert "90 × 90" in page.locator("figure.device").first.inner_html() or "90" in page.content()
        page.screenshot(path=os.path.join(SHOTS, "preview.png"), full_page=True)
        assert errors == []
        with open(path, "w") as file:
            file.write(text)
    finally:
        process.terminate()
        process.wait(timeout=10)


PANEL = """screen PanelScreen {
    view panel: UIView

    panel.leading == owner.leading
    panel.trailing == owner.trailing
    panel.bottom == owner.bottom
    panel.height == 120 as "panelHeight"

    state expanded {
        change "panelHeight" = 320
    }
}
"""


def grow_the_badge(project, by):
    """Grows UserAvatarContainer's badge by `by` points (whatever it is now); returns the new size."""
    path = os.path.join(project, "UserAvatarContainer.layout")
    with open(path) as file:
        text = file.read()
    size = int(re.search(r"param badgeSize = (\d+)", text).group(1))
    with open(path, "w") as file:
        file.write(text.replace(f"param badgeSize = {size}", f"param badgeSize = {size + by}"))
    return size + by


def test_the_release_page_shows_the_message_and_outlines_the_moved_item(page, hub, project):
    run("release", "2.0.0", "-m", "Before the bigger badge", "--project", project)
    grow_the_badge(project, 4)
    run("commit", "--message", "the badge 4 points bigger", "--project", project)
    run("release", "2.1.0", "-m", "Bigger badge", "--project", project)
    page.goto(f"{hub}/")
    page.locator("ul.releases a[href='/r/2.1.0']").click()
    page.wait_for_load_state()
    assert page.locator("#message").inner_text().strip() == "Bigger badge"
    assert "compared with release 2.0.0" in page.content()
    container = page.locator("section.compared[data-component=UserAvatarContainer]")
    assert "badgeSize" in container.locator("ul.changes").inner_text()
    for diff in container.locator(".device-diff").all():
        moved = [m.get_attribute("data-item") for m in diff.locator("rect.moved").all()]
        assert moved == ["vip"], (diff.get_attribute("data-device"), moved)
    page.fill("#zoom", "3")
    page.dispatch_event("#zoom", "input")
    page.screenshot(path=os.path.join(SHOTS, "release-diff.png"), full_page=True)
    for link in {a.get_attribute("href") for a in page.locator("a[href^='/c/'], a[href^='/r/']").all()}:
        assert page.request.get(hub + link).status == 200, link


def test_the_relayout_page_ci_links_to_shows_what_moved_on_each_device(page, hub, project):
    before = run("log", "-n", "1", "--oneline", "UserAvatarContainer", "--project", project).split()[0]
    grow_the_badge(project, 2)
    run("commit", "--message", "the badge 2 points bigger", "--project", project)
    page.goto(f"{hub}/relayout?from={before}")
    assert page.locator("p.summary").count() == 1
    container = page.locator("section.compared[data-component=UserAvatarContainer]")
    devices = container.locator(".device-diff").evaluate_all("ds => ds.map(d => d.dataset.device)")
    assert len(devices) == 3, devices
    assert container.locator("rect.moved[data-item=vip]").count() == 3
    assert container.locator("rect.before[data-item=vip]").count() == 3, "the before side under it"
    users = page.locator("section.compared").evaluate_all("ss => ss.map(s => s.dataset.component)")
    assert "ListCell" in users, "a screen that uses the container moves with it"
    page.screenshot(path=os.path.join(SHOTS, "relayout.png"), full_page=True)
    assert page.request.get(f"{hub}/relayout?from=nowhere").status == 404


def test_a_components_states_switch_on_its_page(page, hub, project):
    with open(os.path.join(project, "PanelScreen.layout"), "w") as file:
        file.write(PANEL)
    run("commit", "--message", "a panel with an expanded state", "--project", project)
    page.goto(f"{hub}/c/PanelScreen")
    base = page.locator(".state[data-state='']")
    expanded = page.locator(".state[data-state='expanded']")
    assert base.is_visible() and not expanded.is_visible(), "the base first"
    assert base.locator("figure.device").count() == 3
    page.locator("button[data-state=expanded]").click()
    assert expanded.is_visible() and not base.is_visible()
    titles = expanded.locator("svg rect title").evaluate_all("ts => ts.map(t => t.textContent)")
    assert any(t.startswith("panel view") and "× 320)" in t for t in titles), titles
    assert expanded.locator("figure.device").count() == 3
    page.screenshot(path=os.path.join(SHOTS, "component-states.png"), full_page=True)


def test_the_preview_switches_states_and_keeps_the_choice_after_a_save(browser, project):
    path = os.path.join(project, "PanelScreen.layout")
    with open(path, "w") as file:
        file.write(PANEL)
    process, url = start(["preview", "PanelScreen", "--port", "0", "--project", project], r"http://127\.0\.0\.1:\d+/")
    try:
        page = browser.new_page()
        errors = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(url)
        page.locator("button[data-state=expanded]").click()
        expanded = page.locator(".state[data-state='expanded']")
        assert expanded.is_visible()
        first = page.locator(".generation").get_attribute("data-generation")
        time.sleep(0.3)
        with open(path, "w") as file:
            file.write(PANEL.replace('change "panelHeight" = 320', 'change "panelHeight" = 300'))
        page.wait_for_function(f"document.querySelector('.generation').dataset.generation !== '{first}'", timeout=2000)
        expanded = page.locator(".state[data-state='expanded']")
        assert expanded.is_visible() and not page.locator(".state[data-state='']").is_visible(), "the chosen state stays after a save"
        titles = expanded.locator("svg rect title").evaluate_all("ts => ts.map(t => t.textContent)")
        assert any("× 300)" in t for t in titles), titles
        assert errors == []
    finally:
        process.terminate()
        process.wait(timeout=10)
        with open(path, "w") as file:
            file.write(PANEL)
