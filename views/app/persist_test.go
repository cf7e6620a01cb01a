package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/cutetui/cutetui/lessons/progress"
	"github.com/cutetui/cutetui/views/course"
	"github.com/cutetui/cutetui/views/internal/testutil"
	"github.com/cutetui/cutetui/views/keymap"
)

// run runs cmd and the commands of any batch it returns, and returns their
// messages in order.
func run(cmd tea.Cmd) []tea.Msg {
	if cmd == nil {
		return nil
	}
	msg := cmd()
	if b, ok := msg.(tea.BatchMsg); ok {
		var out []tea.Msg
		for _, c := range b {
			out = append(out, run(c)...)
		}
		return out
	}
	return []tea.Msg{msg}
}

// TestSaveKeyWritesInACommand: ctrl+s on an edited notebook writes nothing
// in Update; the command it returns writes the file, and its message
// says so on the status line.
func TestSaveKeyWritesInACommand(t *testing.T) {
	path := filepath.Join(t.TempDir(), "nb.md")
	src := NotebookTemplate("nb")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	m := New(testutil.Common(), Options{Notebook: path, NotebookSource: []byte(src)})
	drive(m, tea.WindowSizeMsg{Width: 100, Height: 40})
	for i := 0; i < 3; i++ { // the tile map is the third block
		drive(m, keymap.Press("tab"))
	}
	drive(m, keymap.Press("+"))
	_, cmd := m.Update(keymap.Press("ctrl+s"))
	if got, _ := os.ReadFile(path); string(got) != src {
		t.Fatal("Update wrote the notebook")
	}
	if cmd == nil || !m.Reader().Saving() {
		t.Fatalf("ctrl+s returned no save (saving %v)", m.Reader().Saving())
	}
	if _, again := m.Update(keymap.Press("ctrl+s")); again != nil || !strings.Contains(m.Reader().Status(), "saving") {
		t.Errorf("a second ctrl+s while saving: %v, status %q", again, m.Reader().Status())
	}
	msgs := run(cmd)
	if got, _ := os.ReadFile(path); string(got) == src {
		t.Fatal("the save command wrote nothing")
	}
	if !m.Reader().Dirty() {
		t.Fatal("clean before the save's message came back")
	}
	for _, msg := range msgs {
		drive(m, msg)
	}
	if m.Reader().Dirty() || m.Reader().Saving() || !strings.Contains(m.View(), "saved 1 block(s) to "+path) {
		t.Errorf("after the save's message: dirty %v, saving %v\n%s", m.Reader().Dirty(), m.Reader().Saving(), m.View())
	}
}

// TestProgressWritesInACommand: leaving a lesson records the place in
// Update and writes progress.json in the command it returns; q writes it
// before it quits.
func TestProgressWritesInACommand(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "state", "progress.json")
	lesson := course.Lesson{Name: "a", Title: "A", Source: []byte("# A\n\n" + strings.Repeat("text\n\n", 80))}
	m := New(testutil.Common(), Options{Lessons: []course.Lesson{lesson}, Progress: &progress.Progress{}, ProgressPath: path})
	drive(m, tea.WindowSizeMsg{Width: 80, Height: 20})
	drive(m, course.OpenMsg{Index: 0})
	drive(m, keymap.Press("j"))
	_, cmd := m.Update(keymap.Press("esc")) // back to the index
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Fatalf("Update wrote progress (%v)", err)
	}
	for _, msg := range run(cmd) {
		drive(m, msg)
	}
	p, err := progress.Load(path)
	if err != nil || p.Last != "a" || p.Lessons["a"] == nil || p.Lessons["a"].Offset != 1 {
		t.Fatalf("progress after the command: %+v %v", p, err)
	}

	drive(m, course.OpenMsg{Index: 0})
	drive(m, keymap.Press("j"))
	_, cmd = m.Update(keymap.Press("q"))
	if p, _ := progress.Load(path); p.Lessons["a"].Offset != 1 {
		t.Fatal("Update wrote progress on q")
	}
	msgs := run(cmd)
	if len(msgs) != 1 || msgs[0] != (tea.QuitMsg{}) {
		t.Fatalf("q's command gave %v, want only the quit", msgs)
	}
	if p, _ := progress.Load(path); p.Lessons["a"].Offset != 2 {
		t.Errorf("the place left was not written before quitting: %+v", p.Lessons["a"])
	}
}

// TestPracticeWritesInACommand: an answer counted on the practice screen
// is saved by the command Update returns, not by Update.
func TestPracticeWritesInACommand(t *testing.T) {
	path := filepath.Join(t.TempDir(), "practice.json")
	opts, problems := CourseOptions("", path, 1)
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	m := New(testutil.Common(), opts)
	drive(m, tea.WindowSizeMsg{Width: 100, Height: 40})
	i := 0
	for i < len(opts.Lessons) && !opts.HasPractice(opts.Lessons[i].Name) {
		i++
	}
	if i == len(opts.Lessons) {
		t.Fatal("no lesson has practice")
	}
	drive(m, course.PracticeMsg{Index: i})
	for _, a := range []string{"8:1", "8", "(4,2):(1,4)", "1"} { // the first answer that evaluates is counted
		typeText(m, a)
		_, cmd := m.Update(keymap.Press("enter"))
		if _, err := os.Stat(path); !os.IsNotExist(err) {
			t.Fatalf("Update wrote the practice record (%v)", err)
		}
		for _, msg := range run(cmd) {
			drive(m, msg)
		}
		if _, err := os.Stat(path); err == nil {
			return
		}
		drive(m, keymap.Press("ctrl+u"))
	}
	t.Fatalf("no answer was counted and saved:\n%s", m.View())
}
