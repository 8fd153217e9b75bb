#!/usr/bin/env python3
"""Real-terminal tests for layoutrepl: keys, history, completion and signals through readline.

Usage: Tests/Terminal/run_terminal_tests.py path/to/layoutrepl [test-name ...]

pexpect drives the program in a pseudo-terminal (keys in, bytes and exit status out); one test runs it in
tmux and reads the screen as a person would see it. Every run gets a fresh HOME, XDG directories and
history file, and INPUTRC=/dev/null so a user's readline bindings cannot change the keys.

What the tests assume about the shell is collected in the constants below; change them there when the
shell's prompts, vocabulary or drawing change.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

import pexpect

# --- What the shell looks like -------------------------------------------------------------------------

PROMPT = "layout> "
CONTINUATION_PROMPT = "   ...> "
TIMEOUT_SECONDS = 10
COLUMNS, ROWS = 100, 30

# Statements the shell accepts; the first defines the variable the member completion needs.
DEFINE_NODE = "let a = ASDisplayNode()"
DEFINE_OTHER_NODE = "let b = ASDisplayNode()"
# A multi-line entry: the first line leaves a call open, so the shell asks for more with CONTINUATION_PROMPT.
MULTILINE_ENTRY = [
    "let s = ASStackLayoutSpec(direction: .vertical,",
    "    spacing: 8, justifyContent: .start, alignItems: .start, children: [a])",
]

# Tab completion: (what was typed before, what is typed on the line, the text Tab must insert).
UNIQUE_COMPLETIONS = [
    ([], "ASInsetL", "ayoutSpec"),
    ([DEFINE_NODE], "a.sty", "le"),
    # A command's argument is one word up to the spaces: the dash does not split a level id.
    ([], ":level hello-no", "de"),
]
# Tab on an ambiguous prefix lists the candidates at once (show-all-if-ambiguous): some of those expected.
AMBIGUOUS_PREFIX = "AS"
AMBIGUOUS_CANDIDATES = ["ASStackLayoutSpec", "ASInsetLayoutSpec", "ASDisplayNode"]

# The drawing test: statements typed in tmux, after which a box must be on the screen (naming the stack makes
# it the layout root).
DRAWING_STATEMENTS = [DEFINE_NODE, "a.style.preferredSize = CGSize(width: 80, height: 40)"] + MULTILINE_ENTRY + ["s"]
TOP_LEFT, TOP_RIGHT, BOTTOM_LEFT, BOTTOM_RIGHT = "┌┏╔╭", "┐┓╗╮", "└┗╚╰", "┘┛╝╯"
# Glyphs with an arm pointing up and one pointing down: what a box's left or right side is drawn with.
VERTICAL_SIDES = "│┃║├┤┼┣┫╋╟╢╠╣╫╬┝┥┠┨"

# A statement that runs for minutes (looking through an 18,000-item array 9,000 times, within every budget), and what
# it needs first.
# One quick statement: appending 18,000 items one by one takes the debug build close to the prompt timeout.
SLOW_STATEMENT_SETUP = ["var a = Array(repeating: 1, count: 18000)"]
SLOW_STATEMENT = "for _ in 0..<9000 { _ = a.contains(-1) }"

# --- Keys --------------------------------------------------------------------------------------------

TAB, ENTER, UP = "\t", "\r", "\x1b[A"
CTRL_C, CTRL_D, CTRL_R = "\x03", "\x04", "\x12"

ANSI_ESCAPE = re.compile(r"\x1b(\[[0-?]*[ -/]*[@-~]|\][^\x07]*\x07|.)")


class TestFailure(Exception):
    pass


def check(condition, message):
    if not condition:
        raise TestFailure(message)


def visible(text):
    """The text without terminal escape sequences and carriage returns."""
    return ANSI_ESCAPE.sub("", text).replace("\r", "")


class Sandbox:
    """A temporary HOME with XDG directories and a history file location, shared by the runs of one test."""

    def __init__(self):
        self.root = tempfile.mkdtemp(prefix="layoutrepl-terminal-")
        self.history = os.path.join(self.root, "state", "layoutrepl", "history")
        self.environment = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": self.root,
            "XDG_STATE_HOME": os.path.join(self.root, "state"),
            "XDG_CONFIG_HOME": os.path.join(self.root, "config"),
            "XDG_DATA_HOME": os.path.join(self.root, "data"),
            "LAYOUTREPL_HISTORY": self.history,
            "INPUTRC": "/dev/null",
            "LANG": "C.UTF-8",
            "TERM": "xterm-256color",
        }

    def remove(self):
        shutil.rmtree(self.root, ignore_errors=True)


class Session:
    """One run of the program in a pseudo-terminal."""

    def __init__(self, binary, sandbox, journals=None, first_prompt=None):
        # Each run keeps its own folder of crash journals unless given one: a run the harness ends by closing the
        # terminal must not make the next one open with a restore question.
        journals = journals or tempfile.mkdtemp(prefix="journals-", dir=sandbox.root)
        environment = dict(sandbox.environment, NO_COLOR="1", LAYOUTREPL_JOURNALS=journals)
        self.child = pexpect.spawn(
            binary, env=environment, encoding="utf-8", dimensions=(ROWS, COLUMNS), timeout=TIMEOUT_SECONDS)
        if first_prompt:
            self.expect(first_prompt)
        else:
            self.expect_prompt()

    def expect(self, text):
        """Waits for `text` in the output; returns what came before it."""
        try:
            self.child.expect_exact(text)
        except (pexpect.TIMEOUT, pexpect.EOF) as error:
            kind = "timed out" if isinstance(error, pexpect.TIMEOUT) else "program ended"
            raise TestFailure(f"{kind} waiting for {text!r}; last output:\n{visible(self.child.before or '')[-600:]}")
        return self.child.before

    def expect_prompt(self):
        """Waits for the next prompt; returns which one it was (PROMPT or CONTINUATION_PROMPT)."""
        try:
            index = self.child.expect_exact([PROMPT, CONTINUATION_PROMPT])
        except (pexpect.TIMEOUT, pexpect.EOF):
            raise TestFailure(f"no prompt; last output:\n{visible(self.child.before or '')[-600:]}")
        return [PROMPT, CONTINUATION_PROMPT][index]

    def type(self, text):
        """Types text and waits until the terminal has echoed it, so the next key cannot overtake it."""
        self.child.send(text)
        self.expect(text)

    def enter(self, line):
        """Types a line, presses Enter and returns the prompt that follows."""
        self.type(line)
        self.child.send(ENTER)
        return self.expect_prompt()

    def enter_entry(self, lines):
        """Enters a (multi-line) entry, checking the continuation prompt between its lines."""
        for index, line in enumerate(lines):
            prompt = self.enter(line)
            expected = PROMPT if index == len(lines) - 1 else CONTINUATION_PROMPT
            check(prompt == expected, f"after {line!r} expected prompt {expected!r}, got {prompt!r}")

    def end_with_ctrl_d(self):
        """Presses Ctrl-D on the empty prompt and returns the exit status."""
        self.child.send(CTRL_D)
        try:
            self.child.expect(pexpect.EOF)
        except pexpect.TIMEOUT:
            raise TestFailure(f"Ctrl-D did not end the program; last output:\n{visible(self.child.before)[-600:]}")
        self.child.close()
        return self.child.exitstatus

    def close(self):
        self.child.close(force=True)


# --- Tests -------------------------------------------------------------------------------------------

TESTS = []


def terminal_test(function):
    TESTS.append(function)
    return function


@terminal_test
def tab_completes_a_unique_prefix(binary, sandbox):
    for setup, typed, insertion in UNIQUE_COMPLETIONS:
        session = Session(binary, sandbox)
        for statement in setup:
            session.enter(statement)
        session.type(typed)
        session.child.send(TAB)
        before = session.expect(insertion)
        check(visible(before) == "", f"{typed!r}+Tab: expected {insertion!r} inserted, got {visible(before)!r} first")
        session.close()


@terminal_test
def tab_lists_candidates_of_an_ambiguous_prefix(binary, sandbox):
    session = Session(binary, sandbox)
    session.type(AMBIGUOUS_PREFIX)
    session.child.send(TAB)
    # After the list readline draws the prompt and the typed text again.
    listing = visible(session.expect(PROMPT))
    for candidate in AMBIGUOUS_CANDIDATES:
        check(candidate in listing, f"{candidate!r} missing from the candidates listed on one Tab:\n{listing}")
    session.expect(AMBIGUOUS_PREFIX)
    session.close()


@terminal_test
def up_recalls_previous_entries(binary, sandbox):
    # Readline redraws only the characters that change, so what a recalled line looks like is read off the
    # screen (tmux) rather than out of the byte stream.
    with Screen(binary, sandbox) as screen:
        screen.enter(DEFINE_NODE)
        screen.enter(DEFINE_OTHER_NODE)
        screen.press("Up")
        screen.wait_for_last_line(PROMPT + DEFINE_OTHER_NODE)
        screen.press("Up")
        screen.wait_for_last_line(PROMPT + DEFINE_NODE)


@terminal_test
def multiline_entry_comes_back_whole_after_a_restart(binary, sandbox):
    first = Session(binary, sandbox)
    first.enter(DEFINE_NODE)
    first.enter_entry(MULTILINE_ENTRY)
    status = first.end_with_ctrl_d()
    check(status == 0, f"first session exited with {status}")
    check(os.path.exists(sandbox.history), f"no history file at LAYOUTREPL_HISTORY={sandbox.history}")

    second = Session(binary, sandbox)
    second.child.send(UP)
    recalled = visible(second.expect(MULTILINE_ENTRY[-1].strip()))
    for line in MULTILINE_ENTRY[:-1]:
        check(line in recalled, f"recalled entry lacks {line!r}:\n{recalled}")
    second.child.send(ENTER)
    prompt = second.expect_prompt()
    check(prompt == PROMPT, f"the recalled entry was not accepted whole (got {prompt!r})")
    second.close()


@terminal_test
def ctrl_r_finds_an_earlier_entry(binary, sandbox):
    with Screen(binary, sandbox) as screen:
        screen.enter(DEFINE_NODE)
        screen.enter(DEFINE_OTHER_NODE)
        screen.press("C-r")
        screen.type("a =")
        screen.wait_for_last_line(f"(reverse-i-search)`a =': {DEFINE_NODE}")
        screen.press("Enter")
        screen.wait_for_prompts(4)
        # Accepting redraws the search line as a prompt line: the entry now stands there a second time.
        check(screen.lines().count(PROMPT + DEFINE_NODE) == 2,
              "the found entry was not accepted as it was:\n" + screen.capture())


@terminal_test
def ctrl_c_abandons_a_half_typed_entry(binary, sandbox):
    session = Session(binary, sandbox)
    check(session.enter(MULTILINE_ENTRY[0]) == CONTINUATION_PROMPT, "the first line did not ask for more")
    session.type("spacing: 4")
    session.child.send(CTRL_C)
    session.expect("^C")
    between = visible(session.expect(PROMPT))
    check(between.strip() == "", f"unexpected output between ^C and the prompt: {between!r}")
    # Had the shell kept the abandoned lines, this complete statement would still be inside the open call.
    prompt = session.enter(DEFINE_NODE)
    check(prompt == PROMPT, f"after Ctrl-C a complete statement gave prompt {prompt!r}")
    session.close()


@terminal_test
def ctrl_c_stops_a_running_statement_and_keeps_the_session(binary, sandbox):
    """The statement stopped is undone; the session before it, and the statements before it in the same entry, stay."""
    session = Session(binary, sandbox)
    for statement in SLOW_STATEMENT_SETUP:
        session.enter(statement)
    session.type("let early = 41; " + SLOW_STATEMENT)
    session.child.send(ENTER)
    time.sleep(1)
    session.child.send(CTRL_C)
    stopped = visible(session.expect(PROMPT))
    check("interrupted" in stopped, f"Ctrl-C did not stop the statement; got:\n{stopped}")
    session.type("print(a.count, early + 1)")
    session.child.send(ENTER)
    after = visible(session.expect(PROMPT))
    check("18000 42" in after, f"the session or the entry's earlier statement was lost after Ctrl-C; got:\n{after}")
    session.close()


def run_with_streams(binary, sandbox, arguments, stdin=None, close=(), ignore_sigpipe=False, read_stdout=True):
    """Runs the binary outside a terminal with some standard streams closed; returns (status, stderr)."""
    import signal

    def prepare():
        if ignore_sigpipe:
            signal.signal(signal.SIGPIPE, signal.SIG_IGN)
        for descriptor in close:
            os.close(descriptor)

    process = subprocess.Popen([binary] + arguments, env=dict(sandbox.environment, NO_COLOR="1"), stdin=stdin,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, preexec_fn=prepare,
                               restore_signals=not ignore_sigpipe)
    if not read_stdout:
        process.stdout.close()
    try:
        _, error = process.communicate(timeout=30)
    except subprocess.TimeoutExpired:
        process.kill()
        raise TestFailure(f"{arguments} did not end within 30 s")
    return process.returncode, error.decode("utf-8", "replace")


@terminal_test
def closed_and_endless_streams_end_with_a_message(binary, sandbox):
    cases = [
        ("closed standard input", [], dict(close=(0,)), "cannot read standard input"),
        ("endless input", ["run", "-"], dict(stdin=open("/dev/zero", "rb")), "larger than 16 MiB"),
        ("closed standard output", ["run", "-"], dict(stdin=subprocess.PIPE, close=(1,)), "cannot write to standard output"),
        ("a reader that went away, SIGPIPE ignored", ["run", "-"],
         dict(stdin=subprocess.PIPE, ignore_sigpipe=True, read_stdout=False), "cannot write to standard output"),
        ("a directory to run", ["run", sandbox.root], {}, "it is a directory"),
    ]
    script = os.path.join(sandbox.root, "stack.swift")
    with open(script, "w", encoding="utf-8") as file:
        file.write("ASStackLayoutSpec()\n")
    for name, arguments, options, message in cases:
        if options.get("stdin") is subprocess.PIPE:
            options = dict(options, stdin=open(script, "rb"))
        status, error = run_with_streams(binary, sandbox, arguments, **options)
        check(status in (0, 1, 2), f"{name}: exit status {status} (a crash or a signal)\n{error[-400:]}")
        check(message in error, f"{name}: expected {message!r} on standard error, got:\n{error[-400:]}")
    # A warning with standard error closed is dropped; the run goes on (it once trapped in Foundation).
    assets = os.path.join(sandbox.root, "assets")
    os.makedirs(assets, exist_ok=True)
    with open(os.path.join(assets, "broken.png"), "wb") as file:
        file.write(b"not an image")
    status, _ = run_with_streams(binary, sandbox, ["run", "-", "--assets", assets], stdin=open(script, "rb"), close=(2,))
    check(status == 0, f"an --assets warning with standard error closed: exit status {status} (a crash or a signal)")


@terminal_test
def a_dumb_terminal_gets_no_escape_sequences(binary, sandbox):
    journal = tempfile.mktemp(prefix="journal-", suffix=".swift", dir=sandbox.root)
    environment = dict(sandbox.environment, TERM="dumb", LAYOUTREPL_JOURNAL=journal)
    child = pexpect.spawn(binary, env=environment, encoding="utf-8", dimensions=(ROWS, COLUMNS), timeout=TIMEOUT_SECONDS)
    child.expect_exact(PROMPT)
    child.sendline(DEFINE_NODE)
    child.expect_exact(PROMPT)
    seen = child.before
    child.close(force=True)
    check("\x1b" not in seen, f"TERM=dumb output has escape sequences: {seen!r}")


@terminal_test
def ctrl_d_exits_with_status_zero(binary, sandbox):
    session = Session(binary, sandbox)
    status = session.end_with_ctrl_d()
    check(status == 0, f"exit status {status}")


@terminal_test
def ctrl_d_in_an_unfinished_entry_says_what_is_missing_and_keeps_the_shell(binary, sandbox):
    session = Session(binary, sandbox)
    check(session.enter(MULTILINE_ENTRY[0]) == CONTINUATION_PROMPT, "the first line did not ask for more")
    session.child.send(CTRL_D)
    said = visible(session.expect(PROMPT))
    check("error:" in said and "Ctrl-D ended the unfinished entry" in said,
          f"Ctrl-D at the continuation prompt did not report the unfinished entry; got:\n{said}")
    prompt = session.enter(DEFINE_NODE)
    check(prompt == PROMPT, f"after Ctrl-D a complete statement gave prompt {prompt!r}")
    status = session.end_with_ctrl_d()
    check(status == 0, f"Ctrl-D at the main prompt then exited with status {status}")


@terminal_test
def ctrl_d_at_the_restore_question_keeps_the_journal(binary, sandbox):
    """A journal left by a session that did not end cleanly survives Ctrl-D at the restore question (readline's end
    of input, which only a terminal gives): the question is cancelled and the shell goes on, and the journal is
    offered again at the next start, where y restores it."""
    journals = tempfile.mkdtemp(prefix="journals-", dir=sandbox.root)
    leftover = os.path.join(journals, "session-1.swift")
    with open(leftover, "w", encoding="utf-8") as file:
        file.write("// layoutrepl session\nlet kept = ASDisplayNode()\n")
    session = Session(binary, sandbox, journals=journals, first_prompt="[y/n]> ")
    session.child.send(CTRL_D)
    session.expect("cancelled")
    session.expect_prompt()
    status = session.end_with_ctrl_d()
    check(status == 0, f"exit status {status}")
    check(os.path.exists(leftover), "Ctrl-D at the question deleted the journal")
    session = Session(binary, sandbox, journals=journals, first_prompt="[y/n]> ")
    session.type("y")
    session.child.send(ENTER)
    session.expect("restored")
    session.expect_prompt()
    session.end_with_ctrl_d()
    check(not os.path.exists(leftover), "the restored journal was kept")
    check(os.listdir(journals) == [], f"left in the journal folder: {os.listdir(journals)}")


@terminal_test
def ctrl_d_at_a_replace_question_cancels_it_and_keeps_the_session(binary, sandbox):
    """Ctrl-D at `:save`'s question whether to replace a file answers nothing: the file keeps its text, and the
    session and its statements stay (only Ctrl-D at the main prompt quits)."""
    target = os.path.join(sandbox.root, "card.swift")
    with open(target, "w", encoding="utf-8") as file:
        file.write("old\n")
    session = Session(binary, sandbox)
    session.enter(DEFINE_NODE)
    session.type(f":save {target}")
    session.child.send(ENTER)
    session.expect("[y/N]> ")
    session.child.send(CTRL_D)
    session.expect("cancelled")
    session.expect_prompt()
    with open(target, encoding="utf-8") as file:
        check(file.read() == "old\n", "Ctrl-D at the question replaced the file")
    session.type(":history")
    session.child.send(ENTER)
    listed = visible(session.expect(PROMPT))
    check(DEFINE_NODE in listed, f"the session lost its statement after Ctrl-D; :history said:\n{listed}")
    status = session.end_with_ctrl_d()
    check(status == 0, f"exit status {status}")


@terminal_test
def a_drawing_fits_a_terminal_narrowed_while_typing(binary, sandbox):
    """The width is read when the line is entered, not when the prompt was drawn: narrowing the window while
    typing must not leave the drawing as wide as the old window."""
    narrow = 60
    session = Session(binary, sandbox)
    session.type("ASDisplayNode()")
    session.child.setwinsize(ROWS, narrow)
    session.child.send(ENTER)
    # Readline may redraw the prompt when the window changes, so the drawing is read from its header on.
    session.expect("1 column = ")
    lines = visible(session.expect(PROMPT)).splitlines()[1:]
    check(any("ASDisplayNode" in line for line in lines), f"no drawing after Enter; got {lines!r}")
    widest = max(lines, key=len)
    check(len(widest) <= narrow, f"wider than the {narrow}-column window ({len(widest)}): {widest!r}")
    session.close()


@terminal_test
def tmux_shows_boxes_and_intact_lines(binary, sandbox):
    """What a person sees: statements echoed intact after their prompts, and a box drawn below them.
    Colour stays on (no NO_COLOR) so that coloured drawings are covered too; capture-pane drops the escapes."""
    with Screen(binary, sandbox, color=True) as screen:
        for statement in DRAWING_STATEMENTS:
            screen.enter(statement)
        text = screen.capture()
        check_statements_intact(text)
        check_a_box_is_drawn(text)


LEVELS_DIRECTORY = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Levels")
PLAY_PROMPT = "  play> "
QUESTION_PROMPT = "[y/N]> "
SOLVED = "✓ Solved"


def level_files():
    """(id, solution lines) of every level file, in play order, read as Levels/README.md describes the format."""
    levels = []
    for chapter in sorted(os.listdir(LEVELS_DIRECTORY)):
        directory = os.path.join(LEVELS_DIRECTORY, chapter)
        if not os.path.isdir(directory):
            continue
        for name in sorted(os.listdir(directory)):
            if not name.endswith(".level"):
                continue
            with open(os.path.join(directory, name), encoding="utf-8") as file:
                lines = file.read().splitlines()
            level_id = next(line.split(":", 1)[1].strip() for line in lines if line.startswith("id:"))
            start = lines.index("--- solution") + 1
            end = next((i for i in range(start, len(lines)) if lines[i].startswith("--- ")), len(lines))
            solution = [line for line in lines[start:end]]
            while solution and not solution[-1].strip():
                solution.pop()
            while solution and not solution[0].strip():
                solution.pop(0)
            levels.append((level_id, solution))
    return levels


class Player:
    """`layoutrepl play` in a pseudo-terminal, typing as a player does."""

    def __init__(self, binary, sandbox, level_id):
        journals = tempfile.mkdtemp(prefix="journals-", dir=sandbox.root)
        environment = dict(sandbox.environment, NO_COLOR="1", LAYOUTREPL_JOURNALS=journals)
        self.child = pexpect.spawn(binary, ["play", level_id], env=environment, encoding="utf-8",
                                   dimensions=(ROWS, 120), timeout=TIMEOUT_SECONDS)
        self.wait()

    def wait(self):
        """Waits for the play prompt, the continuation prompt or a yes/no question's; returns the output before it."""
        try:
            self.child.expect_exact([PLAY_PROMPT, CONTINUATION_PROMPT, QUESTION_PROMPT])
        except (pexpect.TIMEOUT, pexpect.EOF):
            raise TestFailure(f"no prompt; last output:\n{visible(self.child.before or '')[-800:]}")
        return visible(self.child.before)

    def enter(self, line):
        self.child.send(line)
        self.child.expect_exact(line)
        self.child.send(ENTER)
        return self.wait()


@terminal_test
def every_level_is_solved_by_typing_its_solution_after_the_start_code(binary, sandbox):
    """Each level opens with its start code in place; its reference solution, typed line by line as a player
    types it, must make the game itself say solved."""
    levels = level_files()
    check(len(levels) > 0, f"no levels found in {LEVELS_DIRECTORY}")
    player = Player(binary, sandbox, levels[0][0])
    unsolved = []
    for level_id, solution in levels:
        player.enter(f":level {level_id}")
        output = ""
        for line in solution:
            output = player.enter(line)
        if SOLVED not in output:
            unsolved.append(f"{level_id}:\n" + "\n".join(output.splitlines()[-8:]))
    player.child.close(force=True)
    check(not unsolved, f"{len(unsolved)} of {len(levels)} levels not solved in play:\n" + "\n".join(unsolved))


@terminal_test
def revealing_the_solution_marks_the_level_assisted(binary, sandbox):
    player = Player(binary, sandbox, "side-by-side")
    player.enter(":solution")
    player.enter("y")
    progress = os.path.join(sandbox.environment["XDG_DATA_HOME"], "layoutrepl", "progress")
    check(os.path.exists(progress), f"no progress file at {progress} after :solution")
    with open(progress, encoding="utf-8") as file:
        text = file.read()
    check("level: side-by-side\nstate: assisted" in text, f"progress after :solution:\n{text}")
    player.child.close(force=True)


class Screen:
    """One run of the program in a detached tmux pane, read back with capture-pane."""

    count = 0

    def __init__(self, binary, sandbox, color=False, columns=COLUMNS, rows=ROWS, arguments=(), prompt=PROMPT):
        # A server of its own per screen: a server just told to exit may still hold the socket of the last one.
        Screen.count += 1
        self.tmux = ["tmux", "-L", f"layoutrepl-test-{os.getpid()}-{Screen.count}", "-f", "/dev/null"]
        environment = dict(sandbox.environment) if color else dict(sandbox.environment, NO_COLOR="1")
        assignments = " ".join(f"{name}={shell_quote(value)}" for name, value in environment.items())
        program = " ".join(shell_quote(word) for word in [binary, *arguments])
        command = f"env -i {assignments} {program}; echo EXITED $?; sleep 600"
        subprocess.run(self.tmux + ["new-session", "-d", "-x", str(columns), "-y", str(rows), command], check=True)
        self.prompt = prompt
        self.prompts = 1
        self.wait_for_prompts(1)

    def __enter__(self):
        return self

    def __exit__(self, *error):
        subprocess.run(self.tmux + ["kill-server"], check=False)

    def type(self, text):
        # -l: literal text, so tmux does not read words in it as key names.
        subprocess.run(self.tmux + ["send-keys", "-l", text], check=True)

    def press(self, key):
        subprocess.run(self.tmux + ["send-keys", key], check=True)

    def enter(self, line):
        """Types a line and Enter, then waits for the next prompt: keys sent while the shell is busy would be
        echoed by the terminal outside readline."""
        self.type(line)
        self.press("Enter")
        self.prompts += 1
        self.wait_for_prompts(self.prompts)

    def capture(self, history=True):
        """The whole session (-S -: lines scrolled off the pane too; only the pane without `history`), lines the
        terminal wrapped joined (-J), trailing spaces and empty lines below the last output dropped."""
        scrollback = ["-S", "-"] if history else []
        result = subprocess.run(
            self.tmux + ["capture-pane", "-p", "-J"] + scrollback, check=True, capture_output=True, text=True)
        return "\n".join(line.rstrip() for line in result.stdout.splitlines()).rstrip("\n")

    def lines(self):
        return self.capture().splitlines()

    def wait_for(self, condition, description):
        deadline = time.monotonic() + TIMEOUT_SECONDS
        while True:
            screen = self.capture()
            if condition(screen):
                return screen
            if time.monotonic() > deadline:
                raise TestFailure(f"timed out waiting for {description}; screen:\n{screen}")
            time.sleep(0.1)

    def wait_for_prompts(self, count):
        self.wait_for(lambda screen: count_prompts(screen, self.prompt) >= count, f"{count} prompts")

    def wait_for_last_line(self, expected):
        self.wait_for(lambda screen: screen.splitlines()[-1:] == [expected], f"last line {expected!r}")


# The screens test: a level opened, then what a player types, in terminals of these widths (24 rows, a laptop's
# small terminal). A long entry (wider than every width) that does not solve the level, so "Not yet" follows.
SCREEN_WIDTHS = [60, 80, 120]
SCREEN_ROWS = 24
SCREEN_LEVEL = "side-by-side"
LONG_ENTRY = ("let row = ASStackLayoutSpec(direction: .vertical, spacing: 12, justifyContent: .start, "
              "alignItems: .center, children: [a, b, c])")
SCREEN_ENTRIES = [":help", ":levels", LONG_ENTRY, "row", ":check", ":lesson", ":help justifyContent"]
# Box-drawing and block characters: lines holding them are drawings, laid out for the width but not prose.
DRAWING_CHARACTERS = re.compile("[\u2500-\u259f]")
WORD = re.compile(r"[A-Za-z][A-Za-z0-9_]*")


def play_screen(binary, sandbox, columns):
    """Every line of the session after opening SCREEN_LEVEL and typing SCREEN_ENTRIES at `columns` columns, and
    the pane as it stood right after the level opened."""
    with Screen(binary, sandbox, columns=columns, rows=SCREEN_ROWS, arguments=["play", SCREEN_LEVEL],
                prompt=PLAY_PROMPT) as screen:
        opened = screen.capture(history=False)
        for entry in SCREEN_ENTRIES:
            screen.enter(entry)
        return screen.lines(), opened


@terminal_test
def every_line_fits_the_terminal_and_no_word_is_split(binary, sandbox):
    """At 60, 80 and 120 columns no line is wider than the terminal (tmux joins the lines the terminal itself
    wrapped, so such a line comes back too long) and every word of the prose also appears whole when the same
    session runs in a terminal wide enough for every line; the level's header is on the first screen's rows."""
    reference, _ = play_screen(binary, sandbox, 250)
    whole_words = {word for line in reference for word in WORD.findall(line)}
    for columns in SCREEN_WIDTHS:
        lines, opened = play_screen(binary, sandbox, columns)
        typed = [line for line in lines if line.startswith((PLAY_PROMPT, CONTINUATION_PROMPT))]
        printed = [line for line in lines if line not in typed]
        too_long = [line for line in printed if len(line) > columns]
        check(not too_long, f"{len(too_long)} lines wider than {columns} columns:\n" + "\n".join(too_long))
        split = sorted({word for line in printed if not DRAWING_CHARACTERS.search(line)
                        for word in WORD.findall(line) if word not in whole_words})
        check(not split, f"at {columns} columns, words cut in two: {split}\n" + "\n".join(printed))
        check(SCREEN_LEVEL in opened and ":lesson" in opened,
              f"the level header is not on the {SCREEN_ROWS}-row screen after opening the level:\n{opened}")
        check("Not yet" in "\n".join(printed) and "Your code so far" in "\n".join(printed),
              f"the failing check or :lesson's code listing is missing at {columns} columns:\n" + "\n".join(printed))


def shell_quote(text):
    return "'" + text.replace("'", "'\\''") + "'"


def count_prompts(screen, prompt=PROMPT):
    return sum(1 for line in screen.splitlines() if line.startswith((prompt.rstrip(), CONTINUATION_PROMPT.rstrip())))


def check_statements_intact(screen):
    """Each statement stands after its own prompt, exactly as typed: nothing overdrawn or shifted."""
    lines = [line for line in screen.splitlines() if line.startswith((PROMPT, CONTINUATION_PROMPT))]
    typed = [line[len(PROMPT):] for line in lines]
    check(typed[: len(DRAWING_STATEMENTS)] == DRAWING_STATEMENTS,
          "prompt lines differ from what was typed:\n" + "\n".join(lines) + "\nscreen:\n" + screen)
    check("\x1b" not in screen and "^[" not in screen and "[?2004" not in screen,
          "escape sequences leaked onto the screen:\n" + screen)


def check_a_box_is_drawn(screen):
    """The first box below the statements is closed: corners where they belong and sides on every row."""
    lines = screen.splitlines()
    top = next((row for row, line in enumerate(lines) if any(c in TOP_LEFT for c in line)), None)
    check(top is not None, "no box corner on the screen:\n" + screen)
    left = next(column for column, c in enumerate(lines[top]) if c in TOP_LEFT)
    right = next((column for column in range(left + 1, len(lines[top])) if lines[top][column] in TOP_RIGHT), None)
    check(right is not None, f"top edge on row {top} has no right corner:\n{lines[top]}")
    bottom = next((row for row in range(top + 1, len(lines)) if char_at(lines[row], left) in BOTTOM_LEFT), None)
    check(bottom is not None, f"box from row {top} has no bottom-left corner in column {left}:\n{screen}")
    check(char_at(lines[bottom], right) in BOTTOM_RIGHT,
          f"row {bottom} has no bottom-right corner in column {right}:\n{lines[bottom]}")
    for row in range(top + 1, bottom):
        sides = char_at(lines[row], left) + char_at(lines[row], right)
        check(len(sides) == 2 and all(c in VERTICAL_SIDES for c in sides),
              f"row {row} breaks the box's sides (columns {left} and {right}):\n{lines[row]}\nscreen:\n{screen}")


def char_at(line, column):
    return line[column] if column < len(line) else ""


# --- Runner ------------------------------------------------------------------------------------------


def main(arguments):
    if not arguments or arguments[0] in ("-h", "--help"):
        print(__doc__.strip())
        return 2
    binary = os.path.abspath(arguments[0])
    if not (os.path.isfile(binary) and os.access(binary, os.X_OK)):
        print(f"error: no executable at {binary}; build it first (swift build) and pass its path", file=sys.stderr)
        return 2
    if shutil.which("tmux") is None:
        print("error: tmux is not installed", file=sys.stderr)
        return 2
    selected = [test for test in TESTS if len(arguments) == 1 or test.__name__ in arguments[1:]]
    unknown = set(arguments[1:]) - {test.__name__ for test in TESTS}
    if unknown:
        print(f"error: no test named {', '.join(sorted(unknown))}", file=sys.stderr)
        return 2
    failures = 0
    for test in selected:
        sandbox = Sandbox()
        try:
            test(binary, sandbox)
            print(f"PASS {test.__name__}")
        except TestFailure as failure:
            failures += 1
            print(f"FAIL {test.__name__}\n{failure}\n")
        finally:
            sandbox.remove()
    print(f"{len(selected) - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
