/// A small deterministic PRNG (SplitMix64) for generated test inputs.
struct SplitMix {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(1, n))) }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}

/// Random repository pages, mostly well formed: the keys ghsearch reads with
/// values of every type, odd escapes and numbers, invalid UTF-8, duplicate
/// keys, nesting, trailing commas, and now and then a broken byte.
struct DocumentGenerator {
    private var random: SplitMix
    init(seed: UInt64) { random = SplitMix(seed: seed) }

    static let keys = [
        "name", "full_name", "html_url", "description", "language", "homepage", "stargazers_count", "forks_count",
        "watchers_count", "open_issues_count", "size", "fork", "archived", "is_template", "private", "visibility",
        "default_branch", "topics", "license", "owner", "created_at", "updated_at", "pushed_at", "clone_url", "ssh_url",
        "key", "spdx_id", "login", "avatar_url", "message", "id", "permissions", "na\\u006de", "n\\x",
    ]
    static let strings = [
        "a", "", "caf\u{e9}", "\u{1F600} emoji", "\\n\\t\\\"\\\\\\/", "\\u00e9\\u4e2d", "\\ud83d\\ude00", "\\ud800", "\\udc00",
        "\\x", "\\u12zz", "tab\there", "\u{7f}", "2019-10-26T01:28:29Z", "2019-13-01T00:00:00Z", "https://github.com/u/r",
    ]
    static let numbers = ["0", "1", "-1", "42", "1.0", "1e2", "1.5", "-0", "01", "1.", "--1", "1e400", "10e-1",
                          "9223372036854775807", "9223372036854775808", "1E+2", "1e", "-"]

    mutating func document() -> [UInt8] {
        var out: [UInt8] = []
        switch random.below(10) {
        case 0: value(&out, depth: 0)
        case 1: object(&out, depth: 0)
        default:
            out += Array("[".utf8)
            let count = random.below(6)
            for i in 0..<count {
                if i > 0 { out += Array(",".utf8) }
                random.below(6) == 0 ? value(&out, depth: 1) : object(&out, depth: 1)
            }
            if count > 0, random.below(10) == 0 { out += Array(",".utf8) }
            out += Array("]".utf8)
        }
        if random.below(8) == 0, !out.isEmpty {
            let damage: [UInt8] = [0xFF, 0xC3, 0x22, 0x5C, 0x2C, 0x7D, 0x5D, 0x00, 0x20]
            out[random.below(out.count)] = random.pick(damage)
        }
        if random.below(12) == 0, !out.isEmpty { out.removeLast(random.below(out.count)) }
        return out
    }

    private mutating func object(_ out: inout [UInt8], depth: Int) {
        out += Array("{".utf8)
        let count = random.below(8)
        for i in 0..<count {
            if i > 0 { out += Array(",".utf8) }
            out += Array("\"\(random.pick(Self.keys))\":".utf8)
            value(&out, depth: depth + 1)
        }
        if count > 0, random.below(10) == 0 { out += Array(",".utf8) }
        out += Array("}".utf8)
    }

    private mutating func value(_ out: inout [UInt8], depth: Int) {
        switch random.below(depth > 3 ? 6 : 8) {
        case 0, 1:
            out += Array("\"".utf8)
            out += Array(random.pick(Self.strings).utf8)
            if random.below(10) == 0 { out += [random.pick([0xFF, 0xE2, 0x82, 0xED, 0xA0, 0x80])] }
            out += Array("\"".utf8)
        case 2: out += Array(random.pick(Self.numbers).utf8)
        case 3: out += Array(random.pick(["true", "false", "null"]).utf8)
        case 4: out += Array(" ".utf8); value(&out, depth: depth)
        case 5: out += Array(random.pick(["[]", "{}", "\"x\""]).utf8)
        case 6: object(&out, depth: depth)
        default:
            out += Array("[".utf8)
            let count = random.below(4)
            for i in 0..<count {
                if i > 0 { out += Array(",".utf8) }
                value(&out, depth: depth + 1)
            }
            out += Array("]".utf8)
        }
    }
}
