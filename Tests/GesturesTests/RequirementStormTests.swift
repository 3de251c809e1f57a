import Gestures
import GesturesTesting
import Testing

/// Random touch storms over setups full of failure requirements — chains, fans, diamonds,
/// requirements across views and mixed with simultaneous recognition — checked on every
/// transition: no recognizer begins or recognises after, or at, a recognizer it requires to fail
/// beginning or recognising over a touch both had seen in the waiter's current gesture.
@Suite struct RequirementStormTests {
    /// Watches a scenario's transitions and the touches each recognizer has seen in its current
    /// gesture, and records every breach of the invariant.
    final class RequirementWatch {
        private struct Success { var index: Int; var seen: Set<Int> }
        private let recognizers: [GestureRecognizer]
        private var requirements: [ObjectIdentifier: [ObjectIdentifier]] = [:]
        private var seen: [ObjectIdentifier: Set<Int>] = [:]
        private var episodeStart: [ObjectIdentifier: Int] = [:]
        private var successes: [ObjectIdentifier: [Success]] = [:]
        private var ended: Set<ObjectIdentifier> = []
        private var index = 0
        private(set) var breaches: [String] = []
        private(set) var waiterSuccesses = 0
        private(set) var requiredFailures = 0

        init(_ s: GestureScenario, recognizers: [GestureRecognizer], requirements pairs: [(GestureRecognizer, GestureRecognizer)]) {
            self.recognizers = recognizers
            for (waiter, required) in pairs {
                waiter.require(toFail: required)
                requirements[ObjectIdentifier(waiter), default: []].append(ObjectIdentifier(required))
            }
            let log = s.engine.onTransition
            s.engine.onTransition = { [unowned self] t in
                log?(t)
                observe(t)
            }
        }

        private func observe(_ t: GestureTransition) {
            let r = t.recognizer, id = ObjectIdentifier(r)
            var snapshot = seen[id, default: []]
            for touch in r.touches { snapshot.insert(touch.id) }
            if t.state == .began || t.state == .recognized {
                let start = episodeStart[id, default: 0]
                for required in requirements[id, default: []] {
                    for success in successes[required, default: []] where success.index >= start && !success.seen.isDisjoint(with: snapshot) {
                        breaches.append("\(Int((t.time * 1000).rounded())) \(r.name ?? "?") \(t.state.rawValue) after a requirement succeeded over touches \(success.seen.intersection(snapshot).sorted())")
                    }
                }
                if requirements[id] != nil { waiterSuccesses += 1 }
                successes[id, default: []].append(Success(index: index, seen: snapshot))
            }
            if case .requiredFailure = t.reason { requiredFailures += 1 }
            if t.state.isTerminal {
                episodeStart[id] = index + 1
                ended.insert(id)
            }
            index += 1
        }

        /// Called after every input: a finished gesture's touches are forgotten, and every
        /// recognizer's current touches are added to what it has seen.
        func afterInput() {
            for id in ended { seen[id] = [] }
            ended.removeAll()
            for r in recognizers {
                guard !r.touches.isEmpty else { continue }
                seen[ObjectIdentifier(r), default: []].formUnion(r.touches.map(\.id))
            }
        }
    }

    enum Setup: String, CaseIterable {
        case chain, fan, diamond, acrossViews, withSimultaneous
    }

    /// Builds `setup` on a 600 × 600 pt screen with a card in the middle and plays a storm.
    private func storm(_ setup: Setup, seed: UInt64) -> (GestureScenario, RequirementWatch) {
        let s = GestureScenario(width: 600, height: 600)
        let card = s.addView(Rect(x: 100, y: 100, width: 300, height: 300), name: "card")
        func tap(_ name: String, taps: Int, on view: View? = nil) -> TapRecognizer {
            let r = s.add(TapRecognizer(), named: name, to: view)
            r.numberOfTapsRequired = taps
            return r
        }
        let all: [GestureRecognizer]
        let pairs: [(GestureRecognizer, GestureRecognizer)]
        switch setup {
        case .chain:
            let single = tap("tap", taps: 1, on: card), double = tap("double", taps: 2, on: card), triple = tap("triple", taps: 3, on: card)
            let press = s.add(LongPressRecognizer(), named: "press", to: card)
            all = [single, double, triple, press]
            pairs = [(single, double), (single, triple), (double, triple), (press, single)]
        case .fan:
            let press = s.add(LongPressRecognizer(), named: "press")
            press.allowableMovement = 60
            let pan = s.add(PanRecognizer(), named: "pan"), swipe = s.add(SwipeRecognizer(), named: "swipe"), pinch = s.add(PinchRecognizer(), named: "pinch")
            swipe.direction = .all
            let single = tap("tap", taps: 1)
            all = [press, pan, swipe, pinch, single]
            pairs = [(press, pan), (press, swipe), (press, pinch), (single, pan), (single, swipe), (single, press)]
        case .diamond:
            let single = tap("tap", taps: 1, on: card), double = tap("double", taps: 2, on: card)
            let press = s.add(LongPressRecognizer(), named: "press", to: card)
            press.minimumPressDuration = 0.2
            let pan = s.add(PanRecognizer(), named: "pan", to: card)
            all = [single, double, press, pan]
            pairs = [(single, double), (single, press), (double, pan), (press, pan)]
        case .acrossViews:
            let pan = s.add(PanRecognizer(), named: "pan")
            let swipe = s.add(SwipeRecognizer(), named: "swipe", to: card)
            swipe.direction = .all
            let press = s.add(LongPressRecognizer(), named: "press", to: card)
            press.allowableMovement = 40
            let edge = s.add(ScreenEdgePanRecognizer(), named: "edge")
            edge.edges = .all
            let single = tap("tap", taps: 1), double = tap("double", taps: 2, on: card)
            all = [pan, swipe, press, edge, single, double]
            pairs = [(pan, swipe), (pan, edge), (press, pan), (single, double), (single, press)]
        case .withSimultaneous:
            let pinch = s.add(PinchRecognizer(), named: "pinch", to: card), rotation = s.add(RotationRecognizer(), named: "rotation", to: card)
            let pan = s.add(PanRecognizer(), named: "pan", to: card), swipe = s.add(SwipeRecognizer(), named: "swipe", to: card)
            swipe.direction = .all
            let single = tap("tap", taps: 1, on: card), double = tap("double", taps: 2, on: card)
            pinch.recognizeSimultaneously(with: rotation)
            pan.recognizeSimultaneously(with: pinch)
            single.recognizeSimultaneously(with: double)
            all = [pinch, rotation, pan, swipe, single, double]
            pairs = [(rotation, pinch), (pan, swipe), (single, double), (single, pan), (double, swipe)]
        }
        let watch = RequirementWatch(s, recognizers: all, requirements: pairs)
        // Taps need fingers that stay within the tap slop: the tap setups get steadier fingers.
        let tapSetup = setup == .chain || setup == .diamond
        TouchStorm(seed: seed, jitter: tapSetup ? 3 : 30, tapsAgain: tapSetup).play(on: s, afterEach: watch.afterInput)
        return (s, watch)
    }

    @Test("no waiter succeeds over a touch its requirement already won", arguments: Setup.allCases, [11, 12, 13, 14] as [UInt64])
    func invariant(setup: Setup, seed: UInt64) {
        let (s, watch) = storm(setup, seed: seed)
        #expect(watch.breaches == [])
        #expect(!s.lines.contains { $0.hasPrefix("error") })
        #expect(!s.engine.hasPendingTimers)
        // The storm exercised the rule both ways: waiters did succeed, and some were failed.
        #expect(watch.waiterSuccesses > 0)
        #expect(watch.requiredFailures > 0)
    }
}
