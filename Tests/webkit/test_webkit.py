"""fingerplay.js in WebKit: the package's own scenarios (Web/test, as under Node) in WebKit's
JavaScript engine, and the scratch page of Tests/browser/scratch — installed from the packed
tarball — by trusted mouse input, with multi-finger gestures as synthetic PointerEvents."""

import time

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from scratch_page import package_test_count


def open_page(driver, scratch):
    driver.get(scratch.url)
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return window.ready === true"))


def log(driver):
    return driver.execute_script("return window.seen.log")


def test_the_package_tests_pass_in_webkit(webkit, scratch):
    webkit.get(scratch.tests_url)
    WebDriverWait(webkit, 20).until(lambda d: d.execute_script("return window.results !== undefined"))
    results = webkit.execute_script("return window.results")
    count = package_test_count()
    assert len(results) == count and [r for r in results if not r["ok"]] == [], results
    assert "AppleWebKit" in webkit.execute_script("return navigator.userAgent")


def test_controls_taps_and_the_primary_button_by_mouse(webkit, scratch):
    open_page(webkit, scratch)
    webkit.find_element(By.ID, "button").click()
    time.sleep(0.4)
    field = webkit.find_element(By.ID, "input")
    field.click()
    field.send_keys("hello")
    assert webkit.execute_script("return [window.seen.clicks, window.seen.focus, document.getElementById('input').value]") == [1, 1, "hello"]
    assert "tap recognized mouse" in log(webkit)
    card = webkit.find_element(By.ID, "card")
    ActionChains(webkit).move_to_element_with_offset(card, 60, 40).double_click().perform()
    time.sleep(0.1)
    assert "double tap recognized mouse" in log(webkit), log(webkit)


def test_a_drag_on_a_slider_that_captures_and_a_blur_that_cancels(webkit, scratch):
    """By mouse: WebKitWebDriver's pen sends a pointerdown and a click, no moves or lift."""
    open_page(webkit, scratch)
    slider = webkit.find_element(By.ID, "slider")
    chain = ActionChains(webkit).move_to_element_with_offset(slider, -70, 0).click_and_hold()
    for _ in range(7):
        chain = chain.move_by_offset(15, 0)
    chain.release().perform()
    time.sleep(0.1)
    seen = log(webkit)
    assert "slider captured" in seen and "drag began mouse" in seen and "drag ended mouse" in seen, seen
    # A blur mid-drag (mouse) cancels the drag.
    ActionChains(webkit).move_to_element_with_offset(slider, -60, 0).click_and_hold().move_by_offset(40, 0).move_by_offset(40, 0).perform()
    webkit.execute_script("window.dispatchEvent(new Event('blur'))")
    ActionChains(webkit).release().perform()
    assert log(webkit)[-2:] == ["drag cancelled mouse", "drag cancelled (touch cancelled)"], log(webkit)
    # The next click is one touch: a tap.
    webkit.find_element(By.ID, "card").click()
    time.sleep(0.4)
    assert log(webkit)[-1] == "tap recognized mouse", log(webkit)


SYNTHETIC_PINCH = """
const pad = document.getElementById('pinchpad');
const box = pad.getBoundingClientRect();
const cx = box.left + box.width / 2, cy = box.top + box.height / 2;
const send = (type, id, x, t) => pad.dispatchEvent(new PointerEvent(type, { pointerId: id, pointerType: 'touch', isPrimary: id === 11,
    clientX: x, clientY: cy, bubbles: true, cancelable: true, buttons: type === 'pointerup' ? 0 : 1 }));
const step = (type, spread) => { send(type, 11, cx - spread / 2); send(type, 12, cx + spread / 2); };
return (async () => {
  step('pointerdown', 40);
  for (let i = 1; i <= 6; i++) { await new Promise((r) => setTimeout(r, 20)); step('pointermove', 40 + 8 * i); }
  await new Promise((r) => setTimeout(r, 20));
  step('pointerup', 88);
  await new Promise((r) => setTimeout(r, 50));
  return window.seen.log.filter((l) => l.startsWith('pinch'));
})();
"""


def test_a_two_finger_pinch_as_synthetic_pointer_events(webkit, scratch):
    open_page(webkit, scratch)
    pinch = webkit.execute_script(SYNTHETIC_PINCH)
    assert pinch[0].startswith("pinch began") and pinch[-1].startswith("pinch ended") and float(pinch[-2].split()[2]) > 1.8, pinch


def test_a_nested_surface_and_destroy(webkit, scratch):
    open_page(webkit, scratch)
    webkit.find_element(By.ID, "inner").click()
    time.sleep(0.1)
    assert "inner tap recognized" in log(webkit)
    result = webkit.execute_script("""
        const { surface } = window.fingerplay;
        surface.destroy();
        const styles = [...document.querySelectorAll('#surface, #card, #row0, #pinchpad')].map((e) => e.getAttribute('style') ?? '');
        let error = null;
        try { surface.addRecognizer('tap'); } catch (e) { error = e.message; }
        return { styles, error };""")
    assert result == {"styles": ["", "", "", ""], "error": "fingerplay: addRecognizer: the surface was destroyed"}, result


def test_right_click_is_no_tap_and_its_menu_stays(webkit, scratch):
    """Last: after a right click WebKitGTK sends the button's release as a pointermove and
    then takes the mouse for still pressed (no pointerdown for later clicks), whoever listens."""
    open_page(webkit, scratch)
    card = webkit.find_element(By.ID, "card")
    # The surface leaves the context menu alone; the test closes it before it opens.
    webkit.execute_script("window.menu = []; document.addEventListener('contextmenu', (e) => { window.menu.push(e.defaultPrevented); e.preventDefault(); });")
    ActionChains(webkit).move_to_element_with_offset(card, 60, 40).context_click().perform()
    time.sleep(0.4)
    assert not any(line.startswith("tap") for line in log(webkit)), log(webkit)
    assert webkit.execute_script("return window.menu") == [False]


def test_keys_make_the_card_s_tap_the_slider_s_pan_and_the_pad_s_pinch(webkit, scratch):
    """Issue 57 in WebKit: WebKitWebDriver's trusted keys on the focused elements become their
    gestures, each event saying pointerType 'keyboard'."""
    open_page(webkit, scratch)
    keyed = lambda d: [line for line in log(d) if line.endswith(" keyboard")]
    for element, key, expected in [("card", Keys.ENTER, ["tap recognized keyboard"]),
                                   ("slider", Keys.ARROW_RIGHT, ["drag began keyboard", "drag ended keyboard"]),
                                   ("pinchpad", "+", ["pinch began 1.25 keyboard", "pinch ended 1.25 keyboard"])]:
        webkit.execute_script("document.getElementById(arguments[0]).focus()", element)
        before = len(keyed(webkit))
        ActionChains(webkit).send_keys(key).perform()
        WebDriverWait(webkit, 5).until(lambda d: len(keyed(d)) >= before + len(expected))
        assert keyed(webkit)[before:] == expected, log(webkit)
