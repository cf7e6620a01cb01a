package app

import (
	"testing"

	"github.com/cutetui/cutetui/views/keymap"
)

// TestRoute pins each rule of the app's key routing.
func TestRoute(t *testing.T) {
	var (
		browsing   = keyState{}
		editing    = keyState{Capturing: true}
		help       = keyState{Help: true}
		confirming = keyState{Confirming: true}
		reading    = keyState{Reading: true}
		typing     = keyState{Reading: true, Capturing: true}
	)
	cases := []struct {
		name  string
		state keyState
		key   string
		want  action
	}{
		{"q quits", browsing, "q", actQuit},
		{"? opens help", browsing, "?", actHelpOpen},
		{"j goes to the screen", browsing, "j", actPass},
		{"esc goes to the screen first", browsing, "esc", actPass},
		{"q while editing is text", editing, "q", actPass},
		{"? while editing is text", editing, "?", actPass},
		{"ctrl+c while editing quits", editing, "ctrl+c", actQuit},
		{"help: ? closes", help, "?", actHelpClose},
		{"help: esc closes", help, "esc", actHelpClose},
		{"help: q closes", help, "q", actHelpClose},
		{"help: j scrolls", help, "j", actHelpDown},
		{"help: down scrolls", help, "down", actHelpDown},
		{"help: k scrolls up", help, "k", actHelpUp},
		{"help: pgdown pages", help, "pgdown", actHelpPageDown},
		{"help: b pages up", help, "b", actHelpPageUp},
		{"help: g top", help, "g", actHelpTop},
		{"help: G bottom", help, "G", actHelpBottom},
		{"help: other keys do nothing", help, "x", actIgnore},
		{"help: ctrl+c quits", help, "ctrl+c", actQuit},
		{"confirm: y saves", confirming, "y", actSaveAndQuit},
		{"confirm: Y saves", confirming, "Y", actSaveAndQuit},
		{"confirm: n does not", confirming, "n", actQuitWithoutSaving},
		{"confirm: esc stays", confirming, "esc", actStay},
		{"confirm: ctrl+c stays", confirming, "ctrl+c", actStay},
		{"confirm: q is ignored", confirming, "q", actIgnore},
		{"reading: y copies", reading, "y", actCopy},
		{"reading: Y copies the value", reading, "Y", actCopyValue},
		{"reading: I shows the image", reading, "I", actImage},
		{"reading and typing: y is text", typing, "y", actPass},
		{"index: y goes to the screen", browsing, "y", actPass},
		{"help: y does nothing", keyState{Help: true, Reading: true}, "y", actIgnore},
	}
	k := keymap.Default()
	for _, c := range cases {
		if got := route(k, c.state, keymap.Press(c.key)); got != c.want {
			t.Errorf("%s: route(%+v, %q) = %d, want %d", c.name, c.state, c.key, got, c.want)
		}
	}
	if !backOnUnused(k, keymap.Press("esc")) || backOnUnused(k, keymap.Press("j")) {
		t.Error("only an unused esc goes back")
	}
}
