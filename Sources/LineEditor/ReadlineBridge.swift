@preconcurrency import CReadline
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Readline calls back through C function pointers, which cannot capture context. What they need lives here,
// in file-level state that only the thread running `LineEditor.read(prompt:)` touches: readline invokes every
// callback synchronously from inside `rl_callback_read_char`.

/// The state the C callbacks share with the editor.
struct ReadlineBridgeState {
    /// The shell's word completer.
    var completer: (@Sendable (CompletionRequest) -> [String])?
    /// The shell's rule for the kind of word under the cursor.
    var wordKind: (@Sendable (_ textBeforeCursor: String) -> CompletionWord)?
    /// The result of the line being read, set when readline accepts the line or reads end of input.
    var finished: LineInput?
    /// Candidates `nextCandidate` hands to `rl_completion_matches`, and the next one to hand out.
    var candidates: [String] = []
    var nextCandidateIndex = 0
}

nonisolated(unsafe) var readlineBridge = ReadlineBridgeState()

/// Word breaks for code: besides readline's defaults, `.` so that `a.sty` completes `style`, and the
/// punctuation of calls and array literals. `:` is left out so `:load` and the other commands stay one word.
nonisolated(unsafe) private let codeWordBreaks = strdup(" \t\n\"\\'`@$><=;|&{(.,)}[]+-*/%!?^~")
/// Word breaks for file names and command arguments, where `.`, `/` and `-` belong to the word.
nonisolated(unsafe) private let whitespaceWordBreaks = strdup(" \t\n\"'`")

/// Readline's line handler: keeps the accepted line (nil means end of input) and removes itself so that
/// readline does not print the prompt again before the caller has used the line.
func acceptLine(_ line: UnsafeMutablePointer<CChar>?) {
    readlineBridge.finished = line.map { .line(String(cString: $0)) } ?? .endOfInput
    free(line)
    rl_callback_handler_remove()
}

/// `rl_completion_word_break_hook`: chooses the word breaks for the word under the cursor.
func wordBreakCharacters() -> UnsafeMutablePointer<CChar>? {
    currentWordKind() == .code ? codeWordBreaks : whitespaceWordBreaks
}

/// `rl_attempted_completion_function`: answers Tab with file names or with the shell's candidates, and never
/// lets readline fall back to its own file-name completion.
func attemptCompletion(
    _ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32
) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    rl_attempted_completion_over = 1
    let request = CompletionRequest(
        utf8: lineBytes(), cursorByteOffset: Int(end), wordStartByteOffset: Int(start))
    let candidates: [String]
    if currentWordKind() == .fileName {
        // Lets readline show only the last path component in listings and put a space after files only.
        rl_filename_completion_desired = 1
        candidates = fileNameCompletions(for: request.word)
    } else {
        // `ASStackLayoutSpec(` and `a.style.` read better without the space readline appends by default.
        rl_completion_append_character = 0
        candidates = request.extensions(among: readlineBridge.completer?(request) ?? [])
    }
    guard let text, !candidates.isEmpty else { return nil }
    readlineBridge.candidates = candidates
    return rl_completion_matches(text, nextCandidate)
}

/// The generator `rl_completion_matches` calls until it returns nil; readline frees the copies.
private func nextCandidate(_ text: UnsafePointer<CChar>?, _ state: Int32) -> UnsafeMutablePointer<CChar>? {
    if state == 0 { readlineBridge.nextCandidateIndex = 0 }
    let index = readlineBridge.nextCandidateIndex
    guard readlineBridge.candidates.indices.contains(index) else { return nil }
    readlineBridge.nextCandidateIndex += 1
    return strdup(readlineBridge.candidates[index])
}

/// What the shell says the word before the cursor is.
private func currentWordKind() -> CompletionWord {
    guard let rule = readlineBridge.wordKind else { return .code }
    let bytes = lineBytes()
    let cursor = min(max(Int(rl_point), 0), bytes.count)
    return rule(String(decoding: bytes[..<cursor], as: UTF8.self))
}

/// The bytes of readline's edit buffer.
private func lineBytes() -> [UInt8] {
    guard let buffer = rl_line_buffer, rl_end > 0 else { return [] }
    return Array(UnsafeRawBufferPointer(start: buffer, count: Int(rl_end)))
}
