package quiz

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/cutetui/cutetui/views/internal/testutil"
)

const block = "question: What is coalesce((2,(1,6)):(1,(6,2)))?\ncheck: coalesce((2,(1,6)):(1,(6,2)))\nanswer: 12:1\nhint: Flatten first.\nhint: Then merge.\n"

func typeIn(m *Model, s string) {
	for _, r := range s {
		m.HandleKey(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}})
	}
}

func clear(m *Model) {
	for range 40 {
		m.HandleKey(tea.KeyMsg{Type: tea.KeyBackspace})
	}
}

func TestHintsThenAnswerThenSolved(t *testing.T) {
	m := New(testutil.Common(), block, false)
	m.SetSize(70, 40)
	m.Focus()
	m.HandleKey(tea.KeyMsg{Type: tea.KeyEnter}) // enter starts the answer
	typeIn(m, "8:1")
	cmd, _ := m.HandleKey(tea.KeyMsg{Type: tea.KeyEnter})
	if msgs := run(cmd); len(msgs) != 1 || msgs[0] != (CheckedMsg{Question: m.Question(), Answer: "8:1"}) {
		t.Fatalf("a wrong answer should report only that it was checked, wrong: %#v", msgs)
	}
	v := m.View()
	if !strings.Contains(v, "x ") || strings.Contains(v, "hint:") || strings.Contains(v, "answer: 12:1") {
		t.Errorf("after a wrong answer:\n%s", v)
	}
	// The written hints, then the engine's working one step at a time, then the answer.
	for i, want := range []string{
		"hint: Flatten first.",
		"hint: Then merge.",
		"flatten (2,(1,6)):(1,(6,2)) to (2,1,6):(1,6,2)",
		"mode 1 is 1:6; a size-1 mode adds nothing, drop it",
		"mode 0 is 2:1 and 2×1 = 2 is the next stride: merge into 12:1",
		"  12:1",
		"answer: 12:1",
	} {
		if strings.Contains(m.View(), want) {
			t.Errorf("before ctrl+g #%d, %q already shows:\n%s", i+1, want, m.View())
		}
		m.HandleKey(tea.KeyMsg{Type: tea.KeyCtrlG})
		if !strings.Contains(m.View(), want) {
			t.Errorf("ctrl+g #%d: no %q:\n%s", i+1, want, m.View())
		}
	}
	clear(m)
	typeIn(m, "12:1")
	cmd, _ = m.HandleKey(tea.KeyMsg{Type: tea.KeyEnter})
	msgs := run(cmd)
	q := "What is coalesce((2,(1,6)):(1,(6,2)))?"
	if len(msgs) != 2 || msgs[0] != (CheckedMsg{Question: q, Answer: "12:1", Right: true}) || msgs[1] != (SolvedMsg{Question: q}) {
		t.Errorf("right answer: want checked (right) and solved, got %#v", msgs)
	}
	if !m.Solved() || !strings.Contains(m.View(), "ok solved") {
		t.Errorf("not marked solved:\n%s", m.View())
	}
	// Solving again is checked again but not solved twice.
	cmd, _ = m.HandleKey(tea.KeyMsg{Type: tea.KeyEnter})
	for _, msg := range run(cmd) {
		if _, ok := msg.(SolvedMsg); ok {
			t.Error("solved twice")
		}
	}
}

// run runs a command and the commands of a batch, returning their messages.
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

func TestInvalidAnswerShowsCaret(t *testing.T) {
	m := New(testutil.Common(), block, false)
	m.SetSize(70, 40)
	m.Focus()
	m.HandleKey(tea.KeyMsg{Type: tea.KeyEnter})
	typeIn(m, "(2,3")
	m.HandleKey(tea.KeyMsg{Type: tea.KeyEnter})
	if v := m.View(); !strings.Contains(v, "^") || !strings.Contains(v, "x ") {
		t.Errorf("invalid answer:\n%s", v)
	}
}

func TestMalformedQuizSaysWhere(t *testing.T) {
	m := New(testutil.Common(), "question: q?\nanswer: 1\n", false)
	if v := m.View(); !strings.Contains(v, "malformed quiz") || !strings.Contains(v, "check") {
		t.Errorf("malformed quiz:\n%s", v)
	}
}

// TestFocusThenAnswer: focus selects the exercise (letters are keys, not
// text: h is a hint); enter starts the answer; esc stops answering and is
// used; esc again is left to the reader.
func TestFocusThenAnswer(t *testing.T) {
	m := New(testutil.Common(), block, false)
	m.SetSize(70, 40)
	m.Focus()
	if m.Capturing() {
		t.Fatal("a selected exercise captures keys before enter")
	}
	if _, used := m.HandleKey(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("h")}); !used || !strings.Contains(m.View(), "hint: Flatten first.") {
		t.Errorf("h on a selected exercise should show the first hint:\n%s", m.View())
	}
	if _, used := m.HandleKey(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("?")}); used {
		t.Error("? on a selected exercise should be left to the app (help)")
	}
	m.HandleKey(tea.KeyMsg{Type: tea.KeyEnter})
	if !m.Capturing() || !strings.Contains(m.View(), "answering") {
		t.Fatalf("enter should start the answer:\n%s", m.View())
	}
	typeIn(m, "h?")
	if !strings.Contains(m.View(), "h?") {
		t.Errorf("while answering, letters are text:\n%s", m.View())
	}
	if _, used := m.HandleKey(tea.KeyMsg{Type: tea.KeyEsc}); !used || m.Capturing() {
		t.Error("esc should stop answering")
	}
	if _, used := m.HandleKey(tea.KeyMsg{Type: tea.KeyEsc}); used {
		t.Error("esc on a selected exercise should be left to the reader")
	}
}

// TestWrongStatedAnswerWarns: a notebook quiz whose answer: is not what the
// engine computes says so when it opens (as `lessons check` would); a
// right one says nothing.
func TestWrongStatedAnswerWarns(t *testing.T) {
	wrong := strings.Replace(block, "answer: 12:1", "answer: 6:2", 1)
	m := New(testutil.Common(), wrong, false)
	m.SetSize(200, 40)
	v := m.View()
	if !strings.Contains(v, "this exercise is wrong") || !strings.Contains(v, "gives 12:1, but the answer says 6:2") {
		t.Errorf("no warning for a wrong stated answer:\n%s", v)
	}
	ok := New(testutil.Common(), block, false)
	ok.SetSize(90, 40)
	if v := ok.View(); strings.Contains(v, "is wrong") {
		t.Errorf("a warning on a right quiz:\n%s", v)
	}
}
