package app

import (
	"fmt"
	"sort"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/cutetui/cutetui/lessons/notebook"
	"github.com/cutetui/cutetui/views/common"
	"github.com/cutetui/cutetui/views/course"
	"github.com/muesli/termenv"
	"io"
)

// tenPaneLesson is a lesson with 10 live panes of the kind the course uses,
// with prose between them.
func tenPaneLesson() []byte {
	stmts := []string{
		"A = (2,(1,6)):(1,(6,2))\ncoalesce(A)\nA(7)\nlogical_divide((32,32):(32,1), (4,8))",
		"B = (4,8):(8,1)\nlogical_divide(B, (2,4))",
		"C = (8,8):(8,1)\ncomposition(C, (4,2):(2,16))",
		"complement((4,2):(1,16), 64)",
		"logical_product((2,2):(1,2), (3,4):(1,3))",
		"blocked_product((2,2):(1,2), (3,4):(4,1))",
		"right_inverse((4,(2,4)):(2,(1,8)))",
		"zipped_divide((16,8):(1,16), (4,2))",
		"D = ((2,4),(4,2)):((1,2),(8,32))\ncoalesce(D, (1,1))",
		"raked_product((2,2):(1,2), (3,4):(1,3))",
	}
	var b strings.Builder
	b.WriteString("# Ten panes\n\n")
	for i, s := range stmts {
		fmt.Fprintf(&b, "## Part %d\n\n", i+1)
		for j := 0; j < 3; j++ {
			b.WriteString("A layout is a function from coordinates to offsets; `coalesce` keeps the function and merges modes. Composition, complement, divide and product are built from it, and each pane below can be edited.\n\n")
		}
		fmt.Fprintf(&b, "```cute\n%s\n```\n\n", s)
	}
	return []byte(b.String())
}

// newBenchApp returns an app showing the ten-pane lesson at w×h in 256
// colours, rendered, with the first pane selected (tab) and being edited
// (enter).
func newBenchApp(b testing.TB, w, h int, p termenv.Profile) *Model {
	r := lipgloss.NewRenderer(io.Discard)
	c := common.New(r, p, true, "dark")
	src := tenPaneLesson()
	if n := len(notebook.Parse(src).Blocks); n != 10 {
		b.Fatalf("fixture has %d panes", n)
	}
	m := New(c, Options{Lessons: []course.Lesson{{Name: "ten", Title: "Ten panes", Source: src}}})
	drive(m, tea.WindowSizeMsg{Width: w, Height: h})
	drive(m, OpenLesson(0))
	drive(m, tea.KeyMsg{Type: tea.KeyTab})
	drive(m, tea.KeyMsg{Type: tea.KeyEnter})
	if !m.Reader().Capturing() {
		b.Fatal("first pane not being edited")
	}
	return m
}

// OpenLesson is the message the index sends to open lesson i.
func OpenLesson(i int) tea.Msg { return course.OpenMsg{Index: i} }

// TestBenchKeystrokeSetup runs the keystroke benchmark's set-up and two of
// its keystrokes, so that a change to the keys cannot leave the benchmark
// broken unseen (benchmarks do not run in make test).
func TestBenchKeystrokeSetup(t *testing.T) {
	m := newBenchApp(t, 200, 60, termenv.ANSI256)
	m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'x'}})
	m.Update(tea.KeyMsg{Type: tea.KeyBackspace})
	if !strings.Contains(ansi.Strip(m.View()), "12:1") {
		t.Fatal("pane result missing from the frame")
	}
}

// BenchmarkKeystroke measures a keystroke in a pane to the updated frame:
// Update (edit + re-evaluation) and View (the frame with the ten panes
// spliced into the cached prose), at 200×60. It reports p50 and p99.
func BenchmarkKeystroke(b *testing.B) {
	b.Run("256colour", func(b *testing.B) { benchKeystroke(b, termenv.ANSI256) })
	b.Run("16colour", func(b *testing.B) { benchKeystroke(b, termenv.ANSI) })
}

func benchKeystroke(b *testing.B, p termenv.Profile) {
	m := newBenchApp(b, 200, 60, p)
	keys := []tea.KeyMsg{
		{Type: tea.KeyRunes, Runes: []rune{'x'}},
		{Type: tea.KeyBackspace},
	}
	times := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		t0 := time.Now()
		m.Update(keys[i%2])
		_ = m.View()
		times = append(times, time.Since(t0))
	}
	b.StopTimer()
	sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
	q := func(p float64) float64 { return float64(times[int(p*float64(len(times)-1))].Microseconds()) / 1000 }
	b.ReportMetric(q(0.50), "p50-ms")
	b.ReportMetric(q(0.99), "p99-ms")
	if !strings.Contains(ansi.Strip(m.View()), "12:1") {
		b.Fatal("pane result missing from the frame")
	}
}

// BenchmarkFirstFrame measures start-up to the first lesson frame: building
// the app, the first size, rendering the lesson with glamour (the command
// run synchronously) and drawing it, at 200×60, per colour profile.
func BenchmarkFirstFrame(b *testing.B) {
	src := tenPaneLesson()
	for _, p := range []struct {
		name    string
		profile termenv.Profile
		style   string
	}{{"256colour", termenv.ANSI256, "dark"}, {"16colour", termenv.ANSI, "dark"}, {"ascii", termenv.Ascii, "notty"}} {
		b.Run(p.name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				r := lipgloss.NewRenderer(io.Discard)
				c := common.New(r, p.profile, true, p.style)
				m := New(c, Options{Lessons: []course.Lesson{{Name: "ten", Title: "Ten panes", Source: src}}})
				m.OpenLessonByName("ten")
				drive(m, tea.WindowSizeMsg{Width: 200, Height: 60})
				if v := ansi.Strip(m.View()); !strings.Contains(v, "Part 1") {
					b.Fatalf("first frame not rendered:\n%s", v)
				}
			}
		})
	}
}
