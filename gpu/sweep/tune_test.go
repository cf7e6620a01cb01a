package sweep

import (
	"strings"
	"testing"

	"github.com/cutetui/cutetui/gpu/model/raster"
	"github.com/cutetui/cutetui/kernels"
)

// TestTuneNote: a tuned shape's note names the kernel that ran against the
// rules' pick, by how much, and every candidate's time or why it has none;
// the table's lines give a candidate each and mark the one that ran.
func TestTuneNote(t *testing.T) {
	tn := Tune{Rule: "tma-multicast-256x200", Kernel: "tma-multicast-128x304-1x2", Rounds: 5, Runs: []TuneRun{
		{Kernel: "tma-multicast-256x200", MedianMs: 0.0115, Mapping: "N=8", Why: "auto's pick (kernels.Choose)"},
		{Kernel: "tma-pingpong-t", Err: "relative error 1 against cuBLAS"},
		{Kernel: "tma-multicast-128x304-1x2", MedianMs: 0.0100, Mapping: "Triton G=8", Why: "one wave of 128-row CTAs in 1x2 clusters"},
	}}
	got := tn.Note()
	for _, want := range []string{"tma-multicast-128x304-1x2 timed 13.0% faster than the rules' pick tma-multicast-256x200", "medians of 5 rounds", "tma-multicast-256x200 11.5 us", "tma-pingpong-t not timed: relative error", "tma-multicast-128x304-1x2 10.0 us"} {
		if !strings.Contains(got, want) {
			t.Errorf("Note() = %q, lacks %q", got, want)
		}
	}
	lines := tn.Lines()
	if len(lines) != 4 || !strings.HasSuffix(lines[0], "(medians of 5 rounds, the fastest mapping's):") ||
		!strings.Contains(lines[2], "not timed: relative error") || !strings.HasSuffix(lines[3], "<- ran") || strings.Contains(lines[1], "<- ran") {
		t.Errorf("Lines() = %q", lines)
	}
	tn.Kernel = tn.Rule
	if got := tn.Note(); !strings.HasPrefix(got, "tuned: the rules' pick tma-multicast-256x200 was the fastest of 3 candidates") {
		t.Errorf("Note() = %q", got)
	}
}

// TestFastest: tuning runs the fastest timed candidate where it beats the
// rules' pick (the first) by kernels.TuneMinGain, and the pick otherwise;
// a candidate that failed or was not timed never runs.
func TestFastest(t *testing.T) {
	run := func(k string, ms float64, err string) TuneRun { return TuneRun{Kernel: k, MedianMs: ms, Err: err} }
	for _, c := range []struct {
		runs []TuneRun
		want string
	}{
		{[]TuneRun{run("pick", 10, "")}, "pick"},
		{[]TuneRun{run("pick", 10, ""), run("a", 9.5, ""), run("b", 9.0, "")}, "b"},
		{[]TuneRun{run("pick", 10, ""), run("a", 9.95, "")}, "pick"}, // within the 1% noise
		{[]TuneRun{run("pick", 10, ""), run("a", 5, "relative error 1"), run("b", 9.5, "")}, "b"},
		{[]TuneRun{run("pick", 10, ""), run("a", 0, ""), run("b", 10.5, "")}, "pick"},
	} {
		if got := fastest(c.runs); got != c.want {
			t.Errorf("fastest(%+v) = %s, want %s", c.runs, got, c.want)
		}
	}
}

// TestGPUTunedAuto tunes auto at two short launches: every candidate is
// timed (or says why not), the kernel that ran the shape is the tuning's,
// one of the candidates, no slower in the tuning than the rules' pick, and
// checked as any kernel is.
func TestGPUTunedAuto(t *testing.T) {
	g := openGPU(t)
	if !Runs(kernels.TMAMulticast, g.Dev.Arch()) {
		t.Skip("auto's kernels need sm_90a")
	}
	cfg := Config{Shapes: []Shape{{4168, 600, 416}, {1000, 1000, 1000}}, Mappings: []raster.Mapping{raster.Identity(8), raster.Triton(8)}, Kernel: kernels.Auto, Tune: 3}
	rep := runToEnd(t, g, cfg)
	for _, sr := range rep.Results {
		tn := sr.Tune
		if tn == nil {
			t.Fatalf("%s: not tuned", sr.Shape)
		}
		if sr.Kernel != tn.Kernel || tn.Rule != kernels.Choose(sr.M, sr.N, sr.K).Name || len(tn.Runs) < 2 {
			t.Errorf("%s: ran %s, tuning %+v", sr.Shape, sr.Kernel, *tn)
		}
		var rule, ran float64
		for _, r := range tn.Runs {
			if r.Err == "" && (r.MedianMs <= 0 || r.Mapping == "") {
				t.Errorf("%s: %s untimed: %+v", sr.Shape, r.Kernel, r)
			}
			if r.Kernel == tn.Rule {
				rule = r.MedianMs
			}
			if r.Kernel == tn.Kernel {
				ran = r.MedianMs
			}
		}
		if ran <= 0 || ran > rule {
			t.Errorf("%s: ran %s at %.4f ms in the tuning, the rules' pick %.4f", sr.Shape, tn.Kernel, ran, rule)
		}
		for _, v := range sr.Variants {
			if v.Checks != 2 || v.MedianMs <= 0 {
				t.Errorf("%s %s: %+v", sr.Shape, v.Name, v)
			}
		}
		t.Logf("%s: %s", sr.Shape, tn.Note())
	}
}
