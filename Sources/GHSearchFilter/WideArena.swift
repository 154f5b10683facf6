/// The room `FilterCorpus.appendWide` made in the wide arena for one
/// field, filled in place: a unit per `Character` of the field's text (as
/// `MatchText.forEachUnit` reads it), with its folded form, class and
/// word-start bit. A scalar that stands alone next to its neighbours is
/// its own unit, its class asked of its Unicode properties once per scalar
/// (`known`, `FilterCorpus.unknownClass` where not asked yet).
struct WideArena {
    var raw: UnsafeMutableBufferPointer<UInt32>
    var folded: UnsafeMutableBufferPointer<UInt32>
    var classes: UnsafeMutableBufferPointer<UInt8>
    var words: UnsafeMutableBufferPointer<UInt64>
    var known: UnsafeMutableBufferPointer<UInt8>

    /// What a field's units came to: how many, the field's character mask
    /// and the mask of the characters that begin its words.
    struct Filled {
        var units = 0
        var mask: UInt64 = 0
        var startMask: UInt64 = 0
    }

    /// Fills the units of `utf8` (valid UTF-8, at most `room` of them) from
    /// `start` on.
    func fill(from utf8: UnsafeBufferPointer<UInt8>, at start: Int, room: Int) -> Filled {
        var filled = Filled()
        var previous = Int(MatchCharacterClass.start.rawValue)
        let startsWord = MatchScoring.startsWord
        func add(_ unit: UInt32, _ characterClass: UInt8) {
            let at = start &+ filled.units
            let folding = ScalarFolding.fold(unit)
            let current = Int(characterClass)
            let bit = MatchText.maskBit(folding)
            if startsWord[previous &* MatchCharacterClass.count &+ current] {
                words[at &>> 6] |= 1 &<< UInt64(at & 63)
                filled.startMask |= bit
            }
            previous = current
            raw[at] = unit
            folded[at] = folding
            classes[at] = characterClass
            filled.mask |= bit
            filled.units &+= 1
        }
        var index = 0
        while filled.units < room, index < utf8.count {
            let (scalar, length) = MatchText.scalar(in: utf8, at: index)
            let next = index &+ length
            if MatchText.standsAlone(scalar), next == utf8.count || MatchText.standsAlone(MatchText.scalar(in: utf8, at: next).value) {
                add(scalar, characterClass(of: scalar))
                index = next
                continue
            }
            // A stretch that ends where two scalars that stand alone meet (a
            // character boundary), read as `Character`s.
            var end = next
            var before = scalar
            while end < utf8.count {
                let (after, afterLength) = MatchText.scalar(in: utf8, at: end)
                if MatchText.standsAlone(before), MatchText.standsAlone(after) { break }
                before = after
                end &+= afterLength
            }
            for character in String(decoding: UnsafeBufferPointer(rebasing: utf8[index..<end]), as: UTF8.self) {
                guard filled.units < room else { break }
                let first = MatchText.unit(of: character)
                add(first.value, MatchCharacterClass.of(first).rawValue)
            }
            index = end
        }
        return filled
    }

    /// `MatchCharacterClass.of(scalar)`, each scalar of the Basic
    /// Multilingual Plane asked once (its Unicode properties are slow to read).
    @inline(__always)
    private func characterClass(of scalar: UInt32) -> UInt8 {
        if scalar < 0x80 { return MatchCharacterClass.asciiRaw[Int(scalar)] }
        guard scalar < 0x1_0000, let value = Unicode.Scalar(scalar) else {
            return Unicode.Scalar(scalar).map { MatchCharacterClass.of($0).rawValue } ?? MatchCharacterClass.nonWord.rawValue
        }
        let cached = known[Int(scalar)]
        if cached != FilterCorpus.unknownClass { return cached }
        let found = MatchCharacterClass.of(value).rawValue
        known[Int(scalar)] = found
        return found
    }
}
