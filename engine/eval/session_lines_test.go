package eval

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestLineStrings: the strings lineStrings makes stay what they were
// made from while many more are made after them, over many blocks, for
// empty lines, short ones, and ones too long to share a block.
func TestLineStrings(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	var l lineStrings
	var want, got []string
	buf := make([]byte, 0, 4*lineBlock)
	for i := 0; i < 20000; i++ {
		n := r.IntN(80)
		if i%97 == 0 {
			n = lineBlock/4 + r.IntN(2*lineBlock)
		}
		buf = buf[:0]
		for range n {
			buf = append(buf, byte(' '+r.IntN(95)))
		}
		want = append(want, string(buf))
		got = append(got, l.of(buf))
		for j := range buf {
			buf[j] = '!' // the bytes read are overwritten, as bufio's are
		}
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("line %d: %q, made from %q", i, got[i], want[i])
		}
	}
}

// TestRunReaderIsRun: RunReader over the statements of the transcripts
// and the mix, one a line, writes what Run writes given them one by one
// (in --json and in plain mode): the lines' strings, their variables'
// names among them, outlast the reader's buffer. (A DSL statement left
// with an open bracket continues on the next line in RunReader, as
// Python's do: those error cases are left out.)
func TestRunReaderIsRun(t *testing.T) {
	var stmts []string
	e := NewEnv()
	for _, s := range printedStatements(t) {
		if !strings.HasPrefix(s, "#!") && !e.continues(s) {
			stmts = append(stmts, s)
		}
	}
	for len(stmts) < 5000 { // over a few of the reader's 64 KB buffers
		stmts = append(stmts, stmts...)
	}
	for _, jsonOut := range []bool{true, false} {
		var want, wantErr, got, gotErr bytes.Buffer
		s := NewSession(&want, &wantErr, jsonOut, false)
		for i, st := range stmts {
			s.Run(i+1, st)
		}
		s.Flush()
		s = NewSession(&got, &gotErr, jsonOut, false)
		if err := s.RunReader(strings.NewReader(strings.Join(stmts, "\n") + "\n")); err != nil {
			t.Fatal(err)
		}
		s.Flush()
		if got.String() != want.String() || gotErr.String() != wantErr.String() {
			t.Errorf("json %v: RunReader wrote %d+%d bytes, Run %d+%d, not the same", jsonOut, got.Len(), gotErr.Len(), want.Len(), wantErr.Len())
		}
	}
}
