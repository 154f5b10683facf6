import Glibc
import GHSearchFilter
import GHSearchGitHub
@testable import GHSearchInteractiveMode
import Testing
import TestSupport

@Suite(.standardTimeLimit) struct WorkingMemoryTests {
    @Test func growsByAStepAtLeastAndNoFurtherThanTheLimit() {
        var memory = WorkingMemory()
        memory.grow(to: WorkingMemory.step - 1)
        #expect(memory.touched == 0)
        memory.grow(to: 1 << 20)
        #expect(memory.touched == 1 << 20)
        memory.grow(to: (1 << 20) + WorkingMemory.step / 2)
        #expect(memory.touched == 1 << 20)
        memory.grow(to: 1 << 19)
        #expect(memory.touched == 1 << 20)
        memory.grow(to: Int.max / 2)
        #expect(memory.touched == WorkingMemory.limit)
    }

    @Test func theEstimateIsTheCachesBudgetAndARunsMemoryPerRow() {
        let engine = FilterEngine(budget: 1_000)
        #expect(engine.workingMemory(rows: 0) == 8_000)
        #expect(engine.workingMemory(rows: 2_000) - engine.workingMemory(rows: 1_000)
            == engine.workingMemory(rows: 3_000) - engine.workingMemory(rows: 2_000))
    }

    @Test func aShortListIsLeftAlone() {
        let engine = FilterEngine()
        #expect(WorkingMemory.wanted(by: engine, rows: WorkingMemory.rowsWorthIt - 1) == 0)
        #expect(WorkingMemory.wanted(by: engine, rows: WorkingMemory.rowsWorthIt) == engine.workingMemory(rows: WorkingMemory.rowsWorthIt))
    }

    /// The keys that begin words (each row passes), on a thread of their
    /// own as the editor's, the list loaded on another: once the memory is
    /// touched, their runs' pages are there already. Without it the same
    /// keys fault in hundreds of pages (the allocator set as the program sets it).
    @Test func firstLettersFindTheirRunsPagesTouched() async {
        FreedMemoryRetention.keepForReuse()
        let rows = 40_000
        let corpus = FilterCorpus((0..<rows).map { Repository(name: "repo-\($0)", description: "a tool for \($0 % 97) things") })
        let (faults, shown) = await offThePool { () -> (Int, [Int]) in
            var engine = FilterEngine()
            var shown: [Int] = []
            engine.run(Filter.empty, over: corpus, defaultSort: nil, into: &shown)
            var memory = WorkingMemory()
            memory.grow(to: WorkingMemory.wanted(by: engine, rows: rows))
            let before = Self.threadPageFaults()
            var counts: [Int] = []
            for letter in ["e", "o", "r", "p", "t", "a"] {
                engine.run(Filter(letter), over: corpus, defaultSort: nil, into: &shown)
                counts.append(shown.count)
            }
            return (Self.threadPageFaults() - before, counts)
        }
        #expect(shown == Array(repeating: rows, count: 6))
        #expect(faults < 50, "\(faults) pages faulted in by the runs")
    }

    /// This thread's minor page faults so far.
    private static func threadPageFaults() -> Int {
        var usage = rusage()
        getrusage(__rusage_who_t(1), &usage)  // RUSAGE_THREAD (a GNU extension the module leaves out)
        return usage.ru_minflt
    }
}
