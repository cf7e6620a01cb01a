// Package keymap holds every key binding of the tutor in one place, built
// on bubbles/key, so that help screens and handlers agree.
package keymap

import "github.com/charmbracelet/bubbles/key"

// KeyMap is the tutor's key bindings, grouped by the screen that uses them.
type KeyMap struct {
	// Everywhere.
	Quit, ForceQuit, Help, Back key.Binding

	// Scrolling (reader, index, help).
	Up, Down, PageUp, PageDown, HalfUp, HalfDown, Top, Bottom key.Binding

	// Course index (Notation switches the course's panes between C++ and
	// the CuTe DSL's notation).
	Open, Continue, Bench, Practice, Notation key.Binding

	// Lesson reader.
	NextLesson, PrevLesson, NextPane, PrevPane, Search, SearchNext, SearchPrev, TOC, Save key.Binding

	// Inside a focused pane. A pane is either being edited (letters go to
	// the text; only ctrl+ keys of these bindings act) or just selected
	// (every key of these bindings acts).
	Edit, Leave, Reset, Coords, Explain key.Binding

	// A pane's grid: colour by meaning, compact cells, pan (a grid that
	// has focus takes the arrows and hjkl), the selected thread of a TV
	// view (digits type its number; esc or backspace shows every thread
	// again), and the pane's figure written next to the notebook.
	Colour, Compact, Pan, NextThread, PrevThread, ThreadDigit, NoThread, Figure key.Binding

	// A selected pane's text to the terminal's clipboard (OSC 52): its
	// statements, or its value; and its figure drawn as an image where
	// the terminal can show one.
	Copy, CopyValue, Image key.Binding

	// Panning a grid (after Pan): a cell at a time, or eight.
	PanUp, PanDown, PanLeft, PanRight, PanUp8, PanDown8, PanLeft8, PanRight8 key.Binding

	// Quiz panes.
	Submit, Hint key.Binding

	// Practice (the answer field takes every printable key, so these are
	// ctrl+ keys; enter checks, as Submit).
	PracticeHint, PracticeReveal, PracticeNext, PracticeReset key.Binding

	// Tile-map panes.
	SwizzleUp, SwizzleDown, GrowM, ShrinkM, GrowN, ShrinkN key.Binding

	// The benchmark view (Up and Down move over shapes and mappings).
	BenchSelect, BenchRun, BenchCancel, BenchProfile, BenchKernel, BenchNextShape, BenchPrevShape, BenchWhy key.Binding

	// The launch wave by wave (benchmark view and tile-map panes): turn the
	// wave view on and off, step a wave, play the waves in turn, and (in the
	// benchmark view) pick the mapping shown.
	Waves, WaveNext, WavePrev, WavePlay, WaveMapping key.Binding

	// A class taught with cutetui serve: the teacher presents, asks the
	// class the selected exercise and reveals its answer; a student follows
	// the teacher or explores alone.
	Present, Ask, Reveal, Follow key.Binding

	// The presenter: one section or block at a time, for a projector
	// (tab and shift+tab select the step's block, as NextPane/PrevPane).
	Presenter, PresentNext, PresentPrev, PresentFirst, PresentLast key.Binding

	// Prompts: questions, the search and save-as lines (Confirm; Back
	// closes them), and the offer of a notebook's recovered edits.
	Yes, No, Confirm, Restore, Discard key.Binding
}

// Default returns the tutor's key bindings.
func Default() *KeyMap {
	k := func(help1, help2 string, keys ...string) key.Binding {
		return key.NewBinding(key.WithKeys(keys...), key.WithHelp(help1, help2))
	}
	return &KeyMap{
		Quit:      k("q", "quit", "q"),
		ForceQuit: k("ctrl+c", "quit now", "ctrl+c"),
		Help:      k("?", "toggle help", "?"),
		Back:      k("esc", "back", "esc"),

		Up:       k("↑/k", "up", "up", "k"),
		Down:     k("↓/j", "down", "down", "j"),
		PageUp:   k("pgup/b", "page up", "pgup", "b"),
		PageDown: k("pgdn/space", "page down", "pgdown", " ", "f"),
		HalfUp:   k("u", "half page up", "u", "ctrl+u"),
		HalfDown: k("d", "half page down", "d", "ctrl+d"),
		Top:      k("g/home", "top", "g", "home"),
		Bottom:   k("G/end", "bottom", "G", "end"),

		Open:     k("enter", "open", "enter"),
		Continue: k("c", "continue", "c"),
		Bench:    k("B", "benchmark", "B"),
		Practice: k("p", "practice this topic", "p"),
		Notation: k("D", "C++/DSL notation", "D"),

		NextLesson: k("]", "next lesson", "]"),
		PrevLesson: k("[", "previous lesson", "["),
		NextPane:   k("tab", "next pane", "tab"),
		PrevPane:   k("shift+tab", "previous pane", "shift+tab"),
		Search:     k("/", "search", "/"),
		SearchNext: k("n", "next match", "n"),
		SearchPrev: k("N", "previous match", "N"),
		TOC:        k("t", "contents", "t"),
		Save:       k("ctrl+s", "save notebook", "ctrl+s"),

		Edit:    k("enter/i", "edit pane", "enter", "i"),
		Leave:   k("esc", "stop editing / leave pane", "esc"),
		Reset:   k("r/ctrl+r", "reset pane", "r", "ctrl+r"),
		Coords:  k("c/ctrl+t", "coordinate table", "c", "ctrl+t"),
		Explain: k("e/ctrl+e", "explain", "e", "ctrl+e"),

		Colour:      k("o", "colour by value/tile/thread/bank", "o"),
		Compact:     k("z", "compact cells", "z"),
		Pan:         k("v", "pan the grid (arrows/hjkl)", "v"),
		NextThread:  k("n", "next thread", "n"),
		PrevThread:  k("N", "previous thread", "N"),
		ThreadDigit: k("0-9", "thread by number", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9"),
		NoThread:    k("backspace", "every thread again", "backspace"),
		Figure:      k("ctrl+o", "write the figure (SVG)", "ctrl+o"),

		Copy:      k("y", "copy the statements", "y"),
		CopyValue: k("Y", "copy the value", "Y"),
		Image:     k("I", "the figure as an image", "I"),

		PanUp:     k("k/↑", "pan up", "k", "up"),
		PanDown:   k("j/↓", "pan down", "j", "down"),
		PanLeft:   k("h/←", "pan left", "h", "left"),
		PanRight:  k("l/→", "pan right", "l", "right"),
		PanUp8:    k("K/pgup", "pan up 8", "K", "pgup"),
		PanDown8:  k("J/pgdn", "pan down 8", "J", "pgdown"),
		PanLeft8:  k("H", "pan left 8", "H"),
		PanRight8: k("L", "pan right 8", "L"),

		Submit: k("enter", "check answer", "enter"),
		Hint:   k("h/ctrl+g", "hint, then answer", "h", "ctrl+g"),

		PracticeHint:   k("ctrl+g", "hint", "ctrl+g"),
		PracticeReveal: k("ctrl+x", "answer", "ctrl+x"),
		PracticeNext:   k("ctrl+n", "next", "ctrl+n"),
		PracticeReset:  k("ctrl+r", "reset", "ctrl+r"),

		SwizzleUp:   k("+/=", "swizzle N+1", "+", "="),
		SwizzleDown: k("-", "swizzle N−1", "-"),
		GrowM:       k("M", "one more tile row", "M"),
		ShrinkM:     k("m", "one tile row fewer", "m"),
		GrowN:       k("N", "one more tile column", "N"),
		ShrinkN:     k("n", "one tile column fewer", "n"),

		BenchSelect:    k("space", "select", " "),
		BenchRun:       k("enter/r", "run", "enter", "r"),
		BenchCancel:    k("x", "cancel run", "x"),
		BenchProfile:   k("p", "device profile", "p"),
		BenchKernel:    k("K", "GEMM kernel", "K"),
		BenchNextShape: k("→/l", "next shape", "right", "l"),
		BenchPrevShape: k("←/h", "previous shape", "left", "h"),
		BenchWhy:       k("i", "why no GPU: what was looked for", "i"),

		Waves:       k("w", "wave by wave on/off", "w"),
		WaveNext:    k(".", "next wave", ".", ">"),
		WavePrev:    k(",", "previous wave", ",", "<"),
		WavePlay:    k("a", "play the waves / pause", "a"),
		WaveMapping: k("m", "next mapping (waves)", "m"),

		Present: k("P", "present to the class on/off", "P"),
		Ask:     k("A", "ask the class this exercise", "A"),
		Reveal:  k("R", "reveal the answer to the class", "R"),
		Follow:  k("F", "follow the teacher / explore", "F"),

		Presenter:    k("S", "presenter", "S"),
		PresentNext:  k("space", "next", " ", "right", "pgdown"),
		PresentPrev:  k("backspace", "previous", "backspace", "left", "pgup"),
		PresentFirst: k("g/home", "first", "g", "home"),
		PresentLast:  k("G/end", "last", "G", "end"),

		Yes:     k("y", "yes", "y", "Y"),
		No:      k("n/esc", "no", "n", "N", "esc"),
		Confirm: k("enter", "accept", "enter"),
		Restore: k("r", "restore the recovered edits", "r"),
		Discard: k("d", "discard the recovered edits", "d"),
	}
}

// Active reports whether msg matches b in a pane that is (editing) or is
// not being edited: while editing, plain letters belong to the text, so only
// the binding's modified keys (ctrl+..., esc, enter, tab) count.
func Active(msgKey string, b key.Binding, editing bool) bool {
	for _, k := range b.Keys() {
		if k != msgKey {
			continue
		}
		if !editing || len([]rune(k)) > 1 {
			return true
		}
	}
	return false
}
