// Does LeakSanitizer see a heap object that is held only through a Swift
// multi-payload enum? Swift keeps the case of such an enum in the spare
// high bits of the payload's pointer (`.second` below is stored as
// 0x40…-tagged), which LSan does not take for a pointer. The array is held
// by a global for the whole run: a correct program. Built with
// -sanitize=address, a leak report here means LSan is blind to such
// globals (see `leak:_WZ$` in scripts/lsan-suppressions.txt). Exit status
// is LSan's.
enum Completion {
    case first([String])
    case second([String])
}

let words = (0..<20).map { "word\($0)" }
let held = Completion.second(words.map { $0 + "!" })
if case .second(let list) = held { print("words: \(list.count)") }
