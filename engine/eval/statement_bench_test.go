package eval

import (
	"io"
	"os"
	"strings"
	"testing"
)

// mixStatements reads ../../internal/speed/testdata/mix.txt, the mix timed against
// pycute, and returns its calls as statements of the language, built as
// speed.Call.Statement builds them: `op(A, B)` from `op | A | B`.
func mixStatements(tb testing.TB) []string {
	data, err := os.ReadFile("../../internal/speed/testdata/mix.txt")
	if err != nil {
		tb.Fatal(err)
	}
	var out []string
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "|")
		args := make([]string, 0, 2)
		for _, a := range f[1:] {
			args = append(args, strings.TrimSpace(a))
		}
		out = append(out, strings.TrimSpace(f[0])+"("+strings.Join(args, ", ")+")")
	}
	if len(out) == 0 {
		tb.Fatal("mix.txt holds no calls")
	}
	return out
}

// cycleReader yields the lines of stmts, each ending in "\n", one after
// another and round again, until n lines have been read.
type cycleReader struct {
	stmts []string
	n     int // lines left to yield
	i     int // the statement being yielded
	off   int // bytes of it (and its newline) already yielded
}

// Read copies the next bytes of the cycle into p.
func (r *cycleReader) Read(p []byte) (int, error) {
	k := 0
	for k < len(p) && r.n > 0 {
		s := r.stmts[r.i]
		if r.off < len(s) {
			c := copy(p[k:], s[r.off:])
			k += c
			r.off += c
			continue
		}
		p[k] = '\n'
		k++
		r.off = 0
		r.i = (r.i + 1) % len(r.stmts)
		r.n--
	}
	if k == 0 {
		return 0, io.EOF
	}
	return k, nil
}

// BenchmarkStatementMix runs the statements of the pycute mix through
// what `cutetui eval --json` runs: Session.RunReader on a stream of
// lines, each statement scanned, parsed, evaluated, printed and written
// as a JSON record (here to io.Discard). One op is one statement.
func BenchmarkStatementMix(b *testing.B) {
	stmts := mixStatements(b)
	s := NewSession(io.Discard, io.Discard, true, false)
	if err := s.RunReader(&cycleReader{stmts: stmts, n: len(stmts)}); err != nil || s.Failed {
		b.Fatalf("the mix fails: %v", err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	if err := s.RunReader(&cycleReader{stmts: stmts, n: b.N}); err != nil {
		b.Fatal(err)
	}
	if err := s.Flush(); err != nil {
		b.Fatal(err)
	}
	b.StopTimer()
	if s.Failed {
		b.Fatal("a statement failed")
	}
}

// BenchmarkMixStages times the stages of BenchmarkStatementMix's
// statements one by one: parse, exec (parse
// and evaluate, Result.Text printed), and report (exec and the JSON
// record written to io.Discard, without reading lines).
func BenchmarkMixStages(b *testing.B) {
	stmts := mixStatements(b)
	b.Run("parse", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; b.Loop(); i++ {
			if _, err := Parse(stmts[i%len(stmts)]); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("exec", func(b *testing.B) {
		e := NewEnv()
		b.ReportAllocs()
		for i := 0; b.Loop(); i++ {
			if _, err := e.Exec(stmts[i%len(stmts)]); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("report", func(b *testing.B) {
		s := NewSession(io.Discard, io.Discard, true, false)
		b.ReportAllocs()
		for i := 0; b.Loop(); i++ {
			s.Run(i+1, stmts[i%len(stmts)])
		}
		if s.Failed {
			b.Fatal("a statement failed")
		}
	})
}
