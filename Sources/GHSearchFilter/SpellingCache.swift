/// A few strings and what they stand for, found by a cheap hash of their
/// bytes and one comparison: in front of a `Dictionary` whose keys most
/// rows repeat (a list's languages and topics), whose lookup hashes the
/// whole string with a seeded hash each time. A newer string in the same
/// slot replaces the older; a miss is asked of the dictionary.
struct SpellingCache<Value: Sendable>: Sendable {
    private var keys = [String?](repeating: nil, count: SpellingCache.slots)
    private var values: [Value?] = [Value?](repeating: nil, count: SpellingCache.slots)
    static var slots: Int { 64 }

    /// What `text` was remembered with, if it still is.
    mutating func value(for text: String) -> Value? {
        let slot = Self.slot(of: text)
        guard let key = keys[slot], key == text else { return nil }
        return values[slot]
    }

    mutating func remember(_ text: String, _ value: Value) {
        let slot = Self.slot(of: text)
        keys[slot] = text
        values[slot] = value
    }

    private static func slot(of text: String) -> Int {
        var text = text
        return text.withUTF8 { utf8 in
            var hash: UInt32 = 2_166_136_261
            for b in utf8 { hash = (hash ^ UInt32(b)) &* 16_777_619 }
            return Int(hash ^ hash &>> 16) & (slots &- 1)
        }
    }
}
