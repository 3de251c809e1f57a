// JSON through Codable where Foundation's coders exist (not in Embedded Swift).
#if !hasFeature(Embedded)
/// A set is `{"matcher": {…}, "templates": [{…}, …]}`; the matcher may be left out (the
/// default one).
extension StrokeTemplateSet: Codable {
    private enum Keys: String, CodingKey { case matcher, templates }

    public convenience init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        let matcher = try c.decodeIfPresent(StrokeMatcher.self, forKey: .matcher) ?? StrokeMatcher()
        self.init(matcher: matcher, templates: try c.decode([StrokeTemplate].self, forKey: .templates))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(matcher, forKey: .matcher)
        try c.encode(templates, forKey: .templates)
    }
}
#endif
