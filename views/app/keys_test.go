package app

import (
	"fmt"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/cutetui/cutetui/views/internal/testutil"
)

// openLesson returns the app at w×h with the fixture lesson open.
func openLesson(t *testing.T, w, h int) *Model {
	t.Helper()
	m := New(testutil.Common(), Options{Lessons: fixtureLessons(t)})
	drive(m, tea.WindowSizeMsg{Width: w, Height: h})
	drive(m, keyOf(tea.KeyDown))
	drive(m, keyOf(tea.KeyEnter))
	if !strings.Contains(m.View(), "coalesce(A)") {
		t.Fatalf("lesson not open:\n%s", m.View())
	}
	return m
}

// TestHelpOnSelectedExercise: ? on a selected exercise (tab, no enter)
// opens the help with the exercise's keys; esc closes it and the exercise
// is still selected, nothing typed into its answer.
func TestHelpOnSelectedExercise(t *testing.T) {
	m := openLesson(t, testW, testH)
	for i := 0; i < 3; i++ { // the third block is the exercise
		drive(m, keyOf(tea.KeyTab))
	}
	if !strings.Contains(m.View(), "enter answer") {
		t.Fatalf("exercise not selected:\n%s", m.View())
	}
	drive(m, runes("?"))
	v := ansi.Strip(m.View())
	if !strings.Contains(v, "Keys") || !strings.Contains(v, "hint, then answer") {
		t.Fatalf("? on a selected exercise did not show its keys:\n%s", v)
	}
	golden.RequireEqual(t, []byte(v))
	drive(m, keyOf(tea.KeyEsc))
	v = ansi.Strip(m.View())
	if !strings.Contains(v, "enter answer") || strings.Contains(v, "answer › ?") {
		t.Errorf("after closing the help the exercise should be selected, untouched:\n%s", v)
	}
}

// TestQuitOnSelectedPane: q on a selected pane quits (it is not typed);
// while editing, q is text.
func TestQuitOnSelectedPane(t *testing.T) {
	m := openLesson(t, testW, testH)
	drive(m, keyOf(tea.KeyTab))
	drive(m, keyOf(tea.KeyEnter))
	if drive(m, runes("q")) {
		t.Fatal("q while editing quit")
	}
	drive(m, keyOf(tea.KeyEsc)) // stop editing; the pane stays selected
	if !strings.Contains(m.View(), "enter edit") {
		t.Fatalf("esc should leave the pane selected:\n%s", m.View())
	}
	if !drive(m, runes("q")) {
		t.Error("q on a selected pane did not quit")
	}
}

// TestEscAfterSearchStaysInLesson: esc clears a search; the next esc goes
// back to the index.
func TestEscAfterSearchStaysInLesson(t *testing.T) {
	m := openLesson(t, testW, testH)
	drive(m, runes("/"))
	typeText(m, "mistake")
	drive(m, keyOf(tea.KeyEnter))
	if !strings.Contains(m.View(), "match 1 of") {
		t.Fatalf("no match:\n%s", m.View())
	}
	drive(m, keyOf(tea.KeyEsc))
	if m.screen != screenReader || strings.Contains(m.View(), "/mistake") {
		t.Fatalf("esc after a search should clear it and stay (screen %v):\n%s", m.screen, m.View())
	}
	drive(m, keyOf(tea.KeyEsc))
	if m.screen != screenIndex {
		t.Errorf("a second esc should go back to the index (screen %v)", m.screen)
	}
}

// TestHelpFitsAt80x24: at 80×24 the lesson's ? overlay shows whole.
func TestHelpFitsAt80x24(t *testing.T) {
	m := openLesson(t, 80, 24)
	drive(m, runes("?"))
	v := ansi.Strip(m.View())
	if !strings.Contains(v, "? or esc to close") || strings.Contains(v, "scroll") {
		t.Errorf("the overlay should fit whole at 80x24:\n%s", v)
	}
	golden.RequireEqual(t, []byte(v))
}

// TestHelpScrollsOnSmallTerminals: at 60×15 (and 80×16) the ? overlay is
// taller than the screen: it shows a window with where it is, ↓ and G
// scroll to its end (the close hint), g back to the top.
func TestHelpScrollsOnSmallTerminals(t *testing.T) {
	for _, sz := range [][2]int{{60, 15}, {80, 16}} {
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			m := openLesson(t, sz[0], sz[1])
			drive(m, runes("?"))
			top := ansi.Strip(m.View())
			if n := strings.Count(top, "\n") + 1; n != sz[1] {
				t.Errorf("overlay is %d lines on a %d-line terminal", n, sz[1])
			}
			if !strings.Contains(top, "Keys") || !strings.Contains(top, "scroll") {
				t.Fatalf("overlay top:\n%s", top)
			}
			if strings.Contains(top, "? or esc to close") {
				t.Fatalf("the whole overlay fits; the test needs a smaller terminal:\n%s", top)
			}
			golden.RequireEqual(t, []byte(top))
			drive(m, runes("j"))
			if one := ansi.Strip(m.View()); one == top || !strings.Contains(one, "lines 2–") {
				t.Errorf("j did not scroll the overlay:\n%s", one)
			}
			drive(m, runes("G"))
			end := ansi.Strip(m.View())
			if !strings.Contains(end, "? or esc to close") {
				t.Errorf("G did not reach the end of the overlay:\n%s", end)
			}
			drive(m, runes("g"))
			if back := ansi.Strip(m.View()); back != top {
				t.Errorf("g did not go back to the top:\n%s", back)
			}
			drive(m, runes("?"))
			if strings.Contains(ansi.Strip(m.View()), "Keys") {
				t.Error("? did not close the overlay")
			}
		})
	}
}

// TestSelectedExercise is the golden screen of an exercise selected with
// tab, not yet answered: its title lists enter and h, its answer line
// says enter starts an answer, and h shows a hint without typing an h.
func TestSelectedExercise(t *testing.T) {
	m := openLesson(t, testW, testH)
	for i := 0; i < 3; i++ {
		drive(m, keyOf(tea.KeyTab))
	}
	drive(m, runes("h"))
	v := ansi.Strip(m.View())
	for _, want := range []string{"enter answer · h hint · esc leave", "answer › (enter to answer)", "hint: Flatten first"} {
		if !strings.Contains(v, want) {
			t.Errorf("selected exercise lacks %q:\n%s", want, v)
		}
	}
	golden.RequireEqual(t, []byte(v))
}
