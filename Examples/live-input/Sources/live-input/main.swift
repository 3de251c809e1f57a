// Reads DOM Pointer Events as JSON lines on standard input — what a page's
// `JSON.stringify({type, pointerId, pointerType, clientX, clientY, timeStamp})` writes — runs
// them through the live input loop into an engine with a few recognizers, and prints what they
// recognise. A frame runs every 1/60 s of the events' own clock, as requestAnimationFrame would.
//
//     swift run live-input < pointer-events.jsonl
import Foundation
import Gestures
import LiveInput

/// The fields of a DOM PointerEvent this program reads. `timeStamp` is in milliseconds.
struct DOMPointerEvent: Decodable {
    var type: String
    var pointerId: Int
    var pointerType: String?
    var clientX: Double
    var clientY: Double
    var timeStamp: Double
}

let engine = GestureEngine(viewport: Size(width: 800, height: 600))
let loop = InputLoop(engine: engine)

@MainActor func report(_ recognizer: GestureRecognizer, _ detail: String = "") {
    let place = recognizer.location(in: nil)
    let name = (recognizer.name ?? "?").padding(toLength: 11, withPad: " ", startingAt: 0)
    let state = recognizer.stateName.padding(toLength: 11, withPad: " ", startingAt: 0)
    let line = String(format: "%8.3f s  ", engine.now) + name + state + String(format: "at (%.0f, %.0f)", place.x, place.y)
    print(detail.isEmpty ? line : "\(line)  \(detail)")
}

extension GestureRecognizer {
    /// `recognized` for a discrete recognizer's recognition, else the state's name.
    var stateName: String { state == .ended && isDiscrete ? "recognized" : state.rawValue }
}

let doubleTap = TapRecognizer(name: "double tap")
doubleTap.numberOfTapsRequired = 2
let tap = TapRecognizer(name: "tap")
tap.require(toFail: doubleTap)
let press = LongPressRecognizer(name: "press")
let pan = PanRecognizer(name: "pan")
let pinch = PinchRecognizer(name: "pinch")
for recognizer in [doubleTap, tap, press] as [GestureRecognizer] {
    recognizer.addAction { report($0) }
    engine.rootView.addGestureRecognizer(recognizer)
}
pan.addAction { pan in
    guard pan.state == .ended else { return }
    let moved = pan.translation(in: nil), speed = pan.velocity(in: nil)
    report(pan, String(format: "moved (%.0f, %.0f) pt, flung at (%.0f, %.0f) pt/s", moved.dx, moved.dy, speed.dx, speed.dy))
}
pinch.addAction { pinch in
    if pinch.state == .ended { report(pinch, String(format: "scale %.2f", pinch.scale)) }
}
engine.rootView.addGestureRecognizer(pan)
engine.rootView.addGestureRecognizer(pinch)

let actions: [String: TouchInput.Action] = [
    "pointerdown": .down, "pointermove": .move, "pointerup": .up, "pointercancel": .cancel,
]
let frame = 1.0 / 60
var nextFrame: Double?
var lineNumber = 0
while let line = readLine() {
    lineNumber += 1
    if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
    guard let event = try? JSONDecoder().decode(DOMPointerEvent.self, from: Data(line.utf8)) else {
        FileHandle.standardError.write(Data("line \(lineNumber): not a pointer event\n".utf8))
        continue
    }
    guard var action = actions[event.type] else { continue }
    let kind = PointerKind(rawValue: event.pointerType ?? "touch") ?? .touch
    // A mouse moving with no button down hovers.
    if action == .move && kind != .touch && !loop.pointersDown.contains(event.pointerId) { action = .hover }
    let time = event.timeStamp / 1000
    // The frames due before this event arrived run first.
    while let due = nextFrame, due <= time {
        for refused in loop.frame(at: due) { FileHandle.standardError.write(Data("refused: \(refused)\n".utf8)) }
        nextFrame = due + frame
    }
    if nextFrame == nil { nextFrame = time + frame }
    loop.enqueue(PointerEvent(action, pointer: event.pointerId, at: Point(x: event.clientX, y: event.clientY), timestamp: time, kind: kind))
}
// The input is over: frames run on until every timer has fired.
while let due = nextFrame {
    loop.frame(at: due)
    nextFrame = loop.nextDeadline.map { max($0, due + frame) }
}
