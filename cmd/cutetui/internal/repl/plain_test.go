package repl

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/engine/eval"
)

func TestPlain(t *testing.T) {
	long := strings.Repeat("1", eval.MaxStatement+50)
	var prompts bytes.Buffer
	p := NewPlain(strings.NewReader("8:1\r\n\n"+long+"\nlast"), "cute> ", &prompts)
	for i, want := range []string{"8:1", "", long[:eval.MaxStatement+1], "last"} {
		got, err := p.ReadLine()
		if err != nil || got != want {
			t.Fatalf("line %d: %.20q (%d bytes), %v; want %.20q (%d bytes)", i, got, len(got), err, want, len(want))
		}
	}
	if _, err := p.ReadLine(); err != io.EOF {
		t.Errorf("at the end: %v", err)
	}
	if prompts.String() != strings.Repeat("cute> ", 5)+"\n" {
		t.Errorf("prompts %q", prompts.String())
	}
}

// TestPlainLoop: help and exit work without line editing too.
func TestPlainLoop(t *testing.T) {
	var out, msgs bytes.Buffer
	s := eval.NewSession(&out, &msgs, false, false)
	p := NewPlain(strings.NewReader("help coalesce\ncoalesce(2:1)\nexit\n8:1\n"), "cute> ", &msgs)
	if err := Loop(s, p, &msgs, nil); err != nil {
		t.Fatal(err)
	}
	if out.String() != "2:1\n" || !strings.Contains(msgs.String(), "  coalesce(L[, profile])") {
		t.Errorf("stdout %q, messages %q", out.String(), msgs.String())
	}
}
