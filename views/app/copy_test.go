package app

import (
	"bytes"
	"encoding/base64"
	"regexp"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"github.com/cutetui/cutetui/internal/termimg"
	"github.com/cutetui/cutetui/views/internal/testutil"
)

const copyNotebook = "# Copy\n\nSome prose.\n\n```cute\nA = (4,2):(1,4)\ncoalesce(A)\n```\n\n```cute-quiz\nquestion: size of (4,2):(1,4)?\ncheck: size((4,2):(1,4))\nanswer: 8\n```\n"

func press(m *Model, s string) { drive(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s)}) }

// clipboard returns what the OSC 52 sequences written to out put on the
// clipboard, in order.
func clipboard(t *testing.T, out string) []string {
	t.Helper()
	var got []string
	for _, m := range regexp.MustCompile("\x1b\\]52;c;([A-Za-z0-9+/=]*)\x07").FindAllStringSubmatch(out, -1) {
		b, err := base64.StdEncoding.DecodeString(m[1])
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, string(b))
	}
	return got
}

// TestCopyPane: y on a selected pane sends its statements through OSC 52,
// Y its value, and the status line says what was copied; with no pane
// selected nothing is sent and the status line says how.
func TestCopyPane(t *testing.T) {
	var term bytes.Buffer
	m := New(testutil.Common(), Options{Notebook: "c.md", NotebookSource: []byte(copyNotebook), Terminal: &term})
	drive(m, tea.WindowSizeMsg{Width: 100, Height: 40})
	press(m, "y")
	if term.Len() != 0 || !strings.Contains(m.View(), "select a pane first (tab)") {
		t.Fatalf("y with nothing selected: wrote %q\n%s", term.String(), m.View())
	}
	drive(m, tea.KeyMsg{Type: tea.KeyTab}) // the cute pane
	press(m, "y")
	if got := clipboard(t, term.String()); len(got) != 1 || got[0] != "A = (4,2):(1,4)\ncoalesce(A)" {
		t.Fatalf("y copied %q", got)
	}
	if v := m.View(); !strings.Contains(v, "copied the pane's statements (2 lines) to the clipboard: A = (4,2):(1,4) coalesce(A)") {
		t.Errorf("status after y:\n%s", v)
	}
	press(m, "Y")
	if got := clipboard(t, term.String()); len(got) != 2 || got[1] != "8:1" {
		t.Fatalf("Y copied %q", got)
	}
	if !strings.Contains(m.View(), "copied the pane's value (1 line) to the clipboard: 8:1") {
		t.Errorf("status after Y:\n%s", m.View())
	}
	// The exercise: y copies the question, Y has nothing to give away.
	drive(m, tea.KeyMsg{Type: tea.KeyTab})
	press(m, "y")
	if got := clipboard(t, term.String()); len(got) != 3 || got[2] != "size of (4,2):(1,4)?" {
		t.Fatalf("y on the exercise copied %q", got)
	}
	press(m, "Y")
	if got := clipboard(t, term.String()); len(got) != 3 || !strings.Contains(m.View(), "this exercise has no value to copy") {
		t.Errorf("Y on the exercise: %q\n%s", got, m.View())
	}
	// While editing, y is text.
	drive(m, tea.KeyMsg{Type: tea.KeyShiftTab})
	drive(m, tea.KeyMsg{Type: tea.KeyEnter})
	press(m, "y")
	if got := clipboard(t, term.String()); len(got) != 3 {
		t.Errorf("y while editing copied: %q", got)
	}
}

// TestImageOfPane: I on a selected pane, with an image protocol, blanks
// the screen under a title and then writes the picture at row 2 (the
// cursor saved and restored round it); any key takes it away (kitty's
// delete) and the reader comes back. With images off it says so.
func TestImageOfPane(t *testing.T) {
	var term bytes.Buffer
	m := New(testutil.Common(), Options{Notebook: "c.md", NotebookSource: []byte(copyNotebook), Terminal: &term, Images: "kitty"})
	drive(m, tea.WindowSizeMsg{Width: 100, Height: 40})
	drive(m, tea.KeyMsg{Type: tea.KeyTab})
	press(m, "I")
	out := term.String()
	if !strings.HasPrefix(out, ansi.SaveCursor+ansi.CursorPosition(1, 2)+"\x1b_Gf=100,a=T,t=d,") || !strings.HasSuffix(out, "\x1b\\"+ansi.RestoreCursor) {
		t.Fatalf("I wrote %q", ansi.Truncate(out, 200, "…"))
	}
	v := m.View()
	if !strings.Contains(v, "figure: ") || !strings.Contains(v, "kitty") || !strings.Contains(v, "any key closes the figure") || strings.Contains(v, "Some prose") {
		t.Errorf("image screen:\n%s", v)
	}
	term.Reset()
	drive(m, tea.KeyMsg{Type: tea.KeyEsc})
	if term.String() != termimg.Delete(termimg.Kitty) || !strings.Contains(m.View(), "Some prose") {
		t.Errorf("closing wrote %q; view:\n%s", term.String(), m.View())
	}

	m = New(testutil.Common(), Options{Notebook: "c.md", NotebookSource: []byte(copyNotebook), Terminal: &term, Images: "off"})
	drive(m, tea.WindowSizeMsg{Width: 100, Height: 40})
	drive(m, tea.KeyMsg{Type: tea.KeyTab})
	term.Reset()
	press(m, "I")
	if term.Len() != 0 || !strings.Contains(m.View(), "this terminal shows no images") {
		t.Errorf("images off: wrote %q\n%s", term.String(), m.View())
	}
}
