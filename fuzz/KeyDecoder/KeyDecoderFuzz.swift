import GHSearchCLI
import GHSearchInteractive

/// libFuzzer entry: the first byte says after which characters the terminal
/// "goes quiet" (bit i: a flush after every character whose index is i
/// modulo 8), the rest is what a terminal sends. Checks the key decoder:
/// text is never a control character, ESC or C1; every key's fzf name reads
/// back as the same key; a flush leaves nothing pending; and the decoder
/// never emits more text than printable characters came in.
@_cdecl("LLVMFuzzerTestOneInput")
public func keyDecoderFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let quietMask = data[0]
    let input = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
    var decoder = KeyDecoder()
    var texts = 0
    var printable = 0
    func check(_ outputs: [KeyInput]) {
        for output in outputs {
            switch output {
            case .text(let scalar):
                texts += 1
                let v = scalar.value
                if v < 0x20 || (0x7F...0x9F).contains(v) { fatalError("text U+\(String(v, radix: 16)) from \(input.debugDescription)") }
            case .key(let key):
                if case .function(let n) = key.base, n > 12 { continue }
                if Key(name: key.name) != key { fatalError("\(key) named \(key.name) reads back as \(String(describing: Key(name: key.name)))") }
            case .unrecognised:
                break
            }
        }
    }
    for (index, scalar) in input.unicodeScalars.enumerated() {
        if scalar.value >= 0x20 && scalar.value != 0x7F { printable += 1 }
        check(decoder.feed(scalar))
        if quietMask & (1 << (index % 8)) != 0 {
            check(decoder.flush())
            if decoder.isPending { fatalError("pending after a flush") }
        }
    }
    check(decoder.flush())
    if decoder.isPending { fatalError("pending after the last flush") }
    if texts > printable { fatalError("\(texts) texts from \(printable) printable characters in \(input.debugDescription)") }
    return 0
}
