"""Issue 57's page of every kind: one element for each recognizer kind on a surface of the packed
package, each focusable, naming its keys in aria-keyshortcuts and saying what they do, and each
named key — a real keyboard in Chromium — making its recognizer act, as 'keyboard'."""
from test_scratch import mouse_page, open_page, scratch  # noqa: F401 (fixtures)

KINDS = """async () => {
    const { GestureSurface } = await import('./node_modules/fingerplay/dist/fingerplay.js');
    const box = document.createElement('div');
    box.style.cssText = 'position: fixed; left: 0; top: 0; width: 900px; height: 700px; background: #fff; z-index: 10';
    document.body.append(box);
    const options = { tap: {}, longPress: { minimumPressDuration: 300 }, pan: {}, screenEdgePan: { edges: 'left' }, swipe: {}, pinch: {},
        rotation: {}, hover: {}, shake: {},
        stroke: { templates: [{ name: 'check', key: 'V', points: [[0, 60], [30, 100], [100, 0]] }] } };
    const surface = await GestureSurface.create(box, { strokes: true, warmUp: false });
    window.kindsLog = [];
    Object.entries(options).forEach(([kind, o], i) => {
        const el = document.createElement('div');
        el.id = kind;
        // The screen-edge pan's element lies along the surface's left edge, where its finger lands.
        el.style.cssText = `position: absolute; left: ${kind === 'screenEdgePan' ? 0 : 180 + (i % 4) * 180}px; top: ${20 + Math.floor(i / 4) * 200}px; width: 160px; height: 160px`;
        box.append(el);
        surface.addRecognizer(kind, el, { name: kind, ...o }).addAction((e) => window.kindsLog.push(`${kind} ${e.state} ${e.pointerType}`));
    });
    return Object.keys(options).map((kind) => {
        const el = document.getElementById(kind);
        const described = (el.getAttribute('aria-describedby') || '').split(' ').map((id) => document.getElementById(id)?.textContent);
        return [kind, el.tabIndex, el.getAttribute('role'), el.getAttribute('aria-keyshortcuts'), described.join(' | ')];
    });
}"""

ARROWS = "ArrowLeft ArrowRight ArrowUp ArrowDown"
MOVES = "Arrow keys move by 10 px, with Shift 100, with Alt 1. Escape cancels."


def test_each_kind_is_focusable_names_its_keys_and_acts_on_them(mouse_page, scratch):  # noqa: F811
    page = mouse_page
    open_page(page, scratch)
    assert page.evaluate(KINDS) == [
        ["tap", 0, "button", "Enter Space Escape", "Enter or Space taps; twice quickly, a double tap. Escape cancels."],
        ["longPress", 0, "button", "Enter Space Shift+F10 ContextMenu Escape",
         "Enter or Space taps; held, a long press. Shift+F10 or the context menu key: a long press at once. Escape cancels."],
        ["pan", 0, "application", f"{ARROWS} Escape", MOVES],
        ["screenEdgePan", 0, "application", f"{ARROWS} Escape", MOVES],
        ["swipe", 0, "application", f"{ARROWS} Escape", "An arrow key swipes that way. Escape cancels."],
        ["pinch", 0, "application", "Plus - Escape", "Plus and minus zoom in and out. Escape cancels."],
        ["rotation", 0, "application", "R Shift+R Escape", "R turns clockwise, Shift+R back. Escape cancels."],
        ["hover", 0, "group", "Escape", "Focus hovers. Escape cancels."],
        ["shake", 0, "application", "S Escape", "S shakes. Escape cancels."],
        ["stroke", 0, "application", "V Escape", "V draws check. Escape cancels."],
    ]
    # Each kind's first named key, pressed with its element focused (the hover's is the focus).
    keys = {"tap": "Enter", "longPress": "Shift+F10", "pan": "ArrowRight", "screenEdgePan": "ArrowRight", "swipe": "ArrowRight",
            "pinch": "+", "rotation": "r", "hover": None, "shake": "s", "stroke": "v"}
    first = {"tap": "recognized", "longPress": "began", "pan": "began", "screenEdgePan": "began", "swipe": "recognized",
             "pinch": "began", "rotation": "began", "hover": "began", "shake": "recognized", "stroke": "recognized"}
    for kind, key in keys.items():
        page.focus(f"#{kind}")
        if key:
            page.keyboard.press(key)
        line = f"{kind} {first[kind]} keyboard"
        page.wait_for_function("(line) => window.kindsLog.includes(line)", arg=line)
    log = page.evaluate("window.kindsLog")
    assert all(line.endswith(" keyboard") for line in log), log
    assert [line for line in log if line.split()[1] in ("recognized", "began")] == [f"{k} {first[k]} keyboard" for k in keys], log
