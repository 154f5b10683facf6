@testable import GHSearchCLI
import Testing
@testable import GHSearchFilter

/// `ScalarFolding`'s tables are built from pairs kept in the source
/// (`ScalarFolding+Pairs.swift`) rather than from the standard library's
/// Unicode properties at first use (3–4 ms on the way to the first frame).
/// These tests derive every mapping the slow way and compare, for every
/// scalar of the Basic Multilingual Plane; when the toolchain's Unicode
/// data changes they fail and print the pairs to paste.
@Suite struct ScalarFoldingTests {
    /// The simple lower-case form the standard library gives, where it is
    /// another scalar of the plane.
    static func expectedLower(_ v: UInt32) -> UInt32 {
        guard let scalar = Unicode.Scalar(v), scalar.properties.changesWhenLowercased,
              let first = scalar.properties.lowercaseMapping.unicodeScalars.first, first.value < 0x1_0000
        else { return v }
        return first.value
    }

    @Test func lowerIsTheStandardLibrarysSimpleLowerCaseForm() {
        var expectedPairs: [UInt32] = []
        var mismatches: [UInt32] = []
        for v in UInt32(0)..<0x1_0000 {
            let expected = v < 0x80 ? (v &- 0x41 < 26 ? v | 0x20 : v) : Self.expectedLower(v)
            if v >= 0x80, expected != v { expectedPairs.append(v << 16 | expected) }
            if ScalarFolding.lower(v) != expected { mismatches.append(v) }
        }
        #expect(mismatches.isEmpty, "lower differs for \(mismatches.prefix(10).map(hex)); lowerPairs should be:\n\(Self.source(expectedPairs))")
        #expect(ScalarFolding.lowerPairs == expectedPairs, "lowerPairs should be:\n\(Self.source(expectedPairs))")
    }

    @Test func decompositionBasesAreTheCanonicalBaseLetters() {
        var expectedPairs: [UInt32] = []
        for range: ClosedRange<UInt32> in [0xC0...0x24F, 0x386...0x3CE, 0x1E00...0x1EFF] {
            for v in range {
                let base = CanonicalComposition.base(v)
                if base != v, base < 0x1_0000 { expectedPairs.append(v << 16 | base) }
            }
        }
        #expect(ScalarFolding.decompositionBases == expectedPairs,
                "decompositionBases should be:\n\(Self.source(expectedPairs))")
    }

    @Test func normalizeGivesTheBaseLetterOfLatinAndGreekLettersOnly() {
        let strokes = Dictionary(uniqueKeysWithValues: ScalarFolding.strokes.map { ($0.0, $0.1.unicodeScalars.first!.value) })
        let decomposing: [ClosedRange<UInt32>] = [0xC0...0x24F, 0x386...0x3CE, 0x1E00...0x1EFF]
        var mismatches: [UInt32] = []
        for v in UInt32(0)..<0x1_0000 {
            let base = decomposing.contains { $0.contains(v) } ? CanonicalComposition.base(v) : v
            let expected = strokes[v] ?? (base < 0x1_0000 ? base : v)
            if ScalarFolding.normalize(v) != expected { mismatches.append(v) }
        }
        #expect(mismatches.isEmpty, "normalize differs for \(mismatches.prefix(10).map(hex))")
        #expect(ScalarFolding.normalize(0x1EC7) == 0x65)  // ệ → e
        #expect(ScalarFolding.normalize(0xC9) == 0x45)  // É → E: the case is kept
        #expect(ScalarFolding.normalize(0x141) == 0x4C)  // Ł → L
    }

    @Test func foldIsLowerCaseWithoutDiacritics() {
        #expect(ScalarFolding.fold(0xC9) == 0x65)  // É → e
        #expect(ScalarFolding.fold(0x1EC6) == 0x65)  // Ệ → e
        #expect(ScalarFolding.fold(0xD8) == 0x6F)  // Ø → o
        #expect(ScalarFolding.fold(0x130) == 0x69)  // İ → i
        #expect(ScalarFolding.fold(0x391) == 0x3B1)  // Α → α
        #expect(ScalarFolding.fold(0x386) == 0x3B1)  // Ά → α
        #expect(ScalarFolding.fold(0x410) == 0x430)  // А → а
        #expect(ScalarFolding.fold(0xFF21) == 0xFF41)  // Ａ → ａ
        #expect(ScalarFolding.fold(0xD55C) == 0xD55C)  // 한
        #expect(ScalarFolding.fold(0x1_F600) == 0x1_F600)  // beyond the plane: as it is
        #expect(ScalarFolding.isUpper(0x130) && !ScalarFolding.isUpper(0x131))
        for v in UInt32(0)..<0x1_0000 {
            let n = ScalarFolding.normalize(ScalarFolding.lower(v))
            let expected = n < 0x80 ? (n &- 0x41 < 26 ? n | 0x20 : n) : ScalarFolding.lower(n)
            if ScalarFolding.fold(v) != expected {
                Issue.record("fold(\(hex(v))) is \(hex(ScalarFolding.fold(v))), not \(hex(expected))")
                return
            }
        }
    }

    /// `pairs` as the source spells them.
    static func source(_ pairs: [UInt32]) -> String {
        pairs.map { "0x" + pad(String($0 >> 16, radix: 16, uppercase: true)) + "_" + pad(String($0 & 0xFFFF, radix: 16, uppercase: true)) + "," }
            .joined(separator: " ")
    }

    static func pad(_ digits: String) -> String {
        String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

private func hex(_ v: UInt32) -> String { "U+" + ScalarFoldingTests.pad(String(v, radix: 16, uppercase: true)) }
