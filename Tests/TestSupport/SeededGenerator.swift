import Foundation

/// The random numbers of a randomised test: seeded, and the seed printed,
/// so any failing run can be repeated exactly (`GHSEARCH_TEST_SEED=N`).
/// SplitMix64: small, fast, and good enough to pick test inputs.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    public let seed: UInt64
    private var state: UInt64

    /// A generator for the test called `name`: the seed is `seed` if given,
    /// else `GHSEARCH_TEST_SEED` if set, else a fresh random one.
    public init(_ name: String, seed: UInt64? = nil) {
        let fromEnvironment = ProcessInfo.processInfo.environment["GHSEARCH_TEST_SEED"].flatMap { UInt64($0) }
        self.seed = seed ?? fromEnvironment ?? UInt64.random(in: 0...UInt64.max)
        state = self.seed
        print("\(name): random seed \(self.seed) (GHSEARCH_TEST_SEED=\(self.seed) repeats this run)")
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
