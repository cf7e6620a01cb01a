package pane

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/cutetui/cutetui/views/internal/testutil"
)

// benchKeys measures a keystroke on a selected pane at 200 columns: the
// key (n, the next thread) and the redraw that follows it.
func benchKeys(b *testing.B, m *Model) {
	m.SetSize(200, 60)
	m.Focus()
	m.View()
	n := tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'n'}}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		m.HandleKey(n)
		if m.View() == "" {
			b.Fatal("empty view")
		}
	}
}

// BenchmarkTVView128x128: a 128-thread TV layout over a 128×128 tile.
func BenchmarkTVView128x128(b *testing.B) {
	m := newPane(testutil.Common(), "((32,4),(4,32)):((4,4096),(1,128))\n", nil)
	if err := m.SetOptions(map[string]string{"tv": "128x128"}); err != nil {
		b.Fatal(err)
	}
	benchKeys(b, m)
}

// BenchmarkMMAView64x256x16: the MMA view of a 64×256×16 GMMA tiling.
func BenchmarkMMAView64x256x16(b *testing.B) {
	benchKeys(b, newPane(testutil.Common(), "make_tiled_mma(SM90_64x256x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>{})\n", nil))
}

// BenchmarkMMAViewEdit64x256x16: a keystroke that edits the statement
// without changing its value (a space), so the figure stands.
func BenchmarkMMAViewEdit64x256x16(b *testing.B) {
	m := newPane(testutil.Common(), "make_tiled_mma(SM90_64x256x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>{})\n", nil)
	m.SetSize(200, 60)
	m.View()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		drive(m, m.SetText(m.Text()+" "))
		m.View()
		drive(m, m.SetText(m.Text()[:len(m.Text())-1]))
		m.View()
	}
}

// BenchmarkMMAViewNewValue64x256x16: an edit that changes the TiledMMA
// (A's major mode), so it and its figure are built again.
func BenchmarkMMAViewNewValue64x256x16(b *testing.B) {
	texts := []string{
		"make_tiled_mma(SM90_64x256x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>{})\n",
		"make_tiled_mma(SM90_64x256x16_F32F16F16_SS<GMMA::Major::MN,GMMA::Major::K>{})\n",
	}
	m := newPane(testutil.Common(), texts[0], nil)
	m.SetSize(200, 60)
	m.View()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		drive(m, m.SetText(texts[(i+1)%2]))
		if m.gv.fig == nil {
			b.Fatal(m.gv.figErr)
		}
		m.View()
	}
}

// BenchmarkTypingMMA64x256x16: what a keystroke typed into an edited pane
// costs the UI goroutine — the key and the redraw that follows it (a
// space typed at the end of a TiledMMA statement, then erased). An
// evaluation run off the UI goroutine (the command the key returns) is not
// counted: that is the point.
func BenchmarkTypingMMA64x256x16(b *testing.B) {
	m := newPane(testutil.Common(), "make_tiled_mma(SM90_64x256x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>{})\n", nil)
	m.SetSize(200, 40) // 32 rows of cells, as before they followed the height
	m.Focus()
	m.HandleKey(tea.KeyMsg{Type: tea.KeyEnter})
	m.View()
	keys := []tea.KeyMsg{{Type: tea.KeyRunes, Runes: []rune{' '}}, {Type: tea.KeyBackspace}}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		m.HandleKey(keys[i%2])
		if m.View() == "" {
			b.Fatal("empty view")
		}
	}
}

// slowStatement is a statement whose evaluation takes a long time today:
// (8:1) followed by (_) 1000 times (issue 17: the chain's text is rebuilt
// at every call, quadratic in its length).
var slowStatement = "(8:1)" + strings.Repeat("(_)", 1000)

// BenchmarkTypingSlowPane: what a keystroke typed into a pane whose
// statement is slow to evaluate costs the UI goroutine (the key and the
// redraw; the evaluation, if off the UI goroutine, is not counted).
func BenchmarkTypingSlowPane(b *testing.B) {
	m := newPane(testutil.Common(), slowStatement+"\n", nil)
	m.SetSize(200, 60)
	m.Focus()
	m.HandleKey(tea.KeyMsg{Type: tea.KeyEnter})
	m.View()
	keys := []tea.KeyMsg{{Type: tea.KeyRunes, Runes: []rune{' '}}, {Type: tea.KeyBackspace}}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		m.HandleKey(keys[i%2])
		if m.View() == "" {
			b.Fatal("empty view")
		}
	}
}

// BenchmarkEvaluateSlowPane: the evaluation itself of that pane's text,
// wherever it runs.
func BenchmarkEvaluateSlowPane(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if out := Evaluate(slowStatement); len(out) != 1 || out[0].Err != "" {
			b.Fatalf("%+v", out)
		}
	}
}
