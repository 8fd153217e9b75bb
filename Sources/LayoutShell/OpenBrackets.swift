/// Whether code read line by line is inside brackets, a string or a block comment, kept up to date one line at a
/// time. A batch run asks it before treating a line that starts with `:` as a shell command: inside an open
/// bracket the line is code (a dictionary entry, a ternary's `: 20`), and the answer costs nothing, where parsing
/// everything read so far for every such line took quadratic time.
struct OpenBrackets {
    private var depth = 0
    private var inString = false
    private var inMultilineString = false
    private var commentDepth = 0

    /// True when the code so far cannot end a statement: a bracket, string or comment is still open.
    var isOpen: Bool { depth > 0 || inString || inMultilineString || commentDepth > 0 }

    mutating func reset() { self = OpenBrackets() }

    mutating func read(_ line: Substring) {
        let characters = Array(line)
        var index = 0
        inString = false  // A single-line string cannot go on past its line.
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if commentDepth > 0 {
                if character == "*", next == "/" { commentDepth -= 1; index += 1 }
                else if character == "/", next == "*" { commentDepth += 1; index += 1 }
            } else if inMultilineString {
                if character == "\\" { index += 1 }
                else if character == "\"", next == "\"", index + 2 < characters.count, characters[index + 2] == "\"" {
                    inMultilineString = false
                    index += 2
                }
            } else if inString {
                if character == "\\" { index += 1 } else if character == "\"" { inString = false }
            } else {
                switch character {
                case "/" where next == "/": return
                case "/" where next == "*": commentDepth += 1; index += 1
                case "\"":
                    if next == "\"", index + 2 < characters.count, characters[index + 2] == "\"" {
                        inMultilineString = true
                        index += 2
                    } else {
                        inString = true
                    }
                case "(", "[", "{": depth += 1
                case ")", "]", "}": depth = max(0, depth - 1)
                default: break
                }
            }
            index += 1
        }
    }
}
