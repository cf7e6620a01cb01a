package eval

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/engine/eval/transcript"
)

// TestTranscripts runs the transcripts in testdata/transcripts, in the
// manner of ivy's testdata: each file is a session in one Env. A line that
// does not start with a tab is a statement; the tab-indented lines under it
// are what it must print, line for line, or `error: column N: message` for
// the error it must give (an assignment or a blank statement prints
// nothing, so nothing follows it). Lines starting with `#` are comments of
// the transcript; `#! static` and `#! plain` switch CuTe's static form on
// and off, `#! dsl` and `#! cpp` switch the CuTe DSL's dialect on and off,
// and `#! reset` starts a fresh Env.
func TestTranscripts(t *testing.T) {
	files, err := filepath.Glob("testdata/transcripts/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no transcripts: %v", err)
	}
	for _, f := range files {
		t.Run(strings.TrimSuffix(filepath.Base(f), ".txt"), func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			runTranscript(t, f, string(data))
		})
	}
}

func runTranscript(t *testing.T, name, src string) {
	steps, problems := transcript.Parse(src)
	for _, p := range problems {
		t.Errorf("%s: %s", name, p)
	}
	e := NewEnv()
	for _, s := range steps {
		if transcriptDirective(&e, s.Stmt) {
			continue
		}
		var got []string
		res, err := e.exec(s.Stmt)
		if err != nil {
			got = []string{"error: " + err.Error()}
		} else if res.Text != "" {
			got = strings.Split(res.Text, "\n")
		}
		if strings.Join(got, "\n") != strings.Join(s.Want, "\n") {
			t.Errorf("%s:%d: %s\ngot:\n\t%s\nwant:\n\t%s", name, s.Line, s.Stmt, strings.Join(got, "\n\t"), strings.Join(s.Want, "\n\t"))
		}
	}
}

// transcriptDirective applies a transcript's `#!` line to *e (`#! reset`
// replaces it), reporting whether stmt was one.
func transcriptDirective(e **Env, stmt string) bool {
	switch stmt {
	case "#! static":
		(*e).Static = true
	case "#! plain":
		(*e).Static = false
	case "#! reset":
		*e = NewEnv()
	case "#! dsl":
		(*e).Dialect = DialectDSL
	case "#! cpp":
		(*e).Dialect = DialectAuto
	default:
		return false
	}
	return true
}
