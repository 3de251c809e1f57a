// JSON through Encodable where Foundation's coders exist (the server's tests compare it with
// the wire writer); Embedded Swift, the WebAssembly build, has no Codable.
#if !hasFeature(Embedded)
import Gestures

/// A node as the wire protocol writes it: values at their defaults are left out.
extension SceneNode: Encodable {
    private enum Keys: String, CodingKey {
        case id, role, x, y, width, height, rotation, scale, opacity, z, cornerRadius, fill, stroke, strokeWidth
        case parts, text, textColor, fontSize, bold, label, animations
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(id, forKey: .id)
        try c.encode(role, forKey: .role)
        try c.encode(center.x, forKey: .x)
        try c.encode(center.y, forKey: .y)
        try c.encode(size.width, forKey: .width)
        try c.encode(size.height, forKey: .height)
        if rotation != 0 { try c.encode(rotation, forKey: .rotation) }
        if scale != 1 { try c.encode(scale, forKey: .scale) }
        if opacity != 1 { try c.encode(opacity, forKey: .opacity) }
        if z != 0 { try c.encode(z, forKey: .z) }
        if cornerRadius != 0 { try c.encode(cornerRadius, forKey: .cornerRadius) }
        try c.encodeIfPresent(fill, forKey: .fill)
        try c.encodeIfPresent(stroke, forKey: .stroke)
        if strokeWidth != 0 { try c.encode(strokeWidth, forKey: .strokeWidth) }
        if !parts.isEmpty { try c.encode(parts.map { [$0.origin.x, $0.origin.y, $0.size.width, $0.size.height] }, forKey: .parts) }
        if let text {
            try c.encode(text, forKey: .text)
            try c.encode(textColor, forKey: .textColor)
            try c.encode(fontSize, forKey: .fontSize)
            if bold { try c.encode(bold, forKey: .bold) }
        }
        try c.encodeIfPresent(label, forKey: .label)
        if !animations.isEmpty { try c.encode(animations, forKey: .animations) }
    }
}

extension SceneNode.Role: Encodable {}
#endif
