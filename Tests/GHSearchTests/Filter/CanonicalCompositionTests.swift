@testable import GHSearchCLI
import Testing
@testable import GHSearchFilter

/// The filter's own canonical composition (no ICU in the shipped binary):
/// it must agree with the standard library's canonical equivalence, which
/// `String ==` implements.
@Suite struct CanonicalCompositionTests {
    @Test func composesWhatNFCComposes() {
        #expect(CanonicalComposition.compose(0x65, 0x301) == 0xE9)  // e + ◌́ → é
        #expect(CanonicalComposition.compose(0x1112, 0x1161) == 0xD558)  // ᄒ + ᅡ → 하
        #expect(CanonicalComposition.compose(0xD558, 0x11AB) == 0xD55C)  // 하 + ᆫ → 한
        #expect(CanonicalComposition.compose(0x65, 0x65) == nil)
    }

    @Test func everyPairComposesToACanonicallyEquivalentScalar() {
        for i in stride(from: 0, to: CanonicalComposition.pairs.count, by: 3) {
            let (base, mark, composed) = (CanonicalComposition.pairs[i], CanonicalComposition.pairs[i + 1],
                                          CanonicalComposition.pairs[i + 2])
            let decomposed = String(String.UnicodeScalarView([Unicode.Scalar(base)!, Unicode.Scalar(mark)!]))
            #expect(decomposed == String(Unicode.Scalar(composed)!), "\(base) + \(mark)")
        }
    }

    @Test func theBaseIsTheFirstScalarOfTheFullDecomposition() {
        #expect(CanonicalComposition.base(0x1EC7) == 0x65)  // ệ → e
        #expect(CanonicalComposition.base(0xC5) == 0x41)  // Å → A
        #expect(CanonicalComposition.base(0x3AC) == 0x3B1)  // ά → α
        #expect(CanonicalComposition.base(0x61) == 0x61)
    }
}
