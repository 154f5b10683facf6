import FoundationEssentials
import GHSearchFilter
import GHSearchGitHub
import GHSearchInteractive
import GHSearchPresent
import GHSearchKeys
import GHSearchScripting
import GHSearchSession
import GHSearchTerminal
import GHSearchText

/// The interactive mode on the editor's thread: enters the terminal, draws
/// the first frame (and any frame asked for meanwhile) while the line
/// editor is made on a thread of its own (libedit loaded, the history read:
/// none of it holds the first frame back), then draws, turns the editor's
/// events into actions, runs the effects that need the terminal or the
/// process, and, once the screen is given back, prints the pick or runs what
/// comes after it.
struct EditorThread<C: Clock> where C.Duration == Duration {
    /// How long the line editor's making waits for the first search's
    /// frame: a network wait longer than this overlaps it.
    static var editorDelay: Duration { .milliseconds(50) }

    let mode: InteractiveMode<C>
    let session: SearchSession<C>
    let redraw: RedrawRelay<C>
    let foundNames: FoundNames
    let decided: DecidedExit
    /// Lifted once the first search's frame is written (a revisit's request waits for it).
    let firstFrame: FirstFrameGate
    /// The controlling terminal.
    let tty: Int32

    func run(initialText: String?, startEffects: [EdgeEffect]) -> ExitStatus {
        let options = mode.options
        let dependencies = mode.dependencies
        let processes = dependencies.processes
        let clock = dependencies.clock
        let session = session
        let foundNames = foundNames
        let decided = decided
        let tty = tty
        let catalogue = mode.catalogue
        let (theme, colorMode) = mode.colors
        func failed(_ error: any Error) -> ExitStatus {
            session.stop()
            dependencies.writeError(catalogue.errorPrefix + catalogue.couldNotOpenTerminal("\(error)") + "\n")
            return .failure
        }
        // The terminal entered: keys typed from now on wait, unechoed, for the editor.
        let terminal: any ScreenSession
        do {
            terminal = try dependencies.terminal.enter(tty, options.mouse, options.screenLayout)
        } catch {
            return failed(error)
        }
        let output = dependencies.terminal.output(tty)
        // Until the editor is made, the terminal's size as the kernel reports it.
        let firstTerminalSize = dependencies.terminal.size(tty)
        let firstSize = terminal.layout.innerSize(terminalRows: firstTerminalSize.rows, columns: firstTerminalSize.columns)
        let renderer = ScreenRenderer(output: output, size: TerminalSize(columns: firstSize.columns, rows: firstSize.rows))
        /// Where the frame, the prompt and the border are on the terminal (`--height`, `--layout reverse`, `--border`).
        func placeFrame(_ layout: ScreenLayout, _ terminalSize: TerminalSize) {
            renderer.placement = layout.placement(terminalRows: terminalSize.rows, columns: terminalSize.columns,
                                                  style: theme.border, colorMode: colorMode)
        }
        placeFrame(terminal.layout, firstTerminalSize)
        var screen = SearchScreen(catalogue: catalogue, theme: theme)
        let detailScreen = DetailScreen(catalogue: catalogue)
        let keys = KeyTable.bindings(multi: options.pick.multi, user: options.pick.bindings)

        /// Whether the last frame composed showed the name given with its rows, or its search ended without.
        var composedSettled = false
        /// What the filter's runs over the list composed will use, once it has all its pages (`WorkingMemory`).
        var composedWorkingMemory = 0
        /// The frame for the model as it is now, and the count for the prompt row (`--info inline`).
        func compose() -> (frame: [String], inlineInfo: PromptInfo?) {
            let size = renderer.size
            let now = dependencies.now()
            // The list is drawn in place, under the session's lock (no copy
            // of its rows kept while pages append); the detail view from
            // a copy of the detail alone.
            var inlineInfo: PromptInfo?
            let drawn = session.reading { model -> DrawnView in
                composedSettled = model.results != nil || (model.searching == nil && model.status != .idle)
                composedWorkingMemory = model.results.map { results in
                    results.pendingPages == 0 ? WorkingMemory.wanted(by: model.engine, rows: results.repositories.count) : 0
                } ?? 0
                // `--info inline`: the count on the prompt row (not over the detail view).
                if options.info.isInline, model.detail == nil {
                    inlineInfo = PromptInfo(text: options.info.inlinePrefix + screen.infoText(model),
                                            style: theme.info.isPlain ? "" : theme.info.sequence(for: colorMode),
                                            alignRight: options.info.alignsRight)
                }
                if let detail = model.detail { return .detail(detail, model.notice) }
                if model.previewShown, model.screenColumns == size.columns {
                    return .lines(SplitScreen.render(model, list: &screen, detail: detailScreen, width: size.columns,
                                                     height: size.rows, now: now, colorMode: colorMode))
                }
                return .lines(screen.render(model, width: size.columns, height: size.rows, now: now, colorMode: colorMode))
            }
            let frame = switch drawn {
            case .lines(let lines): lines
            case .detail(let detail, let notice):
                detailScreen.render(detail, notice: notice, width: size.columns, height: size.rows, now: now,
                                    colorMode: colorMode, keys: keys)
            }
            return (frame, inlineInfo)
        }

        // The screens' size (`--height`'s rows, less a border's cells) from the terminal's the model started with.
        var waitingEffects: [EdgeEffect] = []
        if session.reading({ ($0.screenRows, $0.screenColumns) }) != (firstSize.rows, firstSize.columns) {
            waitingEffects += session.send(.resized(rows: firstSize.rows, columns: firstSize.columns))
        }
        // The first frame, and its prompt row as the editor will draw it, before the editor exists.
        var configuration = mode.editorConfiguration(tty: tty)
        var firstPromptRow: String?
        func drawBeforeEditor() {
            redraw.frameBegins()
            let (frame, inlineInfo) = compose()
            let row = LineEditor.firstPromptRow(configuration: configuration, line: initialText ?? "", info: inlineInfo,
                                                layout: terminal.layout, terminalSize: firstTerminalSize)
            renderer.render(frame, cursorColumn: row.cursorColumn)
            if row.text != firstPromptRow {
                firstPromptRow = row.text
                output.write(Array(row.text.utf8))
            }
            if composedSettled { firstFrame.lift() }
        }
        // Frames asked for from now on (even while the first is drawn) are drawn here until the editor is made.
        let wait = EditorWait()
        redraw.attach(wait)
        drawBeforeEditor()
        // The editor made on a thread of its own, once the first search has
        // drawn its rows (the cache's, or the answer's) or failed, or
        // `editorDelay` after this: until then it would share the cores
        // with that frame. Keys typed meanwhile wait for it, unechoed.
        let makeEditor = dependencies.terminal.makeEditor
        let historyPath = dependencies.historyPath
        var editorBegun = false
        func beginEditor() {
            guard !editorBegun else { return }
            editorBegun = true
            firstFrame.lift()
            configuration.typedAhead = terminal.takeTypedAhead()
            dependencies.terminal.editorThread()({ [configuration] in
                var configuration = configuration
                configuration.historyPath = historyPath()
                wait.editorMade(Result { try makeEditor(configuration) })
            })
        }
        var delay: Task<Void, Never>?
        if (initialText ?? "").isEmpty || composedSettled {
            beginEditor()
        } else {
            delay = Task {
                try? await clock.sleep(for: EditorThread.editorDelay)
                wait.makeEditorNow()
            }
        }
        var made: Result<any PromptEditor, any Error>
        waiting: while true {
            switch wait.next() {
            case .redraw:
                drawBeforeEditor()
                if !editorBegun, composedSettled { beginEditor() }
            case .timeToMakeEditor:
                beginEditor()
            case .made(let result):
                made = result
                break waiting
            }
        }
        delay?.cancel()
        let editor: any PromptEditor
        do {
            editor = try made.get()
        } catch {
            terminal.leave()
            return failed(error)
        }
        editor.layout = terminal.layout
        let waker = editor.redrawWaker
        redraw.attach(waker)
        func place() {
            placeFrame(editor.layout, editor.terminalSize)
        }
        if renderer.size != editor.size { renderer.resize(to: editor.size) }
        place()
        var exitStatus: ExitStatus?
        var printed: [String] = []
        var clones: (git: String, urls: [String])?
        var becomes: [String]?
        var clicks = ClickCounter()
        let started = clock.now

        var workingMemory = WorkingMemory()
        func draw() {
            let (frame, inlineInfo) = compose()
            if options.info.isInline { editor.setInfo(inlineInfo) }
            renderer.render(frame, cursorColumn: editor.cursorColumn)
            // Once a list has all its pages, the memory its filter runs will use.
            workingMemory.grow(to: composedWorkingMemory)
            // After the frame: saving the history file (a file written
            // whole) must not hold back the results it goes with.
            for name in foundNames.take() {
                editor.rememberName(name)
            }
        }

        /// Runs the effects that need the terminal or the process, on this thread.
        func perform(_ effects: [EdgeEffect]) {
            for effect in effects {
                switch effect {
                case .redraw:
                    waker.requestRedraw()
                case .setLine(let line):
                    editor.setLine(line)
                case .openBrowser(let url):
                    let opened = processes.openBrowser(url)
                    perform(session.send(.browserFinished(url: url, opened: opened)))
                case .exit(let status):
                    exitStatus = status
                case .setPrompt(let prompt):
                    editor.setPrompt(prompt)
                    editor.setPlaceholder(catalogue.placeholder(session.reading { $0.modeState.mode }))
                case .printLines(let lines):
                    printed += lines
                case .runCommand(let arguments):
                    let outcome = terminal.suspended {
                        processes.runOnTerminal(arguments, tty)
                    }
                    editor.layout = terminal.layout  // inline: new rows, where the command left the cursor
                    editor.typeAhead(terminal.takeTypedAhead())  // keys read with the cursor's answer
                    place()
                    renderer.invalidate()
                    perform(session.send(.pick(.commandFinished(command: arguments.first ?? "", outcome))))
                case .runSilently(let arguments):
                    let outcome = processes.runSilently(arguments)
                    perform(session.send(.pick(.commandFinished(command: arguments.first ?? "", outcome))))
                case .become(let arguments):
                    becomes = arguments
                case .copyToClipboard(let text):
                    dependencies.terminal.output(tty).write(Array(TerminalControl.copyToClipboard(text).utf8))
                case .clone(let urls):
                    guard let git = processes.findExecutable("git") else {
                        perform(session.send(.pick(.cloneNotStarted)))
                        continue
                    }
                    clones = (git, urls)
                    exitStatus = .success  // git's status replaces it once the screen is given back
                case .rememberInHistory(let name):
                    editor.rememberName(name)
                case .recallHistory:
                    guard let entry = editor.newestHistoryEntry else { continue }
                    editor.setLine(entry)
                    perform(session.send(.key(.list(.lineChanged(entry)))))
                }
            }
        }

        // The editor's size, when it measured the terminal otherwise than the first frame did.
        perform(waitingEffects)
        if session.reading({ ($0.screenRows, $0.screenColumns) }) != (editor.size.rows, editor.size.columns) {
            perform(session.send(.resized(rows: editor.size.rows, columns: editor.size.columns)))
        }
        if let initialText, !initialText.isEmpty {
            editor.setLine(initialText)
        }
        perform(startEffects + decided.take())
        var pacer = FramePacer<C.Instant>()
        var wakeScheduled = false
        editor.run { event in
            switch event {
            case .redrawRequested:
                switch pacer.frameAsked(at: clock.now) {
                case .drawNow:
                    redraw.frameBegins()
                    draw()
                    let drawn = clock.now
                    pacer.drew(at: drawn)
                    redraw.drew(at: drawn)
                    wakeScheduled = false
                case .drawAt(let due):
                    // Background work drew less than a period ago: one frame at `due` shows it all.
                    redraw.wakeScheduled()
                    if !wakeScheduled {
                        wakeScheduled = true
                        Task {
                            try? await clock.sleep(until: due, tolerance: nil)
                            waker.requestRedraw()
                        }
                    }
                }
                perform(decided.take())
            case .resized(let size):
                pacer.inputArrived()
                renderer.resize(to: size)
                place()
                perform(session.send(.resized(rows: size.rows, columns: size.columns)))
            case .mouse(var event):
                // Placed on the frame as last drawn (the list's scroll position is the screen's),
                // its row counted from the frame's first.
                event.row -= editor.layout.frameTop(terminalRows: editor.terminalSize.rows) - 1
                event.column -= editor.promptLeft - 1  // inside a border's left line
                let model = session.snapshot
                var count = 1
                if event.button == .left, event.isPress, !event.isMotion {
                    let target = MouseRouting.target(row: event.row, column: event.column, model: model, listTop: screen.scrollTop,
                                                     tableRows: screen.drawnTableRows)
                    count = clicks.press(at: started.duration(to: clock.now), on: target)
                }
                for action in MouseRouting.actions(for: event, model: model, listTop: screen.scrollTop,
                                                   tableRows: screen.drawnTableRows, clicks: count) {
                    perform(session.send(action))
                }
            default:
                pacer.inputArrived()
                if let action = SearchAction(event) { perform(session.send(action)) }
            }
            return exitStatus == nil ? .continue : .stop
        }
        session.stop()
        processes.stopPreviews()
        editor.close()
        terminal.leave()
        // A history file that was not one was kept, not overwritten: say where.
        for (path, keptAs) in editor.historyKeptAside {
            dependencies.writeError(catalogue.historyKeptAside(TerminalText.quote(path, limit: 300),
                                                               as: TerminalText.quote(keptAs, limit: 300)) + "\n")
        }
        // The screen is given back: now the pick goes to standard output,
        // and a clone runs with git's own progress on the terminal.
        if !printed.isEmpty {
            // A pick that cannot be written (a full disk, a closed output) is an error: 1, and why.
            do {
                try dependencies.writeOut(printed.map { $0 + "\n" }.joined())
            } catch {
                dependencies.writeError(catalogue.errorPrefix + catalogue.couldNotWriteOutput(reason: error.reason) + "\n")
                return .failure
            }
        }
        if let becomes {
            // fzf's become: the command in ghsearch's place, on the terminal, writing to ghsearch's output.
            return processes.become(becomes, tty).exitStatus
        }
        if let clones {
            for url in clones.urls {
                let outcome = processes.clone(clones.git, url, tty)
                if !outcome.succeeded { return outcome.exitStatus }
            }
        }
        return exitStatus ?? .aborted
    }
}
