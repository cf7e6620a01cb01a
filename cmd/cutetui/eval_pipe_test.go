package main

import (
	"bufio"
	"bytes"
	"os"
	"testing"
	"time"
)

// TestEvalJSONOverPipes drives `cutetui eval --json` as a program would:
// through pipes, one statement at a time, reading each answer before
// writing the next statement (once with the start of the next statement
// already sent after it), so that an answer held in a buffer deadlocks,
// which the timeouts turn into a failure.
func TestEvalJSONOverPipes(t *testing.T) {
	inR, inW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer inR.Close()
	defer outR.Close()
	var stderr bytes.Buffer
	done := make(chan int, 1)
	go func() {
		code := runEval([]string{"--json"}, inR, outW, &stderr)
		outW.Close()
		done <- code
	}()
	answers := make(chan string)
	go func() {
		br := bufio.NewReader(outR)
		for {
			line, err := br.ReadString('\n')
			if err != nil {
				close(answers)
				return
			}
			answers <- line
		}
	}()
	answer := func(what string) string {
		t.Helper()
		select {
		case a, ok := <-answers:
			if !ok {
				t.Fatalf("%s: the output ended", what)
			}
			return a
		case <-time.After(10 * time.Second):
			inW.Close()
			t.Fatalf("%s: no answer in 10s (held in a buffer?)", what)
		}
		return ""
	}
	for _, c := range []struct{ in, want string }{
		{"A = (2,(1,6)):(1,(6,2))", `{"line":1,"input":"A = (2,(1,6)):(1,(6,2))","value":""}`},
		{"coalesce(A)", `{"line":2,"input":"coalesce(A)","value":"12:1"}`},
		{"logical_divide((128,64):(64,1), <32:1,16:1>)", `{"line":3,"input":"logical_divide((128,64):(64,1), <32:1,16:1>)","value":"((32,4),(16,4)):((64,2048),(1,16))"}`},
		{"size(B)", `{"line":4,"input":"size(B)","error":"undefined: B"}`},
	} {
		if _, err := inW.WriteString(c.in + "\n"); err != nil {
			t.Fatal(err)
		}
		if got := answer(c.in); got != c.want+"\n" {
			t.Errorf("answer to %s: %q; want %q", c.in, got, c.want+"\n")
		}
	}
	// A statement followed by the start of the next, whose rest is
	// written only once the first is answered.
	inW.WriteString("cosize(A)\nsi")
	if got, want := answer("cosize(A)"), `{"line":5,"input":"cosize(A)","value":"12"}`+"\n"; got != want {
		t.Errorf("answer to cosize(A): %q; want %q", got, want)
	}
	inW.WriteString("ze(A)\n")
	if got, want := answer("size(A)"), `{"line":6,"input":"size(A)","value":"12"}`+"\n"; got != want {
		t.Errorf("answer to size(A): %q; want %q", got, want)
	}
	inW.Close()
	select {
	case code := <-done:
		if code != 1 {
			t.Errorf("status %d; want 1 (line 4 failed)", code)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("eval did not end after its input was closed")
	}
	if stderr.Len() != 0 {
		t.Errorf("stderr %q", stderr.String())
	}
}
