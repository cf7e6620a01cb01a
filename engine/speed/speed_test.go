package speed

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

const mixFile = "testdata/mix.txt"

func loadMix(tb testing.TB) []Call {
	tb.Helper()
	calls, err := Load(mixFile)
	if err != nil {
		tb.Fatal(err)
	}
	return calls
}

// TestMixRuns: every line of the mix parses and the engine answers it.
func TestMixRuns(t *testing.T) {
	calls := loadMix(t)
	if len(calls) < 20 {
		t.Fatalf("the mix has %d calls; it should cover every operation", len(calls))
	}
	for _, c := range calls {
		if _, err := c.Run(); err != nil {
			t.Errorf("%s: %v", c.Line, err)
		}
	}
}

// BenchmarkMix times one pass of the whole mix in-process; ns/call is the
// figure compared with pycute.
func BenchmarkMix(b *testing.B) {
	calls := loadMix(b)
	for b.Loop() {
		for i := range calls {
			if _, err := calls[i].Do(); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(calls)), "ns/call")
}

// pycuteRun is what pycute_mix.py prints.
type pycuteRun struct {
	Results []string `json:"results"`
	NsPerOp float64  `json:"ns_per_op"`
	Ops     int      `json:"ops"`
}

// TestAgainstPycute runs pycute (from $PYCUTE_DIR, the directory holding
// the pycute package: cutlass/python), the engine in-process and
// `cutetui eval --json` back to back on the same mix, checks that they give
// the same answers, and reports the speed ratios (written to
// $SPEED_REPORT as JSON when set). It measures; it asserts no speed.
func TestAgainstPycute(t *testing.T) {
	dir := os.Getenv("PYCUTE_DIR")
	if dir == "" {
		t.Skip("set PYCUTE_DIR to cutlass/python to compare with pycute")
	}
	calls := loadMix(t)
	mix, _ := filepath.Abs(mixFile)

	// pycute, in-process loop.
	reps := 2000
	py := exec.Command("python3", "pycute_mix.py", mix, strconv.Itoa(reps))
	py.Env = append(os.Environ(), "PYTHONPATH="+dir)
	out, err := py.Output()
	if err != nil {
		t.Fatalf("pycute: %v\n%s", err, out)
	}
	var pr pycuteRun
	if err := json.Unmarshal(out, &pr); err != nil {
		t.Fatalf("pycute output: %v\n%s", err, out)
	}
	for i, c := range calls {
		got, _ := c.Run()
		want := strings.ReplaceAll(pr.Results[i], " ", "")
		if got != want {
			t.Errorf("%s: engine %s, pycute %s", c.Line, got, want)
		}
	}

	// The engine, in-process.
	res := testing.Benchmark(BenchmarkMix)
	engineNs := float64(res.T.Nanoseconds()) / float64(res.N*len(calls))

	// cutetui eval --json as a process, on the same statements repeated.
	bin := filepath.Join(t.TempDir(), "cutetui")
	build := exec.Command("go", "build", "-o", bin, "../../cmd/cutetui")
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	var stmts bytes.Buffer
	const evalReps = 200
	for range evalReps {
		for _, c := range calls {
			stmts.WriteString(c.Statement() + "\n")
		}
	}
	best := time.Duration(1 << 62)
	for range 3 {
		cmd := exec.Command(bin, "eval", "--json")
		cmd.Stdin = bytes.NewReader(stmts.Bytes())
		start := time.Now()
		if out, err := cmd.Output(); err != nil {
			t.Fatalf("eval: %v\n%.300s", err, out)
		}
		best = min(best, time.Since(start))
	}
	nEval := evalReps * len(calls)
	pyLoop := time.Duration(pr.NsPerOp * float64(nEval))

	report := map[string]any{
		"date":                time.Now().UTC().Format(time.RFC3339),
		"calls_in_mix":        len(calls),
		"pycute_ns_per_op":    pr.NsPerOp,
		"engine_ns_per_op":    engineNs,
		"engine_vs_pycute":    pr.NsPerOp / engineNs,
		"eval_statements":     nEval,
		"eval_process_ms":     float64(best.Microseconds()) / 1000,
		"pycute_loop_ms":      float64(pyLoop.Microseconds()) / 1000,
		"eval_json_vs_pycute": float64(pyLoop) / float64(best),
		"eval_process_per_op": float64(best.Nanoseconds()) / float64(nEval),
	}
	t.Logf("pycute %.0f ns/op; engine %.0f ns/op: %.1f× pycute", pr.NsPerOp, engineNs, pr.NsPerOp/engineNs)
	t.Logf("cutetui eval --json, %d statements: %v (best of 3) against pycute's loop %v: %.1f×", nEval, best.Round(time.Millisecond), pyLoop.Round(time.Millisecond), float64(pyLoop)/float64(best))
	if p := os.Getenv("SPEED_REPORT"); p != "" {
		data, _ := json.MarshalIndent(report, "", "  ")
		if err := os.WriteFile(p, append(data, '\n'), 0o644); err != nil {
			t.Error(err)
		}
	}
}
