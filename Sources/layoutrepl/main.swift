import ArgumentParser
import Foundation
import LayoutScript
import LayoutShell

MemoryTuning.keepLargeBlocks()

// ArgumentParser exits with 64 on a usage error; layoutrepl promises 2 (and 1 for errors in the input).
do {
    var command = try LayoutREPL.parseAsRoot()
    try command.run()
} catch let exit as ExitCode {
    Foundation.exit(exit.rawValue)
} catch let failure as UsageFailure {
    StandardStreams.write("layoutrepl: error: \("\(failure)".withVisibleControlCharacters)\n", to: STDERR_FILENO)
    Foundation.exit(2)
} catch {
    let code = LayoutREPL.exitCode(for: error)
    if code == .success {
        print(LayoutREPL.fullMessage(for: error))
        Foundation.exit(0)
    }
    // A message may quote an argument as given (`--max $'\e[31mx'`): its control characters are shown, not sent.
    StandardStreams.write(LayoutREPL.fullMessage(for: error).withVisibleControlCharacters + "\n", to: STDERR_FILENO)
    Foundation.exit(code == .validationFailure ? 2 : code.rawValue)
}
