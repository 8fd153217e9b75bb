import ArgumentParser
import Foundation
import LayoutShell

// ArgumentParser exits with 64 on a usage error; layoutrepl promises 2 (and 1 for errors in the input).
do {
    var command = try LayoutREPL.parseAsRoot()
    try command.run()
} catch let exit as ExitCode {
    Foundation.exit(exit.rawValue)
} catch let failure as UsageFailure {
    FileHandle.standardError.write(Data("layoutrepl: error: \(failure)\n".utf8))
    Foundation.exit(2)
} catch {
    let code = LayoutREPL.exitCode(for: error)
    if code == .success {
        print(LayoutREPL.fullMessage(for: error))
        Foundation.exit(0)
    }
    FileHandle.standardError.write(Data((LayoutREPL.fullMessage(for: error) + "\n").utf8))
    Foundation.exit(code == .validationFailure ? 2 : code.rawValue)
}
