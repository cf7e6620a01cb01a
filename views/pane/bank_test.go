package pane

import (
	"io"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/cutetui/cutetui/views/common"
	"github.com/cutetui/cutetui/views/figure"
	"github.com/cutetui/cutetui/views/internal/testutil"
	"github.com/muesli/termenv"
)

const (
	// column32 reads a row-major 32×32 float tile by column: every thread
	// in bank 0, 32-way.
	column32 = "bank_conflicts((32,32):(32,1), Copy_Atom<UniversalCopy<uint32_t>, float>{})\n"
	// column32Sw is its fix: Sw<5,0,5> XORs the row into the bank bits.
	column32Sw = "bank_conflicts(Sw<5,0,5> o (32,32):(32,1), Copy_Atom<UniversalCopy<uint32_t>, float>{})\n"
	// ldsm128x64 is ldmatrix.x4 of the 16×16 block at (0,0) of a K-major
	// 128×64 half tile: thread t gives row t%16 at column 8(t/16).
	ldsm128x64 = "bank_conflicts((128,64):(64,1), Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}, (16,2):(1,1024))\n"
)

// TestBankViewOfAColumnRead: the pane draws bank_conflicts as the bank
// view (32 threads in bank 0, 32-way, 32 wavefronts) and the tile's grid
// coloured by bank; golden screen at 100×24, Ascii.
func TestBankViewOfAColumnRead(t *testing.T) {
	m := newPane(testutil.Common(), column32, nil)
	m.SetSize(100, 24)
	v := m.View()
	for _, want := range []string{"phase 0 (threads 0-31): 32-way (32 words in bank 0) · 32 wavefronts", "total: 32 wavefronts, ideal 1: 31 bank conflicts", "grid of (32,32):(32,1)", "colour: bank"} {
		if !strings.Contains(v, want) {
			t.Errorf("no %q:\n%s", want, v)
		}
	}
	golden.RequireEqual(t, []byte(v))
}

// TestBankViewOfTheSwizzledFix: Sw<5,0,5> o the same tile: one wavefront,
// threads 0..31 in banks 0..31, the grid of the swizzled offsets; golden
// screen at 100×24, Ascii.
func TestBankViewOfTheSwizzledFix(t *testing.T) {
	m := newPane(testutil.Common(), column32Sw, nil)
	m.SetSize(100, 24)
	v := m.View()
	for _, want := range []string{"phase 0 (threads 0-31): 1-way · 1 wavefront", "total: 1 wavefront, ideal 1: 0 bank conflicts", "grid of Sw<5,0,5> o 0 o (32,32):(32,1)"} {
		if !strings.Contains(v, want) {
			t.Errorf("no %q:\n%s", want, v)
		}
	}
	if !strings.Contains(strings.Join(strings.Fields(v), " "), "| 1 33 32 35 34 ") {
		t.Errorf("row 1 of the grid is not the swizzled offsets 33 32 35 34 …:\n%s", v)
	}
	if strings.Contains(v, "n-way") {
		t.Errorf("a conflict-free phase draws an n-way row:\n%s", v)
	}
	golden.RequireEqual(t, []byte(v))
}

// TestBankViewKeys: on a selected pane too narrow for ldmatrix.x4's four
// conflicted phases in 20 lines, n and N step them (the view and the key
// line say so); while editing, n is text; o does not recolour a bank
// grid.
func TestBankViewKeys(t *testing.T) {
	m := newPane(testutil.Common(), ldsm128x64, nil)
	m.SetSize(40, 20) // 4 threads a line: 9 lines a phase, two in 20 lines
	m.Focus()
	if !m.banks.current().Stepping() || !strings.Contains(m.View(), "phases 0–1 of 4 shown") {
		t.Fatalf("no stepping offered:\n%s", m.View())
	}
	help := false
	for _, b := range m.ShortHelp() {
		help = help || b.Help().Desc == "next phase"
	}
	if !help {
		t.Error("the key line does not offer n")
	}
	press(m, kmsg("n"))
	if v := m.View(); !strings.Contains(v, "phases 1–2 of 4 shown") || strings.Contains(v, "phase 0 (") {
		t.Errorf("after n:\n%s", v)
	}
	press(m, kmsg("N"))
	if !strings.Contains(m.View(), "phases 0–1 of 4 shown") {
		t.Errorf("after N:\n%s", m.View())
	}
	press(m, kmsg("o"))
	if md, _, byBank := m.gridColour(m.lastPicture()); !byBank || md != figure.ByBank {
		t.Errorf("after o: mode %v, by bank %v", md, byBank)
	}
	press(m, kmsg("enter"), kmsg("n"))
	if !strings.HasSuffix(m.Text(), "n") {
		t.Errorf("editing: n did not go to the text (%q)", m.Text())
	}
}

// TestBankViewKeepsItsPhaseAcrossEdits: an edit that leaves the result
// alone keeps the phase shown; the result's grid is coloured by its
// element's banks (2 bytes for half_t).
func TestBankViewKeepsItsPhaseAcrossEdits(t *testing.T) {
	m := newPane(testutil.Common(), ldsm128x64, nil)
	m.SetSize(40, 20)
	m.Focus()
	press(m, kmsg("n"))
	drive(m, m.SetText(m.Text()+" "))
	if m.banks.current().First() != 1 {
		t.Errorf("after an edit: first phase %d, want 1", m.banks.current().First())
	}
	if _, bytes, _ := m.gridColour(m.lastPicture()); bytes != 2 {
		t.Errorf("grid coloured for %d-byte elements, want 2", bytes)
	}
}

// bankBenchCommons are the profiles the bank benchmarks draw in: Ascii
// (the goldens') and 256 colours (every bank cell and grid cell painted).
func bankBenchCommons() map[string]common.Common {
	return map[string]common.Common{
		"ascii":     testutil.Common(),
		"256colour": common.New(lipgloss.NewRenderer(io.Discard), termenv.ANSI256, true, "dark"),
	}
}

// BenchmarkBankViewKey128x64: a keystroke on a selected pane showing the
// bank view of ldmatrix.x4 on a 128×64 half tile at 200×60 (z, compact
// cells, which redraws the bank view and the tile's grid by bank).
func BenchmarkBankViewKey128x64(b *testing.B) {
	for name, c := range bankBenchCommons() {
		b.Run(name, func(b *testing.B) {
			m := newPane(c, ldsm128x64, nil)
			m.SetSize(200, 60)
			m.Focus()
			m.View()
			z := kmsg("z")
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				m.HandleKey(z)
				if m.View() == "" {
					b.Fatal("empty view")
				}
			}
		})
	}
}

// BenchmarkBankViewTyping128x64: a keystroke typed into the same pane (a
// space, then backspace): the statement is evaluated again (the bank
// model run; the command the key returns is run here) and the pane
// redrawn.
func BenchmarkBankViewTyping128x64(b *testing.B) {
	for name, c := range bankBenchCommons() {
		b.Run(name, func(b *testing.B) {
			m := newPane(c, ldsm128x64, nil)
			m.SetSize(200, 60)
			m.Focus()
			press(m, kmsg("enter"))
			m.View()
			keys := []tea.KeyMsg{runes(" "), {Type: tea.KeyBackspace}}
			press(m, keys[0])
			if m.Text() != strings.TrimSuffix(ldsm128x64, "\n")+" " {
				b.Fatalf("a space typed: %q", m.Text())
			}
			press(m, keys[1])
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				press(m, keys[i%2])
				if m.View() == "" || len(m.Outcomes()) != 1 || m.Outcomes()[0].Bank == nil {
					b.Fatal("no bank view")
				}
			}
		})
	}
}
