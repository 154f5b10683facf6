// The cost of drawing one frame of the results table, built by
// bench/frame.sh as the `frame-benchmark` product (release) against the
// core's public interface (nothing here ships): the screen's lines for a
// 120×40 terminal (`SearchScreen.render`: the title, the table, the status
// line) and the bytes that put them on screen (`FrameDiff.update`), what
// the editor thread does between a change of the model and its write.
//
//   frame-benchmark PAGE MODE FRAMES
//
// PAGE is a page of repositories as GitHub answers it (bench/frame.sh
// fetches u30's 30 from the fake). MODE:
//   first   a list's first frame, FRAMES times: a new screen each time (the
//           rows' widths measured), the whole screen written;
//   move    the selection moved down and up a row each frame: the table
//           drawn again, the two rows that changed written;
//   filter  a different filter each frame (the states made before): the
//           rows with their matches highlighted, the changed rows written.
// Each frame is one call of `drawFrame`; bench/frame.sh counts its
// instructions with callgrind (`--toggle-collect`). Prints the frames'
// bytes and a hash of them: a change that only makes drawing cheaper
// prints the same.
import Foundation
import GHSearchGitHub
import GHSearchInteractive
import GHSearchPresent
import GHSearchText
import GHSearchTheme

func fail(_ text: String) -> Never {
    FileHandle.standardError.write(Data((text + "\n").utf8))
    exit(64)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 3, let frames = Int(arguments[2]), frames > 0,
      ["first", "move", "filter"].contains(arguments[1]) else {
    fail("usage: frame-benchmark PAGE first|move|filter FRAMES")
}
guard let data = FileManager.default.contents(atPath: arguments[0]),
      let repositories = try? RepositoryDecoder.decode([UInt8](data)), !repositories.isEmpty else {
    fail("cannot read a page of repositories from \(arguments[0])")
}
let mode = arguments[1]
let width = 120, height = 40
let now = Date(timeIntervalSince1970: 1_800_000_000)
let colorMode = ANSI.ColorMode.palette256

var state = SearchViewModel()
_ = state.send(.key(.list(.lineChanged("u30"))))
_ = state.send(.loading(.searchFinished(.user("u30"), outcome: .loaded(RepositoryPage(
    repositories: repositories, rateLimit: RateLimit(limit: 5000, remaining: 4990))))))

/// A filter for frame `i`: a word of a row's name, cut to 1…4 characters.
@MainActor func filterState(_ i: Int) -> SearchViewModel {
    let name = Array(repositories[i % repositories.count].name.lowercased())
    let cut = String(name.prefix(1 + i % 4))
    var filtered = state
    _ = filtered.send(.key(.list(.lineChanged("u30 " + cut))))
    return filtered
}
let states = mode == "filter" ? (0..<frames).map(filterState) : []

var hash: UInt64 = 0xcbf2_9ce4_8422_2325
var bytes = 0
@MainActor func consume(_ update: String) {
    for byte in update.utf8 {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    bytes += update.utf8.count
}

/// One frame: the lines of `model` and the update from the last frame's.
@MainActor @inline(never)
func drawFrame(_ model: SearchViewModel, screen: inout SearchScreen, previous: inout [String]?) -> String {
    let lines = screen.render(model, width: width, height: height, now: now, colorMode: colorMode)
    let update = FrameDiff.update(from: previous, to: lines, screenRows: height, cursorColumn: 5)
    previous = lines
    return update
}

var screen = SearchScreen(catalogue: .english, theme: .standard)
var previous: [String]?
for frame in 0..<frames {
    var model = state
    switch mode {
    case "first":
        screen = SearchScreen(catalogue: .english, theme: .standard)
        previous = nil
    case "move":
        _ = state.send(.key(.list(.moveSelection(frame % 2 == 0 ? 1 : -1))))
        model = state
    default:
        model = states[frame]
    }
    consume(drawFrame(model, screen: &screen, previous: &previous))
}
print("mode=\(mode) frames=\(frames) bytes=\(bytes) hash=\(String(hash, radix: 16))")
