package lessons

import (
	"strings"
	"testing"

	"github.com/cutetui/cutetui/engine/eval"
)

// paneTranscript runs a pane's statements as a pane does in dialect d and
// writes each statement and what it printed.
func paneTranscript(t *testing.T, pane string, d eval.Dialect) string {
	t.Helper()
	e := eval.NewEnv()
	e.Dialect = d
	var b strings.Builder
	for _, r := range e.ExecBlock(pane) {
		b.WriteString(r.Input + "\n")
		if r.Err != nil {
			b.WriteString("\terror: " + r.Err.Msg + "\n")
		} else if r.Result.Text != "" {
			b.WriteString("\t" + r.Result.Text + "\n")
		}
	}
	return b.String()
}

// panes are the bodies of the live panes of md.
func panes(md string) []string {
	var out []string
	lines := strings.Split(md, "\n")
	for i := 0; i < len(lines); i++ {
		if !isPaneFence(lines[i]) {
			continue
		}
		j := i + 1
		for j < len(lines) && !strings.HasPrefix(lines[j], "```") {
			j++
		}
		out = append(out, strings.Join(lines[i+1:j], "\n"))
		i = j
	}
	return out
}

// TestInDSLPaneGoldens holds the first lesson's shape-and-stride pane to
// what a learner sees in each notation: C++'s statements and printing, and
// the DSL's, the same values.
func TestInDSLPaneGoldens(t *testing.T) {
	src, err := Source("01-layouts.md")
	if err != nil {
		t.Fatal(err)
	}
	cpp, dsl := panes(string(src)), panes(string(InDSL(src)))
	if len(cpp) != len(dsl) || len(cpp) < 4 {
		t.Fatalf("%d panes became %d", len(cpp), len(dsl))
	}
	golden := []struct{ got, want string }{
		{paneTranscript(t, cpp[2], eval.DialectAuto),
			"L = (4,2):(1,4)\nshape(L)\n\t(4,2)\nstride(L)\n\t(1,4)\nsize(L)\n\t8\nrank(L)\n\t2\n"},
		{paneTranscript(t, dsl[2], eval.DialectPrintDSL),
			"L = cute.make_layout((4, 2), stride=(1, 4))\ncute.shape(L)\n\t(4, 2)\nL.stride\n\t(1, 4)\ncute.size(L)\n\t8\ncute.rank(L)\n\t2\n"},
		{paneTranscript(t, cpp[0], eval.DialectAuto),
			"S = ((2,2),2)\nrank(S)\n\t2\ndepth(S)\n\t2\nsize(S)\n\t8\nget<0>(S)\n\t(2,2)\nget<0,1>(S)\n\t2\n"},
		{paneTranscript(t, dsl[0], eval.DialectPrintDSL),
			"S = ((2, 2), 2)\ncute.rank(S)\n\t2\ncute.depth(S)\n\t2\ncute.size(S)\n\t8\ncute.get(S, mode=[0])\n\t(2, 2)\ncute.get(S, mode=[0, 1])\n\t2\n"},
	}
	for i, g := range golden {
		if g.got != g.want {
			t.Errorf("golden %d:\n%s\nwant\n%s", i, g.got, g.want)
		}
	}
	if !strings.Contains(dsl[3], "# C++ only: column 1: no DSL spelling for print_layout()\nprint_layout(L)") {
		t.Errorf("a statement with no DSL spelling is not kept with its reason:\n%s", dsl[3])
	}
}

// TestInDSLKeepsProse checks that only panes change: the prose, quizzes
// and exercises of every lesson are as written.
func TestInDSLKeepsProse(t *testing.T) {
	for _, l := range Catalog() {
		src, err := Source(l.File)
		if err != nil {
			t.Fatal(err)
		}
		strip := func(md string) string {
			var keep []string
			in := false
			for _, line := range strings.Split(md, "\n") {
				switch {
				case isPaneFence(line):
					in = true
				case in && strings.HasPrefix(line, "```"):
					in = false
				case !in:
					keep = append(keep, line)
				}
			}
			return strings.Join(keep, "\n")
		}
		if strip(string(src)) != strip(string(InDSL(src))) {
			t.Errorf("%s: InDSL changed text outside its panes", l.File)
		}
	}
}
