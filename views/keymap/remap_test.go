package keymap

import (
	"slices"
	"testing"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
)

// TestRemap: a remapped binding answers its new keys, not its old ones,
// and its help shows them; other bindings keep theirs.
func TestRemap(t *testing.T) {
	k := Default()
	if err := k.Remap("copy_value", []string{"ctrl+y", "C"}); err != nil {
		t.Fatal(err)
	}
	press := func(s string) tea.KeyMsg { return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s)} }
	if !key.Matches(press("C"), k.CopyValue) || key.Matches(press("Y"), k.CopyValue) {
		t.Errorf("copy_value answers %v", k.CopyValue.Keys())
	}
	if !key.Matches(tea.KeyMsg{Type: tea.KeyCtrlY}, k.CopyValue) {
		t.Error("copy_value does not answer ctrl+y")
	}
	if h := k.CopyValue.Help(); h.Key != "ctrl+y/C" || h.Desc != "copy the value" {
		t.Errorf("help %+v", h)
	}
	if !key.Matches(press("y"), k.Copy) {
		t.Error("copy lost its key")
	}
	if err := k.Remap("cpy", []string{"x"}); err == nil {
		t.Error("no error for an unknown binding")
	}
}

func TestNames(t *testing.T) {
	n := Names()
	for _, want := range []string{"quit", "next_lesson", "copy", "copy_value", "image", "force_quit"} {
		if !slices.Contains(n, want) {
			t.Errorf("Names() lacks %q", want)
		}
	}
	if Name("NextLesson") != "next_lesson" || Name("TOC") != "toc" {
		t.Errorf("Name: %q %q", Name("NextLesson"), Name("TOC"))
	}
}
