import Testing
@testable import LineEditor

struct ColumnsCase: Sendable, CustomTestStringConvertible {
    let window: Int?
    let environment: [String: String]
    let expected: Int
    var testDescription: String { "window \(window.map(String.init) ?? "none"), \(environment) → \(expected)" }
}

@Test(arguments: [
    ColumnsCase(window: 120, environment: ["COLUMNS": "60"], expected: 120),
    ColumnsCase(window: 0, environment: ["COLUMNS": "60"], expected: 60),
    ColumnsCase(window: nil, environment: ["COLUMNS": "60"], expected: 60),
    ColumnsCase(window: nil, environment: [:], expected: 80),
    ColumnsCase(window: nil, environment: ["COLUMNS": "0"], expected: 80),
    ColumnsCase(window: nil, environment: ["COLUMNS": "-5"], expected: 80),
    ColumnsCase(window: nil, environment: ["COLUMNS": "wide"], expected: 80),
    ColumnsCase(window: nil, environment: ["COLUMNS": "99999999999999999999999"], expected: 80),
])
func columnsPreferTheWindowThenCOLUMNSThen80(_ c: ColumnsCase) {
    #expect(Terminal.columns(windowColumns: c.window, environment: c.environment) == c.expected)
}

@Test(arguments: [
    (Int?(40), ["LINES": "24"], Int?(40)),
    (0, ["LINES": "24"], 24),
    (nil, ["LINES": "24"], 24),
    (nil, [:], nil),
    (nil, ["LINES": "0"], nil),
    (nil, ["LINES": "tall"], nil),
    (nil, ["LINES": "99999999999999999999999"], nil),
] as [(Int?, [String: String], Int?)])
func rowsPreferTheWindowThenLINESElseUnknown(_ window: Int?, _ environment: [String: String], _ expected: Int?) {
    #expect(Terminal.rows(windowRows: window, environment: environment) == expected)
}

struct ColorCase: Sendable, CustomTestStringConvertible {
    let environment: [String: String]
    let isTTY: Bool
    let expected: Bool
    var testDescription: String { "\(environment), tty \(isTTY) → \(expected)" }
}

@Test(arguments: [
    ColorCase(environment: ["TERM": "xterm-256color"], isTTY: true, expected: true),
    ColorCase(environment: [:], isTTY: true, expected: true),
    ColorCase(environment: ["TERM": "xterm-256color"], isTTY: false, expected: false),
    ColorCase(environment: ["TERM": "dumb"], isTTY: true, expected: false),
    ColorCase(environment: ["TERM": "xterm", "NO_COLOR": "1"], isTTY: true, expected: false),
    // An empty NO_COLOR does not count (no-color.org: "present and not an empty string").
    ColorCase(environment: ["TERM": "xterm", "NO_COLOR": ""], isTTY: true, expected: true),
    ColorCase(environment: ["TERM": "xterm", "NO_COLOR": "0"], isTTY: true, expected: false),
])
func colorNeedsATerminalWithoutNO_COLORorDumbTERM(_ c: ColorCase) {
    #expect(Terminal.supportsColor(environment: c.environment, isTTY: c.isTTY) == c.expected)
}

struct UnicodeCase: Sendable, CustomTestStringConvertible {
    let environment: [String: String]
    let expected: Bool
    var testDescription: String { "\(environment) → \(expected)" }
}

@Test(arguments: [
    UnicodeCase(environment: ["LANG": "en_US.UTF-8"], expected: true),
    UnicodeCase(environment: ["LANG": "C.utf8"], expected: true),
    UnicodeCase(environment: ["LANG": "de_DE.ISO-8859-1"], expected: false),
    UnicodeCase(environment: ["LANG": "C"], expected: false),
    UnicodeCase(environment: [:], expected: false),
    UnicodeCase(environment: ["LC_CTYPE": "en_US.UTF-8", "LANG": "C"], expected: true),
    UnicodeCase(environment: ["LC_CTYPE": "C", "LANG": "en_US.UTF-8"], expected: false),
    UnicodeCase(environment: ["LC_ALL": "C", "LC_CTYPE": "en_US.UTF-8", "LANG": "en_US.UTF-8"], expected: false),
    UnicodeCase(environment: ["LC_ALL": "fr_FR.UTF-8", "LC_CTYPE": "C", "LANG": "C"], expected: true),
    UnicodeCase(environment: ["LC_ALL": "", "LANG": "en_US.UTF-8"], expected: true),
])
func unicodeFollowsLC_ALLThenLC_CTYPEThenLANG(_ c: UnicodeCase) {
    #expect(Terminal.supportsUnicode(environment: c.environment) == c.expected)
}
