import FoundationEssentials
import Synchronization
import GHSearchGitHub
import GHSearchText

/// The repositories of one list, prepared once for filtering as they load:
/// each field's characters as matcher units in two flat arenas (bytes for
/// ASCII text, scalars with their folded form and class for the rest), a
/// 64-bit character mask per field to turn most rows away in one AND, and
/// the values qualifiers test (stars, dates, flags, language and topics as
/// small integers), a bit per character that begins a word (what the
/// word-start check reads instead of looking at each pair of classes), and
/// per field the mask of the characters that begin its words (a word whose
/// first character is not among them cannot match at word starts there).
/// A keystroke then reads only these arrays: no strings, no per-row allocation.
///
/// Append each page as it arrives (`append(_:)`, O(page) amortised when the
/// value is not shared). Row `i` is the `i`-th repository appended, so the
/// row numbers a `FilterEngine` returns index the list the view holds.
public struct FilterCorpus: Sendable {
    /// Rows held.
    public private(set) var count = 0

    // Text of every field of every row, row-major (`row * FilterField.count + field`).
    var spans: [FieldSpan] = []
    var fieldMasks: [UInt64] = []
    /// Per field (as `fieldMasks`), the mask bits of the characters that
    /// begin a word (those at the positions `byteWordStarts` marks).
    var fieldStartMasks: [UInt64] = []
    /// The union of a row's field masks.
    var rowMasks: [UInt64] = []
    var bytes: [UInt8] = []
    var wideRaw: [UInt32] = []
    var wideFolded: [UInt32] = []
    var wideClasses: [UInt8] = []
    /// Bit `i` (of word `i / 64`) set when unit `i` of `bytes`, or of the
    /// wide arena, begins a word: the field's first unit, or one after
    /// white space, a delimiter or punctuation, or at a camelCase or
    /// letter→digit step (a bonus of `MatchScoring.camel123` or more).
    var byteWordStarts: [UInt64] = []
    var wideWordStarts: [UInt64] = []
    /// Units in the longest field (scratch buffers are sized by it).
    var longestField = 0
    /// The `MatchCharacterClass` of each scalar of the Basic Multilingual
    /// Plane met in the wide arena so far (`unknownClass` for the others);
    /// empty until the first wide field.
    var classesByScalar: [UInt8] = []

    // What qualifiers and sort orders read; missing values as `Self.unknown`.
    var stars: [Int32] = []
    var forks: [Int32] = []
    var pushed: [Int64] = []
    var updated: [Int64] = []
    var created: [Int64] = []
    var flags: [UInt8] = []
    var languageIDs: [UInt16] = []
    /// Language keys by id - 1 (id 0: no language).
    private(set) var languageKeys: [String] = []
    private var languageLookup: [String: UInt16] = [:]
    /// Language ids by the name as GitHub spelled it (most rows repeat a few).
    private var languageSpellings: [String: UInt16] = [:]
    /// Topic ids of row `i`: `topicIDs[topicStarts[i]..<topicStarts[i + 1]]`.
    var topicStarts: [UInt32] = [0]
    var topicIDs: [UInt32] = []
    /// Topic keys by id.
    private(set) var topicKeys: [String] = []
    private var topicLookup: [String: UInt32] = [:]
    /// The ids of the spellings met lately, found without hashing a
    /// string the dictionary's way (most rows repeat a few).
    private var recentLanguages = SpellingCache<UInt16>()
    private var recentTopics = SpellingCache<UInt32>()

    /// The versions this value went through, oldest first: an id and the
    /// row count it had. A result computed for an ancestor version is valid
    /// for that many rows of this one.
    private(set) var lineage: [Version] = []

    static let unknownNumber = Int32.min
    static let unknownDate = Int64.min
    static let forkFlag: UInt8 = 1
    static let archivedFlag: UInt8 = 2
    /// Two bits for the visibility: 0 unknown, then public, private, internal.
    static let visibilityMask: UInt8 = 12

    static func visibilityFlag(_ visibility: FilterQualifier.Visibility) -> UInt8 {
        switch visibility {
        case .public: 4
        case .private: 8
        case .internal: 12
        }
    }

    /// A repository's flag from GitHub's `visibility`, else `private` as a
    /// boolean (older answers, GitHub Enterprise).
    static func visibilityFlag(_ visibility: String?, isPrivate: Bool?) -> UInt8 {
        // GitHub's own spellings compared at once (the enum's `rawValue` init searches its cases).
        switch visibility {
        case "public"?: return visibilityFlag(.public)
        case "private"?: return visibilityFlag(.private)
        case "internal"?: return visibilityFlag(.internal)
        default: break
        }
        if let word = visibility.map(Self.lowercased), let visibility = FilterQualifier.Visibility(rawValue: word) {
            return visibilityFlag(visibility)
        }
        return isPrivate.map { visibilityFlag($0 ? .private : .public) } ?? 0
    }

    /// GitHub's words as it spells them, else lower-cased.
    private static func lowercased(_ word: String) -> String {
        isLowercaseASCII(word) ? word : word.lowercased()
    }

    /// Where a field's units are: 8 bytes, the arena in the length's top bit.
    struct FieldSpan: Sendable, Equatable {
        var start: UInt32
        private var lengthAndArena: UInt32

        init(start: UInt32, length: UInt32, isWide: Bool) {
            self.start = start
            lengthAndArena = length & 0x7FFF_FFFF | (isWide ? 0x8000_0000 : 0)
        }

        /// Units (at most `FilterCorpus.longestMatched`).
        var length: UInt32 { lengthAndArena & 0x7FFF_FFFF }
        /// In the wide arena rather than `bytes`.
        var isWide: Bool { lengthAndArena >= 0x8000_0000 }
    }

    struct Version: Sendable, Equatable {
        var id: UInt64
        var count: Int
    }

    private static let versions = Atomic<UInt64>(0)

    private static func nextVersion() -> UInt64 {
        versions.wrappingAdd(1, ordering: .relaxed).newValue
    }

    public init() {
        lineage = [Version(id: Self.nextVersion(), count: 0)]
    }

    public init(_ repositories: some Sequence<Repository>) {
        self.init()
        append(contentsOf: repositories)
    }

    /// The newest version.
    var version: Version { lineage[lineage.count - 1] }

    /// Adds rows for `repositories` after the existing ones.
    public mutating func append(contentsOf repositories: some Sequence<Repository>) {
        for repository in repositories { appendRow(repository) }
        lineage.append(Version(id: Self.nextVersion(), count: count))
    }

    /// Adds rows for `repositories` after the existing ones, each read
    /// where it is, field by field (a `Repository` copied out of the array
    /// retains and releases every one of its fields).
    public mutating func append(contentsOf repositories: ArraySlice<Repository>) {
        repositories.withUnsafeBufferPointer { rows in
            guard let first = rows.baseAddress else { return }
            for index in 0..<rows.count { appendRow(first + index) }
        }
        lineage.append(Version(id: Self.nextVersion(), count: count))
    }

    private mutating func appendRow(_ repository: Repository) {
        withUnsafePointer(to: repository) { appendRow($0) }
    }

    /// Adds rows for `repositories` after the existing ones.
    public mutating func append(contentsOf repositories: [Repository]) {
        append(contentsOf: repositories[...])
    }

    private mutating func appendRow(_ row: UnsafePointer<Repository>) {
        // The fields as `FilterField.text(of:)` gives them, without making
        // the strings where they are printable ASCII (sanitising keeps them).
        let name = appendField(row.pointee.name)
        let description = appendField(row.pointee.description ?? "")
        let topics = appendTopics(row.pointee.topics)
        let language = appendField(row.pointee.language ?? "")
        fieldMasks.append(name.mask)
        fieldMasks.append(description.mask)
        fieldMasks.append(topics.mask)
        fieldMasks.append(language.mask)
        fieldStartMasks.append(name.startMask)
        fieldStartMasks.append(description.startMask)
        fieldStartMasks.append(topics.startMask)
        fieldStartMasks.append(language.startMask)
        rowMasks.append(name.mask | description.mask | topics.mask | language.mask)
        stars.append(row.pointee.stargazersCount.map { Int32(clamping: $0) } ?? Self.unknownNumber)
        forks.append(row.pointee.forksCount.map { Int32(clamping: $0) } ?? Self.unknownNumber)
        pushed.append(Self.seconds(row.pointee.pushedAt))
        updated.append(Self.seconds(row.pointee.updatedAt))
        created.append(Self.seconds(row.pointee.createdAt))
        flags.append((row.pointee.isFork == true ? Self.forkFlag : 0) | (row.pointee.isArchived == true ? Self.archivedFlag : 0)
            | Self.visibilityFlag(row.pointee.visibility, isPrivate: row.pointee.isPrivate))
        languageIDs.append(row.pointee.language.map { languageID(spelled: $0) } ?? 0)
        for topic in row.pointee.topics { topicIDs.append(topicID(spelled: topic)) }
        topicStarts.append(UInt32(topicIDs.count))
        count += 1
    }

    /// Characters of a field that are matched; the rest of a longer one (no
    /// GitHub field is, but a server may send anything) is not searched.
    static let longestMatched = 2048

    /// Appends the field `raw` (as the network gave it) sanitised, as
    /// `appendText` does, printable ASCII straight from its bytes.
    private mutating func appendField(_ raw: String) -> (mask: UInt64, startMask: UInt64) {
        var raw = raw
        let masks = raw.withUTF8 { utf8 -> (mask: UInt64, startMask: UInt64)? in
            guard Self.isPrintableASCII(utf8) else { return nil }
            let start = bytes.count
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8.prefix(Self.longestMatched)))
            return markASCII(from: start)
        }
        return masks ?? appendText(TerminalText.sanitize(raw))
    }

    /// Appends the topics field: the topics joined by single spaces,
    /// sanitised, as `FilterField.topics` reads them.
    private mutating func appendTopics(_ topics: [String]) -> (mask: UInt64, startMask: UInt64) {
        var printable = true
        for topic in topics where printable {
            var topic = topic
            printable = topic.withUTF8 { Self.isPrintableASCII($0) }
        }
        guard printable else { return appendText(FilterField.topicsText(topics)) }
        let start = bytes.count
        for (index, topic) in topics.enumerated() {
            if index > 0 { bytes.append(0x20) }
            bytes.append(contentsOf: topic.utf8)
            if bytes.count - start >= Self.longestMatched { break }
        }
        if bytes.count - start > Self.longestMatched { bytes.removeLast(bytes.count - start - Self.longestMatched) }
        return markASCII(from: start)
    }

    /// Whether every byte is printable ASCII (which sanitising keeps as it is).
    private static func isPrintableASCII(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        var highest: UInt8 = 0
        for b in utf8 { highest = max(highest, b &- 0x20) }
        return highest < 0x5F
    }

    /// Whether `text` is ASCII without a capital letter (its own lower case).
    private static func isLowercaseASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            for b in utf8 where b >= 0x80 || b &- 0x41 < 26 { return false }
            return true
        }
    }

    /// Appends one field's units to the arenas; returns its character mask
    /// and the mask of the characters that begin its words.
    private mutating func appendText(_ text: String) -> (mask: UInt64, startMask: UInt64) {
        var text = text
        return text.withUTF8 { utf8 in
            var any: UInt8 = 0
            for b in utf8 { any |= b }
            guard any < 0x80 else { return appendWide(utf8) }
            let start = bytes.count
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8.prefix(Self.longestMatched)))
            return markASCII(from: start)
        }
    }

    /// For the ASCII field appended at `start` of `bytes` (to the end): its
    /// span, word-start bits (without a branch per byte: a bit per byte
    /// from the table of byte pairs, gathered a 64-bit word at a time) and masks.
    private mutating func markASCII(from start: Int) -> (mask: UInt64, startMask: UInt64) {
        let end = bytes.count
        let length = end &- start
        Self.growBits(&byteWordStarts, to: end)
        var mask: UInt64 = 0
        var startMask: UInt64 = 0
        if length > 0 {
            let tables = ASCIIWordStarts.shared
            bytes.withUnsafeBufferPointer { arena in
                byteWordStarts.withUnsafeMutableBufferPointer { words in
                    let text = arena.baseAddress!
                    // The first byte follows the field's start.
                    var previous = Int(text[start] & 0x7F)
                    var word = start &>> 6
                    var accumulated = words[word] | UInt64(tables.afterStart[previous]) &<< UInt64(start & 63)
                    mask |= tables.maskBits[previous]
                    var bit = start &+ 1
                    while bit < end {
                        if bit &>> 6 != word {
                            words[word] = accumulated
                            word = bit &>> 6
                            accumulated = words[word]
                        }
                        let wordEnd = min(end, (bit | 63) &+ 1)
                        while bit < wordEnd {
                            let current = Int(text[bit] & 0x7F)
                            accumulated |= UInt64(tables.afterByte[previous &<< 7 | current]) &<< UInt64(bit & 63)
                            mask |= tables.maskBits[current]
                            previous = current
                            bit &+= 1
                        }
                    }
                    words[word] = accumulated
                    // The characters at the word starts just marked (a few a field).
                    bit = start
                    while let found = Self.nextBit(in: words, from: bit, to: end) {
                        startMask |= tables.maskBits[Int(text[found] & 0x7F)]
                        bit = found &+ 1
                    }
                }
            }
        }
        spans.append(FieldSpan(start: UInt32(start), length: UInt32(length), isWide: false))
        longestField = max(longestField, length)
        return (mask, startMask)
    }

    /// The first set bit of `words` in `from..<to`.
    @inline(__always)
    private static func nextBit(in words: UnsafeMutableBufferPointer<UInt64>, from: Int, to: Int) -> Int? {
        var bit = from
        while bit < to {
            let word = words[bit &>> 6] &>> UInt64(bit & 63)
            if word != 0 {
                let found = bit &+ word.trailingZeroBitCount
                return found < to ? found : nil
            }
            bit = (bit | 63) &+ 1
        }
        return nil
    }

    /// Makes `words` hold at least `units` bits (new words are zero).
    static func growBits(_ words: inout [UInt64], to units: Int) {
        let needed = (units &+ 63) &>> 6
        while words.count < needed { words.append(0) }  // a word or two a field
    }

    private mutating func languageID(spelled name: String) -> UInt16 {
        if let id = recentLanguages.value(for: name) { return id }
        let id: UInt16
        if let known = languageSpellings[name] {
            id = known
        } else {
            id = languageID(FilterLanguage.key(name))
            languageSpellings[name] = id
        }
        recentLanguages.remember(name, id)
        return id
    }

    private mutating func languageID(_ key: String) -> UInt16 {
        if let id = languageLookup[key] { return id }
        guard languageKeys.count < Int(UInt16.max) else { return 0 }
        languageKeys.append(key)
        let id = UInt16(languageKeys.count)
        languageLookup[key] = id
        return id
    }

    /// The id of a topic as a row spells it, numbering a new one.
    private mutating func topicID(spelled topic: String) -> UInt32 {
        if let id = recentTopics.value(for: topic) { return id }
        let key = Self.isLowercaseASCII(topic) ? topic : topic.lowercased()
        let id: UInt32
        if let known = topicLookup[key] {
            id = known
        } else {
            id = UInt32(topicKeys.count)
            topicKeys.append(key)
            topicLookup[key] = id
        }
        recentTopics.remember(topic, id)
        return id
    }

    /// The id of a language key, nil when no row has it.
    func languageID(ofKey key: String) -> UInt16? { languageLookup[key] }

    /// The id of a (lower-cased) topic, nil when no row has it.
    func topicID(of topic: String) -> UInt32? { topicLookup[topic] }

    private static func seconds(_ date: Date?) -> Int64 {
        guard let date else { return unknownDate }
        let t = date.timeIntervalSince1970
        guard t.isFinite else { return unknownDate }
        return Int64(max(-9e15, min(9e15, t.rounded(.down))))
    }

    /// Makes room for `rows` rows in all, their text estimated from the rows
    /// held (a list whose size is known grows without doubling its arrays).
    public mutating func reserveCapacity(rows: Int) {
        guard rows > count, count > 0 else { return }
        let held = count
        let perRow = { (units: Int) in (units + held - 1) / held * rows }
        spans.reserveCapacity(rows * FilterField.count)
        fieldMasks.reserveCapacity(rows * FilterField.count)
        fieldStartMasks.reserveCapacity(rows * FilterField.count)
        rowMasks.reserveCapacity(rows)
        bytes.reserveCapacity(perRow(bytes.count))
        byteWordStarts.reserveCapacity(perRow(bytes.count) / 64 + 1)
        if !wideRaw.isEmpty {
            wideRaw.reserveCapacity(perRow(wideRaw.count))
            wideFolded.reserveCapacity(perRow(wideFolded.count))
            wideClasses.reserveCapacity(perRow(wideClasses.count))
            wideWordStarts.reserveCapacity(perRow(wideRaw.count) / 64 + 1)
        }
        stars.reserveCapacity(rows)
        forks.reserveCapacity(rows)
        pushed.reserveCapacity(rows)
        updated.reserveCapacity(rows)
        created.reserveCapacity(rows)
        flags.reserveCapacity(rows)
        languageIDs.reserveCapacity(rows)
        topicStarts.reserveCapacity(rows + 1)
        topicIDs.reserveCapacity(perRow(topicIDs.count))
    }

    /// About how many bytes the prepared rows take (what filtering adds to
    /// the repositories themselves).
    public var approximateBytes: Int {
        spans.capacity * MemoryLayout<FieldSpan>.stride + (fieldMasks.capacity + fieldStartMasks.capacity) * 8 + rowMasks.capacity * 8
            + bytes.capacity + (byteWordStarts.capacity + wideWordStarts.capacity) * 8 + wideRaw.capacity * 4 + wideFolded.capacity * 4 + wideClasses.capacity
            + stars.capacity * 4 + forks.capacity * 4 + (pushed.capacity + updated.capacity + created.capacity) * 8
            + flags.capacity + languageIDs.capacity * 2 + topicStarts.capacity * 4 + topicIDs.capacity * 4
            + topicKeys.reduce(0) { $0 + $1.utf8.count + 16 } * 3
    }

    @inline(__always)
    func span(row: Int, field: FilterField) -> FieldSpan {
        spans[row &* FilterField.count &+ field.rawValue]
    }
}

extension FilterCorpus: Equatable {
    /// Same rows, same text: two corpora built from the same repositories
    /// are equal, whatever their history (languages and topics are numbered
    /// in order of first appearance, so equal rows number them alike).
    public static func == (lhs: FilterCorpus, rhs: FilterCorpus) -> Bool {
        lhs.count == rhs.count && lhs.spans == rhs.spans && lhs.bytes == rhs.bytes && lhs.wideRaw == rhs.wideRaw
            && lhs.stars == rhs.stars && lhs.forks == rhs.forks && lhs.pushed == rhs.pushed
            && lhs.updated == rhs.updated && lhs.created == rhs.created && lhs.flags == rhs.flags
            && lhs.languageIDs == rhs.languageIDs && lhs.languageKeys == rhs.languageKeys
            && lhs.topicStarts == rhs.topicStarts && lhs.topicIDs == rhs.topicIDs && lhs.topicKeys == rhs.topicKeys
    }
}
