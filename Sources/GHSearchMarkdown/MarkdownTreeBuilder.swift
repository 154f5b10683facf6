import CCmarkGFM
import GHSearchMarkdownLayout

/// Turns a cmark-gfm tree into a `MarkdownDocument`: walks it in the order
/// of cmark's iterator, keeps one frame per open container, and builds each
/// value when its container is left. Containers past the depth limits get no frame:
/// their children go to the nearest frame that takes them.
struct MarkdownTreeBuilder {
    /// What a frame's node is, as plain values (no strings or arrays: a
    /// link's destination and a table's alignments are read from the node
    /// when it is left), so a frame is made and dropped without retains.
    private enum Kind {
        case document, quote, item(MarkdownList.Item.Task?), list(MarkdownList.Kind, tight: Bool)
        case paragraph, heading(Int), table, row(isHeader: Bool), cell
        case emphasis, strong, strikethrough, link, image

        var takesBlocks: Bool {
            switch self {
            case .document, .quote, .item: true
            default: false
            }
        }

        var takesInlines: Bool {
            switch self {
            case .paragraph, .heading, .cell, .emphasis, .strong, .strikethrough, .link, .image: true
            default: false
            }
        }
    }

    /// An open container: the children it takes, blocks or inlines. A
    /// list's items, a table's rows and a row's cells are on stacks of
    /// their own (`items`, `tables`, `cells`), one entry per open list,
    /// table or row, so a frame holds only the two arrays most need.
    private struct Frame {
        var node: OpaquePointer
        var kind: Kind
        var blocks: [MarkdownBlock] = []
        var inlines: [MarkdownInline] = []

        /// The blocks, moved out (the frame keeps an empty array).
        mutating func takeBlocks() -> [MarkdownBlock] {
            var taken: [MarkdownBlock] = []
            swap(&taken, &blocks)
            return taken
        }

        /// The inlines, moved out (the frame keeps an empty array).
        mutating func takeInlines() -> [MarkdownInline] {
            var taken: [MarkdownInline] = []
            swap(&taken, &inlines)
            return taken
        }
    }

    private struct TableRows {
        var header: [MarkdownTable.Cell] = []
        var rows: [[MarkdownTable.Cell]] = []
    }

    /// What a node the core enum does not name is, by its extension's type string.
    private enum ExtensionKind {
        case table, row, headerRow, cell, strikethrough, other
    }

    private var frames: [Frame] = []
    private var items: [[MarkdownList.Item]] = []
    private var tables: [TableRows] = []
    private var cells: [[MarkdownTable.Cell]] = []
    /// Block and inline containers now open without a frame of their own.
    private var flattenedContainers = 0
    private var flattenedInlines = 0
    private var containerDepth = 0
    private var inlineDepth = 0
    /// The extension node types met so far (a handful), searched in order.
    private var extensionKinds: [(type: UInt32, kind: ExtensionKind)] = []

    mutating func build(_ root: OpaquePointer) -> MarkdownDocument {
        var walk = ghs_cmark_walk_start(root)
        var node: OpaquePointer?
        while true {
            let event = ghs_cmark_walk_step(&walk, &node)
            if event < 0 { break }
            guard let node else { continue }
            if event > 0 {
                enter(node)
            } else {
                exit(node)
            }
        }
        // The root's exit comes before DONE; anything left is a damaged tree.
        while frames.count > 1 { close(frames.removeLast()) }
        return MarkdownDocument(blocks: frames.first?.blocks ?? [])
    }

    // MARK: - Entering

    private mutating func enter(_ node: OpaquePointer) {
        let type = ghs_cmark_node_get_type(node)
        switch type {
        case CMARK_NODE_DOCUMENT:
            push(node, .document)
        case CMARK_NODE_BLOCK_QUOTE:
            openContainer(node, .quote)
        case CMARK_NODE_LIST:
            let kind: MarkdownList.Kind = ghs_cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
                ? .ordered(start: Int(ghs_cmark_node_get_list_start(node))) : .bullet
            openContainer(node, .list(kind, tight: ghs_cmark_node_get_list_tight(node) != 0))
        case CMARK_NODE_ITEM:
            let task: MarkdownList.Item.Task? = ghs_cmark_node_is_task_item(node)
                ? (ghs_cmark_task_checked(node) ? .done : .open) : nil
            openContainer(node, .item(task))
        case CMARK_NODE_PARAGRAPH:
            push(node, .paragraph)
        case CMARK_NODE_HEADING:
            push(node, .heading(Int(ghs_cmark_node_get_heading_level(node))))
        case CMARK_NODE_CODE_BLOCK:
            let code = literal(node, droppingFinalNewline: true)
            let info = string(ghs_cmark_node_get_fence_info(node))
            appendBlock(.code(info: info, text: code))
        case CMARK_NODE_HTML_BLOCK:
            appendBlock(.html(literal(node)))
        case CMARK_NODE_THEMATIC_BREAK:
            appendBlock(.thematicBreak)
        case CMARK_NODE_TEXT:
            if ghs_cmark_node_follows_text(node) {
                appendText(literal(node))
            } else {
                appendInline(.text(literal(node)))
            }
        case CMARK_NODE_SOFTBREAK:
            appendInline(.softBreak)
        case CMARK_NODE_LINEBREAK:
            appendInline(.lineBreak)
        case CMARK_NODE_CODE:
            appendInline(.code(literal(node)))
        case CMARK_NODE_HTML_INLINE:
            appendInline(.html(literal(node)))
        case CMARK_NODE_EMPH:
            openInline(node, .emphasis)
        case CMARK_NODE_STRONG:
            openInline(node, .strong)
        case CMARK_NODE_LINK:
            openInline(node, .link)
        case CMARK_NODE_IMAGE:
            openInline(node, .image)
        default:
            switch extensionKind(node, type) {
            case .table:
                push(node, .table)
            case .row, .headerRow:
                push(node, .row(isHeader: ghs_cmark_table_row_is_header(node) != 0))
            case .cell:
                push(node, .cell)
            case .strikethrough:
                openInline(node, .strikethrough)
            case .other:
                // A node no extension here makes (footnotes are off): its
                // children, if any, join the container around it.
                break
            }
        }
    }

    private mutating func openContainer(_ node: OpaquePointer, _ kind: Kind) {
        if flattenedContainers > 0 || containerDepth >= MarkdownParser.maximumContainerDepth {
            flattenedContainers += 1
            return
        }
        containerDepth += 1
        push(node, kind)
    }

    private mutating func openInline(_ node: OpaquePointer, _ kind: Kind) {
        if flattenedInlines > 0 || inlineDepth >= MarkdownParser.maximumInlineDepth
            || frames.isEmpty || !frames[frames.count - 1].kind.takesInlines {
            flattenedInlines += 1
            return
        }
        inlineDepth += 1
        push(node, kind)
    }

    private mutating func push(_ node: OpaquePointer, _ kind: Kind) {
        let made = frame(node, kind)
        frames.append(made)
    }

    /// A frame for `node`, its array for the node's children made at their
    /// number (a flattened container below may add more, or fewer come);
    /// a list's, table's or row's pushed on its stack.
    private mutating func frame(_ node: OpaquePointer, _ kind: Kind) -> Frame {
        var frame = Frame(node: node, kind: kind)
        let children = Int(ghs_cmark_node_child_count(node))
        switch kind {
        case .document, .quote, .item:
            if children > 0 { frame.blocks.reserveCapacity(children) }
        case .list:
            var list: [MarkdownList.Item] = []
            if children > 0 { list.reserveCapacity(children) }
            items.append(list)
        case .table:
            var table = TableRows()
            if children > 1 { table.rows.reserveCapacity(children - 1) }
            tables.append(table)
        case .row:
            var row: [MarkdownTable.Cell] = []
            if children > 0 { row.reserveCapacity(children) }
            cells.append(row)
        case .paragraph, .heading, .cell, .emphasis, .strong, .strikethrough, .link, .image:
            if children > 0 { frame.inlines.reserveCapacity(children) }
        }
        return frame
    }

    // MARK: - Leaving

    private mutating func exit(_ node: OpaquePointer) {
        guard let top = frames.indices.last, frames[top].node == node else {
            // A container that got no frame (flattened, or unknown).
            switch ghs_cmark_node_get_type(node) {
            case CMARK_NODE_BLOCK_QUOTE, CMARK_NODE_LIST, CMARK_NODE_ITEM:
                flattenedContainers = max(0, flattenedContainers - 1)
            case CMARK_NODE_EMPH, CMARK_NODE_STRONG, CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                flattenedInlines = max(0, flattenedInlines - 1)
            default:
                if extensionKind(node, ghs_cmark_node_get_type(node)) == .strikethrough {
                    flattenedInlines = max(0, flattenedInlines - 1)
                }
            }
            return
        }
        guard frames.count > 1 else { return }  // the document stays for `build`
        close(frames.removeLast())
    }

    /// Builds the value of a finished frame and hands it to the one below.
    private mutating func close(_ frame: consuming Frame) {
        switch frame.kind {
        case .document:
            break
        case .quote:
            containerDepth -= 1
            appendBlock(.quote(frame.takeBlocks()))
        case .list(let kind, let tight):
            containerDepth -= 1
            appendBlock(.list(MarkdownList(kind: kind, isTight: tight, items: items.removeLast())))
        case .item(let task):
            containerDepth -= 1
            var item = MarkdownList.Item(task: task, blocks: frame.takeBlocks())
            if task == nil, frames.contains(where: { if case .quote = $0.kind { true } else { false } }) {
                item = MarkdownTreeBuilder.recognisingTask(item)
            }
            if let index = frames.indices.last, case .list = frames[index].kind {
                items[items.count - 1].append(item)
            } else {
                for block in item.blocks { appendBlock(block) }
            }
        case .paragraph:
            appendBlock(.paragraph(frame.takeInlines()))
        case .heading(let level):
            appendBlock(.heading(level: level, content: frame.takeInlines()))
        case .table:
            let table = tables.removeLast()
            appendBlock(.table(MarkdownTable(alignments: alignments(frame.node), header: table.header, rows: table.rows)))
        case .row(let isHeader):
            let row = cells.removeLast()
            if let index = frames.indices.last, case .table = frames[index].kind {
                if isHeader { tables[tables.count - 1].header = row } else { tables[tables.count - 1].rows.append(row) }
            }
        case .cell:
            if let index = frames.indices.last, case .row = frames[index].kind {
                cells[cells.count - 1].append(frame.takeInlines())
            }
        case .emphasis:
            inlineDepth -= 1
            appendInline(.emphasis(frame.takeInlines()))
        case .strong:
            inlineDepth -= 1
            appendInline(.strong(frame.takeInlines()))
        case .strikethrough:
            inlineDepth -= 1
            appendInline(.strikethrough(frame.takeInlines()))
        case .link:
            inlineDepth -= 1
            let destination = string(ghs_cmark_node_get_url(frame.node)), title = string(ghs_cmark_node_get_title(frame.node))
            appendInline(.link(destination: destination, title: title, content: frame.takeInlines()))
        case .image:
            inlineDepth -= 1
            let source = string(ghs_cmark_node_get_url(frame.node)), title = string(ghs_cmark_node_get_title(frame.node))
            appendInline(.image(source: source, title: title, alt: frame.takeInlines()))
        }
    }

    /// cmark-gfm 0.29.0.gfm.6 (Debian 12) misses task items inside block
    /// quotes, which GitHub shows as tasks: an item in a quote whose text
    /// starts with `[ ]`, `[x]` or `[X]` and a space is read as one here.
    static func recognisingTask(_ item: MarkdownList.Item) -> MarkdownList.Item {
        guard case .paragraph(var inlines)? = item.blocks.first, case .text(let text)? = inlines.first else { return item }
        let task: MarkdownList.Item.Task
        switch text.prefix(3) {
        case "[ ]": task = .open
        case "[x]", "[X]": task = .done
        default: return item
        }
        let rest = text.dropFirst(3)
        guard rest.isEmpty || rest.first == " " else { return item }
        let remaining = String(rest.dropFirst())
        if remaining.isEmpty { inlines.removeFirst() } else { inlines[0] = .text(remaining) }
        var blocks = item.blocks
        blocks[0] = .paragraph(inlines)
        return MarkdownList.Item(task: task, blocks: blocks)
    }

    // MARK: - Appending

    /// Adds a block to the innermost frame that holds blocks.
    private mutating func appendBlock(_ block: consuming MarkdownBlock) {
        guard let index = frames.lastIndex(where: { $0.kind.takesBlocks }) else { return }
        frames[index].blocks.append(block)
    }

    /// Adds an inline to the innermost frame when it holds inlines, else as
    /// a paragraph of its own.
    private mutating func appendInline(_ inline: consuming MarkdownInline) {
        if let index = frames.indices.last, frames[index].kind.takesInlines {
            frames[index].inlines.append(inline)
        } else {
            appendBlock(.paragraph([inline]))
        }
    }

    /// Adds the text of a text node whose sibling before it is text too:
    /// joined to that text, so a run of them (cmark splits text at `[`,
    /// `!`, `<`… it tried to read as markup) is one, and an escape sequence
    /// split there reaches the sanitiser whole. The sibling went where this
    /// one would go: the innermost frame's inlines, else a paragraph of its
    /// own.
    private mutating func appendText(_ text: String) {
        if let index = frames.indices.last, frames[index].kind.takesInlines {
            let last = frames[index].inlines.count - 1
            if last >= 0, case .text(var joined) = frames[index].inlines[last] {
                frames[index].inlines[last] = .softBreak  // the text's buffer held once while it grows
                joined += text
                frames[index].inlines[last] = .text(joined)
                return
            }
        } else if let index = frames.lastIndex(where: { $0.kind.takesBlocks }),
                  case .paragraph(let inlines)? = frames[index].blocks.last, inlines.count == 1,
                  case .text(let joined)? = inlines.first {
            frames[index].blocks[frames[index].blocks.count - 1] = .paragraph([.text(joined + text)])
            return
        }
        appendInline(.text(text))
    }

    // MARK: - Reading nodes

    private func literal(_ node: OpaquePointer, droppingFinalNewline: Bool = false) -> String {
        var length = 0
        guard let pointer = ghs_cmark_node_get_literal(node, &length) else { return "" }
        return pointer.withMemoryRebound(to: UInt8.self, capacity: length) { bytes in
            // A final `\n` on its own, not one that ends a `\r\n` (one character).
            let dropsNewline = droppingFinalNewline && length > 0 && bytes[length - 1] == UInt8(ascii: "\n")
                && (length == 1 || bytes[length - 2] != UInt8(ascii: "\r"))
            let end = dropsNewline ? length - 1 : length
            return String(decoding: UnsafeBufferPointer(start: bytes, count: end), as: UTF8.self)
        }
    }

    /// A C string as a `String`; "" for none or an empty one (most titles
    /// and fence infos), without making one.
    private func string(_ pointer: UnsafePointer<CChar>?) -> String {
        guard let pointer, pointer.pointee != 0 else { return "" }
        return String(cString: pointer)
    }

    /// A table's columns' alignments, from its node.
    private func alignments(_ table: OpaquePointer) -> [MarkdownTable.Alignment] {
        (0..<ghs_cmark_table_columns(table)).map { column -> MarkdownTable.Alignment in
            switch UInt8(bitPattern: ghs_cmark_table_alignment(table, column)) {
            case UInt8(ascii: "l"): .left
            case UInt8(ascii: "c"): .center
            case UInt8(ascii: "r"): .right
            default: .none
            }
        }
    }

    private func typeString(_ node: OpaquePointer) -> String {
        string(ghs_cmark_node_get_type_string(node))
    }

    private mutating func extensionKind(_ node: OpaquePointer, _ type: cmark_node_type) -> ExtensionKind {
        for known in extensionKinds where known.type == type.rawValue { return known.kind }
        let kind: ExtensionKind = switch typeString(node) {
        case "table": .table
        case "table_row": .row
        case "table_header": .headerRow
        case "table_cell": .cell
        case "strikethrough": .strikethrough
        default: .other
        }
        // A row's string depends on the row (header or not), not its type.
        extensionKinds.append((type.rawValue, kind == .headerRow ? .row : kind))
        return kind
    }
}
