package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/cutetui/cutetui/views/course"
	"github.com/cutetui/cutetui/views/internal/testutil"
)

// TestQuitNeverLosesEdits: "save and quit" on a notebook that cannot be
// written does not quit: the save-as prompt takes the keys, the edits are
// kept, and saving elsewhere then lets q quit.
func TestQuitNeverLosesEdits(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "nb.md")
	src := NotebookTemplate("nb")
	if err := os.WriteFile(path, []byte(src), 0o444); err != nil {
		t.Fatal(err)
	}
	m := New(testutil.Common(), Options{Notebook: path, NotebookSource: []byte(src)})
	drive(m, tea.WindowSizeMsg{Width: 100, Height: 40})
	for i := 0; i < 3; i++ { // the tile map is the third block
		drive(m, tea.KeyMsg{Type: tea.KeyTab})
	}
	drive(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'+'}})
	edit := m.Reader().Panes()[2].Text() // the tile map as edited
	if !strings.Contains(src, "```cute-tiles\n") || strings.Contains(src, edit) {
		t.Fatalf("+ did not change the tile map: %q", edit)
	}
	if drive(m, tea.KeyMsg{Type: tea.KeyCtrlC}) {
		t.Fatal("quit with unsaved changes without asking")
	}
	if drive(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'y'}}) {
		t.Fatal("quit although the save failed")
	}
	if got, _ := os.ReadFile(path); string(got) != src {
		t.Fatal("read-only notebook written")
	}
	if !m.Reader().Dirty() || !m.Capturing() || !strings.Contains(m.View(), "read-only — save as") {
		t.Fatalf("no save-as prompt after the failed save:\n%s", m.View())
	}
	// q is typed into the path, not taken as quit.
	if drive(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'q'}}) {
		t.Fatal("q in the save-as prompt quit")
	}
	drive(m, tea.KeyMsg{Type: tea.KeyCtrlU})
	other := filepath.Join(dir, "mine.md")
	typeText(m, other)
	drive(m, tea.KeyMsg{Type: tea.KeyEnter})
	if got, _ := os.ReadFile(other); !strings.Contains(string(got), "```cute-tiles\n"+edit+"```") {
		t.Fatalf("save as wrote %q (status %q, dirty %v)", got, m.Reader().Status(), m.Reader().Dirty())
	}
	if !drive(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'q'}}) {
		t.Error("q after saving did not quit")
	}
}

// TestNoticeShownOnIndex: a notice (an unreadable progress file and its
// backup) is said on the course index's status line, not on stderr
// behind the alternate screen.
func TestNoticeShownOnIndex(t *testing.T) {
	notice := "progress file unreadable, kept as /s/progress.json.bak; starting afresh (bad JSON)"
	m := New(testutil.Common(), Options{Lessons: []course.Lesson{{Name: "a", Title: "A", Source: []byte("# A\n")}}, Notice: notice})
	drive(m, tea.WindowSizeMsg{Width: 200, Height: 30})
	if !strings.Contains(m.View(), "kept as /s/progress.json.bak") {
		t.Errorf("notice not shown:\n%s", m.View())
	}
}
