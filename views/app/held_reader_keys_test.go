package app

import (
	"testing"

	"github.com/charmbracelet/bubbles/key"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/cutetui/cutetui/views/common"
	"github.com/cutetui/cutetui/views/course"
	"github.com/cutetui/cutetui/views/internal/testutil"
)

// stubScreen is a screen that shows its name and keeps the keys it is
// given.
type stubScreen struct {
	name string
	keys []string
}

func (s *stubScreen) Init() tea.Cmd                       { return nil }
func (s *stubScreen) Update(tea.Msg) (tea.Model, tea.Cmd) { return s, nil }
func (s *stubScreen) View() string                        { return s.name }
func (s *stubScreen) SetSize(int, int)                    {}
func (s *stubScreen) Capturing() bool                     { return false }
func (s *stubScreen) ShortHelp() []key.Binding            { return nil }
func (s *stubScreen) FullHelp() [][]key.Binding           { return nil }
func (s *stubScreen) HandleKey(k tea.KeyMsg) (tea.Cmd, bool) {
	s.keys = append(s.keys, k.String())
	return nil, true
}

// whileRendering opens lesson i and types keys before its rendering came
// back, then delivers everything in the order it was made.
func whileRendering(t *testing.T, m *Model, i int, keys ...tea.KeyMsg) {
	t.Helper()
	m.Update(tea.WindowSizeMsg{Width: testW, Height: testH})
	_, render := m.Update(course.OpenMsg{Index: i})
	cmds := []tea.Cmd{render}
	for _, k := range keys {
		_, c := m.Update(k)
		cmds = append(cmds, c)
	}
	deliver(t, m, cmds...)
}

// TestTabAfterNextLessonKey: ] then Tab typed while the first lesson
// still renders: ] opens the second lesson and the Tab selects its first
// pane (it went to the lesson ] left before).
func TestTabAfterNextLessonKey(t *testing.T) {
	m := New(testutil.Common(), Options{Lessons: fixtureLessons(t)})
	whileRendering(t, m, 0, runes("]"), keyOf(tea.KeyTab))
	if m.Reader() == nil || m.Reader().Name() != "coalesce" {
		t.Fatalf("] then Tab: reader %v, want coalesce", m.Reader())
	}
	if f := focusOf(t, m); f != 0 {
		t.Errorf("Tab typed right after ]: focus %d in coalesce, want its first pane (0)", f)
	}
}

// TestTabAfterPrevLessonKey: [ then Tab typed while the second lesson
// still renders: the Tab belongs to the first lesson, which has no pane,
// so the second lesson, left, keeps no selection.
func TestTabAfterPrevLessonKey(t *testing.T) {
	m := New(testutil.Common(), Options{Lessons: fixtureLessons(t)})
	whileRendering(t, m, 1, runes("["), keyOf(tea.KeyTab))
	if m.Reader() == nil || m.Reader().Name() != "layouts" {
		t.Fatalf("[ then Tab: reader %v, want layouts", m.Reader())
	}
	_, back := m.Update(runes("]"))
	deliver(t, m, back)
	if m.Reader().Name() != "coalesce" {
		t.Fatalf("] back: reader %s, want coalesce", m.Reader().Name())
	}
	if f := focusOf(t, m); f != -1 {
		t.Errorf("Tab typed right after [ went to the lesson left: its focus is %d, want none (-1)", f)
	}
}

// TestKeyAfterBenchKey: B then j typed while a lesson renders: B opens
// the benchmark and j is the benchmark's.
func TestKeyAfterBenchKey(t *testing.T) {
	b := &stubScreen{name: "bench"}
	m := New(testutil.Common(), Options{Lessons: fixtureLessons(t), BenchLesson: "coalesce",
		NewBench: func(common.Common) Screen { return b }})
	whileRendering(t, m, 1, runes("B"), runes("j"))
	if m.screen != screenBench || len(b.keys) != 1 || b.keys[0] != "j" {
		t.Errorf("B then j: screen %d, the benchmark's keys %q; want the benchmark (%d) given j", m.screen, b.keys, screenBench)
	}
}

// TestKeyAfterPracticeKey: p then x typed while a lesson renders: p opens
// practice on the lesson's topic and x is typed into it.
func TestKeyAfterPracticeKey(t *testing.T) {
	var topic string
	p := &stubScreen{name: "practice"}
	m := New(testutil.Common(), Options{Lessons: fixtureLessons(t),
		HasPractice: func(string) bool { return true },
		NewPractice: func(_ common.Common, l string) (Screen, error) { topic = l; return p, nil }})
	whileRendering(t, m, 1, runes("p"), runes("x"))
	if m.screen != screenPractice || topic != "coalesce" || len(p.keys) != 1 || p.keys[0] != "x" {
		t.Errorf("p then x: screen %d topic %q, practice's keys %q; want practice (%d) on coalesce given x", m.screen, topic, p.keys, screenPractice)
	}
}
