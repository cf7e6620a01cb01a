package eval

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/engine/eval/transcript"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// TestTranscriptValuesReadBack: every value a transcript's statements
// give (the C++ dialect; the DSL prints MLIR's forms, which are not
// statements) reads back from its printout, in the form the transcript
// printed it in, as the lessons' values do (TestLessonValuesReadBack):
// the kinds printed as values, on one line. A value holding a dynamic
// integer is held to its plain form only: C++ prints a dynamic integer as
// a bare 4, which cutetui's notation reads as a static one (int(4) is the
// dynamic spelling).
func TestTranscriptValuesReadBack(t *testing.T) {
	files, err := filepath.Glob("testdata/transcripts/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no transcripts: %v", err)
	}
	checked := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		steps, _ := transcript.Parse(string(data))
		e := NewEnv()
		for _, s := range steps {
			if transcriptDirective(&e, s.Stmt) {
				continue
			}
			res, err := e.exec(s.Stmt)
			if err != nil || e.Dialect == DialectDSL {
				continue
			}
			var v value.Value
			if res.Name != "" {
				v, _ = e.Lookup(res.Name)
			} else if n, perr := ParseExpr(s.Stmt); perr == nil && n != nil {
				v, _ = e.eval(n)
			}
			if v == nil || strings.Contains(v.String(), "\n") || !printedAsValue(v) {
				continue
			}
			checked++
			if why := readsBack(v, e.Static && !holdsDynamic(v)); why != "" {
				t.Errorf("%s:%d: %s prints %s, which %s", filepath.Base(f), s.Line, s.Stmt, v, why)
			}
		}
	}
	if checked < 200 {
		t.Errorf("only %d values checked", checked)
	}
	t.Logf("%d transcript values read back", checked)
}

// holdsDynamic reports whether v's integers include a dynamic one, as far
// as its tuple or layout says.
func holdsDynamic(v value.Value) bool {
	switch v := v.(type) {
	case value.TupleValue:
		return !v.T.IsStatic()
	case value.BasisLayoutValue:
		return !v.B.L.IsStatic()
	case value.CoordTensorValue:
		return !v.T.Layout.IsStatic()
	}
	if l, ok := v.Layout(); ok {
		return !l.IsStatic()
	}
	return false
}
