package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/cutetui/cutetui/views/common"
	"github.com/cutetui/cutetui/views/course"
	"github.com/cutetui/cutetui/views/internal/testutil"
)

// drive sends msg to m and runs the commands it returns (and theirs)
// synchronously, as the Bubble Tea loop would; it reports whether the
// program asked to quit.
func drive(m *Model, msg tea.Msg) (quit bool) {
	queue := []tea.Msg{msg}
	for len(queue) > 0 {
		msg, queue = queue[0], queue[1:]
		switch msg := msg.(type) {
		case tea.QuitMsg:
			quit = true
			continue
		case tea.BatchMsg:
			for _, c := range msg {
				if c != nil {
					queue = append(queue, c())
				}
			}
			continue
		}
		_, cmd := m.Update(msg)
		if cmd != nil {
			queue = append(queue, cmd())
		}
	}
	return quit
}

func typeText(m *Model, s string) {
	for _, r := range s {
		drive(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}})
	}
}

func TestNotebookSaveChangesOnlyEditedBlock(t *testing.T) {
	path := filepath.Join(t.TempDir(), "nb.md")
	src := NotebookTemplate("nb")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	m := New(testutil.Common(), Options{Notebook: path, NotebookSource: []byte(src)})
	drive(m, tea.WindowSizeMsg{Width: 100, Height: 40})
	drive(m, tea.KeyMsg{Type: tea.KeyTab})   // select the pane
	drive(m, tea.KeyMsg{Type: tea.KeyEnter}) // edit it
	drive(m, tea.KeyMsg{Type: tea.KeyCtrlEnd})
	typeText(m, "\n")
	drive(m, tea.KeyMsg{Type: tea.KeyEnter})
	typeText(m, "size(A)")
	if !strings.Contains(m.View(), "size(A)  =>  8") {
		t.Fatalf("edit not evaluated:\n%s", m.View())
	}
	if !m.Reader().Dirty() {
		t.Fatal("edited notebook is not dirty")
	}
	// q while editing types a q; esc then q asks before quitting.
	drive(m, tea.KeyMsg{Type: tea.KeyEsc})
	if drive(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'q'}}) {
		t.Fatal("quit with unsaved changes without asking")
	}
	if !strings.Contains(m.View(), "Unsaved changes") {
		t.Fatalf("no prompt:\n%s", m.View())
	}
	drive(m, tea.KeyMsg{Type: tea.KeyEsc}) // stay
	drive(m, tea.KeyMsg{Type: tea.KeyCtrlS})
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	want := strings.Replace(src, "coalesce(A)\n```", "coalesce(A)\n\nsize(A)\n```", 1)
	if string(got) != want {
		t.Errorf("saved file:\n%s\nwant:\n%s", got, want)
	}
	if m.Reader().Dirty() {
		t.Error("dirty after save")
	}
	if !drive(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'q'}}) {
		t.Error("q after saving did not quit")
	}
}

func TestQuitPromptSaves(t *testing.T) {
	path := filepath.Join(t.TempDir(), "nb.md")
	src := NotebookTemplate("nb")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	m := New(testutil.Common(), Options{Notebook: path, NotebookSource: []byte(src)})
	drive(m, tea.WindowSizeMsg{Width: 100, Height: 40})
	// The tile map is the third block: change N, then quit and save.
	for i := 0; i < 3; i++ {
		drive(m, tea.KeyMsg{Type: tea.KeyTab})
	}
	drive(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'+'}})
	if drive(m, tea.KeyMsg{Type: tea.KeyCtrlC}) {
		t.Fatal("ctrl+c quit with unsaved changes without asking")
	}
	if !drive(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'y'}}) {
		t.Fatal("y did not save and quit")
	}
	got, _ := os.ReadFile(path)
	if want := strings.Replace(src, "swizzle: 2", "swizzle: 3", 1); string(got) != want { // + steps N by one
		t.Errorf("saved file:\n%s", got)
	}
}

// fakeScreen is a Screen that records what reaches it.
type fakeScreen struct {
	keys   []string
	w, h   int
	inited bool
}

func (f *fakeScreen) Init() tea.Cmd                           { f.inited = true; return nil }
func (f *fakeScreen) Update(msg tea.Msg) (tea.Model, tea.Cmd) { return f, nil }
func (f *fakeScreen) HandleKey(k tea.KeyMsg) (tea.Cmd, bool) {
	if k.Type != tea.KeyEsc {
		f.keys = append(f.keys, k.String())
		return nil, true
	}
	return nil, false
}
func (f *fakeScreen) Capturing() bool           { return false }
func (f *fakeScreen) View() string              { return "FAKE SCREEN" }
func (f *fakeScreen) SetSize(w, h int)          { f.w, f.h = w, h }
func (f *fakeScreen) ShortHelp() []key.Binding  { return nil }
func (f *fakeScreen) FullHelp() [][]key.Binding { return nil }

func TestPracticeAndBenchScreens(t *testing.T) {
	var opened []string
	prac, bench := &fakeScreen{}, &fakeScreen{}
	m := New(testutil.Common(), Options{
		Lessons:     fixtureLessons(t),
		NewBench:    func(common.Common) Screen { return bench },
		BenchLesson: "coalesce",
		HasPractice: func(l string) bool { return l == "coalesce" },
		NewPractice: func(_ common.Common, l string) (Screen, error) { opened = append(opened, l); return prac, nil },
	})
	drive(m, tea.WindowSizeMsg{Width: 100, Height: 40})
	drive(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'p'}}) // lesson 1 has no practice
	if len(opened) != 0 {
		t.Fatalf("practice opened for a lesson without one: %v", opened)
	}
	drive(m, tea.KeyMsg{Type: tea.KeyDown})
	drive(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'p'}})
	if len(opened) != 1 || opened[0] != "coalesce" || !prac.inited || prac.w != 100 || m.View() != "FAKE SCREEN" {
		t.Fatalf("practice not shown: %v %+v", opened, prac)
	}
	typeText(m, "12:1")
	if strings.Join(prac.keys, "") != "12:1" {
		t.Errorf("practice got keys %q", prac.keys)
	}
	drive(m, tea.KeyMsg{Type: tea.KeyEsc})
	if !strings.Contains(m.View(), "2. Coalesce") {
		t.Errorf("esc did not return to the index:\n%s", m.View())
	}
	// The lesson offers practice (p) and the benchmark (B).
	drive(m, tea.KeyMsg{Type: tea.KeyEnter})
	drive(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'B'}})
	if !bench.inited || !strings.Contains(m.View(), "FAKE SCREEN") {
		t.Fatalf("benchmark not shown from the lesson:\n%s", m.View())
	}
	drive(m, tea.KeyMsg{Type: tea.KeyEsc})
	drive(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'p'}})
	if len(opened) != 2 {
		t.Errorf("practice not opened from the lesson: %v", opened)
	}
	drive(m, tea.KeyMsg{Type: tea.KeyEsc})
	if !strings.Contains(m.View(), "Coalesce, briefly") {
		t.Errorf("esc from practice did not return to the lesson:\n%s", m.View())
	}
}

func TestOpenLessonByName(t *testing.T) {
	ls := []course.Lesson{{Name: "swizzle", Title: "Swizzle"}, {Name: "threadblock-swizzle", Title: "Threadblock swizzle"}}
	for _, c := range []struct {
		name string
		want int
	}{{"swizzle", 0}, {"threadblock-swizzle", 1}, {"11-threadblock-swizzle.md", 1}, {"lessons/10-swizzle.md", 0}, {"swizz", -1}} {
		m := New(testutil.Common(), Options{Lessons: ls})
		ok := m.OpenLessonByName(c.name)
		if ok != (c.want >= 0) || (ok && m.lesson != c.want) {
			t.Errorf("OpenLessonByName(%q) = %v, lesson %d; want %d", c.name, ok, m.lesson, c.want)
		}
	}
}

func TestSaveDoesNotClobberOutsideEdits(t *testing.T) {
	path := filepath.Join(t.TempDir(), "nb.md")
	src := NotebookTemplate("nb")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	m := New(testutil.Common(), Options{Notebook: path, NotebookSource: []byte(src)})
	drive(m, tea.WindowSizeMsg{Width: 100, Height: 40})
	drive(m, tea.KeyMsg{Type: tea.KeyTab})
	drive(m, tea.KeyMsg{Type: tea.KeyEnter})
	typeText(m, "\n")
	typeText(m, "size(A)")
	outside := src + "\nAn edit made in another editor.\n"
	if err := os.WriteFile(path, []byte(outside), 0o644); err != nil {
		t.Fatal(err)
	}
	drive(m, tea.KeyMsg{Type: tea.KeyCtrlS})
	if got, _ := os.ReadFile(path); string(got) != outside {
		t.Fatal("save overwrote a file changed on disk")
	}
	if !strings.Contains(m.View(), "changed on disk") {
		t.Errorf("no warning:\n%s", m.View())
	}
	drive(m, tea.KeyMsg{Type: tea.KeyCtrlS}) // asked twice: overwrite
	if got, _ := os.ReadFile(path); !strings.Contains(string(got), "size(A)") {
		t.Errorf("second ctrl+s did not save:\n%s", got)
	}
}
