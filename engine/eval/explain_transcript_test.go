package eval

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/engine/eval/transcript"
)

// TestExplainTranscripts runs the transcripts in testdata/explain as
// `cutetui eval --explain` runs them, one Session per file: under each
// statement, tab-indented, the derivation and the result it prints, or
// `error: ...` lines for what it writes on standard error.
func TestExplainTranscripts(t *testing.T) {
	files, err := filepath.Glob("testdata/explain/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no explain transcripts: %v", err)
	}
	for _, f := range files {
		t.Run(strings.TrimSuffix(filepath.Base(f), ".txt"), func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			steps, problems := transcript.Parse(string(data))
			for _, p := range problems {
				t.Error(p)
			}
			update := os.Getenv("UPDATE_EXPLAIN") != "" // rewrite the expectations (review the diff)
			var rewritten []string
			var out, errw bytes.Buffer
			s := NewSession(&out, &errw, false, false)
			s.Explain = true
			for i, st := range steps {
				out.Reset()
				errw.Reset()
				s.Run(i+1, st.Stmt) // numbered as the statements of a session
				s.Flush()
				got := strings.TrimSuffix(out.String(), "\n")
				if e := errw.String(); e != "" {
					got = strings.TrimSuffix(got+"\nerror: "+strings.TrimSuffix(e, "\n"), "\n")
					got = strings.TrimPrefix(got, "\n")
				}
				if update {
					rewritten = append(rewritten, st.Stmt, "\t"+strings.ReplaceAll(got, "\n", "\n\t"))
					continue
				}
				if got != strings.Join(st.Want, "\n") {
					t.Errorf("%s:%d: %s\ngot:\n\t%s\nwant:\n\t%s", f, st.Line, st.Stmt, strings.ReplaceAll(got, "\n", "\n\t"), strings.Join(st.Want, "\n\t"))
				}
			}
			if update {
				rewriteTranscript(t, f, string(data), rewritten)
			}
		})
	}
}

// rewriteTranscript writes f again with its comments and statements and
// the outputs in rewritten (statement, output pairs, in order).
func rewriteTranscript(t *testing.T, f, src string, rewritten []string) {
	var b strings.Builder
	k := 0
	for _, line := range strings.Split(strings.TrimSuffix(src, "\n"), "\n") {
		switch {
		case strings.HasPrefix(line, "\t"):
		case line == "" || strings.HasPrefix(line, "#"):
			b.WriteString(line + "\n")
		default:
			b.WriteString(rewritten[k] + "\n")
			if out := rewritten[k+1]; out != "\t" {
				b.WriteString(out + "\n")
			}
			k += 2
		}
	}
	if err := os.WriteFile(f, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestExplainAgreesWithExec: over every statement of the transcripts and
// of the lessons' cute cells, Explain gives Exec's result or error, never
// an internal error, whatever derivation it adds.
func TestExplainAgreesWithExec(t *testing.T) {
	var sessions [][]string
	files, _ := filepath.Glob("testdata/transcripts/*.txt")
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		steps, _ := transcript.Parse(string(data))
		var stmts []string
		for _, s := range steps {
			if !strings.HasPrefix(s.Stmt, "#!") {
				stmts = append(stmts, s.Stmt)
			}
		}
		sessions = append(sessions, stmts)
	}
	lessons, _ := filepath.Glob("../../lessons/*.md")
	for _, f := range lessons {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		sessions = append(sessions, cuteCells(string(data))...)
	}
	n, derived := 0, 0
	for _, stmts := range sessions {
		plain, explained := NewEnv(), NewEnv()
		for _, s := range stmts {
			want, werr := plain.Exec(s)
			got, steps, err := explained.Explain(s)
			n++
			if len(steps) > 0 {
				derived++
			}
			if err != nil && strings.Contains(err.Error(), "internal") {
				t.Errorf("Explain(%s): %v", s, err)
			}
			if (err == nil) != (werr == nil) || got.Text != want.Text {
				t.Errorf("Explain(%s) = %q, %v; Exec = %q, %v", s, got.Text, err, want.Text, werr)
			}
		}
	}
	if n < 500 || derived < 100 {
		t.Errorf("%d statements, %d derived: the corpus is missing", n, derived)
	}
	t.Logf("%d statements, %d with a derivation", n, derived)
}
