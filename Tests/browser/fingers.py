"""Real multi-finger, mouse and wheel input for headless Chromium, through the DevTools
protocol (Input.dispatchTouchEvent / dispatchMouseEvent), with real time passing between
events so the page's time stamps and the server's clock agree with the gesture's plan."""

import math
import time


class Fingers:
    def __init__(self, page):
        self.page = page
        self.cdp = page.context.new_cdp_session(page)
        self.down = {}  # finger id -> (x, y)

    def _touch(self, kind, points):
        self.cdp.send("Input.dispatchTouchEvent", {
            "type": kind, "timestamp": time.time(),
            "touchPoints": [{"id": i, "x": float(x), "y": float(y)} for i, (x, y) in points]})

    def press(self, finger, x, y):
        self.down[finger] = (x, y)
        self._touch("touchStart", [(finger, (x, y))])

    def move(self, moves):
        """Moves several fingers at once: {finger: (x, y)}."""
        self.down.update(moves)
        self._touch("touchMove", list(moves.items()))

    def lift(self, *fingers):
        # Each finger lifts where it is: a lift listed elsewhere would end the touch there.
        points = [(f, self.down.pop(f)) for f in fingers]
        self._touch("touchEnd", points)

    # Gestures -------------------------------------------------------------------------

    def tap(self, x, y, finger=0, hold=0.05):
        self.press(finger, x, y)
        time.sleep(hold)
        self.lift(finger)

    def drag(self, path, finger=0, step=0.016, lift=True):
        self.press(finger, *path[0])
        for p in path[1:]:
            time.sleep(step)
            self.move({finger: p})
        if lift:
            time.sleep(step)
            self.lift(finger)

    def swipe(self, x, y, dx, dy, steps=6, duration=0.08):
        path = [(x + dx * i / steps, y + dy * i / steps) for i in range(steps + 1)]
        self.drag(path, step=duration / steps)

    def two_fingers(self, cx, cy, spread0, spread1, angle0=0.0, angle1=0.0, steps=10, duration=0.3, ids=(0, 1)):
        """Two fingers about (cx, cy) going from spread0 apart at angle0 to spread1 at angle1."""
        def pose(k):
            s = spread0 + (spread1 - spread0) * k
            a = angle0 + (angle1 - angle0) * k
            dx, dy = math.cos(a) * s / 2, math.sin(a) * s / 2
            return {ids[0]: (cx - dx, cy - dy), ids[1]: (cx + dx, cy + dy)}
        start = pose(0)
        self.down.update(start)
        self._touch("touchStart", list(start.items()))
        for i in range(1, steps + 1):
            time.sleep(duration / steps)
            self.move(pose(i / steps))
        time.sleep(0.02)
        self.lift(*ids)

    # Mouse and wheel ------------------------------------------------------------------

    def mouse(self, kind, x, y, buttons=0, button="none", modifiers=0, click_count=0):
        self.cdp.send("Input.dispatchMouseEvent", {
            "type": kind, "x": float(x), "y": float(y), "button": button, "buttons": buttons,
            "modifiers": modifiers, "clickCount": click_count, "timestamp": time.time(), "pointerType": "mouse"})

    def mouse_drag(self, path, step=0.016):
        self.mouse("mouseMoved", *path[0])
        self.mouse("mousePressed", *path[0], buttons=1, button="left", click_count=1)
        for p in path[1:]:
            time.sleep(step)
            self.mouse("mouseMoved", *p, buttons=1, button="left")
        self.mouse("mouseReleased", *path[-1], button="left", click_count=1)

    def ctrl_wheel(self, x, y, delta_y, steps=8, step=0.02):
        """A trackpad pinch as Chrome reports it: wheel events with ctrl held."""
        for _ in range(steps):
            self.cdp.send("Input.dispatchMouseEvent", {
                "type": "mouseWheel", "x": float(x), "y": float(y), "deltaX": 0, "deltaY": float(delta_y) / steps,
                "modifiers": 2, "timestamp": time.time(), "pointerType": "mouse"})
            time.sleep(step)
