/// A filter's qualifiers reduced to what they mean together: several
/// `language:` are alternatives, several `topic:` all required, the last
/// `fork:`, `archived:` and `is:` win, every range applies.
struct QualifierSet: Sendable, Hashable {
    var languages: Set<String> = []
    var excludedLanguages: Set<String> = []
    var topics: Set<String> = []
    var excludedTopics: Set<String> = []
    var forks = FilterQualifier.ForkInclusion.include
    var archived: Bool?
    var visibility: FilterQualifier.Visibility?
    var ranges: Set<RangeCondition> = []

    struct RangeCondition: Sendable, Hashable {
        enum Value: Sendable, Hashable { case stars, forks, pushed, created }
        var value: Value
        var range: FilterRange
        var negated: Bool
    }

    init(_ qualifiers: [FilterQualifier]) {
        for qualifier in qualifiers {
            let negated = qualifier.isNegated
            switch qualifier.condition {
            case .language(let key):
                if negated { excludedLanguages.insert(key) } else { languages.insert(key) }
            case .topic(let topic):
                if negated { excludedTopics.insert(topic) } else { topics.insert(topic) }
            case .fork(let inclusion): forks = inclusion
            case .archived(let value): archived = value
            case .visibility(let value): visibility = value
            case .stars(let range): ranges.insert(RangeCondition(value: .stars, range: range, negated: negated))
            case .forks(let range): ranges.insert(RangeCondition(value: .forks, range: range, negated: negated))
            case .pushed(let range): ranges.insert(RangeCondition(value: .pushed, range: range, negated: negated))
            case .created(let range): ranges.insert(RangeCondition(value: .created, range: range, negated: negated))
            }
        }
    }

    var isEmpty: Bool {
        languages.isEmpty && excludedLanguages.isEmpty && topics.isEmpty && excludedTopics.isEmpty
            && forks == .include && archived == nil && visibility == nil && ranges.isEmpty
    }

    /// Whether every row that passes `self` passes `other`.
    func implies(_ other: QualifierSet) -> Bool {
        (other.languages.isEmpty || !languages.isEmpty && languages.isSubset(of: other.languages))
            && other.excludedLanguages.isSubset(of: excludedLanguages)
            && other.topics.isSubset(of: topics)
            && other.excludedTopics.isSubset(of: excludedTopics)
            && (other.forks == .include || other.forks == forks)
            && (other.archived == nil || other.archived == archived)
            && (other.visibility == nil || other.visibility == visibility)
            && other.ranges.isSubset(of: ranges)
    }
}

/// A `QualifierSet` against one corpus: names turned into the corpus's
/// language and topic numbers, so a row is checked with integer compares.
struct CompiledQualifiers {
    let isEmpty: Bool
    /// Nothing can pass (a required topic or every wanted language is absent).
    let rejectsAll: Bool
    private let languages: [UInt16]
    private let excludedLanguages: [UInt16]
    private let topics: [UInt32]
    private let excludedTopics: [UInt32]
    private let forks: FilterQualifier.ForkInclusion
    private let archived: Bool?
    private let visibility: UInt8?
    private let ranges: [QualifierSet.RangeCondition]

    init(_ set: QualifierSet, corpus: FilterCorpus) {
        isEmpty = set.isEmpty
        languages = set.languages.compactMap(corpus.languageID(ofKey:))
        excludedLanguages = set.excludedLanguages.compactMap(corpus.languageID(ofKey:))
        let topicIDs = set.topics.map(corpus.topicID(of:))
        topics = topicIDs.compactMap { $0 }
        excludedTopics = set.excludedTopics.compactMap(corpus.topicID(of:))
        forks = set.forks
        archived = set.archived
        visibility = set.visibility.map(FilterCorpus.visibilityFlag)
        ranges = Array(set.ranges)
        rejectsAll = (!set.languages.isEmpty && languages.isEmpty) || topicIDs.contains(nil)
    }

    @inline(__always)
    func passes(_ row: Int, _ corpus: FilterCorpus) -> Bool {
        if isEmpty { return true }
        let flags = corpus.flags[row]
        switch forks {
        case .include: break
        case .exclude: if flags & FilterCorpus.forkFlag != 0 { return false }
        case .only: if flags & FilterCorpus.forkFlag == 0 { return false }
        }
        if let archived, (flags & FilterCorpus.archivedFlag != 0) != archived { return false }
        if let visibility, flags & FilterCorpus.visibilityMask != visibility { return false }
        if !languages.isEmpty || !excludedLanguages.isEmpty {
            let language = corpus.languageIDs[row]
            if !languages.isEmpty && !languages.contains(language) { return false }
            if excludedLanguages.contains(language) { return false }
        }
        if !topics.isEmpty || !excludedTopics.isEmpty {
            let own = corpus.topicIDs[Int(corpus.topicStarts[row])..<Int(corpus.topicStarts[row + 1])]
            for topic in topics where !own.contains(topic) { return false }
            for topic in excludedTopics where own.contains(topic) { return false }
        }
        for condition in ranges {
            let value: Int64?
            switch condition.value {
            case .stars: value = corpus.stars[row] == FilterCorpus.unknownNumber ? nil : Int64(corpus.stars[row])
            case .forks: value = corpus.forks[row] == FilterCorpus.unknownNumber ? nil : Int64(corpus.forks[row])
            case .pushed: value = corpus.pushed[row] == FilterCorpus.unknownDate ? nil : corpus.pushed[row]
            case .created: value = corpus.created[row] == FilterCorpus.unknownDate ? nil : corpus.created[row]
            }
            // A repository without the value passes only a negated condition.
            let inside = value.map(condition.range.contains) ?? false
            if inside == condition.negated { return false }
        }
        return true
    }
}
