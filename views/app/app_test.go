package app

import (
	"bytes"
	"os"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/charmbracelet/x/exp/teatest"
	"github.com/cutetui/cutetui/lessons/progress"
	"github.com/cutetui/cutetui/views/course"
	"github.com/cutetui/cutetui/views/internal/testutil"
)

const testW, testH = 100, 40

func fixtureLessons(t *testing.T) []course.Lesson {
	t.Helper()
	src, err := os.ReadFile("testdata/fixture.md")
	if err != nil {
		t.Fatal(err)
	}
	return []course.Lesson{
		{Name: "layouts", Title: "IntTuples and layouts", Summary: "Shapes, strides and the layout function.", Source: []byte("# Layouts\n\nA layout is a function.\n"), Quizzes: 0},
		{Name: "coalesce", Title: "Coalesce", Summary: "Simplify a layout without changing its function.", Source: src, Quizzes: 1},
	}
}

// start runs the app in teatest at a fixed size with the Ascii profile.
func start(t *testing.T, opts Options) (*teatest.TestModel, *Model) {
	t.Helper()
	c := testutil.Common()
	if opts.Lessons == nil {
		opts.Lessons = fixtureLessons(t)
	}
	m := New(c, opts)
	tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(testW, testH))
	return tm, m
}

func waitFor(t *testing.T, tm *teatest.TestModel, s string) {
	t.Helper()
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return bytes.Contains(b, []byte(s)) },
		teatest.WithDuration(5*time.Second), teatest.WithCheckInterval(10*time.Millisecond))
}

func keyOf(k tea.KeyType) tea.KeyMsg { return tea.KeyMsg{Type: k} }
func runes(s string) tea.KeyMsg      { return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s)} }

// finalView stops the program and returns the last frame.
func finalView(t *testing.T, tm *teatest.TestModel) string {
	t.Helper()
	if err := tm.Quit(); err != nil {
		t.Fatal(err)
	}
	return tm.FinalModel(t, teatest.WithFinalTimeout(5*time.Second)).View()
}

func TestCourseIndex(t *testing.T) {
	p := &progress.Progress{Last: "coalesce"}
	p.Lesson("layouts").Read = true
	tm, _ := start(t, Options{Progress: p})
	waitFor(t, tm, "Continue where you left off")
	v := finalView(t, tm)
	for _, want := range []string{"1. IntTuples and layouts", "ok read", "exercises 0/1", "2. Coalesce"} {
		if !strings.Contains(v, want) {
			t.Errorf("index lacks %q", want)
		}
	}
	golden.RequireEqual(t, []byte(v))
}

// TestKeyBurst: keys that arrive in one read ("jj", as over ssh) act one
// by one: two steps down the index, not an unknown key "jj".
func TestKeyBurst(t *testing.T) {
	tm, _ := start(t, Options{})
	waitFor(t, tm, "2. Coalesce")
	tm.Send(runes("jj"))
	tm.Send(runes("kj"))
	v := finalView(t, tm)
	if !strings.Contains(v, "> 2. Coalesce") {
		t.Errorf("after the bursts jj, kj the second lesson should be selected:\n%s", v)
	}
}

// openFixture opens the coalesce fixture from the index and waits for it.
func openFixture(t *testing.T) (*teatest.TestModel, *Model) {
	t.Helper()
	tm, m := start(t, Options{})
	waitFor(t, tm, "2. Coalesce")
	tm.Send(keyOf(tea.KeyDown))
	tm.Send(keyOf(tea.KeyEnter))
	waitFor(t, tm, "coalesce(A)")
	return tm, m
}

func TestLessonWithPane(t *testing.T) {
	tm, _ := openFixture(t)
	tm.Send(keyOf(tea.KeyTab))
	waitFor(t, tm, "enter edit")
	tm.Send(keyOf(tea.KeyEnter))
	waitFor(t, tm, "editing · esc stop")
	// Edit the last line: A becomes A(5), evaluated on every keystroke.
	tm.Send(keyOf(tea.KeyDown))
	tm.Send(keyOf(tea.KeyDown))
	tm.Send(keyOf(tea.KeyEnd))
	tm.Type("(5)")
	waitFor(t, tm, "A(5)  =>")
	v := finalView(t, tm)
	if !strings.Contains(v, "coalesce(A)  =>  12:1") || !strings.Contains(v, "A(5)  =>  5") {
		t.Errorf("pane results missing:\n%s", v)
	}
	golden.RequireEqual(t, []byte(v))
}

func TestPaneError(t *testing.T) {
	tm, _ := openFixture(t)
	tm.Send(keyOf(tea.KeyTab))
	tm.Send(keyOf(tea.KeyTab))
	tm.Send(keyOf(tea.KeyEnter))
	waitFor(t, tm, "editing · esc stop")
	// Close the bracket: the error goes and the composition shows.
	tm.Send(keyOf(tea.KeyDown))
	tm.Send(keyOf(tea.KeyEnd))
	tm.Type("1)")
	waitFor(t, tm, "composition(B, 3:1)  =>")
	// Then break it again, at a known column.
	tm.Type(")")
	waitFor(t, tm, "error:")
	v := finalView(t, tm)
	if !strings.Contains(v, "composition(B, 3:1))") || !strings.Contains(v, "^") {
		t.Errorf("error with caret missing:\n%s", v)
	}
	golden.RequireEqual(t, []byte(v))
}

func TestCoordinateTable(t *testing.T) {
	tm, _ := openFixture(t)
	tm.Send(keyOf(tea.KeyTab)) // selected, not editing: single-letter keys act
	tm.Send(runes("c"))
	waitFor(t, tm, "natural")
	v := finalView(t, tm)
	// (2,(1,6)):(1,(6,2)) is the last layout: element 7 has R-D coordinate
	// (1,3), natural coordinate (1,(0,3)) and offset 7.
	if !strings.Contains(v, "  7  (1,3)  (1,(0,3))       7") {
		t.Errorf("coordinate row of element 7 missing:\n%s", v)
	}
	golden.RequireEqual(t, []byte(v))
}

func TestQuiz(t *testing.T) {
	p := &progress.Progress{}
	tm, _ := start(t, Options{Progress: p})
	waitFor(t, tm, "2. Coalesce")
	tm.Send(keyOf(tea.KeyDown))
	tm.Send(keyOf(tea.KeyEnter))
	waitFor(t, tm, "coalesce(A)")
	for i := 0; i < 3; i++ {
		tm.Send(keyOf(tea.KeyTab))
	}
	waitFor(t, tm, "enter answer")
	tm.Send(keyOf(tea.KeyEnter))
	waitFor(t, tm, "answering")
	tm.Type("8:1")
	tm.Send(keyOf(tea.KeyEnter))
	waitFor(t, tm, "size 8")
	tm.Send(keyOf(tea.KeyCtrlG))
	waitFor(t, tm, "hint: Flatten first")
	for range "8:1" {
		tm.Send(keyOf(tea.KeyBackspace))
	}
	tm.Type("12:1") // (2,6):(1,2) is the same function, not the coalesced shape asked for
	tm.Send(keyOf(tea.KeyEnter))
	waitFor(t, tm, "Correct.")
	v := finalView(t, tm)
	if !p.Lesson("coalesce").Solved["What is coalesce((2,(1,6)):(1,(6,2)))?"] {
		t.Error("solved quiz not recorded in progress")
	}
	golden.RequireEqual(t, []byte(v))
}

func TestTileMap(t *testing.T) {
	tm, _ := openFixture(t)
	for i := 0; i < 4; i++ { // the fourth block: the tile map
		tm.Send(keyOf(tea.KeyTab))
	}
	waitFor(t, tm, "launched grid (4,4,1)")
	tm.Send(runes("+"))
	waitFor(t, tm, "launched grid (8,2,1)")
	v := finalView(t, tm)
	// N=2: strips two tiles wide; row 0 holds CTAs 0 1 8 9.
	if !strings.Contains(v, " 0*   1*   8    9") {
		t.Errorf("N=2 launch order missing:\n%s", v)
	}
	golden.RequireEqual(t, []byte(v))
}

func TestHelp(t *testing.T) {
	tm, _ := openFixture(t)
	tm.Send(runes("?"))
	waitFor(t, tm, "next lesson")
	v := finalView(t, tm)
	for _, want := range []string{"Keys", "search", "coordinate table", "hint, then answer"} {
		if !strings.Contains(v, want) {
			t.Errorf("help lacks %q", want)
		}
	}
	golden.RequireEqual(t, []byte(v))
}

// TestEscEscBurst: two Esc presses read together arrive as one alt+esc
// key; both must act — stop editing, then leave the pane — and leave the
// lesson open (the flaky end-to-end step of issue 8).
func TestEscEscBurst(t *testing.T) {
	tm, m := openFixture(t)
	tm.Send(keyOf(tea.KeyTab))
	tm.Send(keyOf(tea.KeyEnter))
	waitFor(t, tm, "editing · esc stop")
	tm.Send(tea.KeyMsg{Type: tea.KeyEsc, Alt: true})
	tm.Send(runes("j")) // a scroll key: must not be typed into a pane
	v := finalView(t, tm)
	if m.screen != screenReader {
		t.Fatalf("alt+esc left the lesson (screen %v)", m.screen)
	}
	if m.reader.Capturing() {
		t.Errorf("after Esc Esc the pane still captures keys:\n%s", v)
	}
	if strings.Contains(v, "esc leave") || strings.Contains(v, "esc stop") {
		t.Errorf("after Esc Esc a pane is still focused:\n%s", v)
	}
}
