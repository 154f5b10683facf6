extension FilterCorpus {
    /// `appendText` for a field that is not all ASCII: its units (one per
    /// `Character`, as `MatchText.forEachUnit` reads them) to the wide
    /// arena. A scalar that stands alone next to its neighbours
    /// (`MatchText.standsAlone`) is its own unit, its class looked up once
    /// per scalar (`wideClasses` of earlier rows); only the stretches
    /// around other scalars are read as `Character`s.
    mutating func appendWide(_ utf8: UnsafeBufferPointer<UInt8>) -> (mask: UInt64, startMask: UInt64) {
        if classesByScalar.isEmpty { classesByScalar = [UInt8](repeating: Self.unknownClass, count: 0x1_0000) }
        var mask: UInt64 = 0
        var startMask: UInt64 = 0
        let start = wideRaw.count
        var previous = Int(MatchCharacterClass.start.rawValue)
        let startsWord = MatchScoring.startsWord
        func add(_ unit: UInt32, _ characterClass: UInt8) {
            let folded = ScalarFolding.fold(unit)
            let current = Int(characterClass)
            let bit = MatchText.maskBit(folded)
            if startsWord[previous &* MatchCharacterClass.count &+ current] {
                Self.growBits(&wideWordStarts, to: wideRaw.count &+ 1)
                wideWordStarts[wideRaw.count &>> 6] |= 1 &<< UInt64(wideRaw.count & 63)
                startMask |= bit
            }
            previous = current
            wideRaw.append(unit)
            wideFolded.append(folded)
            wideClasses.append(characterClass)
            mask |= bit
        }
        var remaining = Self.longestMatched
        var index = 0
        while remaining > 0, index < utf8.count {
            let (scalar, length) = MatchText.scalar(in: utf8, at: index)
            let next = index &+ length
            if MatchText.standsAlone(scalar), next == utf8.count || MatchText.standsAlone(MatchText.scalar(in: utf8, at: next).value) {
                add(scalar, characterClass(of: scalar))
                remaining -= 1
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
                guard remaining > 0 else { break }
                let first = MatchText.unit(of: character)
                add(first.value, MatchCharacterClass.of(first).rawValue)
                remaining -= 1
            }
            index = end
        }
        Self.growBits(&wideWordStarts, to: wideRaw.count)
        let length = wideRaw.count - start
        spans.append(FieldSpan(start: UInt32(start), length: UInt32(length), isWide: true))
        longestField = max(longestField, length)
        return (mask, startMask)
    }

    static let unknownClass = UInt8.max

    /// `MatchCharacterClass.of(scalar)`, each scalar of the Basic
    /// Multilingual Plane asked once (its Unicode properties are slow to read).
    @inline(__always)
    private mutating func characterClass(of scalar: UInt32) -> UInt8 {
        if scalar < 0x80 { return MatchCharacterClass.asciiRaw[Int(scalar)] }
        guard scalar < 0x1_0000 else { return MatchCharacterClass.of(Unicode.Scalar(scalar)!).rawValue }
        let known = classesByScalar[Int(scalar)]
        if known != Self.unknownClass { return known }
        let found = MatchCharacterClass.of(Unicode.Scalar(scalar)!).rawValue
        classesByScalar[Int(scalar)] = found
        return found
    }
}
