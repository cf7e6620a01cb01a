package app

import (
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/cutetui/cutetui/views/course"
	"github.com/cutetui/cutetui/views/internal/testutil"
)

// deliver runs cmd as Bubble Tea would and gives the messages it makes to
// m, in turn, until none is left. A command still running after a second
// (a tick) is left out: what these tests follow comes at once.
func deliver(t *testing.T, m *Model, cmds ...tea.Cmd) {
	t.Helper()
	for len(cmds) > 0 {
		cmd := cmds[0]
		cmds = cmds[1:]
		if cmd == nil {
			continue
		}
		got := make(chan tea.Msg, 1)
		go func() { got <- cmd() }()
		var msg tea.Msg
		select {
		case msg = <-got:
		case <-time.After(time.Second):
			continue
		}
		if b, ok := msg.(tea.BatchMsg); ok {
			cmds = append(cmds, b...)
			continue
		}
		if msg == nil {
			continue
		}
		_, next := m.Update(msg)
		cmds = append(cmds, next)
	}
}

// focusOf is the live block the open lesson has selected (-1: none).
func focusOf(t *testing.T, m *Model) int {
	t.Helper()
	if m.Reader() == nil {
		t.Fatal("no lesson open")
	}
	_, _, focus, _ := m.Reader().Position()
	return focus
}

// TestTabWhileTheLessonRenders is the key lost over SSH (issue 18): Tab
// pressed once a lesson shows its header, while its prose is still being
// rendered, selects the first pane once the rendering is there — it is
// not spent on a document with nothing laid out yet.
func TestTabWhileTheLessonRenders(t *testing.T) {
	m := New(testutil.Common(), Options{Lessons: fixtureLessons(t)})
	m.Update(tea.WindowSizeMsg{Width: testW, Height: testH})
	_, render := m.Update(course.OpenMsg{Index: 1})
	_, tab := m.Update(keyOf(tea.KeyTab)) // before the rendering came back
	deliver(t, m, render, tab)
	if f := focusOf(t, m); f != 0 {
		t.Errorf("Tab pressed while the lesson rendered: focus %d, want the first pane (0)", f)
	}
}

// TestKeysBeforeTheFirstSize: a lesson opened before the terminal said
// its size (a --lesson start, or an ssh client slow to send it) cannot
// render yet; the keys typed meanwhile act, in order, once it can.
func TestKeysBeforeTheFirstSize(t *testing.T) {
	m := New(testutil.Common(), Options{Lessons: fixtureLessons(t)})
	_, open := m.Update(course.OpenMsg{Index: 1})
	_, tab1 := m.Update(keyOf(tea.KeyTab))
	_, tab2 := m.Update(keyOf(tea.KeyTab))
	_, size := m.Update(tea.WindowSizeMsg{Width: testW, Height: testH})
	deliver(t, m, open, tab1, tab2, size)
	if f := focusOf(t, m); f != 1 {
		t.Errorf("two Tabs before the first size: focus %d, want the second pane (1)", f)
	}
}

// TestTabRightAfterEnter: Enter on the index opens the lesson by a
// message that comes back after the keys already read; a Tab read with
// the Enter belongs to the lesson, not to the index.
func TestTabRightAfterEnter(t *testing.T) {
	m := New(testutil.Common(), Options{Lessons: fixtureLessons(t)})
	m.Update(tea.WindowSizeMsg{Width: testW, Height: testH})
	_, down := m.Update(runes("j"))
	_, enter := m.Update(keyOf(tea.KeyEnter))
	_, tab := m.Update(keyOf(tea.KeyTab)) // before the lesson opened
	deliver(t, m, down, enter, tab)
	if m.Reader() == nil || m.Reader().Name() != "coalesce" {
		t.Fatalf("Enter on the second lesson did not open it (reader %v)", m.Reader())
	}
	if f := focusOf(t, m); f != 0 {
		t.Errorf("Tab read right after Enter: focus %d, want the first pane (0)", f)
	}
}

// TestTabRightAfterNextLesson: ] in a lesson opens the next one by a
// message that comes back after the keys already read; a Tab read with
// the ] belongs to the next lesson, not to the one left.
func TestTabRightAfterNextLesson(t *testing.T) {
	m := New(testutil.Common(), Options{Lessons: fixtureLessons(t)})
	m.Update(tea.WindowSizeMsg{Width: testW, Height: testH})
	_, open := m.Update(course.OpenMsg{Index: 0})
	deliver(t, m, open)
	_, next := m.Update(runes("]"))
	_, tab := m.Update(keyOf(tea.KeyTab)) // before the next lesson opened
	deliver(t, m, next, tab)
	if m.Reader() == nil || m.Reader().Name() != "coalesce" {
		t.Fatalf("] did not open the next lesson (reader %v)", m.Reader())
	}
	if f := focusOf(t, m); f != 0 {
		t.Errorf("Tab read right after ]: focus %d, want the next lesson's first pane (0)", f)
	}
}
