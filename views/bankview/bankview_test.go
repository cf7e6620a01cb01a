package bankview

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/gpu/model"
	"github.com/cutetui/cutetui/gpu/model/bank"
	"github.com/cutetui/cutetui/views/common"
	"github.com/cutetui/cutetui/views/internal/testutil"
	"github.com/muesli/termenv"
)

// bankCases are bank_conflicts statements: conflicted, swizzled, partly
// conflicted, merged pairs, ldmatrix and stores.
var bankCases = []string{
	"bank_conflicts((32,32):(32,1), Copy_Atom<UniversalCopy<uint32_t>, float>{})",
	"bank_conflicts(Sw<5,0,5> o (32,32):(32,1), Copy_Atom<UniversalCopy<uint32_t>, float>{})",
	"bank_conflicts(Sw<3,0,5> o (32,32):(32,1), Copy_Atom<UniversalCopy<uint32_t>, float>{})",
	"bank_conflicts((8,64):(64,1), Copy_Atom<UniversalCopy<uint128_t>, half_t>{}, ((8,4),8):((1,64),8))",
	"bank_conflicts(Sw<2,3,3> o (8,64):(64,1), Copy_Atom<UniversalCopy<uint128_t>, half_t>{}, ((8,4),8):((1,64),8))",
	"bank_conflicts((128,64):(64,1), Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}, (16,2):(1,1024))",
	"bank_conflicts(Sw<3,3,3> o (128,64):(64,1), Copy_Atom<SM75_U16x8_LDSM_T, half_t>{}, (16,2):(1,1024))",
	"bank_conflicts(32:0, Copy_Atom<UniversalCopy<uint64_t>, double>{})",
	"bank_conflicts(1024:1, Copy_Atom<UniversalCopy<uint32_t>, float>{}, (16,2):(1,17))", // T0, T31 2-way, the rest 1-way
	"bank_conflicts(64:2, Copy_Atom<UniversalCopy<uint64_t>, double>{}, 32:1)",
	"bank_conflicts_store((8,64):(72,1), Copy_Atom<UniversalCopy<uint64_t>, half_t>{}, (16,2):(32,1))",
}

// result evaluates a bank_conflicts statement to the model's Result.
func result(t *testing.T, stmt string) bank.Result {
	t.Helper()
	res, err := eval.NewEnv(eval.WithLibrary(model.Library())).Exec(stmt)
	if err != nil {
		t.Fatalf("%s: %v", stmt, err)
	}
	v, ok := res.Value.(model.BankValue)
	if !ok {
		t.Fatalf("%s: %T, want a BankValue", stmt, res.Value)
	}
	return v.R
}

// drawn is what the view shows of one phase: its title and, by thread,
// the bank label and the n-way drawn.
type drawn struct {
	title  string
	banks  map[int]string
	degree map[int]int
}

// readPhases parses the Ascii view back: phase titles, and the thread,
// bank and n-way rows under each.
func readPhases(t *testing.T, view string) map[int]*drawn {
	t.Helper()
	phases := map[int]*drawn{}
	var cur *drawn
	var threads []int
	fields := func(line, name string) []string {
		return strings.Fields(strings.TrimPrefix(strings.TrimSpace(line), name))
	}
	for _, line := range strings.Split(view, "\n") {
		switch {
		case strings.HasPrefix(line, "phase "):
			var p int
			if _, err := fmt.Sscanf(line, "phase %d", &p); err != nil {
				t.Fatalf("title %q: %v", line, err)
			}
			cur = &drawn{title: line, banks: map[int]string{}, degree: map[int]int{}}
			phases[p] = cur
		case strings.HasPrefix(line, "  thread "):
			threads = threads[:0]
			for _, f := range fields(line, "thread") {
				n, err := strconv.Atoi(f)
				if err != nil {
					t.Fatalf("thread row %q", line)
				}
				threads = append(threads, n)
			}
		case strings.HasPrefix(line, "  bank "):
			fs := fields(line, "bank")
			if len(fs) != len(threads) {
				t.Fatalf("bank row %q under %d threads", line, len(threads))
			}
			for i, f := range fs {
				cur.banks[threads[i]] = f
			}
		case strings.HasPrefix(line, "  n-way "):
			fs := fields(line, "n-way")
			if len(fs) != len(threads) {
				t.Fatalf("n-way row %q under %d threads", line, len(threads))
			}
			for i, f := range fs {
				n, err := strconv.Atoi(f)
				if err != nil {
					t.Fatalf("n-way row %q", line)
				}
				cur.degree[threads[i]] = n
			}
		}
	}
	return phases
}

// TestDrawnDegreesAreTheModels: at several widths, every phase drawn
// names the Result's n-way and wavefronts, every thread of it appears
// once with the Result's bank(s) and, where the phase conflicts, its
// degree (a conflict-free phase draws no n-way row: every degree is 1),
// and the total is the Result's.
func TestDrawnDegreesAreTheModels(t *testing.T) {
	for _, stmt := range bankCases {
		r := result(t, stmt)
		for _, w := range []int{40, 80, 200} {
			m := New(testutil.Common(), r)
			m.SetSize(w, 0)
			v := m.View()
			phases := readPhases(t, v)
			if len(phases) != len(r.Phases) {
				t.Fatalf("%s at %d: %d phases drawn, want %d\n%s", stmt, w, len(phases), len(r.Phases), v)
			}
			for p, ph := range r.Phases {
				d := phases[p]
				if !strings.Contains(d.title, fmt.Sprintf(": %d-way", ph.Wavefronts)) || !strings.Contains(d.title, fmt.Sprintf("· %d wavefront", ph.Wavefronts)) {
					t.Errorf("%s phase %d: title %q, want %d-way", stmt, p, d.title, ph.Wavefronts)
				}
				if len(d.banks) != len(ph.Lanes) {
					t.Errorf("%s phase %d: %d threads drawn, want %d", stmt, p, len(d.banks), len(ph.Lanes))
				}
				for _, l := range ph.Lanes {
					want := strconv.Itoa(l.Bank)
					if l.Words > 1 {
						want = fmt.Sprintf("%d-%d", l.Bank, (l.Bank+l.Words-1)%bank.Banks)
					}
					if d.banks[l.Thread] != want {
						t.Errorf("%s phase %d T%d: bank %q drawn, model %q", stmt, p, l.Thread, d.banks[l.Thread], want)
					}
					got, ok := d.degree[l.Thread]
					if !ok {
						got = 1 // no n-way row: the phase is conflict-free
					}
					if got != l.Degree {
						t.Errorf("%s phase %d T%d: %d-way drawn, model %d", stmt, p, l.Thread, got, l.Degree)
					}
				}
			}
			if !strings.Contains(v, fmt.Sprintf("= %d wavefront", r.Wavefronts)) && !strings.Contains(v, fmt.Sprintf("total: %d wavefront", r.Wavefronts)) ||
				!strings.Contains(v, fmt.Sprintf(": %d bank conflict", r.Conflicts)) {
				t.Errorf("%s: total not the model's (%d wavefronts, %d conflicts)\n%s", stmt, r.Wavefronts, r.Conflicts, v)
			}
			for i, line := range strings.Split(v, "\n") { // the rows of cells fit
				if strings.HasPrefix(line, "  ") && len([]rune(line)) > w {
					t.Errorf("%s at %d: line %d is %d wide: %q", stmt, w, i, len([]rune(line)), line)
				}
			}
		}
	}
}

// TestPhasesStepWhenTheyDoNotFit: at a height that holds two of
// ldmatrix.x4's four conflicted phases, n and N step the first phase
// shown, within 0..2; when all phases fit the keys are not the view's.
func TestPhasesStepWhenTheyDoNotFit(t *testing.T) {
	m := New(testutil.Common(), result(t, bankCases[5]))
	m.SetSize(80, 10) // each phase: title and 4 rows
	if !m.Stepping() || m.Shown() != 2 || m.First() != 0 {
		t.Fatalf("stepping %v, %d shown from %d", m.Stepping(), m.Shown(), m.First())
	}
	if !strings.Contains(m.View(), "phases 0–1 of 4 shown") {
		t.Errorf("no stepping line:\n%s", m.View())
	}
	n := tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'n'}}
	N := tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'N'}}
	for want := 1; want <= 4; want++ {
		if _, used := m.HandleKey(n); !used {
			t.Fatal("n not used while stepping")
		}
		if m.First() != min(want, 2) {
			t.Fatalf("after %d n: first %d", want, m.First())
		}
	}
	if v := m.View(); !strings.Contains(v, "phase 2 (threads 16-23)") || !strings.Contains(v, "phase 3 (threads 24-31)") || strings.Contains(v, "phase 1 (") {
		t.Errorf("at the end, phases 2 and 3:\n%s", v)
	}
	m.HandleKey(N)
	if m.First() != 1 {
		t.Errorf("N: first %d, want 1", m.First())
	}
	if len(m.ShortHelp()) != 2 {
		t.Errorf("help while stepping: %v", m.ShortHelp())
	}
	m.SetSize(80, 0)
	if m.Stepping() || m.First() != 0 {
		t.Errorf("no height limit: stepping %v from %d", m.Stepping(), m.First())
	}
	if _, used := m.HandleKey(n); used || len(m.ShortHelp()) != 0 {
		t.Error("n used, or offered, when every phase shows")
	}
	if m.Capturing() {
		t.Error("the bank view captures keys")
	}
}

// TestBankColoursAreDistinct: the 32 banks are painted in 32 different
// colours (in a colour profile), each bank's wrap used for its cells.
func TestBankColoursAreDistinct(t *testing.T) {
	m := New(common.New(lipgloss.NewRenderer(io.Discard), termenv.TrueColor, true, "dark"), result(t, bankCases[1]))
	seen := map[string]int{}
	for b, w := range m.wraps {
		if w[0] == "" {
			t.Fatalf("bank %d has no colour", b)
		}
		if o, ok := seen[w[0]]; ok {
			t.Errorf("banks %d and %d share a colour", o, b)
		}
		seen[w[0]] = b
	}
	if v := m.View(); !strings.Contains(v, m.wraps[7][0]) {
		t.Errorf("bank 7's colour not drawn")
	}
}
