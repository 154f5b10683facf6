extension FilterCorpus {
    /// `appendText` for a field that is not all ASCII: its units (one per
    /// `Character`, as `MatchText.forEachUnit` reads them) to the wide
    /// arena. A scalar that stands alone next to its neighbours
    /// (`MatchText.standsAlone`) is its own unit, its class looked up once
    /// per scalar (`classesByScalar`); only the stretches around other
    /// scalars are read as `Character`s (`WideArena`).
    mutating func appendWide(_ utf8: UnsafeBufferPointer<UInt8>) -> (mask: UInt64, startMask: UInt64) {
        if classesByScalar.isEmpty { classesByScalar = [UInt8](repeating: Self.unknownClass, count: 0x1_0000) }
        // Room for a unit per byte (no more units than bytes), filled in
        // place, the rest taken off after.
        let start = wideRaw.count
        let room = min(utf8.count, Self.longestMatched)
        wideRaw.append(contentsOf: repeatElement(0, count: room))
        wideFolded.append(contentsOf: repeatElement(0, count: room))
        wideClasses.append(contentsOf: repeatElement(0, count: room))
        Self.growBits(&wideWordStarts, to: start &+ room)
        var filled = WideArena.Filled()
        wideRaw.withUnsafeMutableBufferPointer { raw in
            wideFolded.withUnsafeMutableBufferPointer { folded in
                wideClasses.withUnsafeMutableBufferPointer { classes in
                    wideWordStarts.withUnsafeMutableBufferPointer { words in
                        classesByScalar.withUnsafeMutableBufferPointer { known in
                            let arena = WideArena(raw: raw, folded: folded, classes: classes, words: words, known: known)
                            filled = arena.fill(from: utf8, at: start, room: room)
                        }
                    }
                }
            }
        }
        let unused = room &- filled.units
        wideRaw.removeLast(unused)
        wideFolded.removeLast(unused)
        wideClasses.removeLast(unused)
        let words = (wideRaw.count &+ 63) &>> 6
        if wideWordStarts.count > words { wideWordStarts.removeLast(wideWordStarts.count &- words) }
        spans.append(FieldSpan(start: UInt32(start), length: UInt32(filled.units), isWide: true))
        longestField = max(longestField, filled.units)
        return (filled.mask, filled.startMask)
    }

    static let unknownClass = UInt8.max
}
