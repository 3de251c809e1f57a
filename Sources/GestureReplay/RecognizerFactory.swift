import Gestures
import JSONKit
import Strokes

/// Makes a recognizer of a replay `kind` and applies its options, named exactly as the Swift
/// properties. Threshold options that UIKit has no property for are the names of
/// ``GestureSettings`` fields (`tapSlop`, `panSlop`, …).
enum RecognizerFactory {
    static let kinds = ["tap", "longPress", "pan", "swipe", "pinch", "rotation", "screenEdgePan", "hover", "shake", "stroke"]

    static func make(kind: String, reader r: inout JSONReader) throws(ReplayError) -> GestureRecognizer {
        var settings = GestureSettings()
        try readSettings(&settings, &r)
        let recognizer: GestureRecognizer
        switch kind {
        case "tap":
            let tap = TapRecognizer(settings: settings)
            if let n = try r.integer("numberOfTapsRequired", atLeast: 1) { tap.numberOfTapsRequired = n }
            if let n = try r.integer("numberOfTouchesRequired", atLeast: 1) { tap.numberOfTouchesRequired = n }
            if let d = try positive("maximumTapDuration", &r) { tap.maximumTapDuration = d }
            recognizer = tap
        case "longPress":
            let press = LongPressRecognizer(settings: settings)
            if let d = try nonNegative("minimumPressDuration", &r) { press.minimumPressDuration = d }
            if let d = try nonNegative("allowableMovement", &r) { press.allowableMovement = d }
            if let n = try r.integer("numberOfTouchesRequired", atLeast: 1) { press.numberOfTouchesRequired = n }
            if let n = try r.integer("numberOfTapsRequired", atLeast: 0) { press.numberOfTapsRequired = n }
            recognizer = press
        case "pan":
            let pan = PanRecognizer(settings: settings)
            try readPan(pan, &r)
            recognizer = pan
        case "screenEdgePan":
            let edge = ScreenEdgePanRecognizer(settings: settings)
            try readPan(edge, &r)
            if let edges = try optionSet("edges", &r, [("top", RectEdge.top), ("left", .left), ("bottom", .bottom), ("right", .right), ("all", .all)]) {
                edge.edges = edges
            }
            recognizer = edge
        case "swipe":
            let swipe = SwipeRecognizer(settings: settings)
            if let direction = try optionSet("direction", &r, [("right", SwipeDirection.right), ("left", .left), ("up", .up), ("down", .down), ("all", .all)]) {
                swipe.direction = direction
            }
            if let n = try r.integer("numberOfTouchesRequired", atLeast: 1) { swipe.numberOfTouchesRequired = n }
            if let d = try nonNegative("minimumDistance", &r) { swipe.minimumDistance = d }
            if let d = try nonNegative("minimumSpeed", &r) { swipe.minimumSpeed = d }
            if let d = try nonNegative("maximumAngle", &r) { swipe.maximumAngle = d }
            if let d = try positive("maximumDuration", &r) { swipe.maximumDuration = d }
            recognizer = swipe
        case "pinch":
            recognizer = PinchRecognizer(settings: settings)
        case "rotation":
            recognizer = RotationRecognizer(settings: settings)
        case "hover":
            recognizer = HoverRecognizer(settings: settings)
        case "shake":
            let shake = ShakeRecognizer(settings: settings)
            if let d = try positive("minimumSegmentLength", &r) { shake.minimumSegmentLength = d }
            if let n = try r.integer("requiredReversals", atLeast: 1) { shake.requiredReversals = n }
            if let b = try r.bool("recognizesOnLift") { shake.recognizesOnLift = b }
            recognizer = shake
        case "stroke":
            let stroke = StrokeRecognizer(templates: try templates(&r), settings: settings)
            if let d = try nonNegative("minimumScore", &r) { stroke.minimumScore = d }
            if let d = try nonNegative("minimumLength", &r) { stroke.minimumLength = d }
            if let names = try r.strings("rejectedNames") { stroke.rejectedNames = names }
            if let b = try r.bool("closedStrokesStartAnywhere") { stroke.templates.closedStrokesStartAnywhere = b }
            recognizer = stroke
        default:
            throw r.error("\(r.context): unknown kind \"\(kind)\" (\(kinds.joined(separator: ", ")))", at: r.raw("kind"))
        }
        if let b = try r.bool("cancelsTouchesInView") { recognizer.cancelsTouchesInView = b }
        if let b = try r.bool("delaysTouchesBegan") { recognizer.delaysTouchesBegan = b }
        if let b = try r.bool("delaysTouchesEnded") { recognizer.delaysTouchesEnded = b }
        if let b = try r.bool("isEnabled") { recognizer.isEnabled = b }
        return recognizer
    }

    /// A name or a list of names of an option set's members, such as `["left", "up"]`.
    private static func optionSet<T: OptionSet>(_ key: String, _ r: inout JSONReader, _ members: [(String, T)]) throws(ReplayError) -> T?
    where T.Element == T {
        guard let names = try r.strings(key) else { return nil }
        var set = T()
        for name in names {
            guard let member = members.first(where: { $0.0 == name })?.1 else {
                let known = members.map { $0.0 }.joined(separator: ", ")
                throw r.error("\(r.context): unknown \(key) value \"\(name)\" (\(known))", at: r.raw(key))
            }
            set.formUnion(member)
        }
        return set
    }

    private static func readPan(_ pan: PanRecognizer, _ r: inout JSONReader) throws(ReplayError) {
        if let n = try r.integer("minimumNumberOfTouches", atLeast: 1) { pan.minimumNumberOfTouches = n }
        if let n = try r.integer("maximumNumberOfTouches", atLeast: 1) { pan.maximumNumberOfTouches = n }
        guard pan.maximumNumberOfTouches >= pan.minimumNumberOfTouches else {
            throw r.error("\(r.context): maximumNumberOfTouches is below minimumNumberOfTouches", at: r.raw("maximumNumberOfTouches"))
        }
    }

    private static func readSettings(_ s: inout GestureSettings, _ r: inout JSONReader) throws(ReplayError) {
        if let d = try nonNegative("tapSlop", &r) { s.tapSlop = d }
        if let d = try nonNegative("multiTapInterval", &r) { s.multiTapInterval = d }
        if let d = try nonNegative("multiTapDistance", &r) { s.multiTapDistance = d }
        if let d = try nonNegative("panSlop", &r) { s.panSlop = d }
        if let d = try nonNegative("pinchSlop", &r) { s.pinchSlop = d }
        if let d = try nonNegative("rotationSlop", &r) { s.rotationSlop = d }
        if let d = try nonNegative("screenEdgeWidth", &r) { s.screenEdgeWidth = d }
        if let d = try positive("velocityWindow", &r) { s.velocityWindow = d }
        if let d = try positive("velocityStopGap", &r) { s.velocityStopGap = d }
    }

    private static func nonNegative(_ key: String, _ r: inout JSONReader) throws(ReplayError) -> Double? {
        guard let d = try r.number(key) else { return nil }
        guard d >= 0 else { throw r.error("\(r.context): \"\(key)\" must not be negative", at: r.raw(key)) }
        return d
    }

    private static func positive(_ key: String, _ r: inout JSONReader) throws(ReplayError) -> Double? {
        guard let d = try r.number(key) else { return nil }
        guard d > 0 else { throw r.error("\(r.context): \"\(key)\" must be greater than 0", at: r.raw(key)) }
        return d
    }

    /// A stroke recognizer's `"templates"`: `[{"name": "circle", "points": [[x, y], …]}, …]`,
    /// in points, at least one, each with at least two points.
    private static func templates(_ r: inout JSONReader) throws(ReplayError) -> StrokeTemplateSet {
        guard let node = r.raw("templates"), case .array(let items) = node.value, !items.isEmpty else {
            throw r.error("\(r.context): a stroke recognizer needs \"templates\": [{\"name\": …, \"points\": [[x, y], …]}, …]")
        }
        let set = StrokeTemplateSet()
        for item in items {
            guard case .string(let name)? = item["name"]?.value, let pointsNode = item["points"],
                  case .array(let pairs) = pointsNode.value, pairs.count >= 2 else {
                throw r.error("\(r.context): a template needs a \"name\" and at least two \"points\"", at: item)
            }
            var points: [Point] = []
            for pair in pairs {
                guard case .array(let xy) = pair.value, xy.count == 2, case .number(let x) = xy[0].value, case .number(let y) = xy[1].value else {
                    throw r.error("\(r.context): template \"\(name)\": a point is [x, y]", at: pair)
                }
                points.append(Point(x: x, y: y))
            }
            set.add(name: name, points: points)
        }
        return set
    }
}
