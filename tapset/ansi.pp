# ansi.pp - ANSI terminal escape sequences, as SystemTap's ansi tapset
# prints them (the same bytes).  pmprobe has no overloading: SystemTap's
# ansi_set_color(fg, bg) and ansi_set_color(fg, bg, attr) are
# ansi_set_color2 and ansi_set_color3 here, as in older SystemTap.

/// Prints the sequences that move the cursor to the top left and clear the
/// screen from there.
function ansi_clear_screen() { print("\033[1;1H\033[J") }

/// Prints the Select Graphic Rendition sequence for foreground colour FG
/// (30 black, 31 red, 32 green, 33 brown, 34 blue, 35 purple, 36 cyan,
/// 37 light grey).
function ansi_set_color(fg:long) { printf("\033[%dm", fg) }

/// As ansi_set_color, with background colour BG (40 black, 41 red,
/// 42 green, 43 yellow, 44 blue, 45 magenta, 46 cyan, 47 white).
function ansi_set_color2(fg:long, bg:long) { printf("\033[%d;%dm", bg, fg) }

/// As ansi_set_color2, with attribute ATTR if not 0 (1 bold, 4 underline,
/// 5 slow blink, 6 rapid blink, 7 negative).
function ansi_set_color3(fg:long, bg:long, attr:long) {
	printf("\033[%d;%d%s", bg, fg, attr ? sprintf(";%dm", attr) : "m")
}

/// Prints the sequence that resets colours and attributes.
function ansi_reset_color() { ansi_set_color3(0, 0, 0) }

/// Prints a new line.
function ansi_new_line() { print("\n") }

/// Prints the sequence that moves the cursor to column X, row Y (the top
/// left is 1, 1).
function ansi_cursor_move(x:long, y:long) { printf("\033[%d;%dH", y, x) }

/// Prints the sequence that hides the cursor.
function ansi_cursor_hide() { print("\033[>5I") }

/// Prints the sequence that saves the cursor position.
function ansi_cursor_save() { print("\033[s") }

/// Prints the sequence that restores the cursor position ansi_cursor_save saved.
function ansi_cursor_restore() { print("\033[u") }

/// Prints the sequence that shows the cursor.
function ansi_cursor_show() { print("\033[>5h") }
