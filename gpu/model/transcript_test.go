package model_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/engine/eval/transcript"
	"github.com/cutetui/cutetui/gpu/model"
)

// newEnv is an Env with the models' functions, as the tutor builds one.
func newEnv() *eval.Env { return eval.NewEnv(eval.WithLibrary(model.Library())) }

// TestTranscripts runs testdata/transcripts as engine/eval runs its own
// (package transcript), each file one session in an Env with Library.
func TestTranscripts(t *testing.T) {
	files, err := filepath.Glob("testdata/transcripts/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no transcripts: %v", err)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		steps, problems := transcript.Parse(string(data))
		for _, p := range problems {
			t.Errorf("%s: %s", f, p)
		}
		e := newEnv()
		for _, s := range steps {
			if s.Stmt == "#! reset" {
				e = newEnv()
				continue
			}
			var got []string
			res, err := e.Exec(s.Stmt)
			if err != nil {
				got = []string{"error: " + err.Error()}
			} else if res.Text != "" {
				got = strings.Split(res.Text, "\n")
			}
			if strings.Join(got, "\n") != strings.Join(s.Want, "\n") {
				t.Errorf("%s:%d: %s\ngot:\n\t%s\nwant:\n\t%s", f, s.Line, s.Stmt, strings.Join(got, "\n\t"), strings.Join(s.Want, "\n\t"))
			}
		}
	}
}

// TestExplainTranscripts runs testdata/explain as `cutetui eval --explain`
// runs them: under each statement its derivation and result, or the
// error lines it writes.
func TestExplainTranscripts(t *testing.T) {
	files, err := filepath.Glob("testdata/explain/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no explain transcripts: %v", err)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		steps, _ := transcript.Parse(string(data))
		var out, errw bytes.Buffer
		s := eval.NewSession(&out, &errw, false, false, eval.WithLibrary(model.Library()))
		s.Explain = true
		for i, st := range steps {
			out.Reset()
			errw.Reset()
			s.Run(i+1, st.Stmt)
			s.Flush()
			got := strings.TrimSuffix(out.String(), "\n")
			if e := errw.String(); e != "" {
				got = strings.TrimPrefix(strings.TrimSuffix(got+"\nerror: "+strings.TrimSuffix(e, "\n"), "\n"), "\n")
			}
			if got != strings.Join(st.Want, "\n") {
				t.Errorf("%s:%d: %s\ngot:\n\t%s\nwant:\n\t%s", f, st.Line, st.Stmt, strings.ReplaceAll(got, "\n", "\n\t"), strings.Join(st.Want, "\n\t"))
			}
		}
	}
}
