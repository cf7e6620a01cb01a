package course

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/cutetui/cutetui/lessons/progress"
	"github.com/cutetui/cutetui/views/internal/testutil"
)

func testLessons() []Lesson {
	var ls []Lesson
	for _, t := range []string{"IntTuples and layouts", "Coordinates", "Coalesce", "Complement", "Composition", "Divide and product", "Inverses", "Swizzle", "Threadblock swizzle"} {
		ls = append(ls, Lesson{Name: strings.ToLower(t), Title: t, Summary: "What " + t + " is about, in a sentence."})
	}
	return ls
}

func press(s string) tea.KeyMsg {
	if s == "enter" {
		return tea.KeyMsg{Type: tea.KeyEnter}
	}
	return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s)}
}

// TestIndexDrawsInItsSize: the index draws exactly the height its parent
// gave it, no line wider than its width, the key line last.
func TestIndexDrawsInItsSize(t *testing.T) {
	m := New(testutil.Common(), testLessons(), &progress.Progress{}, Options{Bench: true})
	for _, sz := range [][2]int{{100, 40}, {60, 15}, {40, 8}} {
		m.SetSize(sz[0], sz[1])
		lines := strings.Split(m.View(), "\n")
		if len(lines) != sz[1] {
			t.Errorf("%dx%d: %d lines", sz[0], sz[1], len(lines))
		}
		for i, l := range lines {
			if w := lipgloss.Width(l); w > sz[0] {
				t.Errorf("%dx%d: line %d is %d wide: %q", sz[0], sz[1], i, w, l)
			}
		}
		if !strings.Contains(lines[len(lines)-1], "open") {
			t.Errorf("%dx%d: the last line is not the key line: %q", sz[0], sz[1], lines[len(lines)-1])
		}
	}
}

// TestIndexKeys: j/k, g/G move the selection; enter opens the selected
// lesson; keys the index has no use for are left to the app.
func TestIndexKeys(t *testing.T) {
	m := New(testutil.Common(), testLessons(), &progress.Progress{}, Options{Bench: true})
	m.SetSize(80, 24)
	open := func() any {
		cmd, used := m.HandleKey(press("enter"))
		if !used || cmd == nil {
			t.Fatal("enter was not used")
		}
		return cmd()
	}
	m.HandleKey(press("j"))
	m.HandleKey(press("j"))
	if msg, ok := open().(OpenMsg); !ok || msg.Index != 2 {
		t.Errorf("j j enter: %#v, want lesson 2", msg)
	}
	m.HandleKey(press("G"))
	if _, ok := open().(BenchMsg); !ok {
		t.Error("G enter should open the benchmark entry, the last")
	}
	m.HandleKey(press("g"))
	if msg, ok := open().(OpenMsg); !ok || msg.Index != 0 {
		t.Errorf("g enter: %#v, want lesson 0", msg)
	}
	for _, k := range []string{"q", "?", "x"} {
		if _, used := m.HandleKey(press(k)); used {
			t.Errorf("%s was used by the index; it is the app's", k)
		}
	}
	if m.Capturing() {
		t.Error("the index captures keys")
	}
}

// TestTopBringsTheTitleBack: on a screen too short for the whole index, G
// scrolls to the last entry (with its lines) and g back to the first,
// showing the title and the progress line above it again.
func TestTopBringsTheTitleBack(t *testing.T) {
	m := New(testutil.Common(), testLessons(), &progress.Progress{}, Options{Bench: true})
	m.SetSize(80, 12)
	top := m.View()
	for _, want := range []string{"cutetui", "9 lessons (0 read)"} {
		if !strings.Contains(top, want) {
			t.Fatalf("the first screen lacks %q:\n%s", want, top)
		}
	}
	m.HandleKey(press("G"))
	bottom := m.View()
	if strings.Contains(bottom, "9 lessons") || !strings.Contains(bottom, "and friends, or model") {
		t.Fatalf("G does not show the last entry whole:\n%s", bottom)
	}
	m.HandleKey(press("g"))
	if again := m.View(); again != top {
		t.Fatalf("g after G:\n%s\nwant the first screen:\n%s", again, top)
	}
}
