package reader

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/cutetui/cutetui/views/internal/testutil"
)

const talk = `# A talk

<!-- note: welcome; ask who has written a CuTe kernel -->

Opening words.

## Layouts

A layout is a function.

<!-- note: draw the grid on the board -->

` + "```cute\nA = (4,2):(1,4)\nA(5)\n```" + `

After the pane.

## Swizzles

They permute offsets.
`

func newTalk(t *testing.T, hideNotes bool) *Model {
	t.Helper()
	m := New(testutil.Common(), NewCache(), Options{Name: "talk", Source: []byte(talk), HideNotes: hideNotes})
	m.SetSize(80, 24)
	if cmd := m.Refresh(); cmd != nil {
		run(m, cmd())
	}
	return m
}

// TestPresenterSteps: S shows one step at a time — a section of prose or
// one live block — stepped with space and backspace, with the section's
// speaker notes; tab selects the step's pane, which stays live; S leaves.
func TestPresenterSteps(t *testing.T) {
	m := newTalk(t, false)
	press(m, "S")
	if !m.Presenting() {
		t.Fatal("S did not open the presenter")
	}
	steps := m.presentSteps()
	if len(steps) != 5 { // title+opening, Layouts prose, the pane, after the pane, Swizzles
		t.Fatalf("%d steps, want 5: %+v", len(steps), steps)
	}
	s := screen(m)
	for _, want := range []string{"step 1 of 5", "Opening words", "notes", "welcome; ask who has written a CuTe kernel"} {
		if !strings.Contains(s, want) {
			t.Errorf("step 1 lacks %q:\n%s", want, s)
		}
	}
	if strings.Contains(s, "A layout is a function") {
		t.Errorf("step 1 shows the next section:\n%s", s)
	}
	run(m, tea.KeyMsg{Type: tea.KeySpace, Runes: []rune{' '}})
	run(m, tea.KeyMsg{Type: tea.KeySpace, Runes: []rune{' '}})
	s = screen(m)
	if !strings.Contains(s, "step 3 of 5") || !strings.Contains(s, "A = (4,2):(1,4)") || !strings.Contains(s, "draw the grid on the board") {
		t.Errorf("step 3 should be the pane with its section's note:\n%s", s)
	}
	// The pane is live: select it, edit it, and its result follows.
	press(m, "tab", "enter")
	run(m, tea.KeyMsg{Type: tea.KeyCtrlEnd})
	run(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("\ncoalesce(A)")})
	if s = screen(m); !strings.Contains(s, "coalesce(A)  ⇒  8:1") && !strings.Contains(s, "coalesce(A)  =>  8:1") {
		t.Errorf("the presented pane is not live:\n%s", s)
	}
	press(m, "esc", "esc") // stop editing, unselect
	run(m, tea.KeyMsg{Type: tea.KeyBackspace})
	if s = screen(m); !strings.Contains(s, "step 2 of 5") {
		t.Errorf("backspace: %s", s)
	}
	press(m, "S")
	if m.Presenting() {
		t.Error("S did not leave the presenter")
	}
}

// TestPresenterHidesNotesFromStudents: a student's presenter (HideNotes)
// never shows speaker notes, and normal reading never does.
func TestPresenterHidesNotesFromStudents(t *testing.T) {
	m := newTalk(t, true)
	if strings.Contains(screen(m), "welcome") {
		t.Errorf("reading shows a speaker note:\n%s", screen(m))
	}
	press(m, "S")
	if s := screen(m); strings.Contains(s, "welcome") || strings.Contains(s, "notes") {
		t.Errorf("a student's presenter shows notes:\n%s", s)
	}
}

// TestShowPositionFollowsEditsNotTyping: a follower gets the other
// reader's pane edits and loses them when that reader resets its pane, but
// a pane the follower is editing, and its place, are left alone.
func TestShowPositionFollowsEditsNotTyping(t *testing.T) {
	m := newTalk(t, true)
	m.ShowPosition(0, 0, -1, map[int]string{0: "A = 8:1\nA"})
	if m.Panes()[0].Text() != "A = 8:1\nA" {
		t.Fatalf("the teacher's edit did not arrive: %q", m.Panes()[0].Text())
	}
	m.ShowPosition(0, 0, -1, nil)
	if m.Panes()[0].Dirty() {
		t.Errorf("the teacher reset the pane, the follower's still shows %q", m.Panes()[0].Text())
	}
	press(m, "tab", "enter") // the student edits the pane
	run(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("x")})
	mine := m.Panes()[0].Text()
	m.ShowPosition(5, 10, -1, map[int]string{0: "B = 2:1"})
	if m.Panes()[0].Text() != mine {
		t.Errorf("a pane being typed in was overwritten: %q", m.Panes()[0].Text())
	}
}
