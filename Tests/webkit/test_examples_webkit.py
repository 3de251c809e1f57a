"""fingerplay.js's example pages (Examples/web-card, web-photo, web-deck) in WebKit by mouse,
opened from their files: WebKitWebDriver's trusted mouse drags and clicks, and a trackpad pinch
as the wheel events Safari's engine gets for one (ctrl held), dispatched in the page (the
driver's wheel carries no keys)."""

import math
import os
import time

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from scratch_page import dataset_numbers

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def open_example(driver, name, selector):
    driver.get("file://" + os.path.join(ROOT, "Examples", name, "index.html"))
    WebDriverWait(driver, 10).until(lambda d: d.execute_script(f"return document.querySelector('{selector}')?.dataset.live === 'true'"))
    return driver.find_element(By.CSS_SELECTOR, selector)


def data(driver, selector):
    """The element's data attributes, numbers as numbers (to 0.01)."""
    return dataset_numbers(driver.execute_script(f"return Object.assign({{}}, document.querySelector('{selector}').dataset)"))


def rect(driver, selector):
    return driver.execute_script(f"const r = document.querySelector('{selector}').getBoundingClientRect(); return [r.left, r.top, r.width, r.height];")


def test_the_card_drags_within_its_table_and_taps_by_mouse_in_webkit(webkit):
    card = open_example(webkit, "web-card", "#card")
    tx, ty, tw, th = rect(webkit, "#table")
    x, y, w, h = rect(webkit, "#card")
    room = round(tx + tw - (x + w), 2)
    chain = ActionChains(webkit).move_to_element(card).click_and_hold()
    for _ in range(10):
        chain = chain.move_by_offset(6, 4)
    chain.release().perform()
    time.sleep(0.4)
    assert (data(webkit, "#card")["x"], data(webkit, "#card")["y"]) == (60, 40)
    # Pulled 50 px past the right edge while held (the window ends soon after): it gives less
    # than the pull, then settles at the edge.
    chain = ActionChains(webkit).move_to_element(card).click_and_hold()
    for _ in range(10):
        chain = chain.move_by_offset(round((room - 60 + 50) / 10), 0)
    chain.perform()
    time.sleep(0.1)
    held = data(webkit, "#card")["x"]
    ActionChains(webkit).release().perform()
    time.sleep(0.4)
    assert room < held < room + 50, (room, held)
    assert data(webkit, "#card")["x"] == room
    assert "taps" not in data(webkit, "#card")
    ActionChains(webkit).move_to_element(card).click().perform()
    time.sleep(0.2)
    assert data(webkit, "#card")["taps"] == 1


def test_the_photo_zooms_by_ctrl_wheel_moves_and_a_double_click_puts_it_back_in_webkit(webkit):
    viewer = open_example(webkit, "web-photo", "#viewer")
    webkit.execute_script("""
        const v = document.getElementById('viewer'), r = v.getBoundingClientRect();
        for (let i = 0; i < 8; i++) v.dispatchEvent(new WheelEvent('wheel', { clientX: r.left + r.width / 2, clientY: r.top + r.height / 2,
            deltaY: -10, ctrlKey: true, bubbles: true, cancelable: true }));""")
    time.sleep(0.4)
    assert abs(data(webkit, "#photo")["scale"] - round(math.exp(0.8), 2)) <= 0.01, data(webkit, "#photo")
    chain = ActionChains(webkit).move_to_element(viewer).click_and_hold()
    for _ in range(10):
        chain = chain.move_by_offset(-6, 0)
    chain.release().perform()
    time.sleep(0.4)
    assert data(webkit, "#photo")["x"] == -60
    ActionChains(webkit).move_to_element(viewer).double_click().perform()
    time.sleep(0.5)
    d = data(webkit, "#photo")
    assert (d["x"], d["y"], d["scale"], d["angle"]) == (0, 0, 1, 0), d


def test_the_deck_swipes_a_card_away_by_mouse_in_webkit(webkit):
    deck = open_example(webkit, "web-deck", "#deck")
    webkit.execute_script("document.getElementById('deck').scrollIntoView({ block: 'center' })")
    time.sleep(0.1)
    chain = ActionChains(webkit).move_to_element(deck).click_and_hold()
    for _ in range(10):
        chain = chain.move_by_offset(20, 0)
    chain.release().perform()
    time.sleep(0.5)
    assert data(webkit, "#deck")["left"] == 4 and data(webkit, "#deck")["gone"] == "Card 1 right"
